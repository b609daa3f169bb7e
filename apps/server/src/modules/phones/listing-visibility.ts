import { eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { listings } from '../../db/schema.ts';

// Which listings the public sees, buyers may buy and the IMEI check counts, as SQL conditions. Every
// module asks these instead of writing the statuses out; the same rules in TypeScript are in
// packages/shared/src/phones/listing-status.ts. Other modules may import this file (never the phones
// repository). `table` is `listings` or an alias of it ('other' in a self-join).

interface ListingStateColumns {
  status: AnyColumn;
  isAvailable: AnyColumn;
  sellerSuspended: AnyColumn;
}

interface ListingImeiColumns extends ListingStateColumns {
  id: AnyColumn;
  imei: AnyColumn;
}

/**
 * Live = approved and available (in stock), of a seller who is not suspended. The catalogue's indexes are
 * partial on exactly this condition (the `liveListing` predicate in db/schema.ts): change both together.
 */
export function isLiveListing(table: ListingStateColumns = listings): SQL {
  return sql`(${table.status} = 'approved' and ${table.isAvailable} = true and ${table.sellerSuspended} = false)`;
}

/** Sold = approved and no longer available. */
export function isSoldListing(table: ListingStateColumns = listings): SQL {
  return sql`(${table.status} = 'approved' and ${table.isAvailable} = false)`;
}

/**
 * `other` is a different listing, live or waiting for review, that carries `imei`: a possible duplicate
 * or stolen phone (docs/decisions/026-imei-check.md). Rejected and sold listings do not count.
 */
export function holdsSameImei(
  other: ListingImeiColumns,
  imei: AnyColumn | string,
  exceptId: AnyColumn | string | undefined,
): SQL {
  const notItself = exceptId === undefined ? sql`true` : ne(other.id, exceptId);
  return sql`(${eq(other.imei, imei)} and ${notItself} and (${other.status} = 'pending' or ${isLiveListing(other)}))`;
}
