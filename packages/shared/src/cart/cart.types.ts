import type { PhoneDto } from '../phones/phone.types.ts';

/**
 * One line of a buyer's cart. Prices are the listing's current ones from the
 * database; `priceAtAdd` is what it cost when it was added, so the cart can say when it changed.
 */
export interface CartItemDto {
  _id: string;
  id: string;
  /** The listing, populated (clients also accept a bare id here). */
  phoneId: PhoneDto;
  title: string;
  /** The listing's current price. */
  price: number;
  originalPrice: number | null;
  priceAtAdd: number;
  priceChanged: boolean;
  /** The price when added, when it differs from the current one; otherwise null. */
  previousPrice: number | null;
  quantity: number;
  image: string | null;
  images: string[];
  /** The seller as the listing carries it (an object with `_id`). */
  sellerId: PhoneDto['sellerId'];
  addedAt: string;
  /** Live (approved with stock): only available items count towards the total and can be bought. */
  available: boolean;
  /** Units the seller has; a quantity never goes above it. */
  stock: number;
}

/** GET /cart and every cart change answer this: the whole cart as it now is. */
export interface CartDto {
  items: CartItemDto[];
  /** Sum of price x quantity over the available items (the cart's total; shipping is added at checkout). */
  subtotal: number;
  /** Units of the available items (the header badge). */
  count: number;
}

export type MergeSkipReason = 'not_found' | 'unavailable' | 'own_phone' | 'stock_limit';

/** A guest item that was not (fully) taken into the server cart, and why. */
export interface MergeSkippedItem {
  phoneId: string;
  reason: MergeSkipReason;
  message: string;
  /** Units asked for. */
  requested: number;
  /** Units actually added (0 when the item was dropped). */
  added: number;
}

/** POST /cart/merge. */
export interface MergeCartResult extends CartDto {
  skipped: MergeSkippedItem[];
}
