// Catalogue vocabulary: brands, conditions, price bands, sorts, roles and statuses.
// Labels shown to people live in the web app's locale files; these are the stored and sent values.

/**
 * Brands a seller may pick when listing a phone: the product's six first, then the brands sold most in
 * Sri Lankan shops, then 'Other' (docs/decisions/075-district-filter-and-brand-counts.md).
 */
export const BRANDS = [
  'Apple',
  'Samsung',
  'Google',
  'OnePlus',
  'Xiaomi',
  'Huawei',
  'Oppo',
  'Vivo',
  'Realme',
  'Tecno',
  'Infinix',
  'Honor',
  'Nokia',
  'Motorola',
  'Sony',
  'LG',
  'Other',
] as const;
export type Brand = (typeof BRANDS)[number];

/** Browse sidebar brand options, in the form's order. 'All' means no brand filter and is not sent. */
export const FILTER_BRANDS = ['All', ...BRANDS] as const;
export type FilterBrand = (typeof FILTER_BRANDS)[number];

/** The value the browse and admin filters use for "no filter"; it is never sent as a filter. */
export const ALL = 'all';

/** A user's favourite brand, on the profile. */
export const FAVORITE_BRANDS = ['Apple', 'Samsung', 'Google', 'OnePlus', 'Xiaomi', 'Huawei', 'Sony', 'Other'] as const;
export type FavoriteBrand = (typeof FAVORITE_BRANDS)[number];

/** Conditions a listing may carry. 'New' is accepted but not offered on the create form. */
export const ACCEPTED_CONDITIONS = ['Excellent', 'Very Good', 'Good', 'Fair', 'New'] as const;
export type Condition = (typeof ACCEPTED_CONDITIONS)[number];

export interface ConditionOption {
  readonly value: Condition;
  readonly label: string;
  readonly description: string;
}

/** Conditions offered on the create form, with their wear descriptions. */
export const CONDITIONS: readonly ConditionOption[] = [
  { value: 'Excellent', label: 'Excellent (like new)', description: 'like new' },
  { value: 'Very Good', label: 'Very Good (minor wear)', description: 'minor wear' },
  { value: 'Good', label: 'Good (visible wear)', description: 'visible wear' },
  { value: 'Fair', label: 'Fair (heavy wear)', description: 'heavy wear' },
];

export const DEFAULT_CONDITION: Condition = 'Excellent';

export interface PriceBand {
  readonly name: 'Budget' | 'Mid-Range' | 'Premium' | 'Flagship';
  readonly min: number;
  readonly max: number;
}

/** Quick price bands of the browse filters, in LKR. */
export const PRICE_BANDS: readonly PriceBand[] = [
  { name: 'Budget', min: 0, max: 80_000 },
  { name: 'Mid-Range', min: 80_000, max: 150_000 },
  { name: 'Premium', min: 150_000, max: 200_000 },
  { name: 'Flagship', min: 200_000, max: 1_000_000 },
];

/** Browse price sliders. A bound at its default is not sent. */
export const PRICE_RANGE = { min: 0, max: 1_000_000, step: 10_000 } as const;
/** Here, not beside the schema that gives it, so the browse filters can say it without loading zod. */
export const PRICE_RANGE_MESSAGE = 'Minimum price cannot be more than maximum price';

export const SORTS = ['featured', 'price_low', 'price_high', 'newest', 'rating', 'best_deal'] as const;
export type Sort = (typeof SORTS)[number];
export const DEFAULT_SORT: Sort = 'featured';

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Offered when the browse search box gets focus. */
export const POPULAR_SEARCHES = ['iPhone 14', 'Samsung Galaxy', 'Google Pixel', 'OnePlus'] as const;

/** Reasons an admin picks from when rejecting; 'Other' lets the admin type the reason. */
export const REJECT_REASONS = [
  'Poor image quality',
  'Incomplete information',
  'Suspicious pricing',
  'Inappropriate content',
  'Duplicate listing',
  'Other',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

export const BUSINESS_TYPES = ['individual', 'retailer', 'repair-shop', 'wholesaler', 'importer', 'other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export type Gender = (typeof GENDERS)[number];

export const ROLES = ['buyer', 'seller', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose at registration; admins are never self-registered. */
export const REGISTRATION_ROLES = ['buyer', 'seller'] as const;
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];
export const DEFAULT_ROLE: RegistrationRole = 'buyer';

/** Stored listing statuses. A missing status counts as approved: see listing-status.ts. */
export const LISTING_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** My Listings filters. 'sold' and 'live' are derived from status and availability. */
export const MY_LISTINGS_FILTERS = ['all', 'live', 'pending', 'rejected', 'sold'] as const;
export type MyListingsFilter = (typeof MY_LISTINGS_FILTERS)[number];

/** Entries of the admin Activity Log (docs/decisions/024-admin-delete-and-activity-log.md). */
export const ADMIN_ACTIONS = ['approve', 'reject', 'batch_approve', 'delete'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

/** How favourite changes are recorded. */
export const FAVORITE_ACTIONS = ['added', 'removed', 'cleared', 'bulk_added', 'bulk_removed'] as const;
export type FavoriteAction = (typeof FAVORITE_ACTIONS)[number];

export const ORDER_STATUSES = ['pending', 'confirmed', 'dispatched', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The nine technical specifications of a listing; the create form shows all nine. */
export const LISTING_SPEC_KEYS = [
  'processor',
  'ram',
  'storage',
  'camera',
  'battery',
  'batteryHealth',
  'screen',
  'color',
  'os',
] as const;
export type ListingSpecKey = (typeof LISTING_SPEC_KEYS)[number];

/** The edit form's seven: all but batteryHealth and color. */
export const EDIT_FORM_SPEC_KEYS = [
  'processor',
  'ram',
  'storage',
  'camera',
  'battery',
  'screen',
  'os',
] as const satisfies readonly ListingSpecKey[];

/** Stand-ins for missing listing fields. */
export const LISTING_FALLBACKS = {
  title: 'Phone',
  brand: 'Unknown',
  price: 0,
  condition: 'Good',
  location: 'Location not specified',
} as const;

/** Browse stat tile defaults, shown when the results give nothing better. */
export const STAT_DEFAULTS = { rating: 4.7, trending: 'iPhone 14' } as const;
