import type { Language } from '@phonekade/shared/i18n/language';
import { formatLkr } from '@phonekade/shared/money/format-lkr';

interface DigestWords {
  subject: (count: number) => string;
  hello: (name: string) => string;
  intro: string;
  priceDropped: (title: string, price: string, oldPrice: string) => string;
  newMatch: (title: string, price: string) => string;
  outro: string;
}

const WORDS: Record<Language, DigestWords> = {
  en: {
    subject: (count) => (count === 1 ? 'PhoneKade: 1 new alert for you' : `PhoneKade: ${count} new alerts for you`),
    hello: (name) => `Hello ${name},`,
    intro: 'Here is what changed on PhoneKade for your saved searches and favourites:',
    priceDropped: (title, price, oldPrice) => `- Price dropped: ${title}, now ${price} (was ${oldPrice})`,
    newMatch: (title, price) => `- New match: ${title}, ${price}`,
    outro: 'Open PhoneKade to see the phones. You can turn this daily e-mail off under Profile, Saved searches.',
  },
  si: {
    subject: (count) => `PhoneKade: ඔබට නව දැනුම්දීම් ${count}ක්`,
    hello: (name) => `ආයුබෝවන් ${name},`,
    intro: 'ඔබ සුරැකි සෙවුම් සහ ප්‍රියතම දුරකථන සම්බන්ධයෙන් PhoneKade හි වෙනස් වූ දේ:',
    priceDropped: (title, price, oldPrice) => `- මිල අඩු වුණා: ${title}, දැන් ${price} (කලින් ${oldPrice})`,
    newMatch: (title, price) => `- අලුතින් ගැළපෙන දුරකථනයක්: ${title}, ${price}`,
    outro: 'දුරකථන බලන්න PhoneKade විවෘත කරන්න. මෙම දෛනික ඊමේල් එක Profile හි සුරැකි සෙවුම් යටතේ නවත්වන්න පුළුවන්.',
  },
  ta: {
    subject: (count) => `PhoneKade: உங்களுக்கு ${count} புதிய அறிவிப்புகள்`,
    hello: (name) => `வணக்கம் ${name},`,
    intro: 'நீங்கள் சேமித்த தேடல்கள் மற்றும் விருப்பங்களுக்கு PhoneKade இல் மாறியவை:',
    priceDropped: (title, price, oldPrice) => `- விலை குறைந்தது: ${title}, இப்போது ${price} (முன்பு ${oldPrice})`,
    newMatch: (title, price) => `- புதிய பொருத்தம்: ${title}, ${price}`,
    outro: 'போன்களைப் பார்க்க PhoneKade ஐத் திறக்கவும். இந்த தினசரி மின்னஞ்சலை Profile இல் சேமித்த தேடல்கள் பகுதியில் நிறுத்தலாம்.',
  },
};

/**
 * The daily digest e-mail in the person's account language
 * (docs/decisions/060-mail-in-the-accounts-language.md): one line per alert, oldest first.
 */
export function digestMail(
  to: string,
  name: string,
  alerts: { type: string; data: Record<string, unknown> }[],
  language: Language = 'en',
) {
  const w = WORDS[language];
  const lines = alerts.map(({ type, data }) => {
    const title = String(data.title);
    const price = formatLkr(Number(data.price));
    return type === 'price_dropped'
      ? w.priceDropped(title, price, formatLkr(Number(data.oldPrice)))
      : w.newMatch(title, price);
  });
  const text = [w.hello(name), '', w.intro, '', ...lines, '', w.outro, '', 'PhoneKade'].join('\n');
  return { to, subject: w.subject(alerts.length), text };
}
