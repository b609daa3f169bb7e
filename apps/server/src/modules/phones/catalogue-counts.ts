import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { catalogueCounts } from '../../db/schema.ts';

// Live counts of the common catalogue filters, kept exact by triggers on listings in the writing
// transaction (docs/decisions/079-live-counts-and-stored-price-bands.md): 'all', 'brand:<brand>' and
// 'district:<district>' (docs/decisions/091-district-counts.md). Reading one is a primary-key lookup instead of
// counting the matches. Like listing-visibility.ts, other modules may use this file.

/** The filters the table keeps, one at a time; any other combination is counted from the listings. */
export type CountedFilter = { brand: string } | { district: string } | Record<string, never>;

/** The table's key for a filter: 'all' with none, 'brand:<brand>', 'district:<district>'. */
export function liveCountKey(filter: CountedFilter): string {
  if ('brand' in filter) return `brand:${filter.brand}`;
  if ('district' in filter) return `district:${filter.district}`;
  return 'all';
}

/** The live counts of these keys (0 for a key the table has no row for: nothing live matches it). */
export async function readLiveCounts(db: DbOrTx, keys: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(keys.map((key) => [key, 0]));
  if (keys.length === 0) return counts;
  // Asked for every page of phones: prepared (db/prepared.ts), its plan the primary key for any keys.
  const statement = preparedOnce(db, 'live_counts', (name) =>
    db
      .select({ filter: catalogueCounts.filter, live: catalogueCounts.live })
      .from(catalogueCounts)
      .where(sql`${catalogueCounts.filter} = any(${sql.placeholder('keys')})`)
      .prepare(name),
  );
  const rows = await statement.execute({ keys });
  for (const row of rows) counts.set(row.filter, row.live);
  return counts;
}

/** The live count of one counted filter. */
export async function readLiveCount(db: DbOrTx, filter: CountedFilter): Promise<number> {
  const key = liveCountKey(filter);
  return (await readLiveCounts(db, [key])).get(key) ?? 0;
}

/** The live phones of these districts together (a district's, or a province's). */
export async function readDistrictsLiveCount(db: DbOrTx, districts: readonly string[]): Promise<number> {
  const counts = await readLiveCounts(
    db,
    districts.map((district) => liveCountKey({ district })),
  );
  return [...counts.values()].reduce((sum, count) => sum + count, 0);
}
