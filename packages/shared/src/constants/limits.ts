// The product's limits and timings, in one place for server and web. Sizes in bytes, times in ms.

const MB = 1024 * 1024;

// Lists and pages
export const PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;
/** The catalogue counts its matches up to this many; past it the total shows as '10,000+'. */
export const CATALOGUE_COUNT_CAP = 10_000;
/**
 * A search counts its matches up to this many ('500+'), and so many are ranked by relevance: a search's
 * matches are found through its text index and read one by one, and a low cap lets the count stop after
 * a few hundred rows (docs/decisions/079-live-counts-and-stored-price-bands.md).
 */
export const CATALOGUE_SEARCH_COUNT_CAP = 500;
/**
 * How far into a list's order a page may start when it is reached by skipping rows: a page by number,
 * and Load More where it goes on by offset (Best Deal). Each row skipped is still read, so past this a
 * page would cost seconds at a million listings; Load More with a keyset cursor goes on from here
 * (docs/decisions/088-offset-paging-reach.md).
 */
export const OFFSET_PAGING_REACH = CATALOGUE_COUNT_CAP;
export const ADMIN_PAGE_SIZE = 10;
/** Listings per page on a seller's My Listings. */
export const MY_LISTINGS_PAGE_SIZE = 24;
export const ADMIN_RECENT_COUNT = 5;
export const HOME_FEATURED_COUNT = 3;
/** Home picks its featured phones from this many newest ones. */
export const HOME_FEATURED_POOL = 12;
export const RELATED_FETCH_LIMIT = 10;
export const RELATED_COUNT = 3;
export const MAX_THUMBNAILS = 4;

// Listings
export const MIN_LISTING_IMAGES = 1;
export const MAX_LISTING_IMAGES = 6;
export const LISTING_IMAGE_MAX_BYTES = 10 * MB;
/** Photos a buyer may add to a dispute, each under the listing photos' rules. */
export const MAX_DISPUTE_PHOTOS = 4;
export const TITLE_MAX_LENGTH = 120;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const LOCATION_MAX_LENGTH = 100;
export const SPEC_VALUE_MAX_LENGTH = 100;
/** Sanity cap on a listing's price in LKR (the browse slider stops at 1,000,000; listings may exceed it). */
export const MAX_LISTING_PRICE = 10_000_000;
export const DEFAULT_STOCK = 1;
export const MAX_STOCK = 999;
export const IMEI_LENGTH = 15;
export const SEARCH_MAX_LENGTH = 100;
/** A browse filter value (brand, condition). */
export const FILTER_VALUE_MAX_LENGTH = 50;
/** A JSON text sent as one multipart field: the specs object, the list of images to keep. */
export const JSON_FIELD_MAX_LENGTH = 8192;
/** One image name or URL in a listing's image list. */
export const IMAGE_NAME_MAX_LENGTH = 500;

// Users and auth
export const MIN_PASSWORD_LENGTH = 6;
/** Upper bound so a huge password cannot make hashing expensive. */
export const MAX_PASSWORD_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PROFILE_PICTURE_MAX_BYTES = 5_242_880;
export const BUSINESS_DESCRIPTION_MAX_LENGTH = 1000;
export const SOCIAL_LINK_MAX_LENGTH = 200;
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_MINUTES = 10;
export const RESET_CODE_TTL_MS = RESET_CODE_TTL_MINUTES * 60 * 1000;
export const RESET_MAX_ATTEMPTS = 5;

// Text as typed, before spaces and separators are removed: longer than any real value with its spaces,
// short enough that nothing is read from a huge one.
export const PHONE_INPUT_MAX_LENGTH = 30;
export const CARD_NUMBER_INPUT_MAX_LENGTH = 32;
export const IMEI_INPUT_MAX_LENGTH = 32;
/** A number sent as text (query strings, multipart fields). */
export const NUMBER_TEXT_MAX_LENGTH = 32;
/** A value chosen from a fixed list (sort, order, status, action): longer is never on the list. */
export const CHOICE_MAX_LENGTH = 50;

// Cart, favourites, orders
export const DEFAULT_CART_QUANTITY = 1;
export const MAX_CART_QUANTITY = 99;
export const MAX_GUEST_CART_ITEMS = 50;
export const MAX_MERGE_FAVORITES = 200;
/** Favourites added or removed in one bulk call at most. */
export const MAX_BULK_FAVORITES = 200;
/** Default recently-added favourites count. */
export const RECENT_FAVORITES_COUNT = 5;
export const MAX_ORDER_ITEMS = 50;
/** Sanity cap on any order amount in LKR; also keeps sums inside PostgreSQL's integer. */
export const MAX_ORDER_AMOUNT = 1_000_000_000;
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
/** Order id fallback shows the last 6 characters of _id. */
export const ORDER_ID_SUFFIX_LENGTH = 6;

// Admin
export const BATCH_APPROVE_MAX = 100;
export const ADMIN_NOTES_MAX_LENGTH = 1000;
export const REASON_MAX_LENGTH = 500;

// Chat
export const CHAT_HISTORY_LENGTH = 6;
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
/** An earlier message sent along as context is cut to CHAT_MESSAGE_MAX_LENGTH; past this it is refused. */
export const CHAT_HISTORY_TEXT_MAX_LENGTH = 10_000;
export const CHAT_TIMESTAMP_MAX_LENGTH = 64;

/** Delays and toast durations. */
export const TIMINGS = {
  apiTimeoutMs: 10_000,
  searchDebounceMs: 300,
  homeRefreshMs: 30_000,
  cartErrorMs: 5_000,
  justAddedMs: 3_000,
  addToCartSuccessMs: 3_000,
  adminToastMs: 3_000,
  createSuccessToastMs: 2_000,
  createErrorToastMs: 5_000,
  notificationInfoToastMs: 5_000,
  notificationSuccessToastMs: 6_000,
  notificationErrorToastMs: 6_000,
  chatUnreadDotMs: 5_000,
  paymentSandboxDelayMs: 2_000,
} as const;

/** Real-time connection settings (docs/decisions/018-socket-io-per-user-rooms.md). */
export const SOCKET = {
  connectTimeoutMs: 30_000,
  fallbackCheckMs: 10_000,
  fallbackRetryDelayMs: 2_000,
  maxReconnectionAttempts: 5,
  reconnectionDelayMs: 2_000,
  reconnectionDelayMaxMs: 10_000,
  randomizationFactor: 0.5,
  pingTimeoutMs: 10_000,
  ackTimeoutMs: 5_000,
  queueLimit: 10,
  reconnectAfterServerDisconnectMs: 1_000,
} as const;

// Saved searches (docs/decisions/070-saved-searches-and-matching.md)
/** Saved searches one person may keep. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 60;
/** How long a listing shows 'Price dropped' after its price fell (docs/decisions/071-price-drop-alerts-and-digest.md). */
export const PRICE_DROP_BADGE_DAYS = 7;
