import { RESET_CODE_TTL_MINUTES } from '@phonekade/shared/constants/limits';
import type { Language } from '@phonekade/shared/i18n/language';

/**
 * The password-reset code e-mail in the account's language
 * (docs/decisions/060-mail-in-the-accounts-language.md).
 */
export function resetMail(language: Language, name: string, code: string): { subject: string; text: string } {
  const minutes = RESET_CODE_TTL_MINUTES;
  switch (language) {
    case 'si':
      return {
        subject: 'ඔබගේ PhoneKade සත්‍යාපන කේතය',
        text: [
          `ආයුබෝවන් ${name},`,
          '',
          `ඔබගේ PhoneKade සත්‍යාපන කේතය: ${code}`,
          '',
          `මිනිත්තු ${minutes}ක් ඇතුළත මුරපදය යළි සැකසීමේ පිටුවේ එය ඇතුළත් කරන්න. එය එක් වරක් පමණක් ක්‍රියා කරයි.`,
          'ඔබ මුරපදය යළි සැකසීමට ඉල්ලා නැත්නම් මෙම ඊමේල් එක නොසලකා හරින්න: ඔබගේ මුරපදය වෙනස් නොවේ.',
          '',
          'PhoneKade',
        ].join('\n'),
      };
    case 'ta':
      return {
        subject: 'உங்கள் PhoneKade சரிபார்ப்புக் குறியீடு',
        text: [
          `வணக்கம் ${name},`,
          '',
          `உங்கள் PhoneKade சரிபார்ப்புக் குறியீடு: ${code}`,
          '',
          `${minutes} நிமிடங்களுக்குள் கடவுச்சொல் மீட்டமைப்புப் பக்கத்தில் அதை உள்ளிடுங்கள். அது ஒரு முறை மட்டுமே செல்லும்.`,
          'நீங்கள் கடவுச்சொல்லை மீட்டமைக்கக் கேட்கவில்லை என்றால் இந்த மின்னஞ்சலைப் புறக்கணியுங்கள்: உங்கள் கடவுச்சொல் மாறாது.',
          '',
          'PhoneKade',
        ].join('\n'),
      };
    default:
      return {
        subject: 'Your PhoneKade verification code',
        text: [
          `Hello ${name},`,
          '',
          `Your PhoneKade verification code is: ${code}`,
          '',
          `Enter it on the password reset page within ${minutes} minutes. It works once.`,
          'If you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
          '',
          'PhoneKade',
        ].join('\n'),
      };
  }
}
