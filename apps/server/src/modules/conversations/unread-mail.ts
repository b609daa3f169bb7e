import type { Language } from '@phonekade/shared/i18n/language';

interface UnreadMailWords {
  subject: string;
  unread: (title: string, count: number) => string;
  safety: string;
}

const WORDS: Record<Language, UnreadMailWords> = {
  en: {
    subject: 'New message on PhoneKade',
    unread: (title, count) =>
      `You have ${count} unread message${count === 1 ? '' : 's'} about "${title}" on PhoneKade.`,
    safety: 'Never pay before you have seen the phone.',
  },
  si: {
    subject: 'PhoneKade හි නව පණිවිඩයක්',
    unread: (title, count) => `"${title}" ගැන ඔබට කියවා නැති පණිවිඩ ${count}ක් PhoneKade හි ඇත.`,
    safety: 'දුරකථනය දැක ගන්නට පෙර කිසිවිටෙක ගෙවන්න එපා.',
  },
  ta: {
    subject: 'PhoneKade இல் புதிய செய்தி',
    unread: (title, count) => `"${title}" பற்றி PhoneKade இல் நீங்கள் படிக்காத ${count} செய்திகள் உள்ளன.`,
    safety: 'தொலைபேசியைப் பார்க்கும் முன் ஒருபோதும் பணம் செலுத்த வேண்டாம்.',
  },
};

/**
 * The unread-messages e-mail in the recipient's account language
 * (docs/decisions/060-mail-in-the-accounts-language.md), with the safety line and a link when PUBLIC_URL is set.
 */
export function unreadMail(
  to: string,
  language: Language,
  { title, unread, link }: { title: string; unread: number; link?: string },
) {
  const w = WORDS[language];
  const text = [w.unread(title, unread), '', w.safety, ...(link ? ['', link] : [])].join('\n');
  return { to, subject: w.subject, text };
}
