// Sri Lankan phone numbers, two rules the product's forms use:
// - account phone (register, profile): +94 or a leading 0, then a digit 1-9 and 8 more digits;
// - checkout mobile: +94 or 0 followed by 9 digits.
// Spaces are ignored in both (the account phone's rule says so; people type them the same way
// at checkout).

const ACCOUNT_PHONE_PATTERN = /^(?:\+94|0)[1-9]\d{8}$/;
const MOBILE_PATTERN = /^(?:\+94|0)\d{9}$/;

/** The number without the spaces people type ('077 123 4567' -> '0771234567'). */
export function normalizePhone(value: string): string {
  return value.replace(/\s+/g, '');
}

export function isValidSriLankanPhone(value: string): boolean {
  return ACCOUNT_PHONE_PATTERN.test(normalizePhone(value));
}

export function isValidSriLankanMobile(value: string): boolean {
  return MOBILE_PATTERN.test(normalizePhone(value));
}

/**
 * The international form '+94771234567' of a valid number, for tel: links; null when the number is
 * not a valid Sri Lankan number. WhatsApp (wa.me) wants it without the '+'.
 */
export function toInternationalPhone(value: string): string | null {
  const phone = normalizePhone(value);
  if (!MOBILE_PATTERN.test(phone)) return null;
  return phone.startsWith('+94') ? phone : `+94${phone.slice(1)}`;
}
