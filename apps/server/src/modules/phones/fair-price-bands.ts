import {
  FAIR_PRICE_HIGH_PERCENTILE,
  FAIR_PRICE_LOW_PERCENTILE,
  FAIR_PRICE_MIN_LISTINGS,
  toFairPriceBand,
  type FairPriceBand,
} from '@phonekade/shared/phones/fair-price';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { modelKeySql } from '../../db/model-key.ts';
import { listings } from '../../db/schema.ts';
import { isLiveListing } from './listing-visibility.ts';

// The fair price band's SQL (docs/decisions/066-fair-price-band.md): percentiles of the live
// listings' prices per model key, read through listings_model_price_idx. Like listing-visibility.ts,
// other modules may use this file (the admin queue flags prices far below typical).

const bandColumns = {
  modelKey: listings.modelKey,
  low: sql<
    number | null
  >`percentile_cont(${sql.raw(String(FAIR_PRICE_LOW_PERCENTILE))}) within group (order by ${listings.price})`.as('low'),
  median: sql<number | null>`percentile_cont(0.5) within group (order by ${listings.price})`.as('median'),
  high: sql<
    number | null
  >`percentile_cont(${sql.raw(String(FAIR_PRICE_HIGH_PERCENTILE))}) within group (order by ${listings.price})`.as(
    'high',
  ),
  count: sql<number>`count(*)::int`.as('count'),
};

const enoughListings = sql`count(*) >= ${FAIR_PRICE_MIN_LISTINGS}`;

/** The live bands of a set of model keys (one grouped query for a whole page); keys without one are absent. */
export async function findFairPriceBands(
  db: DbOrTx,
  modelKeys: readonly string[],
): Promise<Map<string, FairPriceBand>> {
  const keys = [...new Set(modelKeys)];
  if (keys.length === 0) return new Map();
  const rows = await db
    .select(bandColumns)
    .from(listings)
    .where(and(inArray(listings.modelKey, keys), isLiveListing()))
    .groupBy(listings.modelKey)
    .having(enoughListings);
  const bands = new Map<string, FairPriceBand>();
  for (const row of rows) {
    const band = toFairPriceBand(row);
    if (band) bands.set(row.modelKey, band);
  }
  return bands;
}

/** The live band of the model a brand, title and storage name (as a seller types them), or null. */
export async function findFairPriceBandFor(
  db: DbOrTx,
  values: { brand: string; title: string; storage: string },
): Promise<FairPriceBand | null> {
  const key = modelKeySql(sql`${values.brand}::text`, sql`${values.title}::text`, sql`${values.storage}::text`);
  const [row] = await db
    .select(bandColumns)
    .from(listings)
    .where(and(sql`${listings.modelKey} = ${key}`, isLiveListing()))
    .groupBy(listings.modelKey);
  return row ? toFairPriceBand(row) : null;
}

/**
 * Every model's live band as a subquery, for ordering a page by how far under its band each phone is
 * (the Best Deal sort). Only models with enough listings are in it.
 */
export function liveBandsSubquery(db: DbOrTx) {
  return db
    .select({ modelKey: listings.modelKey, low: bandColumns.low })
    .from(listings)
    .where(isLiveListing())
    .groupBy(listings.modelKey)
    .having(enoughListings)
    .as('bands');
}

export type LiveBands = ReturnType<typeof liveBandsSubquery>;

/** How far under its band's low end the listing is (see underBand in the shared rules); null without a band. */
export function underBandSql(bands: LiveBands): SQL {
  return sql`(${listings.price} - ${bands.low}) / ${bands.low}`;
}
