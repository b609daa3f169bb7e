import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, listings, users } from '../../db/schema.ts';
import { listingWithSellerColumns, sellerJoin } from '../phones/listing-row.ts';
import { isLiveListing } from '../phones/listing-visibility.ts';

// Aliases for the raw upserts below: `l` is the listing added, `l2` the same one read again on conflict.
const l = alias(listings, 'l');
const l2 = alias(listings, 'l2');

/** A buyer's cart lines with their listings and seller cards, newest first. */
export async function listCartLines(db: DbOrTx, userId: string) {
  return db
    .select({
      ...listingWithSellerColumns,
      line: {
        id: cartItems.id,
        quantity: cartItems.quantity,
        priceAtAdd: cartItems.priceAtAdd,
        addedAt: cartItems.addedAt,
      },
    })
    .from(listings)
    .innerJoin(users, sellerJoin)
    .innerJoin(cartItems, eq(cartItems.listingId, listings.id))
    .where(eq(cartItems.userId, userId))
    .orderBy(desc(cartItems.addedAt), desc(cartItems.id));
}

export type CartLineRow = Awaited<ReturnType<typeof listCartLines>>[number];

/** What the cart rules need to know about a listing; undefined when there is none. */
export async function findListingState(db: DbOrTx, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      status: listings.status,
      stock: listings.stock,
      price: listings.price,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  return row;
}

export async function findCartQuantity(db: DbOrTx, userId: string, listingId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.listingId, listingId)));
  return row?.quantity;
}

/** One add to a buyer's cart: `quantity` units of a listing, the line never above `maxQuantity`. */
export interface CartAdd {
  userId: string;
  listingId: string;
  quantity: number;
  maxQuantity: number;
}

/** Runs an upsert of a cart line; the line's quantity afterwards, or undefined when it wrote nothing. */
async function lineQuantity(db: DbOrTx, upsert: SQL): Promise<number | undefined> {
  const result = await db.execute<{ quantity: number }>(upsert);
  return result.rows[0]?.quantity;
}

/**
 * Adds `quantity` units of an approved listing to the cart, or raises the line's quantity, in ONE
 * statement whose conditions hold the limits: the new quantity is at most the listing's stock and
 * `maxQuantity`. Two tabs adding the last unit at the same moment meet at the unique (user, listing)
 * index; the second sees the first one's row and its condition fails, so the cart never holds more
 * than there is. The price is noted as it is now (the buyer has just seen it). Returns the new
 * quantity, or undefined when a limit (or the listing's state) refused it.
 */
export function addToCartWithinStock(
  db: DbOrTx,
  { userId, listingId, quantity, maxQuantity }: CartAdd,
): Promise<number | undefined> {
  return lineQuantity(
    db,
    sql`
    insert into cart_items (user_id, listing_id, quantity, price_at_add)
    select ${userId}, l.id, ${quantity}, l.price
      from ${listings} ${l}
     where l.id = ${listingId} and ${isLiveListing(l)} and l.stock >= ${quantity} and ${quantity} <= ${maxQuantity}
    on conflict (user_id, listing_id) do update
       set quantity = cart_items.quantity + excluded.quantity,
           price_at_add = excluded.price_at_add
     where cart_items.quantity + excluded.quantity
           <= least(${maxQuantity}, (select l2.stock from ${listings} ${l2} where l2.id = excluded.listing_id and ${isLiveListing(l2)}))
    returning quantity`,
  );
}

/**
 * The merge's variant of the add above: instead of refusing, it takes as many units as the stock and
 * `maxQuantity` leave room for. Own and non-live listings are never taken. Returns the line's
 * quantity afterwards, or undefined when nothing could be taken.
 */
export function addToCartUpToStock(
  db: DbOrTx,
  { userId, listingId, quantity, maxQuantity }: CartAdd,
): Promise<number | undefined> {
  return lineQuantity(
    db,
    sql`
    insert into cart_items (user_id, listing_id, quantity, price_at_add)
    select ${userId}, l.id, least(${quantity}, l.stock, ${maxQuantity}), l.price
      from ${listings} ${l}
     where l.id = ${listingId} and ${isLiveListing(l)} and l.seller_id <> ${userId}
    on conflict (user_id, listing_id) do update
       set quantity = least(
             cart_items.quantity + excluded.quantity,
             ${maxQuantity},
             (select l2.stock from listings l2 where l2.id = excluded.listing_id))
     where cart_items.quantity < least(${maxQuantity}, (select l2.stock from listings l2 where l2.id = excluded.listing_id))
    returning quantity`,
  );
}

/**
 * Sets a line's quantity. Lowering it is always allowed; raising it needs the listing to be live with
 * enough stock (checked in the same statement). Returns whether the line was changed.
 */
export async function setCartQuantity(
  db: DbOrTx,
  userId: string,
  listingId: string,
  quantity: number,
  maxQuantity: number,
) {
  const rows = await db
    .update(cartItems)
    .set({ quantity })
    .from(listings)
    .where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.listingId, listingId),
        eq(listings.id, cartItems.listingId),
        sql`${quantity} <= ${maxQuantity}`,
        sql`(${quantity} <= ${cartItems.quantity} or (${isLiveListing()} and ${listings.stock} >= ${quantity}))`,
      ),
    )
    .returning({ quantity: cartItems.quantity });
  return rows.length > 0;
}

/** Removes one line; whether there was one. */
export async function removeCartLine(db: DbOrTx, userId: string, listingId: string): Promise<boolean> {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.listingId, listingId)))
    .returning({ id: cartItems.id });
  return rows.length > 0;
}

export async function clearCart(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
}
