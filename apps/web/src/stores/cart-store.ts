import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { createStoreReadAtFirstUse } from '@/lib/create-store.ts';

/**
 * A line of a guest's cart, kept in this browser while signed out. It carries the listing as it was
 * seen, so the cart shows at once; the cart hooks refresh it from the catalogue.
 */
export interface GuestCartLine {
  phoneId: string;
  quantity: number;
  phone: PhoneDto;
  /** The price when it was added, so the cart can say when it changed. */
  priceAtAdd: number;
  addedAt: string;
}

export const GUEST_CART_KEY = 'guest_cart';

function isGuestCartLine(value: unknown): value is GuestCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<GuestCartLine>;
  return (
    typeof line.phoneId === 'string' &&
    Number.isInteger(line.quantity) &&
    (line.quantity ?? 0) > 0 &&
    typeof line.phone === 'object' &&
    line.phone !== null
  );
}

// Local storage outlives releases and can be edited by hand: a line that is not whole is dropped.
function readStoredLines(): GuestCartLine[] {
  if (typeof localStorage === 'undefined') return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isGuestCartLine) : [];
  } catch {
    return [];
  }
}

/** The guest cart, oldest line first, as local storage holds it. */
export const guestCartStore = createStoreReadAtFirstUse<GuestCartLine[]>(readStoredLines);

/** Keeps the guest cart (an empty one leaves nothing behind in storage) and shows it. */
export function saveGuestCart(lines: GuestCartLine[]): void {
  if (lines.length) localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
  else localStorage.removeItem(GUEST_CART_KEY);
  guestCartStore.set(lines);
}

export const useGuestCartLines = () => guestCartStore.use();
