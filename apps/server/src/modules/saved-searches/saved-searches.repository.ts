import { PROVINCES } from '@phonekade/shared/constants/locations';
import { and, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  alertDigestItems,
  alertSettings,
  favorites,
  listings,
  notifications,
  savedSearches,
  users,
} from '../../db/schema.ts';
import { isLiveListing } from '../phones/listing-visibility.ts';

/** Each district with its province, as a table the matching query joins (packages/shared's list). */
const DISTRICT_PROVINCES = sql.join(
  PROVINCES.flatMap((province) => province.districts.map((district) => sql`(${district.name}, ${province.name})`)),
  sql`, `,
);

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export interface SavedSearchValues {
  name: string;
  search: string | null;
  tsquery: string | null;
  brand: string | null;
  condition: string | null;
  province: string | null;
  district: string | null;
  minPrice: number | null;
  maxPrice: number | null;
}

export async function listForUser(db: DbOrTx, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

/**
 * How many searches the person keeps, with their user row locked until the transaction ends: two
 * saves at once cannot both see 19 and both insert.
 */
export async function countForUserLocked(db: DbOrTx, userId: string): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.count ?? 0;
}

export async function insert(db: DbOrTx, userId: string, values: SavedSearchValues): Promise<SavedSearchRow> {
  const [row] = await db
    .insert(savedSearches)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Removes the person's own saved search; false when they have none with this id. */
export async function remove(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Whether the person gets the daily e-mail (no row: yes). */
export async function findEmailDigest(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ emailDigest: alertSettings.emailDigest })
    .from(alertSettings)
    .where(eq(alertSettings.userId, userId));
  return row?.emailDigest ?? true;
}

/** Turning the e-mail off also drops a digest that was waiting; turning it on waits for the next alert. */
export async function saveEmailDigest(db: DbOrTx, userId: string, emailDigest: boolean): Promise<void> {
  await db
    .insert(alertSettings)
    .values({ userId, emailDigest })
    .onConflictDoUpdate({
      target: alertSettings.userId,
      set: {
        emailDigest,
        digestDueAt: emailDigest ? sql`${alertSettings.digestDueAt}` : null,
      },
    });
}

/** One person's alert on one listing, from matchApprovedListings. */
export interface AlertCandidate {
  userId: string;
  listingId: string;
  /** A saved search of theirs matches the listing and had not been told about it before. */
  newMatch: boolean;
  /** A saved search of theirs matches the listing (told before or not). */
  matches: boolean;
  /** The listing is in their favourites. */
  favourite: boolean;
}

/**
 * THE matching query (docs/decisions/070-saved-searches-and-matching.md), one statement for all the
 * listings an approval made live: every saved search whose filters the listing passes, by the same
 * rules as GET /phones (the live condition of listing-visibility.ts, brand, condition, place and price bounds
 * exactly, and the text through the catalogue's full-text expression `search_vector @@
 * to_tsquery('simple', ...)`). It records each (saved search, listing) pair, so a pair is new only
 * once, and adds the favouriters of the listings whose price dropped. The listing's own seller is
 * never a candidate.
 */
export async function matchApprovedListings(
  db: DbOrTx,
  listingIds: string[],
  droppedIds: string[],
): Promise<AlertCandidate[]> {
  if (listingIds.length === 0) return [];
  const ids = sql.join(
    listingIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const dropped = droppedIds.length
    ? sql.join(
        droppedIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )
    : sql`null::uuid`;
  const result = await db.execute<{
    user_id: string;
    listing_id: string;
    new_match: boolean;
    matches: boolean;
    favourite: boolean;
  }>(sql`
    with approved as (
      select ${listings.id} as id, ${listings.sellerId} as seller_id, ${listings.brand} as brand,
             ${listings.condition} as condition, ${listings.district} as district, dp.province,
             ${listings.price} as price, ${listings.searchVector} as search_vector
      from ${listings}
      left join (values ${DISTRICT_PROVINCES}) as dp(district, province) on dp.district = ${listings.district}
      where ${listings.id} in (${ids}) and ${isLiveListing()}
    ),
    matched as (
      select s.id as saved_search_id, s.user_id, a.id as listing_id
      from ${savedSearches} s
      join approved a on s.user_id <> a.seller_id
        and (s.brand is null or s.brand = a.brand)
        and (s.condition is null or s.condition = a.condition)
        and (s.province is null or s.province = a.province)
        and (s.district is null or s.district = a.district)
        and (s.min_price is null or a.price >= s.min_price)
        and (s.max_price is null or a.price <= s.max_price)
        and (s.tsquery is null or a.search_vector @@ to_tsquery('simple', s.tsquery))
    ),
    recorded as (
      insert into saved_search_matches (saved_search_id, listing_id)
      select saved_search_id, listing_id from matched
      on conflict do nothing
      returning saved_search_id, listing_id
    ),
    candidates as (
      select m.user_id, m.listing_id, r.saved_search_id is not null as new_match, true as matches, false as favourite
      from matched m
      left join recorded r on r.saved_search_id = m.saved_search_id and r.listing_id = m.listing_id
      union all
      select f.user_id, a.id, false, false, true
      from ${favorites} f
      join approved a on f.listing_id = a.id
      where a.id in (${dropped}) and f.user_id <> a.seller_id
    )
    select user_id, listing_id, bool_or(new_match) as new_match, bool_or(matches) as matches,
           bool_or(favourite) as favourite
    from candidates
    group by user_id, listing_id`);
  return result.rows.map((row) => ({
    userId: row.user_id,
    listingId: row.listing_id,
    newMatch: row.new_match,
    matches: row.matches,
    favourite: row.favourite,
  }));
}

/**
 * Queues the new alerts for their people's next digest and sets that digest's time, unless one is
 * already waiting: the first 08:00 Colombo time after both `now` and their last digest, so no one gets
 * two in a day (docs/decisions/071-price-drop-alerts-and-digest.md). People who turned the e-mail off
 * get neither.
 */
export async function queueForDigest(
  db: DbOrTx,
  alerts: { userId: string; notificationId: string }[],
  now: Date,
): Promise<void> {
  if (alerts.length === 0) return;
  const userIds = [...new Set(alerts.map((alert) => alert.userId))];
  const at = sql`${now.toISOString()}::timestamptz`;
  const nextEight = (from: SQL) =>
    sql`((date_trunc('day', (${from} at time zone 'Asia/Colombo') - interval '8 hours') + interval '32 hours') at time zone 'Asia/Colombo')`;
  const off = await db
    .select({ userId: alertSettings.userId })
    .from(alertSettings)
    .where(and(inArray(alertSettings.userId, userIds), eq(alertSettings.emailDigest, false)));
  const offIds = new Set(off.map((row) => row.userId));
  const on = alerts.filter((alert) => !offIds.has(alert.userId));
  if (on.length === 0) return;
  await db.insert(alertDigestItems).values(on).onConflictDoNothing();
  await db
    .insert(alertSettings)
    .values([...new Set(on.map((alert) => alert.userId))].map((userId) => ({ userId, digestDueAt: nextEight(at) })))
    .onConflictDoUpdate({
      target: alertSettings.userId,
      set: {
        digestDueAt: sql`coalesce(${alertSettings.digestDueAt}, ${nextEight(sql`greatest(${at}, ${alertSettings.lastDigestAt})`)})`,
      },
    });
}

/**
 * Takes one digest due at `now` (skipping people in `skip`, and rows another instance holds): clears
 * its due time, records `now` as the last digest and takes its queued alerts out. The caller sends the
 * e-mail inside the same transaction, so a failed send leaves everything as it was.
 */
export async function takeDueDigest(db: DbOrTx, now: Date, skip: string[]) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [due] = await db
    .select({ userId: alertSettings.userId, email: users.email, name: users.name, language: users.language })
    .from(alertSettings)
    .innerJoin(users, eq(users.id, alertSettings.userId))
    .where(
      and(
        sql`${alertSettings.digestDueAt} <= ${at}`,
        eq(alertSettings.emailDigest, true),
        skip.length ? notInArray(alertSettings.userId, skip) : undefined,
      ),
    )
    .orderBy(alertSettings.digestDueAt)
    .limit(1)
    .for('update', { of: alertSettings, skipLocked: true });
  if (!due) return undefined;
  await db
    .update(alertSettings)
    .set({ digestDueAt: null, lastDigestAt: now })
    .where(eq(alertSettings.userId, due.userId));
  const taken = await db
    .delete(alertDigestItems)
    .where(eq(alertDigestItems.userId, due.userId))
    .returning({ notificationId: alertDigestItems.notificationId });
  const alerts = taken.length
    ? await db
        .select({ type: notifications.type, data: notifications.data })
        .from(notifications)
        .where(
          inArray(
            notifications.id,
            taken.map((row) => row.notificationId),
          ),
        )
        .orderBy(notifications.createdAt)
    : [];
  return { ...due, alerts };
}

/** Alerts still waiting for a digest are dropped when the person turns the e-mail off. */
export async function clearQueued(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(alertDigestItems).where(eq(alertDigestItems.userId, userId));
}

/** A digest whose e-mail failed (its transaction rolled back) waits until `retryAt`. */
export async function releaseDigest(db: DbOrTx, userId: string, retryAt: Date): Promise<void> {
  await db
    .update(alertSettings)
    .set({ digestDueAt: retryAt })
    .where(and(eq(alertSettings.userId, userId), eq(alertSettings.emailDigest, true)));
}
