import { and, asc, desc, eq, gte, inArray, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@phonekade/shared/constants/limits';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import {
  catalogueWords,
  listedWords,
  listings,
  modelGuidePrices,
  modelPriceBands,
  orderItems,
  users,
  type ListingSpecs,
  type StoredImage,
} from '../../db/schema.ts';
import { listingWithSellerColumns, sellerJoin } from './listing-row.ts';
import { liveBandsSubquery, underBandSql } from './fair-price-bands.ts';
import { holdsSameImei, isLiveListing, isSoldListing } from './listing-visibility.ts';

const otherListing = alias(listings, 'other');

/** Whether another listing holds the same IMEI; read for the owner's and admins' views only. */
const imeiDuplicateColumn = sql<boolean>`(${listings.imei} is not null and exists (
  select 1 from ${listings} ${otherListing} where ${holdsSameImei(otherListing, listings.imei, listings.id)}))`;

function selectListings(db: DbOrTx, withImeiCheck: boolean) {
  return db
    .select({
      ...listingWithSellerColumns,
      imeiDuplicate: withImeiCheck ? imeiDuplicateColumn : listingWithSellerColumns.imeiDuplicate,
    })
    .from(listings)
    .innerJoin(users, sellerJoin);
}

export type ListingWithSeller = NonNullable<Awaited<ReturnType<typeof findListingById>>>;
export type ListingRow = ListingWithSeller['listing'];

/** The query behind findListingById, for EXPLAIN in the benchmark. */
export function findListingByIdQuery(db: DbOrTx, id: string) {
  return selectListings(db, true).where(eq(listings.id, id));
}

/**
 * One listing with its seller card, whatever its status; undefined when there is none. The query asked most (a
 * phone's page, every change to a listing), prepared: its plan, the primary key, is the same for every id.
 */
export async function findListingById(db: DbOrTx, id: string) {
  const statement = preparedOnce(db, 'listing_by_id', (name) =>
    selectListings(db, true)
      .where(eq(listings.id, sql.placeholder('id')))
      .prepare(name),
  );
  const [row] = await statement.execute({ id });
  return row;
}

export interface CatalogueSearch {
  /** The words, lower-cased and cleaned, for ranking by closeness to the brand and title. */
  text: string;
  /** Those of the words that are complete catalogue words: matched whole before the last (phones.service.ts, terms). */
  catalogueWords: readonly string[];
  /** The listed words the last word starts, searched for instead of the prefix when set (phones.service.ts, terms). */
  lastWordSpelled?: readonly string[] | undefined;
  /** A prefix tsquery: 'iphone:* & 13:*'. */
  tsquery: string;
  /**
   * The tsquery of the search's whole words alone ('nokia & iphone'), when its last word stays a prefix of
   * many listed words: the listings are found by these words and only then matched against the whole
   * tsquery (see searchCondition).
   */
  narrowTsquery?: string | undefined;
  /**
   * The tsquery that ranks the matches: the match itself, or for a closest-model search every typed word
   * ('iphone:* | 13:* | pro:* | max:*'), so the listing with more of them comes first.
   */
  rankTsquery: string;
  /**
   * All are full text over title, brand, description and specs, with prefixes ('iph' finds iPhones).
   * exact: the words as typed. typo: the words corrected by correctSearchWords, for when the exact
   * search finds nothing ('iphnoe 13' searched as 'iphone 13', 'samsng' as 'samsung'). model and series:
   * the closest models when neither finds anything (docs/decisions/076-search-ranking-and-local-script-brands.md):
   * model keeps the name and model number and drops the suffix words ('iphone 13 pro max' as 'iphone 13'),
   * series keeps the name and any suffix word and drops the number ('iphone' and 'pro' or 'max').
   */
  mode: CatalogueSearchMode;
  /** Order the matches by relevance (when sorting by featured); see phones.service.ts for when. */
  ranked: boolean;
}

export type CatalogueSearchMode = 'exact' | 'typo' | 'model' | 'series';

export interface CatalogueFilters {
  search?: CatalogueSearch;
  sellerId?: string;
  brand?: string;
  condition?: string;
  /** Listings of these districts (one for a district filter, a province's for a province filter). */
  districts?: readonly string[];
  minPrice?: number;
  maxPrice?: number;
}

export type CatalogueSort = 'featured' | 'price_low' | 'price_high' | 'newest' | 'rating' | 'best_deal';

/**
 * How close a mistyped word must be to a catalogue word to be read as it (pg_trgm similarity):
 * 'iphnoe' scores 0.27 against 'iphone', 'pixl' 0.38 against 'pixel', 'samsng' 0.5 against 'samsung'.
 */
export const TYPO_SIMILARITY_THRESHOLD = 0.25;

function tsQuery(search: CatalogueSearch): SQL {
  return sql`to_tsquery('simple', ${search.tsquery})`;
}

/**
 * The listings a search matches. With `narrowTsquery`, the index finds the listings with the whole words
 * and the whole tsquery is checked on those rows alone: written as `ts_match_vq`, the function behind `@@`,
 * it is a filter the planner cannot take into the index scan. Otherwise a prefix of one letter would gather
 * most of the index, or the planner, expecting thousands of matches, would read the whole table
 * (docs/decisions/092-whole-words-find-a-prefix-search.md).
 */
function searchCondition(search: CatalogueSearch): SQL {
  if (!search.narrowTsquery) return sql`${listings.searchVector} @@ ${tsQuery(search)}`;
  const narrow = sql`to_tsquery('simple', ${search.narrowTsquery})`;
  return sql`(${listings.searchVector} @@ ${narrow} and ts_match_vq(${listings.searchVector}, ${tsQuery(search)}))`;
}

function filterConditions(filters: CatalogueFilters): SQL[] {
  const conditions: SQL[] = [isLiveListing()];
  if (filters.sellerId) conditions.push(eq(listings.sellerId, filters.sellerId));
  if (filters.brand) conditions.push(eq(listings.brand, filters.brand));
  if (filters.condition) conditions.push(eq(listings.condition, filters.condition));
  if (filters.districts) {
    const [only, ...more] = filters.districts;
    conditions.push(
      more.length === 0 && only ? eq(listings.district, only) : inArray(listings.district, [...filters.districts]),
    );
  }
  if (filters.minPrice !== undefined) conditions.push(gte(listings.price, filters.minPrice));
  if (filters.maxPrice !== undefined) conditions.push(lte(listings.price, filters.maxPrice));
  if (filters.search) conditions.push(searchCondition(filters.search));
  return conditions;
}

// The time indexes are DESC NULLS LAST; an ORDER BY must say so to be read straight from them.
function byTime(column: AnyColumn, direction: 'asc' | 'desc'): SQL {
  return direction === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls first`;
}

function sortOrder(sort: CatalogueSort, order: 'asc' | 'desc' | undefined, search?: CatalogueSearch): SQL[] {
  const chosen = (natural: 'asc' | 'desc') => order ?? natural;
  const direction = (natural: 'asc' | 'desc') => (chosen(natural) === 'asc' ? asc : desc);
  switch (sort) {
    case 'price_low':
      return [direction('asc')(listings.price), byTime(listings.createdAt, 'desc'), desc(listings.id)];
    case 'price_high':
      return [direction('desc')(listings.price), byTime(listings.createdAt, 'desc'), desc(listings.id)];
    case 'newest':
      return [byTime(listings.createdAt, chosen('desc')), direction('desc')(listings.id)];
    case 'rating':
      // The seller's figures as copied onto the listing, in the order of their index (migration
      // seller_rating_on_listings).
      return [
        direction('desc')(listings.sellerRating),
        desc(listings.sellerReviewCount),
        byTime(listings.createdAt, 'desc'),
        desc(listings.id),
      ];
    case 'best_deal': // ordered by listBestDeals; this is its tie-break
    case 'featured': {
      const featured = [byTime(listings.featuredAt, chosen('desc')), direction('desc')(listings.id)];
      if (!search?.ranked) return featured;
      // Most relevant first: full-text rank plus how close the words are to the brand and title.
      const relevance = sql`ts_rank(${listings.searchVector}, to_tsquery('simple', ${search.rankTsquery})) + word_similarity(${search.text}, ${listings.searchName})`;
      return [sql`${relevance} desc`, ...featured];
    }
  }
}

/**
 * Each word as the catalogue knows it: kept when it has a digit (a model number is no typo of another by
 * its likeness: '16' is not '6'; docs/decisions/076-search-ranking-and-local-script-brands.md) or some
 * catalogue word starts with it, else the most similar
 * catalogue word (at least TYPO_SIMILARITY_THRESHOLD), else kept as typed. A lookup in the small table of
 * catalogue words, on its trigram index, instead of matching every listing's title by similarity.
 */
export async function correctSearchWords(db: DbOrTx, words: readonly string[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    // pg_trgm's `%` reads its threshold from a setting; set for this transaction only.
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(TYPO_SIMILARITY_THRESHOLD)}, true)`,
    );
    const result = await tx.execute<{ word: string }>(sql`
      select coalesce(
        (select t.typed where t.typed ~ '[0-9]'
           or exists (select 1 from ${catalogueWords} v where v.word like t.typed || '%')),
        (select v.word from ${catalogueWords} v where v.word % t.typed
          order by similarity(v.word, t.typed) desc, v.word limit 1),
        t.typed) as word
      from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as t(typed, n)
      order by t.n`);
    return result.rows.map((row) => row.word);
  });
}

/** Which of `words` are catalogue words (whole words of a listing's brand or title; see catalogueWords). */
export async function findCatalogueWords(db: DbOrTx, words: readonly string[]): Promise<string[]> {
  const rows = await db
    .select({ word: catalogueWords.word })
    .from(catalogueWords)
    .where(inArray(catalogueWords.word, [...words]));
  return rows.map((row) => row.word);
}

/** `text` as a LIKE pattern that matches it alone: its wildcards and escapes read as characters. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/**
 * Those of `words` that start no word any listing has had (listedWords): no listing has such a word, and a
 * search that needs it finds nothing. One range of a small index per word
 * (docs/decisions/086-listed-words-prove-a-search-empty.md).
 */
export async function unlistedWords(db: DbOrTx, words: readonly string[]): Promise<string[]> {
  if (words.length === 0) return [];
  const listed = words.map(
    (word) => sql`exists (select 1 from ${listedWords} where ${listedWords.word} like ${`${escapeLike(word)}%`})`,
  );
  const result = await db.execute<{ listed: boolean[] }>(sql`select array[${sql.join(listed, sql`, `)}] as listed`);
  const flags = result.rows[0]?.listed ?? [];
  return words.filter((_, i) => flags[i] === false);
}

/** Up to `limit` of the listed words (listedWords) that start with `prefix`, sorted. */
export async function listedWordsStarting(db: DbOrTx, prefix: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ word: listedWords.word })
    .from(listedWords)
    .where(sql`${listedWords.word} like ${`${escapeLike(prefix)}%`}`)
    .limit(limit);
  return rows.map((row) => row.word).sort();
}

export interface CatalogueQuery {
  filters: CatalogueFilters;
  sort: CatalogueSort;
  order?: 'asc' | 'desc' | undefined;
  limit: number;
  offset: number;
  /** Start after the listing with this sort key (sortKey of the last row shown) instead of at `offset`. */
  after?: readonly (string | number)[] | undefined;
}

type SortKeyValue = string | number;

/**
 * The columns of a sort's key, in order, as the values a cursor carries: timestamps as text, so none of
 * their microseconds is lost on the way through JavaScript.
 */
function sortKeyColumns(sort: CatalogueSort): SQL[] {
  switch (sort) {
    case 'best_deal': // paged by offset (listBestDeals)
      return [];
    case 'featured':
      return [sql`${listings.featuredAt}::text`, sql`${listings.id}::text`];
    case 'newest':
      return [sql`${listings.createdAt}::text`, sql`${listings.id}::text`];
    case 'price_low':
    case 'price_high':
      return [sql`${listings.price}`, sql`${listings.createdAt}::text`, sql`${listings.id}::text`];
    case 'rating':
      return [
        sql`${listings.sellerRating}::float8`,
        sql`${listings.sellerReviewCount}`,
        sql`${listings.createdAt}::text`,
        sql`${listings.id}::text`,
      ];
  }
}

/**
 * Rows after `key` in the sort's order, as index conditions. A key whose columns run one way (featured,
 * newest, best rated first) is one row comparison. A price's ties run the other way (newest first), so the price is
 * bounded on its own with `>=` or `<=`, which the index can start its scan at, and the ties are a
 * filter after it. Written as `price > p or price = p` the bound was no index condition: a cursor page
 * read the index from its start and cost as much as the page's position (page 50 of a million listings
 * sorted by price: 207 ms instead of 1 ms).
 */
function keysetCondition(sort: CatalogueSort, order: 'asc' | 'desc' | undefined, key: readonly SortKeyValue[]): SQL {
  const ascending = (natural: 'asc' | 'desc') => (order ?? natural) === 'asc';
  const after = (natural: 'asc' | 'desc') => (ascending(natural) ? sql`>` : sql`<`);
  const from = (natural: 'asc' | 'desc') => (ascending(natural) ? sql`>=` : sql`<=`);
  const [k0, k1, k2, k3] = key;
  switch (sort) {
    case 'best_deal': // paged by offset (listBestDeals)
      return sql`true`;
    case 'featured':
      return sql`(${listings.featuredAt}, ${listings.id}) ${after('desc')} (${k0}::timestamp, ${k1}::uuid)`;
    case 'newest':
      return sql`(${listings.createdAt}, ${listings.id}) ${after('desc')} (${k0}::timestamptz, ${k1}::uuid)`;
    case 'price_low':
    case 'price_high': {
      const natural = sort === 'price_low' ? 'asc' : 'desc';
      const past = sql`${listings.price} ${after(natural)} ${k0}::int`;
      return sql`${listings.price} ${from(natural)} ${k0}::int and (${past} or (${listings.createdAt}, ${listings.id}) < (${k1}::timestamptz, ${k2}::uuid))`;
    }
    case 'rating': {
      // Best rated first runs every column of its index one way: one row comparison, like newest.
      if (!ascending('desc')) {
        return sql`(${listings.sellerRating}, ${listings.sellerReviewCount}, ${listings.createdAt}, ${listings.id}) < (${k0}::float8, ${k1}::int, ${k2}::timestamptz, ${k3}::uuid)`;
      }
      const past = sql`${listings.sellerRating} ${after('desc')} ${k0}::float8`;
      return sql`${listings.sellerRating} ${from('desc')} ${k0}::float8 and (${past} or (${listings.sellerReviewCount}, ${listings.createdAt}, ${listings.id}) < (${k1}::int, ${k2}::timestamptz, ${k3}::uuid))`;
    }
  }
}

/** How many values the sort's key has (a cursor with another count is not for this sort). */
export function sortKeyLength(sort: CatalogueSort): number {
  return sortKeyColumns(sort).length;
}

/**
 * A page of live listings with their seller cards and each row's sort key. The page's ids are found first, and only
 * their rows read whole: rows as JSON (listing-row.ts) are built below a sort, for every row sorted, so a page sorted
 * from a few thousand matches built them all (a brand in a province at a million listings: 25 ms, against 2.8 ms
 * with the ids first; docs/decisions/090-listing-rows-as-json.md).
 */
function livePageQuery(db: DbOrTx, options: CatalogueQuery, limit: number) {
  const conditions = filterConditions(options.filters);
  if (options.after) conditions.push(keysetCondition(options.sort, options.order, options.after));
  const order = sortOrder(options.sort, options.order, options.filters.search);
  const page = db
    .select({ id: listings.id })
    .from(listings)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit)
    .offset(options.after ? 0 : options.offset)
    .as('page');
  return db
    .select({
      ...listingWithSellerColumns,
      sortKey: sql<SortKeyValue[]>`json_build_array(${sql.join(sortKeyColumns(options.sort), sql`, `)})`,
    })
    .from(page)
    .innerJoin(listings, eq(listings.id, page.id))
    .innerJoin(users, sellerJoin)
    .orderBy(...order);
}

/** A page of live listings planned for its values: listLiveListings' query when it is not prepared, and the benchmark's EXPLAIN. */
export function listLiveListingsQuery(db: DbOrTx, options: CatalogueQuery) {
  return livePageQuery(db, options, options.limit);
}

/**
 * A first page or a cursor's page of every live phone (no filter, no search) of the size browse asks for
 * (PAGE_SIZE and one more), prepared once per database handle, sort and start: Drizzle writes its SQL once and
 * PostgreSQL plans it once per connection. Its plan (the sort's live index, read from the start or from the
 * cursor's key) does not depend on its values, and planning it cost PostgreSQL more than running it
 * (docs/decisions/090-listing-rows-as-json.md). The size is written into the SQL: with a LIMIT to be bound,
 * PostgreSQL plans for a tenth of the rows and never takes the generic plan. Other sizes, a page by number and
 * any filter are planned for their values (listLiveListingsQuery).
 */
function preparedLivePage(db: DbOrTx, options: CatalogueQuery) {
  const { filters, sort, order, after, offset } = options;
  const everyPhone = Object.values(filters).every((value) => value === undefined);
  if (!everyPhone || options.limit !== PAGE_SIZE + 1 || (!after && offset > 0)) return undefined;
  const name = `live_page_${sort}_${order ?? 'natural'}_${after ? 'after' : 'first'}`;
  const statement = preparedOnce(db, name, () => {
    const key = after?.map((_, i) => sql.placeholder(`k${i}`));
    // The size as SQL rather than a bound value (see above); Drizzle writes an SQL limit as it is.
    const size = sql.raw(String(PAGE_SIZE + 1)) as unknown as number;
    return livePageQuery(db, { ...options, after: key as SortKeyValue[] | undefined }, size).prepare(name);
  });
  return statement.execute(Object.fromEntries((after ?? []).map((value, i) => [`k${i}`, value])));
}

/** A page of live listings with their seller cards and each row's sort key. */
export function listLiveListings(db: DbOrTx, options: CatalogueQuery) {
  return preparedLivePage(db, options) ?? listLiveListingsQuery(db, options);
}

/**
 * A page of live listings, furthest under their model's fair price band first
 * (docs/decisions/066-fair-price-band.md); phones of models without a band follow in featured order.
 * Pages go on by offset (no index order to seek into). `order: 'desc'` turns it round (priciest against the
 * band first; still those without a band last).
 */
export async function listBestDeals(db: DbOrTx, options: CatalogueQuery) {
  // A search, a seller or a district matches a few phones of many models: sorting those matches costs less
  // than reading each model's phones until enough of them match.
  const { filters } = options;
  return filters.search || filters.sellerId || filters.districts
    ? sortedBestDeals(db, options)
    : bestDealsByModel(db, options);
}

// Best Deal's rows: pages go on by offset, so their sort key is empty.
const bestDealColumns = { ...listingWithSellerColumns, sortKey: sql<SortKeyValue[]>`json_build_array()` };

/** Best Deal as one sort of every live match by its band position; the page's rows read whole after it (livePageQuery). */
function sortedBestDeals(db: DbOrTx, options: CatalogueQuery) {
  const bands = liveBandsSubquery(db);
  const direction = options.order === 'desc' ? sql`desc` : sql`asc`;
  const under = underBandSql(bands);
  const page = db
    .select({ id: listings.id, under: under.as('under') })
    .from(listings)
    .leftJoin(bands, eq(bands.modelKey, listings.modelKey))
    .where(and(...filterConditions(options.filters)))
    .orderBy(sql`${under} ${direction} nulls last`, ...sortOrder('featured', undefined))
    .limit(options.limit)
    .offset(options.offset)
    .as('page');
  return db
    .select(bestDealColumns)
    .from(page)
    .innerJoin(listings, eq(listings.id, page.id))
    .innerJoin(users, sellerJoin)
    .orderBy(sql`${page.under} ${direction} nulls last`, ...sortOrder('featured', undefined));
}

/** The banded part of a Best Deal page (bestDealsByModel), as a query builder. */
export function bestDealsByModelQuery(db: DbOrTx, options: CatalogueQuery) {
  const { filters, limit, offset } = options;
  const ascending = options.order !== 'desc';
  const direction = ascending ? sql`asc` : sql`desc`;
  const bands = liveBandsSubquery(db);
  // The brand is the start of the model key: a brand's models are its phones, and naming the brand again
  // here would read every row for its column.
  const firstOfModel = db
    .select({ id: listings.id, price: listings.price, featuredAt: listings.featuredAt })
    .from(listings)
    .where(and(eq(listings.modelKey, bands.modelKey), ...filterConditions({ ...filters, brand: undefined })))
    .orderBy(ascending ? asc(listings.price) : desc(listings.price), ...sortOrder('featured', undefined))
    .limit(offset + limit)
    .as('first_of_model');
  const under = underBandSql(bands, firstOfModel.price);
  const page = db
    .select({ id: firstOfModel.id, under: under.as('under'), featuredAt: firstOfModel.featuredAt })
    .from(bands)
    .crossJoinLateral(firstOfModel)
    .where(filters.brand ? sql`starts_with(${bands.modelKey}, lower(${filters.brand}) || '|')` : undefined)
    .orderBy(sql`${under} ${direction}`, byTime(firstOfModel.featuredAt, 'desc'), desc(firstOfModel.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  return db
    .select(bestDealColumns)
    .from(page)
    .innerJoin(listings, eq(listings.id, page.id))
    .innerJoin(users, sellerJoin)
    .orderBy(sql`${page.under} ${direction}`, ...sortOrder('featured', undefined));
}

/**
 * Best Deal model by model. Within one model, how far under its band a phone is follows its price, so only
 * the first `offset + limit` of each model's phones in price order can be on the page: each is a range of
 * `listings_live_model_price_idx`, and the page is sorted from those few rows per model instead of from
 * every live listing (docs/decisions/087-every-sort-from-an-index.md). A brand reads only its own models
 * (a model key starts with its brand); a condition or a price range is read from the index too
 * (docs/decisions/088-offset-paging-reach.md). The phones without a band are read only by a page that
 * reaches past the last banded one.
 */
async function bestDealsByModel(db: DbOrTx, options: CatalogueQuery) {
  const { filters, limit, offset } = options;
  const banded = await bestDealsByModelQuery(db, options);
  if (banded.length === limit) return banded;

  // The banded phones ended on this page, or before it (then how many there are says where the rest starts).
  const bandedTotal = banded.length > 0 ? offset + banded.length : await countBanded(db, filters);
  const bands = liveBandsSubquery(db);
  const withoutBand = await db
    .select(bestDealColumns)
    .from(listings)
    .innerJoin(users, sellerJoin)
    .where(
      and(
        ...filterConditions(filters),
        sql`not exists (select 1 from ${bands} where ${bands.modelKey} = ${listings.modelKey})`,
      ),
    )
    .orderBy(...sortOrder('featured', undefined))
    .limit(limit - banded.length)
    .offset(Math.max(0, offset - bandedTotal));
  return [...banded, ...withoutBand];
}

/** How many live listings match whose model has a fair price band. */
async function countBanded(db: DbOrTx, filters: CatalogueFilters): Promise<number> {
  const bands = liveBandsSubquery(db);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(listings)
    .innerJoin(bands, eq(bands.modelKey, listings.modelKey))
    .where(and(...filterConditions(filters)));
  return row?.count ?? 0;
}

/**
 * How many live listings match, counting no further than `cap + 1` (a query builder, like
 * listLiveListings): past the cap the exact number is not worth reading every match for.
 */
export function countLiveListingsQuery(db: DbOrTx, filters: CatalogueFilters, cap: number) {
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(listings)
    .where(and(...filterConditions(filters)))
    .limit(cap + 1)
    .as('matches');
  return db.select({ count: sql<number>`count(*)::int` }).from(matches);
}

/** The number of matches up to `cap`, and whether there are more. */
export async function countLiveListings(
  db: DbOrTx,
  filters: CatalogueFilters,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const [row] = await countLiveListingsQuery(db, filters, cap);
  const count = row?.count ?? 0;
  return { total: Math.min(count, cap), capped: count > cap };
}

/**
 * How many live listings a search finds at least, read from the live listings per model key
 * (model_price_bands) whose brand and model words match its tsquery, without reading a listing
 * (docs/decisions/084-search-counts-from-model-counts.md). At least: a listing has its model's words in its
 * brand and title, and may match by its description too. With `brand`, only that brand's models.
 */
export async function countLiveByModels(db: DbOrTx, tsquery: string, brand: string | undefined): Promise<number> {
  const [row] = await db
    .select({ live: sql<number>`coalesce(sum(${modelPriceBands.count}), 0)::int` })
    .from(modelPriceBands)
    .where(
      and(
        sql`${modelPriceBands.words} @@ to_tsquery('simple', ${tsquery})`,
        brand ? sql`split_part(${modelPriceBands.modelKey}, '|', 1) = lower(${brand})` : undefined,
      ),
    );
  return row?.live ?? 0;
}

export type SellerListingFilter = 'all' | 'live' | 'pending' | 'rejected' | 'sold';

function sellerFilterCondition(filter: SellerListingFilter): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'live':
      return isLiveListing();
    case 'sold':
      return isSoldListing();
    case 'pending':
      return eq(listings.status, 'pending');
    case 'rejected':
      return eq(listings.status, 'rejected');
  }
}

/** A seller's own listings, newest first, with the IMEI duplicate flag. */
export async function listSellerListings(
  db: DbOrTx,
  sellerId: string,
  filter: SellerListingFilter,
  limit: number,
  offset: number,
) {
  return selectListings(db, true)
    .where(and(eq(listings.sellerId, sellerId), sellerFilterCondition(filter)))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit)
    .offset(offset);
}

/** My Listings' status counts; approved counts the live ones, so the four add up to total. */
export async function countSellerListings(db: DbOrTx, sellerId: string) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${listings.status} = 'pending')::int`,
      approved: sql<number>`count(*) filter (where ${isLiveListing()})::int`,
      rejected: sql<number>`count(*) filter (where ${listings.status} = 'rejected')::int`,
      sold: sql<number>`count(*) filter (where ${isSoldListing()})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(listings)
    .where(eq(listings.sellerId, sellerId));
  return row ?? { pending: 0, approved: 0, rejected: 0, sold: 0, total: 0 };
}

/** Whether another listing holds this IMEI (docs/decisions/026-imei-check.md). */
export async function imeiOnOtherListing(db: DbOrTx, imei: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(holdsSameImei(listings, imei, exceptId))
    .limit(1);
  return row !== undefined;
}

export interface ListingValues {
  title: string;
  brand: string;
  condition: string;
  price: number;
  originalPrice: number | null;
  description: string;
  location: string | null;
  district: string | null;
  specs: ListingSpecs;
  images: StoredImage[];
  stock: number;
  imei: string | null;
}

export async function insertListing(db: DbOrTx, sellerId: string, values: ListingValues): Promise<string> {
  const [row] = await db
    .insert(listings)
    .values({ ...values, sellerId, status: 'pending' })
    .returning({ id: listings.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Saves an edit and sends the listing back to review (every edit is re-reviewed), clearing the earlier decision. */
export async function updateListingForReview(db: DbOrTx, id: string, values: ListingValues): Promise<void> {
  await db
    .update(listings)
    .set({
      ...values,
      status: 'pending',
      adminNotes: null,
      rejectionReason: null,
      approvedAt: null,
      approvedBy: null,
      rejectedAt: null,
      rejectedBy: null,
    })
    .where(eq(listings.id, id));
}

/** Marks a live listing sold (stock 0); false when it was not live any more. */
export async function markListingSold(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db
    .update(listings)
    .set({ stock: 0 })
    .where(and(eq(listings.id, id), isLiveListing()))
    .returning({ id: listings.id });
  return rows.length > 0;
}

export async function removeListing(db: DbOrTx, id: string): Promise<void> {
  await db.delete(listings).where(eq(listings.id, id));
}

/** Image URLs that orders keep pointing at, so deleting a listing leaves its buyers' history intact. */
export async function findImagesUsedByOrders(db: DbOrTx, listingId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ image: orderItems.image })
    .from(orderItems)
    .where(eq(orderItems.listingId, listingId));
  return rows.flatMap((row) => (row.image ? [row.image] : []));
}

/**
 * How many approved listings (sold included) ask each price, over the models whose brand and model words
 * have every word of `tsquery` and none of `excludedWords`, in price order (model_guide_prices, migration 0019).
 * A query builder: await it, or `.toSQL()` to explain it.
 */
export function guidePrices(db: DbOrTx, tsquery: string, excludedWords: readonly string[]) {
  const words = modelGuidePrices.words;
  return db
    .select({ price: modelGuidePrices.price, listings: sql<number>`sum(${modelGuidePrices.listings})::int` })
    .from(modelGuidePrices)
    .where(
      and(
        sql`${words} @@ to_tsquery('simple', ${tsquery})`,
        excludedWords.length ? sql`not (${words} @@ to_tsquery('simple', ${excludedWords.join(' | ')}))` : undefined,
      ),
    )
    .groupBy(modelGuidePrices.price)
    .orderBy(modelGuidePrices.price);
}
