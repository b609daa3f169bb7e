/**
 * '1234567' -> '1,234,567': a whole number with thousands separators, as toLocaleString('en-US')
 * prints it. Grouped by hand: the first Intl number format a page makes loads the locale's data,
 * a long task on a slow phone before the first view (docs/performance.md), and the server's texts
 * come out the same as every browser's. Cut from the right; a look-ahead pattern would rescan the
 * remaining digits at every position. Exponent forms ('1e+21', far past any real count) are left
 * as they are.
 */
export function formatCount(value: number): string {
  const whole = Number.isFinite(value) ? Math.round(value) : 0;
  const digits = Math.abs(whole).toString();
  if (digits.includes('e')) return `${whole < 0 ? '-' : ''}${digits}`;
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return `${whole < 0 ? '-' : ''}${groups.join(',')}`;
}
