import { formatCount } from '../common/format-count.ts';

/**
 * 'LKR 125,000': whole rupees with thousands separators. Grouped by hand rather than with
 * Intl.NumberFormat('en-LK') so the server's e-mails and every browser print exactly the same text.
 * Amounts are rounded to whole rupees; anything that is not a finite number prints as 'LKR 0'.
 */
export function formatLkr(amount: number): string {
  return `LKR ${formatCount(amount)}`;
}
