/**
 * The Luhn (mod 10) check used by card numbers and IMEIs. `digits` must be digits only: anything
 * else, including spaces and the empty string, fails.
 */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  // Double every second digit counting from the right, the check digit being the first.
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
