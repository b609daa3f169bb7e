import { NOTIFICATION_MESSAGES } from '@phonekade/shared/common/messages';
import { buildPagination, pageOffset, type Pagination } from '@phonekade/shared/common/id.schemas';
import {
  CATALOGUE_COUNT_CAP,
  CATALOGUE_SEARCH_COUNT_CAP,
  OFFSET_PAGING_REACH,
} from '@phonekade/shared/constants/limits';
import {
  catalogueQueryFingerprint,
  encodeCatalogueCursor,
  INVALID_CURSOR_MESSAGE,
  type CatalogueCursor,
} from '@phonekade/shared/phones/catalogue-cursor';
import { isUuid } from '@phonekade/shared/common/fields';
import {
  EDIT_OWN_LISTINGS_MESSAGE,
  imageCountError,
  listingFieldsSchema,
  ONLY_IMAGES_MESSAGE,
  ORIGINAL_PRICE_BELOW_PRICE_MESSAGE,
  PHONE_MESSAGES,
  updateListingSchema,
  type FairPriceQuery,
  type MyListingsQuery,
  type PhonesQuery,
} from '@phonekade/shared/phones/phone.schemas';
import { isGoodDeal } from '@phonekade/shared/phones/fair-price';
import { isSold } from '@phonekade/shared/phones/listing-status';
import { BRANDS } from '@phonekade/shared/constants/catalog';
import { districtsOf } from '@phonekade/shared/constants/locations';
import type {
  BrandCountDto,
  FairPriceDto,
  ListingStatusCounts,
  PhoneDto,
  PhonesPageDto,
  PriceGuide,
} from '@phonekade/shared/phones/phone.types';
import { compactSpecs, mergeSpecs } from '@phonekade/shared/phones/specs';
import { catalogueSearchWords, searchWords } from '@phonekade/shared/phones/search-words';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isNotModelWord } from '../../db/model-key.ts';
import type { StoredImage } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { CatalogueChanges } from '../../lib/catalogue-changes.ts';
import { newImageName } from '../../lib/images.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { WorkSlots } from '../../lib/work-slots.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { toPhoneDto, type PhoneView } from './phone-dto.ts';
import { createPhoneImages, PHONE_IMAGE_WIDTHS, phoneImageName } from './phone-images.ts';
import { liveCountKey, readDistrictsLiveCount, readLiveCount, readLiveCounts } from './catalogue-counts.ts';
import { findFairPriceBandFor, findFairPriceBands } from './fair-price-bands.ts';
import * as repository from './phones.repository.ts';
import { percentileOfCounts } from './price-guide.ts';
import { encodePhotos, type ListingUpload, type UploadedImage } from './phones.upload.ts';

export { toPhoneDto, type PhoneView } from './phone-dto.ts';

export const LISTING_DELETED_MESSAGE = 'Listing deleted successfully';
export const LISTING_SOLD_MESSAGE = 'Listing marked as sold';
export const DELETE_OWN_LISTINGS_MESSAGE = 'You can only delete your own listings';
export const SOLD_OWN_LISTINGS_MESSAGE = 'You can only mark your own listings as sold';
export const ONLY_LIVE_CAN_BE_SOLD_MESSAGE = 'Only a live listing can be marked as sold';
export const SOLD_LISTING_NOT_EDITABLE_MESSAGE = 'A sold listing cannot be edited';
export const UNKNOWN_EXISTING_IMAGE_MESSAGE = 'existingImages names an image this listing does not have';
export const PRICE_GUIDE_TITLE_MESSAGE = 'Please give a phone model in title';

const FULL_IMAGE_MAX_SIDE = 1600;
const THUMB_MAX_SIDE = 400;

// Up to this many search matches are ranked by relevance (see listPhones): as many as a search counts.
const RANKED_SEARCH_MAX = CATALOGUE_SEARCH_COUNT_CAP;

// Price guide (docs/decisions/028-price-guide.md): a band needs a few listings to mean anything.
const PRICE_GUIDE_MIN_LISTINGS = 3;
// Words that make a different model ('iPhone 13' vs 'iPhone 13 Pro'): a guide for one must not mix in the other.
const MODEL_VARIANT_WORDS: readonly string[] = [
  'pro',
  'max',
  'plus',
  'ultra',
  'mini',
  'lite',
  'fe',
  'neo',
  'prime',
  'edge',
  'fold',
  'flip',
];

/**
 * The tsquery terms of some of a search's words. The last word is a prefix: the list follows the text while
 * it is typed ('iph' finds iPhones), unless it is spelled out as the few listed words it starts (see
 * withLastWordSpelled). A word before it is matched whole when it is a number ('12' in 'iphone 12 pro max'
 * must not match the '128gb' of an iPhone 13 Pro Max; docs/decisions/076-search-ranking-and-local-script-brands.md)
 * or a complete catalogue word ('pro' is not 'protector', 'max' not 'maximum'), else as a prefix ('sam
 * galaxy'). A whole word is read from one posting list of the search index, where a prefix gathers every
 * word it starts: that makes a search that finds nothing cheap to prove empty (docs/decisions/083-whole-words-before-the-last.md).
 */
function terms(words: readonly string[], search: SearchWords, operator: ' & ' | ' | '): string {
  const last = search.all.at(-1);
  const term = (word: string) => {
    if (isWholeWord(word, search)) return word;
    if (word === last && search.lastWordSpelled) {
      const [only, ...more] = search.lastWordSpelled;
      return more.length === 0 && only ? only : `(${search.lastWordSpelled.join(' | ')})`;
    }
    return `${word}:*`;
  };
  return words.map(term).join(operator);
}

/** A word before the last that is a number or a complete catalogue word: matched whole (see terms). */
function isWholeWord(word: string, search: Pick<SearchWords, 'all' | 'catalogueWords'>): boolean {
  return word !== search.all.at(-1) && (/^\d+$/.test(word) || search.catalogueWords.includes(word));
}

/**
 * A search's words, which of them are complete catalogue words, and the listed words its last word starts
 * when it is spelled out (see terms).
 */
interface SearchWords {
  all: readonly string[];
  catalogueWords: readonly string[];
  lastWordSpelled?: readonly string[] | undefined;
}

function searchOf(
  words: SearchWords,
  mode: repository.CatalogueSearchMode,
  ranked: boolean,
): repository.CatalogueSearch {
  const tsquery = terms(words.all, words, ' & ');
  const { catalogueWords, lastWordSpelled } = words;
  return { text: words.all.join(' '), catalogueWords, lastWordSpelled, tsquery, rankTsquery: tsquery, mode, ranked };
}

/**
 * The search as the repository needs it, or undefined when it has no words at all ('!!!') or only words
 * every listing means ('mobile phone'). The words come from searchWords, which reads Sinhala and Tamil brand
 * names as the catalogue's Latin ones, less the filler words (catalogueSearchWords). A search of more than one
 * word looks them up among the catalogue's words (see terms); a single word, a prefix whatever it is, needs
 * no lookup.
 */
export async function toCatalogueSearch(
  db: DbOrTx,
  text: string | undefined,
  mode: repository.CatalogueSearchMode = 'exact',
  ranked = true,
): Promise<repository.CatalogueSearch | undefined> {
  const all = text ? catalogueSearchWords(text) : [];
  if (all.length === 0) return undefined;
  const catalogueWords = all.length > 1 ? await repository.findCatalogueWords(db, all) : [];
  return searchOf({ all, catalogueWords }, mode, ranked);
}

// Up to this many listed words that a search's last word starts are searched for one by one.
const LAST_WORD_SPELLED_MAX = 8;

/**
 * The search with its last word spelled out as the listed words it starts, when there are at most
 * LAST_WORD_SPELLED_MAX ('ultra' as 'ultra', '13' as '13 | 13t'): every listing's words are listed
 * (listedWords), so it finds the same listings, but the search index reads a posting list per word instead
 * of gathering every match of the prefix before anything else (docs/decisions/086-listed-words-prove-a-search-empty.md).
 * For the catalogue's answers only: a saved search keeps the prefix, which also matches words listed later.
 * A single word (nothing to narrow down) and a word not of Latin letters and digits keep the prefix.
 */
export async function withLastWordSpelled(
  db: DbOrTx,
  search: repository.CatalogueSearch,
): Promise<repository.CatalogueSearch> {
  const all = search.text.split(' ');
  const last = all.at(-1);
  if (all.length < 2 || !last || !/^[a-z0-9]+$/.test(last)) return search;
  const spelled = await repository.listedWordsStarting(db, last, LAST_WORD_SPELLED_MAX + 1);
  if (spelled.length > LAST_WORD_SPELLED_MAX) return narrowedByWholeWords(db, search);
  if (spelled.length === 0) return search;
  // A listed word is a lexeme of the search index; one the tsquery syntax would read otherwise is not spelled.
  if (!spelled.every((word) => /^[\p{L}\p{N}]+$/u.test(word))) return search;
  return searchOf({ all, catalogueWords: search.catalogueWords, lastWordSpelled: spelled }, search.mode, search.ranked);
}

/**
 * A search whose last word stays a prefix of many listed words ('nokia iphone a'), narrowed to the listings
 * with its whole words when the catalogue's models say those are rare together: at most CATALOGUE_SEARCH_COUNT_CAP
 * live listings of models with all of them ('nokia & iphone': none). The index then finds those listings and
 * the prefix is checked on them alone; words never listed together are proved so in milliseconds, where
 * counting the prefix read every listing (docs/decisions/092-whole-words-find-a-prefix-search.md). Whole words
 * of common models ('iphone 13 p') keep the search as it is: its matches are many and found at once.
 */
async function narrowedByWholeWords(
  db: DbOrTx,
  search: repository.CatalogueSearch,
): Promise<repository.CatalogueSearch> {
  const all = search.text.split(' ');
  const whole = wordsEveryMatchHas(search).filter((word) =>
    isWholeWord(word, { all, catalogueWords: search.catalogueWords }),
  );
  if (whole.length === 0) return search;
  const narrowTsquery = whole.join(' & ');
  const liveOfTheirModels = await repository.countLiveByModels(db, narrowTsquery, undefined);
  return liveOfTheirModels > CATALOGUE_SEARCH_COUNT_CAP ? search : { ...search, narrowTsquery };
}

/**
 * The search with its mistyped words corrected to the nearest catalogue words
 * (docs/decisions/012-full-text-search-with-trigram-fallback.md), or undefined when every word was already
 * known. A word with a digit is never corrected and a catalogue word needs no correction: a search of only
 * those asks nothing. A corrected word is a catalogue word, so it is matched whole like the known ones.
 */
export async function correctedSearch(
  db: DbOrTx,
  search: repository.CatalogueSearch,
): Promise<repository.CatalogueSearch | undefined> {
  const words = search.text.split(' ');
  if (words.every((word) => /\d/.test(word) || search.catalogueWords.includes(word))) return undefined;
  const corrected = await repository.correctSearchWords(db, words);
  if (corrected.join(' ') === search.text) return undefined;
  const catalogueWords = corrected.filter((word, i) => word !== words[i] || search.catalogueWords.includes(word));
  const lastKept = corrected.at(-1) === words.at(-1);
  const lastWordSpelled = lastKept ? search.lastWordSpelled : undefined;
  const typo = searchOf({ all: corrected, catalogueWords, lastWordSpelled }, 'typo', search.ranked);
  // A corrected last word is spelled out afresh: the typed one's spelling was of another word. Left a prefix,
  // 'samsung iphnoe' corrected to 'samsung & iphone:*' read the whole table to find nothing
  // (docs/decisions/089-words-every-listing-means.md). A last word kept and spelled out already keeps that
  // spelling; one kept as a prefix of many is tried again, so the corrected whole words can narrow it down
  // as the mistyped ones could not: 'samsnug iphnoe a' read the whole table as well
  // (docs/decisions/092-whole-words-find-a-prefix-search.md).
  return lastKept && lastWordSpelled ? typo : withLastWordSpelled(db, typo);
}

// A suffix word makes another model of the same phone ('pro', 'max') or does not change the model at all
// ('128gb', 'black'); a model number is any other word with a digit ('13', 's23'); the rest are names.
const isSuffixWord = (word: string) => MODEL_VARIANT_WORDS.includes(word) || isNotModelWord(word);
const isModelNumber = (word: string) => /\d/.test(word) && !isSuffixWord(word);

/**
 * The closest models' search, for when the words as typed (and corrected) find nothing
 * (docs/decisions/076-search-ranking-and-local-script-brands.md). The model number weighs more than the
 * suffix words: 'model' keeps the names and number and drops the suffix words ('iphone 13 pro max' finds
 * the iPhone 13 Pro and 13), and only when that finds nothing does 'series' keep the names with any
 * suffix word instead ('iphone' and 'pro' or 'max': the iPhone 14 Pro Max). Either ranks by every typed
 * word, so the listing with more of them comes first. Undefined when the step has nothing to drop.
 */
export function closerSearch(
  search: repository.CatalogueSearch,
  mode: 'model' | 'series',
): repository.CatalogueSearch | undefined {
  const words = search.text.split(' ');
  const known = { all: words, catalogueWords: search.catalogueWords, lastWordSpelled: search.lastWordSpelled };
  const suffixes = words.filter(isSuffixWord);
  const numbers = words.filter(isModelNumber);
  const names = words.filter((word) => !isSuffixWord(word) && !isModelNumber(word));
  if (suffixes.length === 0) return undefined;
  let tsquery: string;
  if (mode === 'model') {
    if (names.length + numbers.length === 0) return undefined;
    tsquery = terms([...names, ...numbers], known, ' & ');
  } else {
    // Without a name, 'pro' or 'max' alone would list every brand's Pro and Max.
    if (numbers.length === 0 || names.length === 0) return undefined;
    tsquery = `${terms(names, known, ' & ')} & (${terms(suffixes, known, ' | ')})`;
  }
  // Fewer words than the search's: its narrowing no longer holds (closestModelsSearch makes it again).
  return { ...search, tsquery, rankTsquery: terms(words, known, ' | '), mode, narrowTsquery: undefined };
}

/**
 * closerSearch of a search, narrowed by the whole words it keeps when the search was narrowed (its last word
 * a prefix of many, see narrowedByWholeWords): 'condition iphone oppo s' without 'condition' counted every
 * listing to find none. The models are asked again, as fewer words are more common together.
 */
export async function closestModelsSearch(
  db: DbOrTx,
  search: repository.CatalogueSearch,
  mode: 'model' | 'series',
): Promise<repository.CatalogueSearch | undefined> {
  const closer = closerSearch(search, mode);
  return closer && search.narrowTsquery ? narrowedByWholeWords(db, closer) : closer;
}

/**
 * The words every listing a search finds has (each as a whole word or, the last and unknown ones, as a
 * word's start): all of them, but for the closest models' steps only the ones kept, which are the names and
 * numbers ('model') or the names ('series', whose suffix words are alternatives).
 */
function wordsEveryMatchHas(search: repository.CatalogueSearch): string[] {
  const words = search.text.split(' ');
  if (search.mode === 'model') return words.filter((word) => !isSuffixWord(word));
  if (search.mode === 'series') return words.filter((word) => !isSuffixWord(word) && !isModelNumber(word));
  return words;
}

/**
 * What a price guide for `title` matches: its model words (storage, colour and selling words left out), all
 * of which a model must have, and the variant words it must not have ('iPhone 13' is not the 13 Pro).
 * Undefined when the title names no model.
 */
export function priceGuideSearch(title: string): { model: string; tsquery: string; excluded: string[] } | undefined {
  const words = searchWords(title).filter((word) => !isNotModelWord(word));
  if (words.length === 0) return undefined;
  return {
    model: words.join(' '),
    tsquery: words.join(' & '),
    excluded: MODEL_VARIANT_WORDS.filter((word) => !words.includes(word)),
  };
}

/**
 * The number of live matches: the whole catalogue, a brand alone and a district or a province alone are read
 * from the live counts the writes keep (exact, a row each; docs/decisions/079-live-counts-and-stored-price-bands.md,
 * docs/decisions/091-district-counts.md). A search, alone
 * or with a brand, whose models alone have more live listings than its cap is past the cap without
 * counting (docs/decisions/084-search-counts-from-model-counts.md). Any other filter is counted up to its cap.
 */
export async function countLive(
  run: DbOrTx,
  filters: repository.CatalogueFilters,
): Promise<{ total: number; capped: boolean }> {
  const { brand, search, districts, ...others } = filters;
  const noOthers = Object.values(others).every((value) => value === undefined);
  const onlyBrand = noOthers && !districts;
  if (onlyBrand && !search) return { total: await readLiveCount(run, brand ? { brand } : {}), capped: false };
  if (noOthers && districts && !brand && !search) {
    return { total: await readDistrictsLiveCount(run, districts), capped: false };
  }
  const cap = search ? CATALOGUE_SEARCH_COUNT_CAP : CATALOGUE_COUNT_CAP;
  if (onlyBrand && search && (await repository.countLiveByModels(run, search.tsquery, brand)) > cap) {
    return { total: cap, capped: true };
  }
  return repository.countLiveListings(run, filters, cap);
}

/**
 * The words of a search that no listing has: of letters and digits, no catalogue word, and starting no word
 * any listing has had (docs/decisions/086-listed-words-prove-a-search-empty.md). Asked once, of the words as
 * typed: the later steps of a search keep some of them or put catalogue words in their place.
 */
export async function unlistedWordsOf(run: DbOrTx, search: repository.CatalogueSearch): Promise<string[]> {
  const unknown = search.text
    .split(' ')
    .filter((word) => /^[a-z0-9]+$/.test(word) && !search.catalogueWords.includes(word));
  return repository.unlistedWords(run, unknown);
}

/**
 * Whether every match of `search` would have one of `unlisted` (wordsEveryMatchHas): then it has none, and
 * counting them is not needed. Counting a typo ('iphnoe 13') read every listing with a word starting '13' to
 * find none, and a closest model's step that keeps it ('condtion:* & s:*') every listing.
 */
export function needsAnUnlistedWord(search: repository.CatalogueSearch, unlisted: readonly string[]): boolean {
  return unlisted.length > 0 && wordsEveryMatchHas(search).some((word) => unlisted.includes(word));
}

/**
 * The search a catalogue page answers with, and its count: the words as typed, then corrected, then the
 * closest models of the (corrected) words; the first that finds something, else the words as typed finding
 * nothing. Ranked when its matches are few enough to rank. `counted`: how many of them were counted (the
 * others were proved empty by their words).
 */
export async function answeringSearch(
  db: DbOrTx,
  base: Omit<repository.CatalogueFilters, 'search'>,
  exact: repository.CatalogueSearch,
): Promise<{ search: repository.CatalogueSearch; count: { total: number; capped: boolean }; counted: number }> {
  const unlisted = await unlistedWordsOf(db, exact);
  let counted = 0;
  const answer = (search: repository.CatalogueSearch, count: { total: number; capped: boolean }) => ({
    search: { ...search, ranked: !count.capped && count.total <= RANKED_SEARCH_MAX },
    count,
    counted,
  });
  const countOf = async (search: repository.CatalogueSearch) => {
    if (needsAnUnlistedWord(search, unlisted)) return { total: 0, capped: false };
    counted += 1;
    return countLive(db, { ...base, search });
  };
  const exactCount = await countOf(exact);
  if (exactCount.total > 0) return answer(exact, exactCount);
  const typo = await correctedSearch(db, exact);
  const steps = [
    async () => typo,
    () => closestModelsSearch(db, typo ?? exact, 'model'),
    () => closestModelsSearch(db, typo ?? exact, 'series'),
  ];
  for (const step of steps) {
    const search = await step();
    if (!search) continue;
    const count = await countOf(search);
    if (count.total > 0 || count.capped) return answer(search, count);
  }
  return answer(exact, exactCount);
}

/** The search a cursor's first page answered with (its mode), made again from the words as typed. */
export async function searchOfMode(
  db: DbOrTx,
  exact: repository.CatalogueSearch,
  mode: CatalogueCursor['m'],
): Promise<repository.CatalogueSearch> {
  if (mode === 'exact' || mode === 'none') return exact;
  const typo = await correctedSearch(db, exact);
  if (mode === 'typo') return typo ?? exact;
  return (await closestModelsSearch(db, typo ?? exact, mode)) ?? exact;
}

function viewFor(row: repository.ListingWithSeller, viewer: AuthUser | null): PhoneView | null {
  if (viewer?.role === 'admin') return 'admin';
  if (viewer && viewer.id === row.listing.sellerId) return 'owner';
  // Approved listings are public, sold ones included (a sold listing still shows, marked Sold); a
  // suspended seller's are not.
  return row.listing.status === 'approved' && !row.listing.sellerSuspended ? 'public' : null;
}

export interface PhonesServiceDeps {
  db: Db;
  notifications: NotificationsService;
  storage: Storage;
  /** Where image URLs in answers start (config.imageBaseUrl). */
  imageBaseUrl: string;
  log: FastifyBaseLogger;
  /**
   * Tells every instance the catalogue changed after the commit of a write the public sees. The kept
   * answers of the public GETs listen to it (phones.routes.ts, catalogue-answers.ts).
   */
  catalogueChanges: CatalogueChanges;
  /**
   * The turns searches take (app.searchSlots): a search of words common apart and rare together reads
   * every listing, and anyone can send many (docs/decisions/094-searches-take-turns.md).
   */
  searchSlots: WorkSlots;
}

/** The parts of a catalogue query a cursor is bound to: the same list, only further on. */
function queryFingerprint(query: PhonesQuery): string {
  const { search, sellerId, brand, condition, province, district, minPrice, maxPrice, sort, order, limit } = query;
  return catalogueQueryFingerprint([
    search,
    sellerId,
    brand,
    condition,
    province,
    district,
    minPrice,
    maxPrice,
    sort,
    order,
    limit,
  ]);
}

/** The districts a browse query asks for: the one named, else the province's, else any. */
function districtsOfQuery(query: PhonesQuery): readonly string[] | undefined {
  if (query.district) return [query.district];
  if (query.province) return districtsOf(query.province).map((district) => district.name);
  return undefined;
}

export function createPhonesService({
  db,
  notifications,
  storage,
  imageBaseUrl,
  log,
  catalogueChanges,
  searchSlots,
}: PhonesServiceDeps) {
  const imageStore = createPhoneImages(storage, log);
  const dto = (row: repository.ListingWithSeller, view: PhoneView) => toPhoneDto(row, view, imageBaseUrl);
  const { catalogueChanged } = catalogueChanges;

  async function findOwnedOrThrow(user: AuthUser, id: string, notOwnerMessage: string) {
    const row = isUuid(id) ? await repository.findListingById(db, id) : undefined;
    if (!row) throw notFound(PHONE_MESSAGES.listingNotFound);
    if (row.listing.sellerId !== user.id) throw forbidden(notOwnerMessage);
    return row;
  }

  const encodeImages = (files: readonly UploadedImage[]) =>
    encodePhotos(files, {
      maxSide: FULL_IMAGE_MAX_SIDE,
      thumbSide: THUMB_MAX_SIDE,
      variantWidths: PHONE_IMAGE_WIDTHS,
      notImageMessage: ONLY_IMAGES_MESSAGE,
    });

  /**
   * Decodes and writes the new images, then runs `write` (the database side). If a write to the store
   * or `write` fails, the images just written are removed: a listing is saved with all its images or
   * not at all, and an unreachable store (503) leaves the database as it was.
   */
  async function withSavedImages<T>(files: readonly UploadedImage[], write: (images: StoredImage[]) => Promise<T>) {
    const encoded = await encodeImages(files);
    const saved: StoredImage[] = [];
    try {
      for (const image of encoded) {
        const stored = { name: newImageName(), width: image.width, height: image.height };
        // Listed before the write: a write that fails half-way leaves objects to remove too.
        saved.push(image.variants.length ? { ...stored, variantWidths: image.variants.map((v) => v.width) } : stored);
        await imageStore.save(stored.name, image);
      }
      return await write(saved);
    } catch (error) {
      await imageStore.removeUnlessShown(saved);
      throw error;
    }
  }

  async function reload(id: string, view: PhoneView): Promise<PhoneDto> {
    const row = await repository.findListingById(db, id);
    if (!row) throw notFound(PHONE_MESSAGES.listingNotFound);
    return dto(row, view);
  }

  /**
   * GET /phones: live listings only (approved and in stock), filtered, sorted and paged.
   *
   * Search: the words as typed first (full text, prefixes allowed); only when that finds nothing, the
   * words corrected to the nearest catalogue words by trigram similarity, searched the same way
   * (docs/decisions/012-full-text-search-with-trigram-fallback.md: 'iphnoe 13' finds the iPhone 13s, and
   * 'iphone 13' is not drowned in every other iPhone). With the
   * default sort the matches are ranked by relevance, unless there are more than RANKED_SEARCH_MAX of
   * them: a search that broad ('samsung') matches its words in nearly every result's title, so ranking
   * would only cost time and the featured order, read straight from its index, is kept.
   *
   * Counts stop at CATALOGUE_COUNT_CAP, and a page reached with a cursor counts nothing: the cursor
   * carries the first page's total and search mode, and its sort key starts the index scan
   * (docs/decisions/050-capped-counts-and-keyset-cursor.md).
   */
  async function loadPhones(query: PhonesQuery): Promise<PhonesPageDto> {
    const base = {
      sellerId: query.sellerId,
      brand: query.brand,
      condition: query.condition,
      districts: districtsOfQuery(query),
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
    };
    const fingerprint = queryFingerprint(query);
    const cursor = query.cursor;
    // Ranked pages have no index order to seek into (at most RANKED_SEARCH_MAX rows), nor has Best Deal
    // (ordered by a computed band): they go on by offset, and so only as far as OFFSET_PAGING_REACH.
    const goesOnByOffset = (ranked: boolean) => ranked || query.sort === 'best_deal';
    if (
      cursor &&
      (cursor.q !== fingerprint ||
        (!cursor.r && cursor.k.length !== repository.sortKeyLength(query.sort)) ||
        // A cursor is not a secret: one made by hand could skip any number of rows.
        (goesOnByOffset(cursor.r) && cursor.n >= OFFSET_PAGING_REACH))
    ) {
      throw badRequest(INVALID_CURSOR_MESSAGE, { cursor: INVALID_CURSOR_MESSAGE });
    }
    const offset = cursor ? cursor.n : pageOffset(query.page, query.limit);

    const respond = async (
      run: DbOrTx,
      search: repository.CatalogueSearch | undefined,
      count: { total: number; capped: boolean },
    ): Promise<PhonesPageDto> => {
      const filters = { ...base, search };
      const byOffset = goesOnByOffset(search?.ranked ?? false);
      const keyset = cursor && !byOffset ? cursor.k : undefined;
      const listPage = query.sort === 'best_deal' ? repository.listBestDeals : repository.listLiveListings;
      // A page past an exact total has nothing to read.
      const rows =
        offset < count.total || count.capped
          ? await listPage(run, {
              filters,
              sort: query.sort,
              order: query.order,
              // One more than shown says whether there is a next page, capped total or not.
              limit: query.limit + 1,
              offset,
              after: keyset,
            })
          : [];
      const shown = rows.slice(0, query.limit);
      const hasNext = rows.length > query.limit && (!byOffset || offset + shown.length < OFFSET_PAGING_REACH);
      const page = Math.floor(offset / query.limit) + 1;
      const last = shown.at(-1);
      const next: CatalogueCursor | undefined =
        hasNext && last
          ? {
              q: fingerprint,
              k: byOffset ? [] : last.sortKey,
              n: offset + shown.length,
              t: count.total,
              c: count.capped,
              m: search?.mode ?? 'none',
              r: search?.ranked ?? false,
            }
          : undefined;
      return {
        phones: await withFairPrices(shown, 'public'),
        pagination: {
          ...buildPagination(page, query.limit, count.total),
          hasNext,
          totalIsCapped: count.capped,
          nextCursor: next ? encodeCatalogueCursor(next) : null,
        },
      };
    };

    const typed = await toCatalogueSearch(db, query.search, 'exact');
    const exact = typed && (await withLastWordSpelled(db, typed));
    if (cursor) {
      const search = exact && (await searchOfMode(db, exact, cursor.m));
      return respond(db, search && { ...search, ranked: cursor.r }, { total: cursor.t, capped: cursor.c });
    }
    if (!exact) return respond(db, undefined, await countLive(db, { ...base }));
    const { search, count } = await answeringSearch(db, base, exact);
    return respond(db, search, count);
  }

  async function loadPhone(id: string, viewer: AuthUser | null): Promise<PhoneDto> {
    const row = isUuid(id) ? await repository.findListingById(db, id) : undefined;
    const view = row ? viewFor(row, viewer) : null;
    if (!row || !view) throw notFound(PHONE_MESSAGES.phoneNotFound);
    const [phone] = await withFairPrices([row], view);
    return phone ?? dto(row, view);
  }

  /**
   * The rows as answers with their model's fair price band and Good deal flag: one grouped query for
   * the whole page, never one per card (docs/decisions/066-fair-price-band.md).
   */
  async function withFairPrices(rows: repository.ListingWithSeller[], view: PhoneView): Promise<PhoneDto[]> {
    const bands = await findFairPriceBands(
      db,
      rows.map((row) => row.listing.modelKey),
    );
    return rows.map((row) => {
      const band = bands.get(row.listing.modelKey) ?? null;
      return { ...dto(row, view), fairPrice: band, goodDeal: isGoodDeal(row.listing.price, band) };
    });
  }

  return {
    /**
     * GET /phones: live listings only, filtered, sorted and paged (see loadPhones). A search waits for its
     * turn, or is refused (503) when too many are running and waiting.
     */
    listPhones: (query: PhonesQuery) => (query.search ? searchSlots.run(() => loadPhones(query)) : loadPhones(query)),

    /**
     * GET /phones/brand-counts: live listings of every brand of the list, in its order, 0 for a brand
     * with none; listings of a brand no longer on the list count under 'Other'.
     */
    async brandCounts(): Promise<BrandCountDto[]> {
      // Read from the live counts the writes keep (docs/decisions/079-live-counts-and-stored-price-bands.md):
      // one primary-key lookup per brand instead of counting the listings.
      const counts = await readLiveCounts(db, [liveCountKey({}), ...BRANDS.map((brand) => liveCountKey({ brand }))]);
      const listed = BRANDS.map((brand) => counts.get(liveCountKey({ brand })) ?? 0);
      const unlisted = Math.max(0, (counts.get(liveCountKey({})) ?? 0) - listed.reduce((a, b) => a + b, 0));
      return BRANDS.map((brand, index) => ({
        brand,
        count: (listed[index] ?? 0) + (brand === 'Other' ? unlisted : 0),
      }));
    },

    /** GET /phones/:id: approved listings to anyone; pending and rejected ones to their seller and admins. */
    getPhone: loadPhone,

    /** The details everyone but the listing's seller and admins see; null when the listing is not public. */
    async publicPhone(id: string): Promise<{ phone: PhoneDto; sellerId: string } | null> {
      const row = isUuid(id) ? await repository.findListingById(db, id) : undefined;
      if (!row || viewFor(row, null) !== 'public') return null;
      const [phone] = await withFairPrices([row], 'public');
      return { phone: phone ?? dto(row, 'public'), sellerId: row.listing.sellerId };
    },

    /** POST /phones: a seller's new listing, pending until an admin reviews it, announced to admins. */
    async createListing(user: AuthUser, upload: ListingUpload): Promise<PhoneDto> {
      if (user.role !== 'seller') throw forbidden(PHONE_MESSAGES.sellersOnlyCreate);
      const input = listingFieldsSchema.parse(upload.fields);
      const countProblem = imageCountError(upload.files.length, 'create');
      if (countProblem) throw badRequest(countProblem, { images: countProblem });
      const imei = input.imei ?? null;

      const { id, stored } = await withSavedImages(upload.files, (images) =>
        db.transaction(async (tx) => {
          const imeiDuplicate = imei ? await repository.imeiOnOtherListing(tx, imei) : false;
          const id = await repository.insertListing(tx, user.id, {
            title: input.title,
            brand: input.brand,
            condition: input.condition,
            price: input.price,
            originalPrice: input.originalPrice ?? null,
            description: input.description ?? '',
            location: input.location || null,
            district: input.district,
            specs: compactSpecs(input.specs ?? {}),
            images,
            stock: input.stock,
            imei,
          });
          const stored = await notifications.storeForAdmins(tx, {
            type: 'new_pending_listing',
            message: NOTIFICATION_MESSAGES.newListingPending(input.title),
            data: { phoneId: id, title: input.title, ...(imeiDuplicate ? { imeiDuplicate: true } : {}) },
          });
          return { id, stored };
        }),
      );
      notifications.deliver(stored);
      catalogueChanged();
      return reload(id, 'owner');
    },

    /**
     * PUT /phones/:id: the owner's edit. Kept plus new images stay between 1 and 6; any edit sends the
     * listing back to pending, so nothing changes on a live listing unreviewed, and tells admins it
     * needs re-review.
     */
    async updateListing(user: AuthUser, id: string, upload: ListingUpload): Promise<PhoneDto> {
      const current = await findOwnedOrThrow(user, id, EDIT_OWN_LISTINGS_MESSAGE);
      const { listing } = current;
      if (isSold(listing)) throw conflict(SOLD_LISTING_NOT_EDITABLE_MESSAGE);
      const input = updateListingSchema.parse(upload.fields);

      // Multipart names the kept images in existingImages; a JSON edit in images. Neither keeps them all.
      const keepList = upload.multipart ? input.existingImages : (input.images ?? input.existingImages);
      const kept = keepList ? keptImages(listing.images, keepList) : listing.images;
      const countProblem = imageCountError(kept.length + upload.files.length, 'edit');
      if (countProblem) throw badRequest(countProblem, { images: countProblem });

      const originalPrice = input.originalPrice === undefined ? listing.originalPrice : input.originalPrice;
      if (originalPrice !== null && originalPrice < input.price) {
        throw badRequest(ORIGINAL_PRICE_BELOW_PRICE_MESSAGE, { originalPrice: ORIGINAL_PRICE_BELOW_PRICE_MESSAGE });
      }
      const imei = input.imei === undefined ? listing.imei : input.imei;

      const stored = await withSavedImages(upload.files, (added) =>
        db.transaction(async (tx) => {
          const imeiDuplicate = imei ? await repository.imeiOnOtherListing(tx, imei, id) : false;
          await repository.updateListingForReview(tx, id, {
            title: input.title,
            brand: input.brand,
            condition: input.condition,
            price: input.price,
            originalPrice,
            description: input.description ?? listing.description,
            location: input.location === undefined ? listing.location : input.location || null,
            district: input.district ?? listing.district,
            specs: mergeSpecs(listing.specs, input.specs),
            images: [...kept, ...added],
            stock: input.stock ?? listing.stock,
            imei,
          });
          return notifications.storeForAdmins(tx, {
            type: 'listing_updated_pending',
            message: NOTIFICATION_MESSAGES.updatedListingPending(input.title),
            data: { phoneId: id, title: input.title, ...(imeiDuplicate ? { imeiDuplicate: true } : {}) },
          });
        }),
      );
      const keptNames = new Set(kept.map((image) => image.name));
      await imageStore.removeUnlessShown(
        listing.images.filter((image) => !keptNames.has(image.name)),
        await imageStore.shownByOrders(db, id),
      );
      notifications.deliver(stored);
      catalogueChanged();
      return reload(id, 'owner');
    },

    /** DELETE /phones/:id: the owner removes a listing and its image files (orders keep theirs). */
    async deleteListing(user: AuthUser, id: string): Promise<void> {
      const { listing } = await findOwnedOrThrow(user, id, DELETE_OWN_LISTINGS_MESSAGE);
      const shownByOrders = await imageStore.shownByOrders(db, id);
      await repository.removeListing(db, id);
      await imageStore.removeUnlessShown(listing.images, shownByOrders);
      catalogueChanged();
    },

    /**
     * PUT /phones/:id/sold: after a meet-up sale the seller takes a live listing off sale
     * (docs/decisions/025-seller-marks-listing-sold.md).
     */
    async markSold(user: AuthUser, id: string): Promise<PhoneDto> {
      await findOwnedOrThrow(user, id, SOLD_OWN_LISTINGS_MESSAGE);
      if (!(await repository.markListingSold(db, id))) throw conflict(ONLY_LIVE_CAN_BE_SOLD_MESSAGE);
      catalogueChanged();
      return reload(id, 'owner');
    },

    /** GET /users/my-listings: the seller's own listings with review notes and the status counts. */
    async myListings(
      user: AuthUser,
      query: MyListingsQuery,
    ): Promise<{ listings: PhoneDto[]; counts: ListingStatusCounts; pagination: Pagination }> {
      const [rows, counts] = await Promise.all([
        repository.listSellerListings(db, user.id, query.status, query.limit, pageOffset(query.page, query.limit)),
        repository.countSellerListings(db, user.id),
      ]);
      const filteredTotal = query.status === 'all' ? counts.total : counts[statusCountKey(query.status)];
      return {
        listings: rows.map((row) => dto(row, 'owner')),
        counts,
        pagination: buildPagination(query.page, query.limit, filteredTotal),
      };
    },

    /**
     * GET /phones/fair-price: the live band of the model a seller is typing (brand, title, storage),
     * so the form can warn about a price far below it. Kept like the other public answers (phones.routes.ts).
     */
    async fairPrice(query: FairPriceQuery): Promise<FairPriceDto> {
      return { band: await findFairPriceBandFor(db, query) };
    },

    /** GET /phones/price-guide: the price band of approved listings of the same model (see guidePricesForModel). */
    async priceGuide(title: string): Promise<PriceGuide> {
      const guide = priceGuideSearch(title);
      if (!guide) throw badRequest(PRICE_GUIDE_TITLE_MESSAGE, { title: PRICE_GUIDE_TITLE_MESSAGE });
      const { model } = guide;
      const prices = await repository.guidePrices(db, guide.tsquery, guide.excluded);
      const count = prices.reduce((sum, { listings }) => sum + listings, 0);
      if (count < PRICE_GUIDE_MIN_LISTINGS) return { model, low: null, median: null, high: null, count };
      const quartile = (fraction: number) => Math.round(percentileOfCounts(prices, fraction) ?? 0);
      return { model, low: quartile(0.25), median: quartile(0.5), high: quartile(0.75), count };
    },
  };
}

export type PhonesService = ReturnType<typeof createPhonesService>;

function statusCountKey(filter: Exclude<MyListingsQuery['status'], 'all'>): keyof ListingStatusCounts {
  return filter === 'live' ? 'approved' : filter;
}

/** The listing's images named in the keep list, in the list's order; an unknown name is refused. */
function keptImages(current: readonly StoredImage[], keepList: readonly string[]): StoredImage[] {
  const byName = new Map(current.map((image) => [image.name, image]));
  const kept: StoredImage[] = [];
  for (const entry of keepList) {
    const image = byName.get(phoneImageName(entry));
    if (!image) throw badRequest(UNKNOWN_EXISTING_IMAGE_MESSAGE, { existingImages: UNKNOWN_EXISTING_IMAGE_MESSAGE });
    if (!kept.includes(image)) kept.push(image);
  }
  return kept;
}
