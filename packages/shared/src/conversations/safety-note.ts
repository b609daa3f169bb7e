// Which messages get the note 'Never pay before you have seen the phone' (docs/decisions/062-messages-and-safety.md):
// a phone number or a bank account number (a move off the site), or words about paying before seeing
// the phone, in English, Sinhala or Tamil. A false alarm costs one calm sentence; a missed one can cost
// a buyer their money, so the net is wide.

/** Spaces, dots and dashes between digits are dropped first: '077 123 4567' is one number. */
const BETWEEN_DIGITS = /(?<=\d)[\s.-](?=\d)/g;
/** Nine digits or more: a Sri Lankan phone number (0771234567, 94771234567) or a bank account. */
const LONG_NUMBER = /\d{9,}/;

export const ENGLISH_WORDS = new RegExp(
  [
    'advance',
    'advanced payment',
    'pay first',
    'paid first',
    'pay before',
    'payment first',
    'pay upfront',
    'upfront',
    'up front',
    'bank transfer',
    'bank deposit',
    'transfer the money',
    'send the money',
    'send money',
    'money transfer',
    'deposit',
    'account number',
    'acc no',
    'a/c',
    'ez cash',
    'ezcash',
    'mcash',
    'western union',
    'reload',
    'booking fee',
    'courier fee first',
  ]
    .map((phrase) => phrase.replace(/[/]/g, '\\/').replace(/ /g, '\\s+'))
    .join('|')
    .replace(/^/, '\\b(?:')
    .concat(')'),
  'i',
);

/** Sinhala and Tamil phrases, matched as written (NFC) anywhere in the text. */
const LOCAL_PHRASES = [
  // Sinhala: pay beforehand, advance, pay first, bank, account number, deposit, transfer
  'ඉස්සරවෙලා ගෙවන්න',
  'ඉස්සෙල්ලා ගෙවන්න',
  'කලින් ගෙවන්න',
  'මුලින් ගෙවන්න',
  'අත්තිකාරම්',
  'ඇඩ්වාන්ස්',
  'බැංකුවට',
  'බැංකු ගිණුම',
  'ගිණුම් අංකය',
  'තැන්පත් කරන්න',
  'සල්ලි දාන්න',
  'මුදල් දාන්න',
  'ට්‍රාන්ස්ෆර්',
  // Tamil: advance, pay first, bank, account number, deposit, transfer
  'முன்பணம்',
  'முற்பணம்',
  'அட்வான்ஸ்',
  'முதலில் பணம்',
  'முதலில் செலுத்த',
  'வங்கி',
  'கணக்கு எண்',
  'வைப்பு',
  'பணத்தை அனுப்ப',
  'பணம் அனுப்ப',
].map((phrase) => phrase.normalize('NFC'));

/** Whether a message should carry the safety note for both people. */
export function needsSafetyNote(text: string): boolean {
  const normalised = text.normalize('NFC');
  if (LONG_NUMBER.test(normalised.replace(BETWEEN_DIGITS, ''))) return true;
  if (ENGLISH_WORDS.test(normalised)) return true;
  return LOCAL_PHRASES.some((phrase) => normalised.includes(phrase));
}
