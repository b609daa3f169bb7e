/**
 * Text that points people away from PhoneKade: a web address (http://, https://, www.) or a word that
 * looks like a domain ('deals.lk', 'cheap-phones.com'). Each part is fixed text or one character
 * before a fixed ending, so the time stays linear in the text.
 */
export const LINK_PATTERN =
  /(?:https?:\/\/|www\.|[a-z0-9]\.(?:com|net|org|lk|io|info|biz|xyz|app|shop|online|site|store|link|ly)\b)/i;

export function containsLink(text: string): boolean {
  return LINK_PATTERN.test(text);
}
