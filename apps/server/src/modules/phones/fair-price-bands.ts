import { FAIR_PRICE_MIN_LISTINGS, toFairPriceBand, type FairPriceBand } from '@phonekade/shared/phones/fair-price';
import { and, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { modelKeySql } from '../../db/model-key.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { listings, modelPriceBands } from '../../db/schema.ts';

// The fair price bands (docs/decisions/066-fair-price-band.md), read from model_price_bands: the
// percentiles of each model key's live prices, computed again by the writes that change them
// (docs/decisions/079-live-counts-and-stored-price-bands.md), so a page or a phone's details reads one
// row per model instead of every live listing of its models. Like listing-visibility.ts, other modules
// may use this file (the admin queue flags prices far below typical).

const bandColumns = {
  modelKey: modelPriceBands.modelKey,
  low: modelPriceBands.low,
  median: modelPriceBands.median,
  high: modelPriceBands.high,
  count: modelPriceBands.count,
};

const enoughListings = gte(modelPriceBands.count, FAIR_PRICE_MIN_LISTINGS);

/** The live bands of a set of model keys (one lookup for a whole page); keys without one are absent. */
export async function findFairPriceBands(
  db: DbOrTx,
  modelKeys: readonly string[],
): Promise<Map<string, FairPriceBand>> {
  const keys = [...new Set(modelKeys)];
  if (keys.length === 0) return new Map();
  // Asked for every page of phones: prepared (db/prepared.ts), its plan the primary key for any keys.
  const statement = preparedOnce(db, 'fair_price_bands', (name) =>
    db
      .select(bandColumns)
      .from(modelPriceBands)
      .where(and(sql`${modelPriceBands.modelKey} = any(${sql.placeholder('keys')})`, enoughListings))
      .prepare(name),
  );
  const rows = await statement.execute({ keys });
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
    .from(modelPriceBands)
    .where(sql`${modelPriceBands.modelKey} = ${key}`);
  return row ? toFairPriceBand(row) : null;
}

/**
 * Every model's live band as a subquery, for ordering a page by how far under its band each phone is
 * (the Best Deal sort). Only models with enough listings are in it.
 */
export function liveBandsSubquery(db: DbOrTx) {
  return db
    .select({ modelKey: modelPriceBands.modelKey, low: modelPriceBands.low })
    .from(modelPriceBands)
    .where(enoughListings)
    .as('bands');
}

export type LiveBands = ReturnType<typeof liveBandsSubquery>;

/** How far under its band's low end a price is (see underBand in the shared rules); null without a band. */
export function underBandSql(bands: LiveBands, price: SQL | AnyColumn = listings.price): SQL {
  return sql`(${price} - ${bands.low}) / ${bands.low}`;
}
