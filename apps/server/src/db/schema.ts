import type { FavoriteAction } from '@phonekade/shared/constants/catalog';
import type { Language } from '@phonekade/shared/i18n/language';
import type { ReportAction, ReportReason } from '@phonekade/shared/reports/report.schemas';
import type { DisputeReason, DisputeStatus } from '@phonekade/shared/orders/dispute';
import type { PaymentActor, PaymentMethod, PaymentState } from '@phonekade/shared/orders/order-status';
import type { DeliveryAddressDto } from '@phonekade/shared/orders/order.types';
import type { PhoneSpecs } from '@phonekade/shared/phones/phone.types';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { modelKeySql } from './model-key.ts';

// Columns are camelCase in TypeScript and snake_case in PostgreSQL (casing: 'snake_case' in client and drizzle.config).

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export type Role = 'buyer' | 'seller' | 'admin';
export type ListingStatus = 'pending' | 'approved' | 'rejected';
export type OrderStatus = 'pending' | 'confirmed' | 'dispatched' | 'delivered' | 'cancelled';
export type PaymentStatus = 'authorized' | 'captured' | 'voided';
export type AdminActionKind = 'approve' | 'reject' | 'batch_approve' | 'delete';

// The JSON columns hold exactly what the API contract in the shared package describes.
export type ListingSpecs = PhoneSpecs;

/**
 * A stored image: `phones/<name>.webp`, `phones/<name>-thumb.webp` and, for each of `variantWidths`,
 * `phones/<name>-<width>w.webp` (images stored before those copies existed have no `variantWidths`).
 */
export interface StoredImage {
  name: string;
  width: number;
  height: number;
  variantWidths?: number[];
}

export type DeliveryAddress = DeliveryAddressDto;

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    name: text().notNull(),
    phone: text(),
    role: text().$type<Role>().notNull().default('buyer'),
    gender: text(),
    dateOfBirth: date({ mode: 'string' }),
    location: text(),
    favoriteBrand: text(),
    instagram: text(),
    twitter: text(),
    facebook: text(),
    linkedin: text(),
    profilePicture: text(),
    businessType: text(),
    businessDescription: text(),
    responseTime: text(),
    // Aggregates of `reviews`, kept in step by the reviews service; never typed in
    // (docs/decisions/027-ratings-from-delivered-orders.md).
    rating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    // Bumped on password reset and logout-everywhere; a token carrying an older version is refused.
    tokenVersion: integer().notNull().default(0),
    // Set while an admin has suspended the account (docs/decisions/041-suspending-an-account.md).
    suspendedAt: timestamp({ withTimezone: true, mode: 'date' }),
    suspensionReason: text(),
    // The median minutes from a buyer's first message to this seller's first reply, once at least three
    // conversations are answered; kept by the conversations service (docs/decisions/063-reply-time-median.md).
    replyMedianMinutes: integer(),
    // The language the person reads: their e-mails and stored notifications are written in it
    // (docs/decisions/060-mail-in-the-accounts-language.md).
    language: text().$type<Language>().notNull().default('en'),
    // The seller's 'I accept cash on delivery' switch; null until they set it, when the default
    // follows the seller's kind (docs/decisions/072-cash-on-delivery-and-held-payments.md).
    acceptsCashOnDelivery: boolean(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.role),
    check('users_role_check', sql`${t.role} in ('buyer', 'seller', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'si', 'ta')`),
  ],
);

// The live condition of modules/phones/listing-visibility.ts (isLiveListing), as the catalogue indexes' predicate.
const liveListing = sql`"status" = 'approved' and "is_available" = true and "seller_suspended" = false`;

export const listings = pgTable(
  'listings',
  {
    id: uuid().primaryKey().defaultRandom(),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    brand: text().notNull(),
    condition: text().notNull().default('Excellent'),
    price: integer().notNull(),
    originalPrice: integer(),
    description: text().notNull().default(''),
    location: text(),
    // One of the 25 district names; null on listings older than the district filter
    // (docs/decisions/075-district-filter-and-brand-counts.md).
    district: text(),
    specs: jsonb().$type<ListingSpecs>().notNull().default({}),
    images: jsonb().$type<StoredImage[]>().notNull().default([]),
    stock: integer().notNull().default(1),
    // The API's isAvailable: a listing is available while it has stock
    // (docs/decisions/023-listing-stock-and-availability.md).
    isAvailable: boolean()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`${listings.stock} > 0`),
    // Never shown publicly (docs/decisions/026-imei-check.md).
    imei: text(),
    // The seller is suspended: the listing is out of the catalogue whatever its status, until lifted.
    sellerSuspended: boolean().notNull().default(false),
    // The seller's rating and review count (users.rating, users.reviewCount), copied by triggers so the
    // 'rating' sort reads one index instead of sorting every live listing with its seller
    // (docs/decisions/087-every-sort-from-an-index.md). Never shown from here: answers read the seller's.
    sellerRating: real().notNull().default(0),
    sellerReviewCount: integer().notNull().default(0),
    status: text().$type<ListingStatus>().notNull().default('pending'),
    adminNotes: text(),
    rejectionReason: text(),
    approvedAt: timestamp({ withTimezone: true, mode: 'date' }),
    approvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    // The price as last approved: re-approving at another price tells the people watching the phone
    // (docs/decisions/047-one-list-of-realtime-events.md).
    livePrice: integer(),
    // The live price before the last drop and when it dropped: cards say 'Price dropped' for a week
    // (docs/decisions/071-price-drop-alerts-and-digest.md). Cleared when the price goes up again.
    previousPrice: integer(),
    priceDroppedAt: timestamp({ withTimezone: true, mode: 'date' }),
    rejectedAt: timestamp({ withTimezone: true, mode: 'date' }),
    rejectedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    viewCount: integer().notNull().default(0),
    // The words of title, brand, description and specs. A hyphen, slash, dot, at or colon parts words, as
    // it does in a search's words: the parser alone reads 'iPhone-13' as 'iphone' and '-13', '8/128' and
    // '3.4' as one token each (docs/decisions/084-search-counts-from-model-counts.md).
    searchVector: tsvector().generatedAlwaysAs(
      (): SQL => sql`to_tsvector('simple'::regconfig, regexp_replace(
        coalesce(${listings.title}, '') || ' ' || coalesce(${listings.brand}, '') || ' ' ||
        coalesce(${listings.description}, '') || ' ' ||
        coalesce(${listings.specs}->>'processor', '') || ' ' || coalesce(${listings.specs}->>'ram', '') || ' ' ||
        coalesce(${listings.specs}->>'storage', '') || ' ' || coalesce(${listings.specs}->>'camera', '') || ' ' ||
        coalesce(${listings.specs}->>'color', '') || ' ' || coalesce(${listings.specs}->>'os', ''),
        '[-/.@:]', ' ', 'g'))`,
    ),
    // Short text for typo-tolerant matching with pg_trgm ('iphnoe 13', 'samsng').
    searchName: text()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${listings.brand} || ' ' || ${listings.title})`),
    // The 'featured' sort key (phones.repository.ts): the posting time moved forward by what makes a
    // listing worth showing first (a checked IMEI, a real discount, several photos). A time-invariant
    // key, so it can be indexed and pages stay stable; UTC timestamp because timestamptz arithmetic
    // is not immutable.
    featuredAt: timestamp({ mode: 'date' })
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`(${listings.createdAt} at time zone 'UTC') + interval '1 hour' * (
          (case when ${listings.imei} is not null then 48 else 0 end)
          + (case when ${listings.originalPrice} > ${listings.price}
              then least(72, 144.0 * (${listings.originalPrice} - ${listings.price}) / ${listings.originalPrice}) else 0 end)
          + (case when jsonb_array_length(${listings.images}) >= 3 then 12 else 0 end))`,
      ),
    // Brand, model and storage as one key, for the fair price band (db/model-key.ts,
    // docs/decisions/066-fair-price-band.md).
    modelKey: text()
      .notNull()
      .generatedAlwaysAs((): SQL => modelKeySql(listings.brand, listings.title, sql`${listings.specs}->>'storage'`)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listings_model_price_idx').on(t.modelKey, t.status, t.isAvailable, t.price),
    // The live prices of a model in order, for computing its band again after a write (migration
    // catalogue_counts_and_price_bands), and its phones in Best Deal order (listBestDeals): read from the
    // index alone. The condition, after the id, orders nothing: Best Deal of one condition filters on it
    // without reading each row (docs/decisions/088-offset-paging-reach.md).
    index('listings_live_model_price_idx')
      .on(t.modelKey, t.price, t.featuredAt.desc(), t.id.desc().nullsFirst(), t.condition)
      .where(liveListing),
    // One index per catalogue sort, in the sort's exact order with the id tie-break, so a page (and a
    // keyset cursor's next page) is read straight from it (docs/decisions/050-capped-counts-and-keyset-cursor.md).
    // Partial on the live condition, written as isLiveListing writes it, so a capped count is an
    // index-only scan and no row outside the catalogue is read (docs/decisions/074-live-partial-indexes-and-early-answers.md).
    index('listings_live_created_idx').on(t.createdAt.desc(), t.id.desc().nullsFirst()).where(liveListing),
    index('listings_live_price_idx').on(t.price, t.createdAt.desc(), t.id.desc().nullsFirst()).where(liveListing),
    index('listings_live_price_high_idx')
      .on(t.price.desc().nullsFirst(), t.createdAt.desc(), t.id.desc().nullsFirst())
      .where(liveListing),
    index('listings_live_featured_idx').on(t.featuredAt.desc(), t.id.desc().nullsFirst()).where(liveListing),
    index('listings_live_brand_price_idx')
      .on(t.brand, t.price, t.createdAt.desc(), t.id.desc().nullsFirst())
      .where(liveListing),
    index('listings_live_district_price_idx')
      .on(t.district, t.price, t.createdAt.desc(), t.id.desc().nullsFirst())
      .where(liveListing),
    index('listings_live_rating_idx')
      .on(
        t.sellerRating.desc().nullsFirst(),
        t.sellerReviewCount.desc().nullsFirst(),
        t.createdAt.desc(),
        t.id.desc().nullsFirst(),
      )
      .where(liveListing),
    // A brand in a district or province ('Samsung in Kandy'): neither index above narrows both.
    index('listings_live_brand_district_price_idx').on(t.brand, t.district, t.price).where(liveListing),
    index('listings_live_search_idx').using('gin', t.searchVector).where(liveListing),
    index('listings_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('listings_search_idx').using('gin', t.searchVector),
    index('listings_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('listings_imei_idx').on(t.imei),
    check('listings_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('listings_price_check', sql`${t.price} > 0`),
    check('listings_stock_check', sql`${t.stock} >= 0`),
  ],
);

// Kept by statement triggers on listings (migration catalogue_counts_and_price_bands), in the writing
// transaction, so they are exact at every commit (docs/decisions/079-live-counts-and-stored-price-bands.md).
// How many live listings match a common filter: 'all', and 'brand:<brand>' for each brand.
export const catalogueCounts = pgTable('catalogue_counts', {
  filter: text().primaryKey(),
  live: integer().notNull().default(0),
});

// Each model key's fair price band over its live listings (docs/decisions/066-fair-price-band.md): a row
// for every key with at least one live listing; readers ask for FAIR_PRICE_MIN_LISTINGS.
export const modelPriceBands = pgTable(
  'model_price_bands',
  {
    modelKey: text().primaryKey(),
    low: doublePrecision().notNull(),
    median: doublePrecision().notNull(),
    high: doublePrecision().notNull(),
    // How many live listings have the key.
    count: integer().notNull(),
    // The key's brand and model words, its storage left out: a search's words matched against them tell how
    // many listings it finds at least (docs/decisions/084-search-counts-from-model-counts.md).
    words: tsvector()
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, split_part(${modelPriceBands.modelKey}, '|', 1) || ' ' || split_part(${modelPriceBands.modelKey}, '|', 2))`,
      ),
  },
  (t) => [index('model_price_bands_words_idx').using('gin', t.words)],
);

// The price guide's prices (docs/decisions/028-price-guide.md): how many approved listings, sold ones
// included, each model asks each price for. The model is the listing's brand and model words (its model key
// without the storage), so a guide reads the few hundred prices of the models its words name instead of
// every listing of them. Kept by statement triggers on listings (migration 0019,
// docs/decisions/082-price-guide-from-stored-prices.md).
export const modelGuidePrices = pgTable(
  'model_guide_prices',
  {
    model: text().notNull(),
    price: integer().notNull(),
    listings: integer().notNull(),
    // The model's words, matched against the guide's words.
    words: tsvector()
      .notNull()
      .generatedAlwaysAs((): SQL => sql`to_tsvector('simple'::regconfig, ${modelGuidePrices.model})`),
  },
  (t) => [primaryKey({ columns: [t.model, t.price] }), index('model_guide_prices_words_idx').using('gin', t.words)],
);

// Every word of the listings' brands and titles, kept by a trigger on listings (migration 0006) and never
// removed: a mistyped search word is corrected to the nearest of these ('iphnoe' to 'iphone'), then searched
// as full text (docs/decisions/012-full-text-search-with-trigram-fallback.md).
export const catalogueWords = pgTable('catalogue_words', { word: text().primaryKey() }, (t) => [
  index('catalogue_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

// Every word (lexeme) any listing's search vector has had, kept by a trigger on listings (migration 0022) and
// never removed. A search word no entry starts with is in no listing, so the search finds nothing, proved by
// one probe of this index instead of reading the listings' search index
// (docs/decisions/086-listed-words-prove-a-search-empty.md). A migration that changes how the search vector
// is made must add the words it makes.
export const listedWords = pgTable('listed_words', { word: text().notNull() }, (t) => [
  // Byte order, so a prefix (LIKE 'iphn%') is one range of the index.
  uniqueIndex('listed_words_word_idx').on(t.word.op('text_pattern_ops')),
]);

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    quantity: integer().notNull().default(1),
    // The price when added, so the cart can say when it has changed since.
    priceAtAdd: integer().notNull(),
    addedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_listing_unique').on(t.userId, t.listingId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] })],
);

/** Every favourites change as the person made it (docs/decisions/048-favourites-actions.md). */
export const favoriteActions = pgTable(
  'favorite_actions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text().$type<FavoriteAction>().notNull(),
    // The listings it touched; kept as ids so the log outlives a deleted listing.
    listingIds: uuid().array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('favorite_actions_user_idx').on(t.userId, t.createdAt.desc()),
    check(
      'favorite_actions_action_check',
      sql`${t.action} in ('added', 'removed', 'cleared', 'bulk_added', 'bulk_removed')`,
    ),
  ],
);

export const paymentAuthorizations = pgTable(
  'payment_authorizations',
  {
    transactionId: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    cardLast4: text().notNull(),
    status: text().$type<PaymentStatus>().notNull().default('authorized'),
    orderId: uuid(),
    // What was captured: the order's total less items cancelled before capture.
    capturedAmount: integer(),
    createdAt: createdAt(),
    capturedAt: timestamp({ withTimezone: true, mode: 'date' }),
    voidedAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('payment_status_check', sql`${t.status} in ('authorized', 'captured', 'voided')`),
    // The expiry sweep looks only at authorisations still held, oldest first.
    index('payment_authorizations_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'authorized'`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderNumber: text().notNull().unique(),
    // 'PK-7F3K-29', read out by people, drawn by the database function short_order_number() as the
    // order is inserted (docs/decisions/072-cash-on-delivery-and-held-payments.md).
    shortNumber: text()
      .notNull()
      .unique()
      .default(sql`short_order_number()`),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<OrderStatus>().notNull().default('pending'),
    deliveryAddress: jsonb().$type<DeliveryAddress>().notNull(),
    courierType: text().notNull(),
    subtotal: integer().notNull(),
    shippingCost: integer().notNull(),
    totalAmount: integer().notNull(),
    // Null for cash on delivery.
    transactionId: text()
      .unique()
      .references(() => paymentAuthorizations.transactionId),
    paymentMethod: text().$type<PaymentMethod>().notNull().default('card'),
    paymentGateway: text().notNull().default('sandbox'),
    cardLast4: text(),
    // Where the money is, apart from the delivery status (packages/shared/src/orders/order-status.ts).
    paymentStatus: text().$type<PaymentState>().notNull().default('captured'),
    // When every item still going ahead was delivered, and when a held payment is then captured
    // unless disputed; the capture sweep reads captureDueAt.
    deliveredAt: timestamp({ withTimezone: true, mode: 'date' }),
    captureDueAt: timestamp({ withTimezone: true, mode: 'date' }),
    // Copies of the confirmation e-mail the buyer asked for; capped so the call cannot be used to
    // send mail from our domain over and over.
    confirmationMailCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    check('orders_status_check', sql`${t.status} in ('pending', 'confirmed', 'dispatched', 'delivered', 'cancelled')`),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('held', 'captured', 'voided', 'cod_due', 'cod_collected', 'cod_cancelled')`,
    ),
    check(
      'orders_payment_method_check',
      sql`(${t.paymentMethod} = 'card' and ${t.transactionId} is not null and ${t.cardLast4} is not null) or (${t.paymentMethod} = 'cod' and ${t.transactionId} is null)`,
    ),
    // The capture sweep looks only at held payments, soonest due first.
    index('orders_capture_due_idx')
      .on(t.captureDueAt)
      .where(sql`${t.paymentStatus} = 'held'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Kept when the listing is later deleted: the order still names what was bought.
    listingId: uuid().references(() => listings.id, { onDelete: 'set null' }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    image: text(),
    price: integer().notNull(),
    quantity: integer().notNull(),
    // Each seller fulfils their own items; orders.status is derived from these
    // (docs/decisions/011-per-seller-fulfilment.md).
    status: text().$type<OrderStatus>().notNull().default('pending'),
    // The courier's tracking number, given when the seller dispatched these items.
    trackingNumber: text(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_seller_idx').on(t.sellerId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_items_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'dispatched', 'delivered', 'cancelled')`,
    ),
  ],
);

/** One dispute per order, opened by the buyer, decided by an admin (docs/decisions/073-disputes-cancellation-and-tracking.md). */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().$type<DisputeReason>().notNull(),
    note: text().notNull(),
    /** The buyer's photos, stored like listing photos under 'disputes/'. */
    images: jsonb().$type<StoredImage[]>().notNull().default([]),
    status: text().$type<DisputeStatus>().notNull().default('open'),
    resolutionNote: text(),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('disputes_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    check('disputes_reason_check', sql`${t.reason} in ('not_as_described', 'not_received')`),
    check('disputes_status_check', sql`${t.status} in ('open', 'refunded', 'released')`),
  ],
);

/**
 * The audit trail of every move of an order's money and of its disputes: who (null for the server's
 * own sweep), in which role, from and to which payment state, and why.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorRole: text().$type<PaymentActor>().notNull(),
    action: text().notNull(),
    fromStatus: text().$type<PaymentState>(),
    toStatus: text().$type<PaymentState>(),
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_order_idx').on(t.orderId, t.createdAt)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer().notNull(),
    comment: text().notNull().default(''),
    // The reviewed seller's one public answer (docs/decisions/040-seller-pages-and-review-replies.md).
    reply: text(),
    repliedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // The buyer's last edit, within 30 days of writing (docs/decisions/065-review-edit-and-hide.md).
    editedAt: timestamp({ withTimezone: true, mode: 'date' }),
    // Set while an admin hides the review: it leaves the seller's rating, count and page.
    hiddenAt: timestamp({ withTimezone: true, mode: 'date' }),
    hiddenReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_order_seller_unique').on(t.orderId, t.sellerId),
    index('reviews_seller_idx').on(t.sellerId, t.createdAt.desc()),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The real-time event name the web app listens for (listing_approved, new_order ...).
    type: text().notNull(),
    message: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    readAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc())],
);

export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer().notNull().default(0),
    usedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt.desc())],
);

// Tokens ended by logout before their expiry. A row is needed only while its token could still be
// accepted, so it carries the token's own expiry and is deleted after that.
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    // The token's `jti`.
    tokenId: uuid().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt), index('revoked_tokens_user_idx').on(t.userId)],
);

export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid().primaryKey().defaultRandom(),
    adminId: uuid().references(() => users.id, { onDelete: 'set null' }),
    // No foreign key: the trail outlives a deleted listing, so it keeps the title too.
    listingId: uuid().notNull(),
    listingTitle: text().notNull(),
    action: text().$type<AdminActionKind>().notNull(),
    reason: text(),
    notes: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_actions_created_idx').on(t.createdAt.desc()),
    index('admin_actions_action_idx').on(t.action, t.createdAt.desc()),
  ],
);

/** The audit trail of suspending and restoring accounts. */
export const accountSuspensions = pgTable(
  'account_suspensions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().$type<'suspend' | 'unsuspend'>().notNull(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('account_suspensions_user_idx').on(t.userId, t.createdAt.desc()),
    check('account_suspensions_action_check', sql`${t.action} in ('suspend', 'unsuspend')`),
  ],
);

/** The audit trail of hiding and showing reviews (docs/decisions/065-review-edit-and-hide.md). */
export const reviewModerations = pgTable(
  'review_moderations',
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewId: uuid()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    adminId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().$type<'hide' | 'unhide'>().notNull(),
    reason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('review_moderations_review_idx').on(t.reviewId, t.createdAt.desc()),
    check('review_moderations_action_check', sql`${t.action} in ('hide', 'unhide')`),
  ],
);

/**
 * People's reports of listings and how an admin resolved each (docs/decisions/064-listing-reports.md).
 * No foreign key to the listing: a report and its resolution outlive a removed listing, so the title
 * is kept too.
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid().notNull(),
    listingTitle: text().notNull(),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporterId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text().$type<ReportReason>().notNull(),
    details: text().notNull().default(''),
    // Null while open; the resolution is the audit: who, when, what and why.
    resolvedAt: timestamp({ withTimezone: true, mode: 'date' }),
    resolvedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    resolution: text().$type<ReportAction>(),
    resolutionNote: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('listing_reports_listing_reporter_unique').on(t.listingId, t.reporterId),
    index('listing_reports_open_idx')
      .on(t.createdAt.desc())
      .where(sql`${t.resolvedAt} is null`),
    index('listing_reports_reporter_idx').on(t.reporterId, t.createdAt.desc()),
    index('listing_reports_seller_idx').on(t.sellerId, t.createdAt.desc()),
    check('listing_reports_reason_check', sql`${t.reason} in ('scam', 'stolen', 'wrong_info', 'duplicate', 'other')`),
    check(
      'listing_reports_resolution_check',
      sql`${t.resolution} is null or ${t.resolution} in ('dismiss', 'remove_listing', 'suspend_seller')`,
    ),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    requestHash: text().notNull(),
    responseStatus: integer().notNull(),
    responseBody: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * The ids of deleted listings, written by a trigger on every delete: their old links answer
 * 410 Gone rather than 404, so search engines drop them (docs/decisions/069-robots-sitemap-and-status-codes.md).
 */
export const removedListings = pgTable('removed_listings', {
  listingId: uuid().primaryKey(),
  removedAt: createdAt(),
});

/**
 * A buyer's conversation with a seller about one listing (docs/decisions/062-messages-and-safety.md).
 * It outlives the listing: the title is kept, the listing id is cleared when the listing goes.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid().references(() => listings.id, { onDelete: 'set null' }),
    listingTitle: text().notNull(),
    buyerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Each person's last reading: messages from the other one after it are unread.
    buyerReadAt: timestamp({ withTimezone: true, mode: 'date' }),
    sellerReadAt: timestamp({ withTimezone: true, mode: 'date' }),
    // For the seller's reply time (docs/decisions/063-reply-time-median.md).
    firstBuyerMessageAt: timestamp({ withTimezone: true, mode: 'date' }),
    firstSellerReplyAt: timestamp({ withTimezone: true, mode: 'date' }),
    lastMessageAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_buyer_listing_unique').on(t.buyerId, t.listingId),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt.desc()),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt.desc()),
    check('conversations_two_people_check', sql`${t.buyerId} <> ${t.sellerId}`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    // Shown to both people: 'Never pay before you have seen the phone'.
    safetyNote: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    check('messages_text_length_check', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);

/**
 * One e-mail about unread messages per person and conversation: due 15 minutes after the first unread
 * message, never sooner than an hour after the last one sent. Stored, so a restart loses nothing.
 */
export const messageMails = pgTable(
  'message_mails',
  {
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dueAt: timestamp({ withTimezone: true, mode: 'date' }),
    lastSentAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('message_mails_due_idx').on(t.dueAt)],
);

/** A person who will take no messages from another, and sends none to them either. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/**
 * A person's saved browse search (docs/decisions/070-saved-searches-and-matching.md). `tsquery` is
 * the search's prefix query as the catalogue builds it, so matching a new listing uses the same
 * full-text expression as GET /phones.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    search: text(),
    tsquery: text(),
    brand: text(),
    condition: text(),
    /** One of the 9 provinces, or null; a district, when set, is in it. */
    province: text(),
    /** One of the 25 districts, or null. */
    district: text(),
    minPrice: integer(),
    maxPrice: integer(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt.desc())],
);

/** Which listing each saved search was told about: a pair is alerted once, however often it is re-approved. */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index('saved_search_matches_listing_idx').on(t.listingId),
  ],
);

/**
 * The daily e-mail of alerts (docs/decisions/071-price-drop-alerts-and-digest.md): on unless the
 * person turned it off (no row means on). `digestDueAt` is when the next digest is to go, set when an
 * alert arrives; the sweep sends it, clears it and records `lastDigestAt`.
 */
export const alertSettings = pgTable(
  'alert_settings',
  {
    userId: uuid()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    emailDigest: boolean().notNull().default(true),
    digestDueAt: timestamp({ withTimezone: true, mode: 'date' }),
    lastDigestAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('alert_settings_due_idx').on(t.digestDueAt)],
);

/** Alerts waiting for the person's next digest; the sweep takes them out as it sends the e-mail. */
export const alertDigestItems = pgTable(
  'alert_digest_items',
  {
    notificationId: uuid()
      .primaryKey()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('alert_digest_items_user_idx').on(t.userId)],
);
