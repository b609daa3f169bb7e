import {
  CART_MESSAGES,
  isRemovalQuantity,
  QUANTITY_MESSAGE,
  type AddToCartInput,
  type MergeCartInput,
  type UpdateCartInput,
} from '@phonekade/shared/cart/cart.schemas';
import { cartItem, cartOf } from '@phonekade/shared/cart/cart-lines';
import type { CartDto, CartItemDto, MergeCartResult, MergeSkippedItem } from '@phonekade/shared/cart/cart.types';
import { ACCESS_MESSAGES } from '@phonekade/shared/common/messages';
import { MAX_CART_QUANTITY } from '@phonekade/shared/constants/limits';
import { PHONE_MESSAGES } from '@phonekade/shared/phones/phone.schemas';
import type { Db } from '../../db/client.ts';
import { createAfterCommit, type AfterCommit } from '../../lib/after-commit.ts';
import { conflict, forbidden, notFound, type AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import type { LiveConnections } from '../../lib/live-connections.ts';
import { toPhoneDto } from '../phones/phone-dto.ts';
import * as repository from './cart.repository.ts';

const EMPTY_CART: CartDto = { items: [], subtotal: 0, count: 0 };

/**
 * Only buyers keep a cart. A seller hears the product's message for what they tried ('Sellers cannot add
 * items to cart...'); an admin is not a buyer either and hears the buyers-only access message.
 */
function assertBuyer(user: AuthUser, sellerMessage: string): void {
  if (user.role === 'seller') throw forbidden(sellerMessage);
  if (user.role !== 'buyer') throw forbidden(ACCESS_MESSAGES.buyersOnlyCart);
}

function toCartItem(row: repository.CartLineRow, imageBaseUrl: string): CartItemDto {
  const { line } = row;
  return cartItem({
    id: line.id,
    phone: toPhoneDto(row, 'public', imageBaseUrl),
    quantity: line.quantity,
    priceAtAdd: line.priceAtAdd,
    addedAt: line.addedAt.toISOString(),
  });
}

/** Why a listing cannot go into a cart (not found, own phone, not live, out of stock), or null when it can. */
function refusal(listing: Awaited<ReturnType<typeof repository.findListingState>>, userId: string): AppError | null {
  if (!listing) return notFound(PHONE_MESSAGES.phoneNotFound);
  if (listing.sellerId === userId) return forbidden(CART_MESSAGES.ownPhone);
  if (listing.status === 'pending') return conflict(CART_MESSAGES.pendingReview);
  if (listing.status === 'rejected') return conflict(CART_MESSAGES.notForSale);
  if (listing.stock <= 0) return conflict(CART_MESSAGES.unavailable);
  return null;
}

function stockRefusal(stock: number, inCart: number): AppError {
  if (inCart >= MAX_CART_QUANTITY || stock > MAX_CART_QUANTITY) return conflict(QUANTITY_MESSAGE);
  return conflict(CART_MESSAGES.notEnoughStock, {
    quantity: `Only ${stock} in stock${inCart > 0 ? `, ${inCart} already in your cart` : ''}`,
  });
}

interface CartServiceDeps {
  db: Db;
  /** Where image URLs in answers start (config.imageBaseUrl). */
  imageBaseUrl: string;
  live: LiveConnections;
  log: Parameters<typeof createAfterCommit>[0];
}

export function createCartService({ db, imageBaseUrl, live, log }: CartServiceDeps) {
  const afterCommit: AfterCommit = createAfterCommit(log);

  /**
   * Every change is committed by the time this runs; the person's other tabs and devices get the cart
   * as it now is (docs/decisions/047-one-list-of-realtime-events.md).
   */
  function told<T extends CartDto>(user: AuthUser, cart: T): T {
    const { items, subtotal, count } = cart;
    void afterCommit.run({
      failure: 'cart_updated could not be sent',
      context: { userId: user.id },
      level: 'warn',
      work: async () => live.sendToUsers([user.id], 'cart_updated', { cart: { items, subtotal, count } }),
    });
    return cart;
  }

  async function getCart(user: AuthUser): Promise<CartDto> {
    // Sellers always have an empty cart; admins are not buyers either.
    if (user.role !== 'buyer') return EMPTY_CART;
    return cartOf((await repository.listCartLines(db, user.id)).map((row) => toCartItem(row, imageBaseUrl)));
  }

  async function addItem(user: AuthUser, { phoneId, quantity }: AddToCartInput): Promise<CartDto> {
    assertBuyer(user, CART_MESSAGES.sellersCannotAdd);
    const before = await repository.findListingState(db, phoneId);
    const refused = refusal(before, user.id);
    if (refused) throw refused;
    const added = await repository.addToCartWithinStock(db, {
      userId: user.id,
      listingId: phoneId,
      quantity,
      maxQuantity: MAX_CART_QUANTITY,
    });
    if (added === undefined) {
      // Something changed or a limit holds: say which, from the state as it is now.
      const now = await repository.findListingState(db, phoneId);
      throw (
        refusal(now, user.id) ??
        stockRefusal(now?.stock ?? 0, (await repository.findCartQuantity(db, user.id, phoneId)) ?? 0)
      );
    }
    return told(user, await getCart(user));
  }

  async function updateItem(user: AuthUser, { phoneId, quantity }: UpdateCartInput): Promise<CartDto> {
    assertBuyer(user, CART_MESSAGES.sellersCannotModify);
    // A quantity of 0 or less removes the item, as the cart's minus button expects.
    if (isRemovalQuantity(quantity)) return removeItem(user, phoneId);
    const changed = await repository.setCartQuantity(db, user.id, phoneId, quantity, MAX_CART_QUANTITY);
    if (!changed) {
      const inCart = await repository.findCartQuantity(db, user.id, phoneId);
      if (inCart === undefined) throw notFound(CART_MESSAGES.notInCart);
      const listing = await repository.findListingState(db, phoneId);
      throw refusal(listing, user.id) ?? stockRefusal(listing?.stock ?? 0, 0);
    }
    return told(user, await getCart(user));
  }

  async function removeItem(user: AuthUser, phoneId: string): Promise<CartDto> {
    assertBuyer(user, CART_MESSAGES.sellersCannotModify);
    if (!(await repository.removeCartLine(db, user.id, phoneId))) throw notFound(CART_MESSAGES.notInCart);
    return told(user, await getCart(user));
  }

  async function clear(user: AuthUser): Promise<CartDto> {
    assertBuyer(user, CART_MESSAGES.sellersCannotClear);
    await repository.clearCart(db, user.id);
    return told(user, EMPTY_CART);
  }

  /**
   * After sign-in the guest cart joins the server cart (docs/decisions/016-guest-cart-merged-at-sign-in.md).
   * Every guest item is checked again as
   * if added now; what can no longer be bought is left out, and what the stock cannot cover is cut to
   * what there is. `skipped` says which and why, so the client can tell the buyer.
   */
  async function merge(user: AuthUser, { guestItems }: MergeCartInput): Promise<MergeCartResult> {
    assertBuyer(user, CART_MESSAGES.sellersCannotAdd);
    const requested = new Map<string, number>();
    for (const item of guestItems) requested.set(item.phoneId, (requested.get(item.phoneId) ?? 0) + item.quantity);

    const skipped: MergeSkippedItem[] = [];
    await db.transaction(async (tx) => {
      for (const [phoneId, quantity] of requested) {
        const listing = await repository.findListingState(tx, phoneId);
        const refused = refusal(listing, user.id);
        if (refused) {
          skipped.push({
            phoneId,
            reason: skipReason(listing, user.id),
            message: refused.message,
            requested: quantity,
            added: 0,
          });
          continue;
        }
        const before = (await repository.findCartQuantity(tx, user.id, phoneId)) ?? 0;
        const after =
          (await repository.addToCartUpToStock(tx, {
            userId: user.id,
            listingId: phoneId,
            quantity,
            maxQuantity: MAX_CART_QUANTITY,
          })) ?? before;
        const added = Math.max(0, after - before);
        if (added < quantity) {
          skipped.push({
            phoneId,
            reason: 'stock_limit',
            message: CART_MESSAGES.notEnoughStock,
            requested: quantity,
            added,
          });
        }
      }
    });
    return { ...told(user, await getCart(user)), skipped };
  }

  return { getCart, addItem, updateItem, removeItem, clear, merge, settle: afterCommit.settle };
}

function skipReason(
  listing: Awaited<ReturnType<typeof repository.findListingState>>,
  userId: string,
): MergeSkippedItem['reason'] {
  if (!listing) return 'not_found';
  if (listing.sellerId === userId) return 'own_phone';
  return 'unavailable';
}

export type CartService = ReturnType<typeof createCartService>;
