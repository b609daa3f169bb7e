import type { CourierType } from '@phonekade/shared/constants/couriers';
import type { Language } from '@phonekade/shared/i18n/language';
import { DISPUTE_WINDOW_DAYS } from '@phonekade/shared/orders/order-status';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import type { OrderDto } from '@phonekade/shared/orders/order.types';

interface ConfirmationWords {
  subject: (orderNumber: string, shortNumber: string) => string;
  shortNumber: (shortNumber: string) => string;
  hello: (name: string) => string;
  thanks: (orderNumber: string) => string;
  subtotal: string;
  shipping: (courier: string) => string;
  totalCash: (total: string) => string;
  totalHeld: (total: string, last4: string, days: number) => string;
  deliveryAddress: string;
  whatNext: string;
  sellerContacts: string;
  dispatchedVia: (courier: string) => string;
  expectedDelivery: (time: string) => string;
  couriers: Record<CourierType, { name: string; deliveryTime: string }>;
}

const WORDS: Record<Language, ConfirmationWords> = {
  en: {
    subject: (number, short) => `PhoneKade order confirmation ${number} (${short})`,
    shortNumber: (short) => `Your short order number: ${short}`,
    hello: (name) => `Hello ${name},`,
    thanks: (number) => `Thank you for your order ${number} on PhoneKade.`,
    subtotal: 'Subtotal',
    shipping: (courier) => `Shipping (${courier})`,
    totalCash: (total) => `Total to pay in cash on delivery: ${total}`,
    totalHeld: (total, last4, days) =>
      `Total held on your card: ${total} (card ending ${last4}). It is paid to the seller when you confirm you received the phone, or ${days} days after delivery unless you report a problem.`,
    deliveryAddress: 'Delivery address:',
    whatNext: 'What happens next:',
    sellerContacts: '- The seller will contact you within 24 hours.',
    dispatchedVia: (courier) => `- Your phone will be dispatched via ${courier}.`,
    expectedDelivery: (time) => `- Expected delivery: ${time}.`,
    couriers: {
      standard: { name: 'Standard Courier', deliveryTime: '3-5 business days' },
      speed_post: { name: 'Speed Post', deliveryTime: '1-2 business days' },
    },
  },
  si: {
    subject: (number, short) => `PhoneKade ඇණවුම තහවුරු කිරීම ${number} (${short})`,
    shortNumber: (short) => `ඔබගේ කෙටි ඇණවුම් අංකය: ${short}`,
    hello: (name) => `ආයුබෝවන් ${name},`,
    thanks: (number) => `PhoneKade හි ඔබ කළ ${number} ඇණවුමට ස්තූතියි.`,
    subtotal: 'උප එකතුව',
    shipping: (courier) => `බෙදාහැරීම (${courier})`,
    totalCash: (total) => `භාණ්ඩය ලැබෙන විට මුදලින් ගෙවිය යුතු මුළු මුදල: ${total}`,
    totalHeld: (total, last4, days) =>
      `ඔබගේ කාඩ්පතේ රඳවා ඇති මුළු මුදල: ${total} (${last4} න් අවසන් වන කාඩ්පත). දුරකථනය ලැබුණු බව ඔබ තහවුරු කළ විට, නැත්නම් ගැටලුවක් දැන්වූයේ නැත්නම් බෙදාහැරීමෙන් දින ${days}කට පසු, මෙය විකුණුම්කරුට ගෙවනු ලැබේ.`,
    deliveryAddress: 'බෙදාහරින ලිපිනය:',
    whatNext: 'ඊළඟට සිදු වන්නේ:',
    sellerContacts: '- පැය 24ක් ඇතුළත විකුණුම්කරු ඔබව සම්බන්ධ කර ගනී.',
    dispatchedVia: (courier) => `- ඔබගේ දුරකථනය ${courier} මගින් එවනු ලැබේ.`,
    expectedDelivery: (time) => `- ලැබෙනු ඇතැයි අපේක්ෂිත කාලය: ${time}.`,
    couriers: {
      standard: { name: 'සාමාන්‍ය කුරියර්', deliveryTime: 'වැඩ කරන දින 3-5' },
      speed_post: { name: 'ස්පීඩ් පෝස්ට්', deliveryTime: 'වැඩ කරන දින 1-2' },
    },
  },
  ta: {
    subject: (number, short) => `PhoneKade ஆர்டர் உறுதிப்படுத்தல் ${number} (${short})`,
    shortNumber: (short) => `உங்கள் சுருக்கமான ஆர்டர் எண்: ${short}`,
    hello: (name) => `வணக்கம் ${name},`,
    thanks: (number) => `PhoneKade இல் நீங்கள் செய்த ${number} ஆர்டருக்கு நன்றி.`,
    subtotal: 'கூட்டுத்தொகை',
    shipping: (courier) => `டெலிவரி (${courier})`,
    totalCash: (total) => `டெலிவரியின் போது பணமாகச் செலுத்த வேண்டிய மொத்தம்: ${total}`,
    totalHeld: (total, last4, days) =>
      `உங்கள் அட்டையில் நிறுத்தி வைக்கப்பட்ட மொத்தம்: ${total} (${last4} இல் முடியும் அட்டை). போன் கிடைத்ததை நீங்கள் உறுதிப்படுத்தும்போது, அல்லது பிரச்சினை எதுவும் தெரிவிக்காவிட்டால் டெலிவரிக்கு ${days} நாட்களுக்குப் பின், இது விற்பனையாளருக்குச் செலுத்தப்படும்.`,
    deliveryAddress: 'டெலிவரி முகவரி:',
    whatNext: 'அடுத்து நடப்பவை:',
    sellerContacts: '- 24 மணி நேரத்திற்குள் விற்பனையாளர் உங்களைத் தொடர்புகொள்வார்.',
    dispatchedVia: (courier) => `- உங்கள் தொலைபேசி ${courier} மூலம் அனுப்பப்படும்.`,
    expectedDelivery: (time) => `- எதிர்பார்க்கப்படும் டெலிவரி: ${time}.`,
    couriers: {
      standard: { name: 'சாதாரண கூரியர்', deliveryTime: '3-5 வேலை நாட்கள்' },
      speed_post: { name: 'ஸ்பீட் போஸ்ட்', deliveryTime: '1-2 வேலை நாட்கள்' },
    },
  },
};

/**
 * An order's confirmation e-mail in the buyer's account language
 * (docs/decisions/060-mail-in-the-accounts-language.md). Titles, names and addresses stay as typed.
 */
export function confirmationMail(order: OrderDto, to: string, language: Language = 'en') {
  const w = WORDS[language];
  const courier = w.couriers[order.courierType];
  const address = order.deliveryAddress;
  const lines = [
    w.hello(address.firstName),
    '',
    w.thanks(order.orderNumber),
    w.shortNumber(order.shortNumber),
    '',
    ...order.items.map((item) => `- ${item.title} x${item.quantity}: ${formatLkr(item.price * item.quantity)}`),
    '',
    `${w.subtotal}: ${formatLkr(order.subtotal)}`,
    `${w.shipping(courier.name)}: ${formatLkr(order.shippingCost)}`,
    order.paymentDetails.method === 'cod'
      ? w.totalCash(formatLkr(order.totalAmount))
      : w.totalHeld(formatLkr(order.totalAmount), order.paymentDetails.cardLast4 ?? '', DISPUTE_WINDOW_DAYS),
    '',
    w.deliveryAddress,
    `${address.firstName} ${address.lastName}, ${address.mobile}`,
    address.addressLine1,
    ...(address.addressLine2 ? [address.addressLine2] : []),
    `${address.city}, ${address.district}, ${address.province}`,
    '',
    w.whatNext,
    w.sellerContacts,
    w.dispatchedVia(courier.name),
    w.expectedDelivery(courier.deliveryTime),
    '',
    'PhoneKade',
  ];
  return { to, subject: w.subject(order.orderNumber, order.shortNumber), text: lines.join('\n') };
}
