/**
 * 'LKR 125,000': whole rupees with thousands separators. Grouped by hand rather than with
 * Intl.NumberFormat('en-LK') so the server's e-mails and every browser print exactly the same text.
 * Amounts are rounded to whole rupees; anything that is not a finite number prints as 'LKR 0'.
 */
export function formatLkr(amount: number): string {
  const rupees = Number.isFinite(amount) ? Math.round(amount) : 0;
  return `LKR ${rupees < 0 ? '-' : ''}${groupThousands(Math.abs(rupees).toString())}`;
}

/**
 * '1234567' -> '1,234,567', cut from the right; a look-ahead pattern would rescan the remaining digits
 * at every position. Exponent forms ('1e+21', far past any real amount) are left as they are.
 */
function groupThousands(digits: string): string {
  if (digits.includes('e')) return digits;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(',');
}
