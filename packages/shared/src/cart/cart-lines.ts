// A cart as both carts show it: the buyer's (kept by the server) and the guest's (kept in the
// browser) are drawn from the same items and add up the same way.
import { isLive } from '../phones/listing-status.ts';
import type { PhoneDto } from '../phones/phone.types.ts';
import type { CartDto, CartItemDto } from './cart.types.ts';

/** One stored line: which phone (as it is now), how many, and what it cost when added. */
export interface CartLine {
  /** The line's own id: the server's row id, or the phone id for a guest line. */
  id: string;
  phone: PhoneDto;
  quantity: number;
  priceAtAdd: number;
  /** ISO time. */
  addedAt: string;
}

/** A line in the cart item shape; a price changed since it was added is told with the old one. */
export function cartItem(line: CartLine): CartItemDto {
  const { phone } = line;
  const priceChanged = line.priceAtAdd !== phone.price;
  return {
    _id: line.id,
    id: line.id,
    phoneId: phone,
    title: phone.title,
    price: phone.price,
    originalPrice: phone.originalPrice,
    priceAtAdd: line.priceAtAdd,
    priceChanged,
    previousPrice: priceChanged ? line.priceAtAdd : null,
    quantity: line.quantity,
    image: phone.image,
    images: phone.images,
    sellerId: phone.sellerId,
    addedAt: line.addedAt,
    available: isLive(phone) && phone.stock > 0,
    stock: phone.stock,
  };
}

/**
 * The cart of these items, in the order given. Only what can be bought counts: the subtotal is the
 * sum of price x quantity of the available items, and the count their units.
 */
export function cartOf(items: CartItemDto[]): CartDto {
  const buyable = items.filter((item) => item.available);
  return {
    items,
    subtotal: buyable.reduce((sum, item) => sum + item.price * item.quantity, 0),
    count: buyable.reduce((sum, item) => sum + item.quantity, 0),
  };
}
