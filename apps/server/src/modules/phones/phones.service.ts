import { buildPagination, pageOffset, type Pagination } from '@phonekade/shared/common/id.schemas';
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
import type { FairPriceDto, ListingStatusCounts, PhoneDto, PriceGuide } from '@phonekade/shared/phones/phone.types';
import { compactSpecs, mergeSpecs } from '@phonekade/shared/phones/specs';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { StoredImage } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { CatalogueChanges } from '../../lib/catalogue-changes.ts';
import { encodeWebp, newImageName } from '../../lib/images.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import { toPhoneDto, type PhoneView } from './phone-dto.ts';
import { createPhoneImages, PHONE_IMAGE_WIDTHS, phoneImageName } from './phone-images.ts';
import { findFairPriceBandFor, findFairPriceBands } from './fair-price-bands.ts';
import * as repository from './phones.repository.ts';
import { createTtlCache } from './ttl-cache.ts';
import type { ListingUpload, UploadedImage } from './phones.upload.ts';

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

// Counting every match of a broad browse query is the costly part of a page (it reads every live
// listing); a large total is kept for a few seconds, while a small one (cheap) is always exact.
const COUNT_CACHE_MIN_TOTAL = 1000;
const COUNT_CACHE_TTL_MS = 10_000;
const CACHE_MAX_KEYS = 1000;
// Up to this many search matches are ranked by relevance (see listPhones).
export const RANKED_SEARCH_MAX = 2000;

// Price guide (docs/decisions/028-price-guide.md): a band needs a few listings to mean anything.
const PRICE_GUIDE_MIN_LISTINGS = 3;
// Words that make a different model ('iPhone 13' vs 'iPhone 13 Pro'): a guide for one must not mix in the other.
const MODEL_VARIANT_WORDS = [
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
// Words that do not change the model: storage, colours, condition words.
const NOT_MODEL_WORD =
  /^(\d+(gb|tb)|gb|tb|used|new|excellent|good|fair|condition|black|white|blue|red|green|gold|silver|gray|grey|purple|pink|yellow|midnight|starlight|graphite|titanium|natural|color|colour)$/;

/** Words of a search as people type them, lower-cased: letters and digits only, at most 8. */
function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

/** The search as the repository needs it, or undefined when it has no words at all ('!!!'). */
export function toCatalogueSearch(
  text: string | undefined,
  mode: repository.CatalogueSearch['mode'] = 'exact',
  ranked = true,
): repository.CatalogueSearch | undefined {
  const words = text ? searchWords(text) : [];
  if (words.length === 0) return undefined;
  return { text: words.join(' '), tsquery: words.map((word) => `${word}:*`).join(' & '), mode, ranked };
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
   * How long a guest's catalogue page or phone details may be answered from memory (0: never).
   * Public pages are the same for every guest and most of the traffic; a second of staleness
   * (cleared at once by any change of the catalogue, on any instance) turns a burst of identical
   * requests into one query.
   */
  publicCacheMs?: number;
  /** Tells every instance the catalogue changed, and clears this service's caches when it did. */
  catalogueChanges: CatalogueChanges;
}

export function createPhonesService({
  db,
  notifications,
  storage,
  imageBaseUrl,
  log,
  publicCacheMs = 0,
  catalogueChanges,
}: PhonesServiceDeps) {
  const imageStore = createPhoneImages(storage, log);
  const dto = (row: repository.ListingWithSeller, view: PhoneView) => toPhoneDto(row, view, imageBaseUrl);
  const counts = createTtlCache<number>(COUNT_CACHE_TTL_MS, CACHE_MAX_KEYS);
  const publicPages = createTtlCache<unknown>(publicCacheMs, CACHE_MAX_KEYS);
  catalogueChanges.onCatalogueChange(() => {
    counts.clear();
    publicPages.clear();
  });
  const { catalogueChanged } = catalogueChanges;

  function countLive(filters: repository.CatalogueFilters, run: DbOrTx): Promise<number> {
    const { search, ...rest } = filters;
    const key = JSON.stringify({ ...rest, search: search && { text: search.text, mode: search.mode } });
    return counts.getOrLoad(
      key,
      () => repository.countLiveListings(run, filters),
      (total) => total >= COUNT_CACHE_MIN_TOTAL,
    );
  }

  async function findOwnedOrThrow(user: AuthUser, id: string, notOwnerMessage: string) {
    const row = isUuid(id) ? await repository.findListingById(db, id) : undefined;
    if (!row) throw notFound(PHONE_MESSAGES.listingNotFound);
    if (row.listing.sellerId !== user.id) throw forbidden(notOwnerMessage);
    return row;
  }

  async function encodeImages(files: readonly UploadedImage[]) {
    const encoded = [];
    for (const file of files) {
      encoded.push(
        await encodeWebp(file.buffer, {
          maxSide: FULL_IMAGE_MAX_SIDE,
          thumbSide: THUMB_MAX_SIDE,
          variantWidths: PHONE_IMAGE_WIDTHS,
          notImageMessage: ONLY_IMAGES_MESSAGE,
        }),
      );
    }
    return encoded;
  }

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
   * Search: the words as typed first (full text, prefixes allowed); only when that finds nothing,
   * the typo-tolerant trigram match (docs/decisions/012-full-text-search-with-trigram-fallback.md:
   * 'iphnoe 13' finds the iPhone 13s, and 'iphone 13' is not drowned in every other iPhone). With the
   * default sort the matches are ranked by relevance, unless there are more than RANKED_SEARCH_MAX of
   * them: a search that broad ('samsung') matches its words in nearly every result's title, so ranking
   * would only cost time and the featured order, read straight from its index, is kept.
   */
  async function loadPhones(query: PhonesQuery): Promise<{ phones: PhoneDto[]; pagination: Pagination }> {
    const base = {
      sellerId: query.sellerId,
      brand: query.brand,
      condition: query.condition,
      minPrice: query.minPrice,
      maxPrice: query.maxPrice,
    };
    const page = (filters: repository.CatalogueFilters) => ({
      filters,
      sort: query.sort,
      order: query.order,
      limit: query.limit,
      offset: pageOffset(query.page, query.limit),
    });
    const respond = async (rows: repository.ListingWithSeller[], total: number) => ({
      phones: await withFairPrices(rows, 'public'),
      pagination: buildPagination(query.page, query.limit, total),
    });
    const listPage = query.sort === 'best_deal' ? repository.listBestDeals : repository.listLiveListings;

    const exact = toCatalogueSearch(query.search, 'exact');
    if (!exact) {
      const filters = { ...base };
      const [rows, total] = await Promise.all([listPage(db, page(filters)), countLive(filters, db)]);
      return respond(rows, total);
    }
    const exactTotal = await countLive({ ...base, search: exact }, db);
    if (exactTotal > 0) {
      const filters = { ...base, search: { ...exact, ranked: exactTotal <= RANKED_SEARCH_MAX } };
      return respond(await listPage(db, page(filters)), exactTotal);
    }
    return repository.withSearchSettings(db, async (tx) => {
      const typo = { ...exact, mode: 'typo' as const };
      const total = await countLive({ ...base, search: typo }, tx);
      const filters = { ...base, search: { ...typo, ranked: total <= RANKED_SEARCH_MAX } };
      return respond(total > 0 ? await listPage(tx, page(filters)) : [], total);
    });
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
    /** GET /phones: live listings only, filtered, sorted and paged (see loadPhones). */
    listPhones(query: PhonesQuery): Promise<{ phones: PhoneDto[]; pagination: Pagination }> {
      return publicPages.getOrLoad(`list:${JSON.stringify(query)}`, () => loadPhones(query)) as ReturnType<
        typeof loadPhones
      >;
    },

    /** GET /phones/:id: approved listings to anyone; pending and rejected ones to their seller and admins. */
    getPhone(id: string, viewer: AuthUser | null): Promise<PhoneDto> {
      if (viewer) return loadPhone(id, viewer);
      return publicPages.getOrLoad(`phone:${id}`, () => loadPhone(id, null)) as Promise<PhoneDto>;
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
            specs: compactSpecs(input.specs ?? {}),
            images,
            stock: input.stock,
            imei,
          });
          const stored = await notifications.storeForAdmins(tx, {
            type: 'new_pending_listing',
            message: `New listing "${input.title}" needs review`,
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
            specs: mergeSpecs(listing.specs, input.specs),
            images: [...kept, ...added],
            stock: input.stock ?? listing.stock,
            imei,
          });
          return notifications.storeForAdmins(tx, {
            type: 'listing_updated_pending',
            message: `Updated listing "${input.title}" needs review`,
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
     * so the form can warn about a price far below it. Cached like the other public answers.
     */
    fairPrice(query: FairPriceQuery): Promise<FairPriceDto> {
      return publicPages.getOrLoad(`fair:${JSON.stringify(query)}`, async () => ({
        band: await findFairPriceBandFor(db, query),
      })) as Promise<FairPriceDto>;
    },

    /** GET /phones/price-guide: the price band of approved listings of the same model (see priceBandForModel). */
    async priceGuide(title: string): Promise<PriceGuide> {
      const words = searchWords(title).filter((word) => !NOT_MODEL_WORD.test(word));
      if (words.length === 0) throw badRequest(PRICE_GUIDE_TITLE_MESSAGE, { title: PRICE_GUIDE_TITLE_MESSAGE });
      const model = words.join(' ');
      const excluded = MODEL_VARIANT_WORDS.filter((word) => !words.includes(word));
      const band = await repository.priceBandForModel(db, words.join(' & '), excluded);
      const count = band?.count ?? 0;
      if (!band || count < PRICE_GUIDE_MIN_LISTINGS) return { model, low: null, median: null, high: null, count };
      const round = (value: number | null) => (value === null ? null : Math.round(Number(value)));
      return { model, low: round(band.low), median: round(band.median), high: round(band.high), count };
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
