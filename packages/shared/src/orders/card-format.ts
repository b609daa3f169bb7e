// Card input formatting, applied as the person types.

/** Digits only, grouped in fours, at most 16 digits ('4242424242424242' -> '4242 4242 4242 4242'). */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, 19);
}

/**
 * Digits only, shown as MM/YY, at most 5 characters. The slash appears once a third digit is typed, so
 * deleting back past it works ('12' stays '12', '1226' -> '12/26').
 */
export function formatExpiry(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Digits only, at most 4. */
export function formatCvv(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** Upper-cased, as printed on cards. */
export function formatCardholderName(input: string): string {
  return input.toUpperCase();
}

/**
 * The last 4 digits, the only part of a card that leaves the payment step
 * (docs/decisions/010-sandbox-card-gateway.md).
 */
export function cardLast4(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '').slice(-4);
}
