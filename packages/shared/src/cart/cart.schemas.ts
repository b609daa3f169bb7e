import { z } from 'zod';

import { numberInput, optionalNumberInput } from '../common/fields.ts';
import { DEFAULT_CART_QUANTITY, MAX_CART_QUANTITY, MAX_GUEST_CART_ITEMS } from '../constants/limits.ts';
import { phoneIdField } from '../phones/phone.schemas.ts';

// Texts of our own, for cases the product's texts do not cover.
export const QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_CART_QUANTITY}`;
export const UPDATE_QUANTITY_MESSAGE = `Quantity must be a whole number of at most ${MAX_CART_QUANTITY}`;
export const GUEST_ITEMS_MESSAGE = 'guestItems must be a list of cart items';
export const GUEST_ITEMS_TOO_MANY_MESSAGE = `A cart can hold at most ${MAX_GUEST_CART_ITEMS} different phones`;

/** Cart texts: what may not go into a cart, and the failures of each cart call. */
export const CART_MESSAGES = {
  sellersCannotAdd: 'Sellers cannot add items to cart. Please log in as a buyer to make purchases.',
  sellersCannotModify: 'Sellers cannot modify cart items.',
  sellersCannotClear: 'Sellers cannot clear cart.',
  // Success defaults.
  added: 'Item added to cart',
  updated: 'Cart updated',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
  merged: 'Cart merged successfully',
  // Failure wrappers.
  addFailed: 'Failed to add item to cart',
  updateFailed: 'Failed to update cart',
  removeFailed: 'Failed to remove item from cart',
  clearFailed: 'Failed to clear cart',
  mergeFailed: 'Failed to merge cart',
  // Shown in the cart view, each followed by the reason.
  loadFailedPrefix: 'Failed to load cart: ',
  addFailedPrefix: 'Failed to add to cart: ',
  removeFailedPrefix: 'Failed to remove from cart: ',
  updateQuantityFailedPrefix: 'Failed to update quantity: ',
  clearFailedPrefix: 'Failed to clear cart: ',
  mergeFailedPrefix: 'Failed to merge cart: ',
  // Detail page.
  addToCartFailed: 'Failed to add to cart',
  sellersCannotPurchase: 'Sellers cannot purchase phones. Please log in as a buyer.',
  // Cart view and checkout.
  emptyCart: 'Your cart is empty',
  // Ours: stock limits and listings that are not on sale (docs/decisions/023-listing-stock-and-availability.md).
  ownPhone: 'You cannot add your own phone to the cart',
  unavailable: 'This phone is no longer available',
  notEnoughStock: 'Not enough units of this phone in stock',
  pendingReview: 'This phone is awaiting admin review and cannot be added to the cart yet',
  notForSale: 'This phone is not available for purchase',
  notInCart: 'This phone is not in your cart',
} as const;

const quantityField = optionalNumberInput({ required: QUANTITY_MESSAGE, invalid: QUANTITY_MESSAGE }, (n) =>
  n.int(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).max(MAX_CART_QUANTITY, QUANTITY_MESSAGE),
).transform((quantity) => quantity ?? DEFAULT_CART_QUANTITY);

/** POST /cart/add. */
export const addToCartSchema = z.object({
  phoneId: phoneIdField,
  quantity: quantityField,
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/** PUT /cart/update. A quantity of 0 or less removes the item. */
export const updateCartSchema = z.object({
  phoneId: phoneIdField,
  quantity: numberInput({ required: UPDATE_QUANTITY_MESSAGE, invalid: UPDATE_QUANTITY_MESSAGE }, (n) =>
    n.int(UPDATE_QUANTITY_MESSAGE).max(MAX_CART_QUANTITY, UPDATE_QUANTITY_MESSAGE),
  ),
});
export type UpdateCartInput = z.infer<typeof updateCartSchema>;

/**
 * POST /cart/merge with the guest cart from local storage. Guest items may carry more (title, price);
 * only phoneId and quantity are read, so a guest cannot choose a price.
 */
export const mergeCartSchema = z.object({
  guestItems: z
    .array(z.object({ phoneId: phoneIdField, quantity: quantityField }), { error: GUEST_ITEMS_MESSAGE })
    .max(MAX_GUEST_CART_ITEMS, GUEST_ITEMS_TOO_MANY_MESSAGE),
});
export type MergeCartInput = z.infer<typeof mergeCartSchema>;

/** Whether an update means "remove the item" (quantity 0 or less). */
export function isRemovalQuantity(quantity: number): boolean {
  return quantity <= 0;
}
