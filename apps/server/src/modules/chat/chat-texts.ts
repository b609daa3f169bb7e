import type { Language } from '@phonekade/shared/i18n/language';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import type { ChatLinkView } from '@phonekade/shared/chat/chat.types';
import type { ChatCondition } from './understand-message.ts';

export type SiteTopic = 'sell' | 'delivery' | 'payment' | 'account' | 'safety' | 'orders';

/** What a reply says a shopper is looking for: brand or model, condition and budget. */
export interface WishWords {
  /** The brand, or the model when no brand was named ('Samsung', 'iphone 12'); none: any phone. */
  name?: string;
  condition?: ChatCondition;
  minPrice?: number;
  maxPrice?: number;
}

export interface ChatTexts {
  greeting: string;
  thanks: string;
  topics: Record<SiteTopic, { reply: string; links: { view: ChatLinkView; label: string }[] }>;
  wish: (wish: WishWords) => string;
  notFound: (wish: string) => string;
  found: (count: number, wish: string) => string;
  noExactMatch: (model: string, wish: string) => string;
  /** The phones shown and their price range ('LKR 72,000' or 'LKR 72,000 to LKR 95,000'). */
  shown: (count: number, range: string) => string;
  range: (low: number, high: number) => string;
  priceGuide: (guide: { model: string; low: number; high: number; median: number; count: number }) => string;
  onSaleNow: string;
  seeAll: string;
  browse: string;
}

const CONDITION_WORDS: Record<Language, Record<ChatCondition, string>> = {
  en: {
    Excellent: 'in excellent condition',
    'Very Good': 'in very good condition',
    Good: 'in good condition',
    Fair: 'in fair condition',
  },
  si: { Excellent: 'විශිෂ්ට තත්ත්වයේ', 'Very Good': 'ඉතා හොඳ තත්ත්වයේ', Good: 'හොඳ තත්ත්වයේ', Fair: 'සාමාන්‍ය තත්ත්වයේ' },
  ta: {
    Excellent: 'சிறந்த நிலையிலுள்ள',
    'Very Good': 'மிக நல்ல நிலையிலுள்ள',
    Good: 'நல்ல நிலையிலுள்ள',
    Fair: 'சுமாரான நிலையிலுள்ள',
  },
};

const EN: ChatTexts = {
  greeting:
    'Hello! I\'m the PhoneKade assistant. I can help you find phones, explain prices and guide you around the site. Try "Samsung under 80k" or "how much is an iPhone 12?"',
  thanks: "You're welcome! Anything else I can help you find?",
  topics: {
    sell: {
      reply:
        'To sell a phone, sign in with a seller account and choose Add New Phone: add 1 to 6 photos, the basic details and the specs. An admin reviews every listing before it goes live, usually within a day. Adding the IMEI earns an "IMEI checked" badge.',
      links: [
        { view: 'add-phone', label: 'Add New Phone' },
        { view: 'auth', label: 'Sign In' },
      ],
    },
    delivery: {
      reply:
        'We deliver island-wide to all 25 districts: Standard Courier (LKR 1,000, 3-5 business days) or Speed Post (LKR 1,500, 1-2 business days). You can also meet the seller in a public place.',
      links: [{ view: 'phones', label: 'Browse Phones' }],
    },
    payment: {
      reply:
        'You pay by card at checkout (Visa or Mastercard). Only the last 4 digits of your card are kept with the order, and the phone is reserved for you the moment the payment goes through.',
      links: [{ view: 'cart', label: 'Cart' }],
    },
    account: {
      reply:
        'Sign In lets you log in or register as a buyer or seller. Forgot your password? Choose "Forgot password" on the sign-in page and we e-mail you a 6-digit code.',
      links: [{ view: 'auth', label: 'Sign In' }],
    },
    safety: {
      reply:
        'Stay safe: meet in public places, test the phone before buying, verify the IMEI number (dial *#06#) matches the box and the listing, and use secure payments. Listings marked "IMEI checked" passed our IMEI check.',
      links: [{ view: 'phones', label: 'Browse Phones' }],
    },
    orders: {
      reply: 'Your orders and their status are in your Profile, under Orders. Sellers see their sales under Sales.',
      links: [{ view: 'profile', label: 'Profile' }],
    },
  },
  wish: ({ name, condition, minPrice, maxPrice }) => {
    let text = name ?? 'phones';
    if (condition) text += ` ${CONDITION_WORDS.en[condition]}`;
    if (minPrice !== undefined && maxPrice !== undefined)
      text += ` between ${formatLkr(minPrice)} and ${formatLkr(maxPrice)}`;
    else if (maxPrice !== undefined) text += ` under ${formatLkr(maxPrice)}`;
    else if (minPrice !== undefined) text += ` over ${formatLkr(minPrice)}`;
    return text;
  },
  notFound: (wish) =>
    `I couldn't find ${wish} right now. Try a wider budget or another brand, or browse everything we have.`,
  found: (count, wish) => `I found ${count} ${wish}`,
  noExactMatch: (model, wish) => `No exact match for "${model}", but here are other ${wish}`,
  shown: (count, range) => `${count === 1 ? 'Here it is' : `Here are ${count}`}, priced ${range}:`,
  range: (low, high) => `${formatLkr(low)} to ${formatLkr(high)}`,
  priceGuide: (g) =>
    `A used ${g.model} sells on PhoneKade for ${formatLkr(g.low)} to ${formatLkr(g.high)} (typically ${formatLkr(g.median)}, from ${g.count} listings).`,
  onSaleNow: 'Some on sale now:',
  seeAll: 'See all in Browse',
  browse: 'Browse Phones',
};

const SI: ChatTexts = {
  greeting:
    'ආයුබෝවන්! මම PhoneKade සහායකයා. දුරකථන සොයා ගැනීමට, මිල ගණන් පැහැදිලි කිරීමට සහ වෙබ් අඩවිය තුළ මග පෙන්වීමට මට උදව් කළ හැක. "Samsung 80k ට අඩු" හෝ "iPhone 12 කීයද?" කියා අසා බලන්න.',
  thanks: 'ඔබව සාදරයෙන් පිළිගන්නවා! තවත් මොනවා හරි සොයා දෙන්න ඕනෙද?',
  topics: {
    sell: {
      reply:
        'දුරකථනයක් විකිණීමට, විකුණුම්කරු ගිණුමකින් පිවිස "නව දුරකථනයක් එක් කරන්න" තෝරන්න: ඡායාරූප 1 සිට 6 දක්වා, මූලික විස්තර සහ විශේෂාංග එක් කරන්න. සෑම දැන්වීමක්ම පළ වීමට පෙර පරිපාලකයෙක් පරීක්ෂා කරයි, සාමාන්‍යයෙන් දිනක් ඇතුළත. IMEI අංකය එක් කළොත් "IMEI පරීක්ෂිතයි" ලාංඡනය ලැබේ.',
      links: [
        { view: 'add-phone', label: 'නව දුරකථනයක් එක් කරන්න' },
        { view: 'auth', label: 'පිවිසෙන්න' },
      ],
    },
    delivery: {
      reply:
        'අපි දිවයින පුරා දිස්ත්‍රික්ක 25 ටම බෙදා හරිනවා: සාමාන්‍ය කුරියර් (LKR 1,000, වැඩ කරන දින 3-5) හෝ ස්පීඩ් පෝස්ට් (LKR 1,500, වැඩ කරන දින 1-2). විකුණුම්කරු පොදු ස්ථානයකදී හමු වීමටත් පුළුවන්.',
      links: [{ view: 'phones', label: 'දුරකථන බලන්න' }],
    },
    payment: {
      reply:
        'ගෙවීම කරන්නේ මිලදී ගැනීමේදී කාඩ්පතකින් (Visa හෝ Mastercard). ඇණවුම සමඟ තබා ගන්නේ ඔබේ කාඩ්පතේ අවසන් ඉලක්කම් 4 පමණයි; ගෙවීම සාර්ථක වූ සැණින් දුරකථනය ඔබ වෙනුවෙන් වෙන් කෙරේ.',
      links: [{ view: 'cart', label: 'කරත්තය' }],
    },
    account: {
      reply:
        '"පිවිසෙන්න" මගින් ගැනුම්කරුවෙකු හෝ විකුණුම්කරුවෙකු ලෙස පිවිසීමට හෝ ලියාපදිංචි වීමට හැක. මුරපදය අමතකද? පිවිසුම් පිටුවේ "මුරපදය අමතකද" තෝරන්න; අපි ඉලක්කම් 6ක කේතයක් ඔබේ විද්‍යුත් තැපෑලට එවන්නෙමු.',
      links: [{ view: 'auth', label: 'පිවිසෙන්න' }],
    },
    safety: {
      reply:
        'ආරක්ෂිතව ගනුදෙනු කරන්න: පොදු ස්ථානවල හමු වන්න, මිලදී ගැනීමට පෙර දුරකථනය පරීක්ෂා කරන්න, IMEI අංකය (*#06# ඩයල් කරන්න) පෙට්ටියට සහ දැන්වීමට ගැළපෙනවාදැයි බලන්න, ආරක්ෂිත ගෙවීම් භාවිත කරන්න. "IMEI පරීක්ෂිතයි" ලකුණ ඇති දැන්වීම් අපගේ IMEI පරීක්ෂාව සමත් වී ඇත.',
      links: [{ view: 'phones', label: 'දුරකථන බලන්න' }],
    },
    orders: {
      reply: 'ඔබේ ඇණවුම් සහ ඒවායේ තත්ත්වය පැතිකඩෙහි "ඇණවුම්" යටතේ ඇත. විකුණුම්කරුවන්ට තම විකුණුම් "විකුණුම්" යටතේ පෙනේ.',
      links: [{ view: 'profile', label: 'පැතිකඩ' }],
    },
  },
  wish: ({ name, condition, minPrice, maxPrice }) => {
    const parts: string[] = [];
    if (minPrice !== undefined && maxPrice !== undefined)
      parts.push(`${formatLkr(minPrice)} සිට ${formatLkr(maxPrice)} දක්වා මිලට`);
    else if (maxPrice !== undefined) parts.push(`${formatLkr(maxPrice)}ට අඩු`);
    else if (minPrice !== undefined) parts.push(`${formatLkr(minPrice)}ට වැඩි`);
    if (condition) parts.push(CONDITION_WORDS.si[condition]);
    parts.push(name ? `${name} දුරකථන` : 'දුරකථන');
    return parts.join(' ');
  },
  notFound: (wish) =>
    `දැනට ${wish} හමු වුණේ නැහැ. අයවැය ටිකක් වැඩි කරලා හෝ වෙනත් සන්නාමයක් අසා බලන්න, නැත්නම් අප සතු සියලු දුරකථන බලන්න.`,
  found: (count, wish) => `${wish} ${count}ක් හමු වුණා`,
  noExactMatch: (model, wish) => `"${model}" හරියටම හමු වුණේ නැහැ, නමුත් මෙන්න වෙනත් ${wish}`,
  shown: (count, range) => (count === 1 ? `මෙන්න එය, මිල ${range}:` : `මෙන්න ${count}ක්, මිල ${range}:`),
  range: (low, high) => `${formatLkr(low)} සිට ${formatLkr(high)} දක්වා`,
  priceGuide: (g) =>
    `පාවිච්චි කළ ${g.model} එකක් PhoneKade හි ${formatLkr(g.low)} සිට ${formatLkr(g.high)} දක්වා විකිණේ (සාමාන්‍යයෙන් ${formatLkr(g.median)}, දැන්වීම් ${g.count}ක් අනුව).`,
  onSaleNow: 'දැන් විකිණීමට ඇති සමහරක්:',
  seeAll: 'සියල්ල බලන්න',
  browse: 'දුරකථන බලන්න',
};

const TA: ChatTexts = {
  greeting:
    'வணக்கம்! நான் PhoneKade உதவியாளர். தொலைபேசிகளைக் கண்டறியவும், விலைகளை விளக்கவும், தளத்தில் வழிகாட்டவும் உதவ முடியும். "Samsung 80k க்குள்" அல்லது "iPhone 12 எவ்வளவு?" என்று கேட்டுப் பாருங்கள்.',
  thanks: 'மகிழ்ச்சி! வேறு ஏதாவது தேடித் தர வேண்டுமா?',
  topics: {
    sell: {
      reply:
        'தொலைபேசியை விற்க, விற்பனையாளர் கணக்கில் உள்நுழைந்து "புதிய தொலைபேசியைச் சேர்" என்பதைத் தேர்ந்தெடுங்கள்: 1 முதல் 6 படங்கள், அடிப்படை விவரங்கள், விவரக்குறிப்புகளைச் சேர்க்கவும். ஒவ்வொரு விளம்பரமும் வெளியாகும் முன் நிர்வாகி ஒருவர் சரிபார்ப்பார், பொதுவாக ஒரு நாளுக்குள். IMEI எண்ணைச் சேர்த்தால் "IMEI சரிபார்க்கப்பட்டது" அடையாளம் கிடைக்கும்.',
      links: [
        { view: 'add-phone', label: 'புதிய தொலைபேசியைச் சேர்' },
        { view: 'auth', label: 'உள்நுழை' },
      ],
    },
    delivery: {
      reply:
        'நாடு முழுவதும் 25 மாவட்டங்களுக்கும் டெலிவரி செய்கிறோம்: சாதாரண கூரியர் (LKR 1,000, 3-5 வேலை நாட்கள்) அல்லது ஸ்பீட் போஸ்ட் (LKR 1,500, 1-2 வேலை நாட்கள்). விற்பனையாளரை பொது இடத்தில் சந்திக்கவும் முடியும்.',
      links: [{ view: 'phones', label: 'தொலைபேசிகளைப் பார்' }],
    },
    payment: {
      reply:
        'வாங்கும்போது அட்டை மூலம் பணம் செலுத்தலாம் (Visa அல்லது Mastercard). உங்கள் அட்டையின் கடைசி 4 இலக்கங்கள் மட்டுமே ஆர்டருடன் வைக்கப்படும்; பணம் செலுத்தப்பட்டவுடன் தொலைபேசி உங்களுக்காக ஒதுக்கப்படும்.',
      links: [{ view: 'cart', label: 'கூடை' }],
    },
    account: {
      reply:
        '"உள்நுழை" மூலம் வாங்குபவராகவோ விற்பனையாளராகவோ உள்நுழையலாம் அல்லது பதிவு செய்யலாம். கடவுச்சொல் மறந்துவிட்டதா? உள்நுழைவுப் பக்கத்தில் "கடவுச்சொல் மறந்துவிட்டதா" என்பதைத் தேர்ந்தெடுங்கள்; 6 இலக்கக் குறியீட்டை மின்னஞ்சலில் அனுப்புவோம்.',
      links: [{ view: 'auth', label: 'உள்நுழை' }],
    },
    safety: {
      reply:
        'பாதுகாப்பாக இருங்கள்: பொது இடங்களில் சந்தியுங்கள், வாங்கும் முன் தொலைபேசியைச் சோதியுங்கள், IMEI எண் (*#06# அழுத்துங்கள்) பெட்டியுடனும் விளம்பரத்துடனும் பொருந்துகிறதா எனப் பாருங்கள், பாதுகாப்பான முறையில் பணம் செலுத்துங்கள். "IMEI சரிபார்க்கப்பட்டது" எனக் குறிக்கப்பட்ட விளம்பரங்கள் எங்கள் IMEI சோதனையில் தேறியவை.',
      links: [{ view: 'phones', label: 'தொலைபேசிகளைப் பார்' }],
    },
    orders: {
      reply:
        'உங்கள் ஆர்டர்களும் அவற்றின் நிலையும் சுயவிவரத்தில் "ஆர்டர்கள்" பகுதியில் உள்ளன. விற்பனையாளர்கள் தங்கள் விற்பனைகளை "விற்பனைகள்" பகுதியில் காணலாம்.',
      links: [{ view: 'profile', label: 'சுயவிவரம்' }],
    },
  },
  wish: ({ name, condition, minPrice, maxPrice }) => {
    const parts: string[] = [];
    if (minPrice !== undefined && maxPrice !== undefined)
      parts.push(`${formatLkr(minPrice)} முதல் ${formatLkr(maxPrice)} வரையிலான`);
    else if (maxPrice !== undefined) parts.push(`${formatLkr(maxPrice)}க்குள்`);
    else if (minPrice !== undefined) parts.push(`${formatLkr(minPrice)}க்கு மேல்`);
    if (condition) parts.push(CONDITION_WORDS.ta[condition]);
    parts.push(name ? `${name} தொலைபேசிகள்` : 'தொலைபேசிகள்');
    return parts.join(' ');
  },
  notFound: (wish) =>
    `இப்போது ${wish} எதுவும் கிடைக்கவில்லை. பட்ஜெட்டை சற்று உயர்த்தி அல்லது வேறு பிராண்டைக் கேட்டுப் பாருங்கள், அல்லது எங்களிடம் உள்ள அனைத்தையும் பாருங்கள்.`,
  found: (count, wish) => `${wish} ${count} கிடைத்தன`,
  noExactMatch: (model, wish) => `"${model}" சரியாகக் கிடைக்கவில்லை, ஆனால் இதோ வேறு ${wish}`,
  shown: (count, range) => (count === 1 ? `இதோ அது, விலை ${range}:` : `இதோ ${count}, விலை ${range}:`),
  range: (low, high) => `${formatLkr(low)} முதல் ${formatLkr(high)} வரை`,
  priceGuide: (g) =>
    `பயன்படுத்திய ${g.model} PhoneKade இல் ${formatLkr(g.low)} முதல் ${formatLkr(g.high)} வரை விற்கப்படுகிறது (பொதுவாக ${formatLkr(g.median)}, ${g.count} விளம்பரங்களின்படி).`,
  onSaleNow: 'இப்போது விற்பனையில் உள்ள சில:',
  seeAll: 'அனைத்தையும் பார்',
  browse: 'தொலைபேசிகளைப் பார்',
};

/** The assistant's words in each language (docs/decisions/061-chat-answers-in-the-askers-language.md). */
export const CHAT_TEXTS: Record<Language, ChatTexts> = { en: EN, si: SI, ta: TA };
