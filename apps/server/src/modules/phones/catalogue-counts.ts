import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { catalogueCounts } from '../../db/schema.ts';

// Live counts of the common catalogue filters, kept exact by triggers on listings in the writing
// transaction (docs/decisions/079-live-counts-and-stored-price-bands.md): 'all' and 'brand:<brand>'.
// Reading one is a primary-key lookup instead of counting the matches. Like listing-visibility.ts, other
// modules may use this file.

/** The filters the table keeps; any other combination is counted from the listings. */
export interface CountedFilters {
  brand?: string | undefined;
}

/** The table's key for these filters: 'all' with none, 'brand:<brand>' with a brand alone. */
export function liveCountKey({ brand }: CountedFilters): string {
  return brand ? `brand:${brand}` : 'all';
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

/** The live count of one set of counted filters. */
export async function readLiveCount(db: DbOrTx, filters: CountedFilters): Promise<number> {
  const key = liveCountKey(filters);
  return (await readLiveCounts(db, [key])).get(key) ?? 0;
}
