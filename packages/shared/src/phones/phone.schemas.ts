import { z } from 'zod';

import {
  clearableNumberInput,
  jsonText,
  numberInput,
  optionalNumberInput,
  optionalText,
  uuidField,
  whenFieldsValid,
  type FileLike,
} from '../common/fields.ts';
import { limitQuery, pageQuery } from '../common/id.schemas.ts';
import {
  ACCEPTED_CONDITIONS,
  ALL,
  BRANDS,
  LISTING_SPEC_KEYS,
  MY_LISTINGS_FILTERS,
  PRICE_RANGE_MESSAGE,
  SORT_ORDERS,
  SORTS,
  type ListingSpecKey,
} from '../constants/catalog.ts';
import {
  CHOICE_MAX_LENGTH,
  DEFAULT_STOCK,
  DESCRIPTION_MAX_LENGTH,
  FILTER_VALUE_MAX_LENGTH,
  IMAGE_NAME_MAX_LENGTH,
  IMEI_INPUT_MAX_LENGTH,
  JSON_FIELD_MAX_LENGTH,
  LISTING_IMAGE_MAX_BYTES,
  LOCATION_MAX_LENGTH,
  MAX_LISTING_IMAGES,
  MAX_LISTING_PRICE,
  MAX_PAGE_SIZE,
  MAX_STOCK,
  MIN_LISTING_IMAGES,
  OFFSET_PAGING_REACH,
  PAGE_SIZE,
  SEARCH_MAX_LENGTH,
  SPEC_VALUE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../constants/limits.ts';
import {
  DISTRICT_NAMES,
  isDistrictInProvince,
  PROVINCE_NAMES,
  type DistrictName,
  type ProvinceName,
} from '../constants/locations.ts';
import { formatCount } from '../common/format-count.ts';
import { IMEI_INVALID_MESSAGE, isValidImei, normalizeImei } from './imei.ts';
import { CURSOR_MAX_LENGTH, decodeCatalogueCursor, INVALID_CURSOR_MESSAGE } from './catalogue-cursor.ts';

// The product's own texts, word for word.
export const MISSING_REQUIRED_FIELDS_PREFIX = 'Missing required fields: ';
export const PRICE_ABOVE_ZERO_MESSAGE = 'Price must be greater than 0';
export const ORIGINAL_PRICE_BELOW_PRICE_MESSAGE = 'Original price cannot be less than current price';
export const FILL_REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const ADD_IMAGE_MESSAGE = 'Please add at least one image';
export const IMAGE_REQUIRED_MESSAGE = 'At least one image is required';
export const MAX_IMAGES_MESSAGE = 'Maximum 6 images allowed';
export const ONLY_IMAGES_MESSAGE = 'Only image files are allowed';
export const IMAGE_TOO_LARGE_MESSAGE = 'Image size must be less than 10MB';
export const EDIT_OWN_LISTINGS_MESSAGE = 'You can only edit your own listings';
export const PHONE_ID_REQUIRED_MESSAGE = 'Phone ID is required';
export { IMEI_INVALID_MESSAGE } from './imei.ts';
// Texts of our own, for cases the product's texts do not cover.
export const INVALID_PHONE_ID_MESSAGE = 'Invalid phone ID';
export const PRICE_NOT_A_NUMBER_MESSAGE = 'Price must be a number';
export const PRICE_WHOLE_RUPEES_MESSAGE = 'Price must be a whole number of rupees';
export const PRICE_TOO_HIGH_MESSAGE = 'Price cannot be more than LKR 10,000,000';
export const ORIGINAL_PRICE_NOT_A_NUMBER_MESSAGE = 'Original price must be a whole number of rupees, 0 or more';
export const TITLE_TOO_LONG_MESSAGE = `Title must be at most ${TITLE_MAX_LENGTH} characters`;
export const BRAND_MESSAGE = 'Please choose a brand from the list';
export const CONDITION_MESSAGE = 'Please choose a condition from the list';
export const DESCRIPTION_TOO_LONG_MESSAGE = `Description must be at most ${DESCRIPTION_MAX_LENGTH} characters`;
export const DISTRICT_MESSAGE = 'Please choose a district from the list';
export const PROVINCE_MESSAGE = 'Please choose a province from the list';
export const DISTRICT_NOT_IN_PROVINCE_MESSAGE = 'The district is not in the chosen province';
export const LOCATION_TOO_LONG_MESSAGE = `Location must be at most ${LOCATION_MAX_LENGTH} characters`;
export const SPECS_MESSAGE = 'Specifications must be a JSON object of text values';
export const SPEC_VALUE_TOO_LONG_MESSAGE = `Each specification must be at most ${SPEC_VALUE_MAX_LENGTH} characters`;
export const SPECS_TOO_LONG_MESSAGE = `Specifications must be at most ${JSON_FIELD_MAX_LENGTH} characters as JSON text`;
export const STOCK_MESSAGE = `Stock must be a whole number from 1 to ${MAX_STOCK}`;
export const EXISTING_IMAGES_MESSAGE = 'existingImages must be a JSON list of image names';
export const IMAGE_LIST_TOO_LONG_MESSAGE = `The image list must be at most ${JSON_FIELD_MAX_LENGTH} characters as JSON text`;
export const IMAGE_NAME_TOO_LONG_MESSAGE = `Image names must be at most ${IMAGE_NAME_MAX_LENGTH} characters`;
export const SEARCH_TOO_LONG_MESSAGE = `Search must be at most ${SEARCH_MAX_LENGTH} characters`;
export const BRAND_FILTER_TOO_LONG_MESSAGE = `Brand must be at most ${FILTER_VALUE_MAX_LENGTH} characters`;
export const CONDITION_FILTER_TOO_LONG_MESSAGE = `Condition must be at most ${FILTER_VALUE_MAX_LENGTH} characters`;
export const MIN_PRICE_MESSAGE = 'Minimum price must be a whole number of 0 or more';
export const MAX_PRICE_MESSAGE = 'Maximum price must be a whole number of 0 or more';
export const SELLER_ID_MESSAGE = 'Invalid seller ID';
export const SORT_MESSAGE = `Unknown sort. Use one of: ${SORTS.join(', ')}`;
export const ORDER_MESSAGE = 'Order must be asc or desc';
export const LISTING_STATUS_FILTER_MESSAGE = `Unknown status. Use one of: ${MY_LISTINGS_FILTERS.join(', ')}`;

/** Outcome texts of listings: created, updated, refused. */
export const PHONE_MESSAGES = {
  createSuccessToast: 'Phone listing submitted for admin review!',
  /** Prefix of the red toast after a failed create; the reason follows. */
  errorToastPrefix: 'Error: ',
  createFailed: 'Failed to create listing',
  updateSuccess: 'Phone updated successfully',
  loadFeaturedFailed: 'Failed to load featured phones',
  loadFailed: 'Failed to load phones',
  loadDetailsFailed: 'Failed to load phone details',
  imageNotAvailable: 'Image not available',
  listingNotFound: 'Listing not found',
  phoneNotFound: 'Phone not found',
  sellersOnlyCreate: 'Access Denied - Only sellers can create new phone listings.',
} as const;

/** A listing's id in a body or a route (phoneId). */
export const phoneIdField = uuidField(PHONE_ID_REQUIRED_MESSAGE, INVALID_PHONE_ID_MESSAGE);

/** Route params `/cart/remove/:phoneId`, `/favorites/:phoneId`. */
export const phoneIdParamSchema = z.object({ phoneId: phoneIdField });
export type PhoneIdParam = z.infer<typeof phoneIdParamSchema>;

/** The fields a listing requires, in the order the message names them. */
export const REQUIRED_LISTING_FIELDS = ['title', 'brand', 'price', 'condition'] as const;

export function missingFieldsMessage(fields: readonly string[]): string {
  return MISSING_REQUIRED_FIELDS_PREFIX + fields.join(', ');
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Which of `fields` are absent or blank in `input`. 0 is a price, not a missing one. */
export function missingListingFields(
  input: Readonly<Record<string, unknown>>,
  fields: readonly string[] = REQUIRED_LISTING_FIELDS,
): string[] {
  return fields.filter((field) => isBlank(input[field]));
}

// Required-field check first: one text naming every missing field, put on each of them, so
// the form shows it under each field and an alert shows the whole of it. The field rules run after.
const requiredFieldsCheck = z
  .record(z.string(), z.unknown(), { error: 'Listing details must be an object' })
  .superRefine((input, ctx) => {
    const missing = missingListingFields(input);
    const message = missingFieldsMessage(missing);
    for (const field of missing) ctx.addIssue({ code: 'custom', message, path: [field] });
  });

const specsSchema = jsonText(
  z
    .object(
      Object.fromEntries(
        LISTING_SPEC_KEYS.map((key) => [
          key,
          z
            .string({ error: SPECS_MESSAGE })
            .trim()
            .max(SPEC_VALUE_MAX_LENGTH, { message: SPEC_VALUE_TOO_LONG_MESSAGE, abort: true })
            .optional(),
        ]),
      ) as Record<ListingSpecKey, z.ZodOptional<z.ZodString>>,
      { error: SPECS_MESSAGE },
    )
    .optional(),
  JSON_FIELD_MAX_LENGTH,
  SPECS_TOO_LONG_MESSAGE,
);

const imeiSchema = z
  .string({ error: IMEI_INVALID_MESSAGE })
  .max(IMEI_INPUT_MAX_LENGTH, { message: IMEI_INVALID_MESSAGE, abort: true })
  .nullish()
  // '' or null clears the IMEI on edit; see the listing schemas below.
  .transform((value) => (value == null ? value : normalizeImei(value) || null))
  .refine((value) => value == null || isValidImei(value), IMEI_INVALID_MESSAGE);

const stockSchema = optionalNumberInput({ required: STOCK_MESSAGE, invalid: STOCK_MESSAGE }, (n) =>
  n.int(STOCK_MESSAGE).min(1, STOCK_MESSAGE).max(MAX_STOCK, STOCK_MESSAGE),
);

/**
 * One of `names`, matched without regard to case or surrounding spaces and given its canonical
 * spelling ('colombo' -> 'Colombo'); anything else, a list or a huge text, gets `message`.
 */
function knownName<const T extends string>(names: readonly T[], message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(CHOICE_MAX_LENGTH, { message, abort: true })
    .transform((value, ctx): T => {
      const found = names.find((name) => name.toLowerCase() === value.toLowerCase());
      if (!found) ctx.addIssue({ code: 'custom', message });
      return found ?? (value as T);
    });
}

/** A listing's district: one of the 25 (docs/decisions/075-district-filter-and-brand-counts.md). */
export const districtField = knownName<DistrictName>(DISTRICT_NAMES, DISTRICT_MESSAGE);

const listingShape = {
  title: z
    .string({ error: missingFieldsMessage(['title']) })
    .trim()
    .min(1, missingFieldsMessage(['title']))
    .max(TITLE_MAX_LENGTH, { message: TITLE_TOO_LONG_MESSAGE, abort: true }),
  brand: z
    .string({ error: BRAND_MESSAGE })
    .trim()
    .max(CHOICE_MAX_LENGTH, { message: BRAND_MESSAGE, abort: true })
    .pipe(z.enum(BRANDS, { error: BRAND_MESSAGE })),
  price: numberInput({ required: missingFieldsMessage(['price']), invalid: PRICE_NOT_A_NUMBER_MESSAGE }, (n) =>
    n.gt(0, PRICE_ABOVE_ZERO_MESSAGE).int(PRICE_WHOLE_RUPEES_MESSAGE).max(MAX_LISTING_PRICE, PRICE_TOO_HIGH_MESSAGE),
  ),
  // Blank or null means "no original price"; see the listing schemas below.
  originalPrice: clearableNumberInput(
    { required: ORIGINAL_PRICE_NOT_A_NUMBER_MESSAGE, invalid: ORIGINAL_PRICE_NOT_A_NUMBER_MESSAGE },
    (n) =>
      n
        .int(ORIGINAL_PRICE_NOT_A_NUMBER_MESSAGE)
        .min(0, ORIGINAL_PRICE_NOT_A_NUMBER_MESSAGE)
        .max(MAX_LISTING_PRICE, PRICE_TOO_HIGH_MESSAGE),
  ),
  condition: z
    .string({ error: CONDITION_MESSAGE })
    .trim()
    .max(CHOICE_MAX_LENGTH, { message: CONDITION_MESSAGE, abort: true })
    .pipe(z.enum(ACCEPTED_CONDITIONS, { error: CONDITION_MESSAGE })),
  description: optionalText(DESCRIPTION_MAX_LENGTH, DESCRIPTION_TOO_LONG_MESSAGE),
  location: optionalText(LOCATION_MAX_LENGTH, LOCATION_TOO_LONG_MESSAGE),
  // Required on create; on edit an absent district keeps the stored one (old listings may have none).
  district: districtField.optional(),
  specs: specsSchema,
  stock: stockSchema,
  imei: imeiSchema,
};

function originalPriceNotBelowPrice(
  value: { price: number; originalPrice?: number | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (value.originalPrice != null && value.originalPrice < value.price) {
    ctx.addIssue({ code: 'custom', message: ORIGINAL_PRICE_BELOW_PRICE_MESSAGE, path: ['originalPrice'] });
  }
}

/** The listing form's own fields, without the required-field pass (for typing form state: z.input). */
export const listingFormObject = z.object(listingShape);
export type ListingFormValues = z.input<typeof listingFormObject>;

/**
 * POST /phones (multipart text fields or JSON) and the create form. Numbers may come as numeric text;
 * `specs` as a JSON text. Output: title, brand, price and condition always; description and location
 * trimmed (may be ''); originalPrice, imei and specs undefined when absent (null when sent blank, which
 * on create also means none); stock defaults to 1.
 */
export const listingFieldsSchema = requiredFieldsCheck.pipe(
  z
    .object({
      ...listingShape,
      district: districtField,
      stock: stockSchema.transform((stock) => stock ?? DEFAULT_STOCK),
    })
    .superRefine(originalPriceNotBelowPrice, { when: whenFieldsValid('price', 'originalPrice') }),
);
export const createListingSchema = listingFieldsSchema;
export type CreateListingInput = z.infer<typeof listingFieldsSchema>;

/** A JSON list of image names or URLs (multipart's `existingImages`, or `images` in a JSON edit). */
const imageListSchema = jsonText(
  z
    .array(
      z
        .string({ error: EXISTING_IMAGES_MESSAGE })
        .trim()
        .min(1, EXISTING_IMAGES_MESSAGE)
        .max(IMAGE_NAME_MAX_LENGTH, { message: IMAGE_NAME_TOO_LONG_MESSAGE, abort: true }),
      { error: EXISTING_IMAGES_MESSAGE },
    )
    .max(MAX_LISTING_IMAGES, MAX_IMAGES_MESSAGE)
    .optional(),
  JSON_FIELD_MAX_LENGTH,
  IMAGE_LIST_TOO_LONG_MESSAGE,
);

/**
 * PUT /phones/:id: the same fields and messages as create (docs/decisions/036-listing-form-limits-and-error-texts.md),
 * plus the images to keep. The
 * edit form sends the whole form, so an optional field sent blank is cleared (originalPrice and imei
 * null, description and location ''), while a field not sent at all (undefined) keeps its stored value;
 * `specs` merges key by key (see mergeSpecs). Stock has no default here: absent keeps the stored stock.
 * The count rule (kept plus new images between 1 and 6) needs the uploaded files: use imageCountError.
 */
export const updateListingSchema = requiredFieldsCheck.pipe(
  z
    .object({ ...listingShape, existingImages: imageListSchema, images: imageListSchema })
    .superRefine(originalPriceNotBelowPrice, { when: whenFieldsValid('price', 'originalPrice') }),
);
export type UpdateListingInput = z.infer<typeof updateListingSchema>;

/** The text for one uploaded listing image that may not be used, or null when it is fine. */
export function listingImageFileError(file: FileLike): string | null {
  if (!file.type.toLowerCase().startsWith('image/')) return ONLY_IMAGES_MESSAGE;
  if (file.size > LISTING_IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  return null;
}

/**
 * The text for one photo of an upload that cannot be used, naming it by its place among the photos
 * sent (1 is the first) and, when it had one, its file name: 'Photo 2 (back.heic): Only image files
 * are allowed' (docs/decisions/078-inline-form-errors-and-photo-errors.md).
 */
export function photoProblemMessage(position: number, fileName: string | null | undefined, problem: string): string {
  const text = PHOTO_PROBLEM_MESSAGES;
  return fileName ? text.named(String(position), fileName, problem) : text.unnamed(String(position), problem);
}

export const PHOTO_PROBLEM_MESSAGES = {
  named: (position: string, fileName: string, problem: string) => `Photo ${position} (${fileName}): ${problem}`,
  unnamed: (position: string, problem: string) => `Photo ${position}: ${problem}`,
} as const;

/** The field key of one uploaded photo's problem in an answer's details: 'images.0' is the first photo sent. */
export const photoField = (index: number) => `images.${index}`;

/** The index of the photo a details key names ('images.1' is 1), or null for any other key. */
export function photoFieldIndex(key: string): number | null {
  const match = /^images\.(\d{1,2})$/.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * The text when a listing would have too few or too many images, or null. The create form
 * says 'Please add at least one image', the edit form 'At least one image is required'.
 */
export function imageCountError(count: number, form: 'create' | 'edit'): string | null {
  if (count < MIN_LISTING_IMAGES) return form === 'create' ? ADD_IMAGE_MESSAGE : IMAGE_REQUIRED_MESSAGE;
  if (count > MAX_LISTING_IMAGES) return MAX_IMAGES_MESSAGE;
  return null;
}

/** A browse filter by place: blank or 'all' means none; otherwise one of `names`, else `message`. */
function placeFilter<const T extends string>(names: readonly T[], message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(CHOICE_MAX_LENGTH, { message, abort: true })
    .optional()
    .transform((value) => (!value || value.toLowerCase() === ALL ? undefined : value))
    .pipe(knownName(names, message).optional());
}

/**
 * A browse filter value: blank or 'all' (any case) means no filter; a known value is given its
 * canonical spelling ('apple' -> 'Apple'); anything else passes through (it simply matches nothing).
 */
function filterValue(known: readonly string[], tooLongMessage: string) {
  return z
    .string()
    .trim()
    .max(FILTER_VALUE_MAX_LENGTH, { message: tooLongMessage, abort: true })
    .optional()
    .transform((value) => {
      if (!value || value.toLowerCase() === ALL) return undefined;
      return known.find((k) => k.toLowerCase() === value.toLowerCase()) ?? value;
    });
}

const sortSchema = z
  .string({ error: SORT_MESSAGE })
  .trim()
  .max(CHOICE_MAX_LENGTH, { message: SORT_MESSAGE, abort: true })
  .optional()
  // The web app's related-phones call asks for sort=createdAt: the same as newest.
  .transform((value) => (value === 'createdAt' ? 'newest' : value || undefined))
  .pipe(z.enum(SORTS, { error: SORT_MESSAGE }).default('featured'));

const orderSchema = z
  .string({ error: ORDER_MESSAGE })
  .trim()
  .max(CHOICE_MAX_LENGTH, { message: ORDER_MESSAGE, abort: true })
  .optional()
  .transform((value) => value?.toLowerCase() || undefined)
  .pipe(z.enum(SORT_ORDERS, { error: ORDER_MESSAGE }).optional());

export const PAGE_PAST_REACH_MESSAGE = `Pages by number reach the first ${formatCount(OFFSET_PAGING_REACH)} phones. To go further, load more with the last page's nextCursor.`;

/**
 * GET /phones query. `order`, when given, sets the direction of the chosen sort (newest with
 * asc lists oldest first); without it each sort has its natural direction.
 */
export const phonesQuerySchema = z
  .object({
    page: pageQuery,
    limit: limitQuery(PAGE_SIZE),
    search: z
      .string()
      .trim()
      .max(SEARCH_MAX_LENGTH, { message: SEARCH_TOO_LONG_MESSAGE, abort: true })
      .optional()
      .transform((value) => value || undefined),
    // A seller's page lists only that seller's live phones.
    sellerId: uuidField(SELLER_ID_MESSAGE, SELLER_ID_MESSAGE).optional(),
    brand: filterValue(BRANDS, BRAND_FILTER_TOO_LONG_MESSAGE),
    condition: filterValue(ACCEPTED_CONDITIONS, CONDITION_FILTER_TOO_LONG_MESSAGE),
    // Where the phone is, by the listing's district (docs/decisions/075-district-filter-and-brand-counts.md).
    province: placeFilter<ProvinceName>(PROVINCE_NAMES, PROVINCE_MESSAGE),
    district: placeFilter<DistrictName>(DISTRICT_NAMES, DISTRICT_MESSAGE),
    minPrice: optionalNumberInput({ required: MIN_PRICE_MESSAGE, invalid: MIN_PRICE_MESSAGE }, (n) =>
      n.int(MIN_PRICE_MESSAGE).min(0, MIN_PRICE_MESSAGE),
    ),
    maxPrice: optionalNumberInput({ required: MAX_PRICE_MESSAGE, invalid: MAX_PRICE_MESSAGE }, (n) =>
      n.int(MAX_PRICE_MESSAGE).min(0, MAX_PRICE_MESSAGE),
    ),
    sort: sortSchema,
    order: orderSchema,
    // Where Load More goes on from (the last answer's nextCursor); beside it, page is ignored.
    cursor: z
      .string({ error: INVALID_CURSOR_MESSAGE })
      .max(CURSOR_MAX_LENGTH, { message: INVALID_CURSOR_MESSAGE, abort: true })
      .optional()
      .transform((value, ctx) => {
        if (!value) return undefined;
        const cursor = decodeCatalogueCursor(value);
        if (!cursor) ctx.addIssue({ code: 'custom', message: INVALID_CURSOR_MESSAGE });
        return cursor;
      }),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: PRICE_RANGE_MESSAGE,
    path: ['minPrice'],
  })
  .refine((q) => !q.province || !q.district || isDistrictInProvince(q.province, q.district), {
    message: DISTRICT_NOT_IN_PROVINCE_MESSAGE,
    path: ['district'],
  })
  // Beside a cursor the page is ignored.
  .refine((q) => q.cursor !== undefined || (q.page - 1) * q.limit < OFFSET_PAGING_REACH, {
    message: PAGE_PAST_REACH_MESSAGE,
    path: ['page'],
  });
export type PhonesQuery = z.infer<typeof phonesQuerySchema>;

/**
 * GET /users/my-listings query. My Listings asks for pages of MY_LISTINGS_PAGE_SIZE; without a limit
 * a page holds the most the API allows.
 */
export const myListingsQuerySchema = z.object({
  status: z
    .string({ error: LISTING_STATUS_FILTER_MESSAGE })
    .trim()
    .max(CHOICE_MAX_LENGTH, { message: LISTING_STATUS_FILTER_MESSAGE, abort: true })
    .optional()
    .transform((value) => value?.toLowerCase() || undefined)
    .pipe(z.enum(MY_LISTINGS_FILTERS, { error: LISTING_STATUS_FILTER_MESSAGE }).default('all')),
  page: pageQuery,
  limit: limitQuery(MAX_PAGE_SIZE),
});
export type MyListingsQuery = z.infer<typeof myListingsQuerySchema>;

export const FAIR_PRICE_BRAND_MESSAGE = 'Please give the brand of the phone';
export const FAIR_PRICE_TITLE_MESSAGE = 'Please give the title of the phone';

/**
 * GET /phones/fair-price query: the brand, title and storage as the seller types them on the listing
 * form (docs/decisions/066-fair-price-band.md).
 */
export const fairPriceQuerySchema = z.object({
  brand: z
    .string({ error: FAIR_PRICE_BRAND_MESSAGE })
    .trim()
    .min(1, FAIR_PRICE_BRAND_MESSAGE)
    .max(FILTER_VALUE_MAX_LENGTH, BRAND_FILTER_TOO_LONG_MESSAGE),
  title: z
    .string({ error: FAIR_PRICE_TITLE_MESSAGE })
    .trim()
    .min(1, FAIR_PRICE_TITLE_MESSAGE)
    .max(TITLE_MAX_LENGTH, TITLE_TOO_LONG_MESSAGE),
  storage: z
    .string({ error: SPEC_VALUE_TOO_LONG_MESSAGE })
    .trim()
    .max(SPEC_VALUE_MAX_LENGTH, SPEC_VALUE_TOO_LONG_MESSAGE)
    .optional()
    .default(''),
});
export type FairPriceQuery = z.infer<typeof fairPriceQuerySchema>;
