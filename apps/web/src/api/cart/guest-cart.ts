import { cartItem, cartOf } from '@phonekade/shared/cart/cart-lines';
import type { CartDto } from '@phonekade/shared/cart/cart.types';
import { MAX_CART_QUANTITY, MAX_GUEST_CART_ITEMS } from '@phonekade/shared/constants/limits';
import { isLive } from '@phonekade/shared/phones/listing-status';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { t } from '@/lib/i18n/i18n.ts';
import type { GuestCartLine } from '@/stores/cart-store.ts';

// The rules of a guest's cart, which lives in this browser until sign-in. The server keeps the same
// rules for a buyer's cart; here they run without it.

/** A refused change; its message is the reason a person reads. */
export class GuestCartRefusal extends Error {
  override name = 'GuestCartRefusal';
}

/** The guest cart as the cart views show it: newest first (as the server lists a cart), with its totals. */
export function guestCart(lines: readonly GuestCartLine[]): CartDto {
  // A guest line is drawn like a server line; its phone id is its id.
  return cartOf(lines.map((line) => cartItem({ ...line, id: line.phoneId })).reverse());
}

/** Adds a phone; a phone already in the cart gets a higher quantity, never above its stock. */
export function withPhoneAdded(
  lines: readonly GuestCartLine[],
  phone: PhoneDto,
  quantity: number,
  now = new Date(),
): GuestCartLine[] {
  if (!isLive(phone) || phone.stock <= 0) throw new GuestCartRefusal(t('cart.reasons.unavailable'));
  const existing = lines.find((line) => line.phoneId === phone.id);
  const wanted = (existing?.quantity ?? 0) + quantity;
  if (wanted > phone.stock || wanted > MAX_CART_QUANTITY) {
    throw new GuestCartRefusal(t('cart.reasons.notEnoughStock'));
  }
  if (!existing && lines.length >= MAX_GUEST_CART_ITEMS) {
    throw new GuestCartRefusal(t('cart.guestFull', { max: MAX_GUEST_CART_ITEMS }));
  }
  if (existing) {
    return lines.map((line) =>
      line.phoneId === phone.id ? { ...line, quantity: wanted, phone, priceAtAdd: phone.price } : line,
    );
  }
  return [...lines, { phoneId: phone.id, quantity, phone, priceAtAdd: phone.price, addedAt: now.toISOString() }];
}

/** Sets a line's quantity; it may always go down, and up only within the stock. */
export function withQuantity(lines: readonly GuestCartLine[], phoneId: string, quantity: number): GuestCartLine[] {
  const line = lines.find((candidate) => candidate.phoneId === phoneId);
  if (!line) throw new GuestCartRefusal(t('cart.reasons.notInCart'));
  if (quantity > line.quantity && (quantity > line.phone.stock || quantity > MAX_CART_QUANTITY)) {
    throw new GuestCartRefusal(t('cart.reasons.notEnoughStock'));
  }
  return lines.map((candidate) => (candidate.phoneId === phoneId ? { ...candidate, quantity } : candidate));
}

export function withoutPhone(lines: readonly GuestCartLine[], phoneId: string): GuestCartLine[] {
  return lines.filter((line) => line.phoneId !== phoneId);
}

/**
 * The lines with each listing as the catalogue has it now: `fresh` maps a phone id to its listing,
 * or to null when the catalogue no longer has it (that line leaves the cart). A phone that could not
 * be loaded keeps the copy the line has.
 */
export function withFreshPhones(
  lines: readonly GuestCartLine[],
  fresh: ReadonlyMap<string, PhoneDto | null>,
): GuestCartLine[] {
  return lines.flatMap((line) => {
    const phone = fresh.get(line.phoneId);
    if (phone === null) return [];
    return [phone ? { ...line, phone } : line];
  });
}
