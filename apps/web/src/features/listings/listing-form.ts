import { DEFAULT_CONDITION, LISTING_SPEC_KEYS, type ListingSpecKey } from '@phonekade/shared/constants/catalog';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import type { z } from 'zod';

/** What the create and edit forms hold: every field as typed. */
export interface ListingFormState {
  title: string;
  brand: string;
  price: string;
  originalPrice: string;
  condition: string;
  description: string;
  location: string;
  /** One of the 25 districts (English name), '' until chosen. */
  district: string;
  specs: Record<ListingSpecKey, string>;
  stock: string;
  imei: string;
}

export type FieldErrors = Partial<Record<string, string>>;

const emptySpecs = () =>
  Object.fromEntries(LISTING_SPEC_KEYS.map((key) => [key, ''])) as Record<ListingSpecKey, string>;

export function emptyListingForm(): ListingFormState {
  return {
    title: '',
    brand: '',
    price: '',
    originalPrice: '',
    condition: DEFAULT_CONDITION,
    description: '',
    location: '',
    district: '',
    specs: emptySpecs(),
    stock: '1',
    imei: '',
  };
}

/** The edit form filled from a stored listing (the IMEI is never sent back, so it starts blank). */
export function formFromListing(phone: PhoneDto): ListingFormState {
  const specs = emptySpecs();
  for (const key of LISTING_SPEC_KEYS) specs[key] = phone.specs?.[key] ?? '';
  return {
    title: phone.title ?? '',
    brand: phone.brand ?? '',
    price: phone.price != null ? String(phone.price) : '',
    originalPrice: phone.originalPrice != null ? String(phone.originalPrice) : '',
    condition: phone.condition ?? DEFAULT_CONDITION,
    description: phone.description ?? '',
    location: phone.location ?? '',
    district: phone.district ?? '',
    specs,
    stock: String(phone.stock ?? 1),
    imei: '',
  };
}

/**
 * The fields as the API takes them. `specKeys` limits the specs to the form's own (the edit form has
 * seven; the others keep their stored values). A blank IMEI on edit is left out so the stored one stays.
 */
export function listingPayload(form: ListingFormState, specKeys: readonly ListingSpecKey[], mode: 'create' | 'edit') {
  const specs = Object.fromEntries(specKeys.map((key) => [key, form.specs[key].trim()]));
  const payload: Record<string, string> = {
    title: form.title.trim(),
    brand: form.brand,
    price: form.price.trim(),
    originalPrice: form.originalPrice.trim(),
    condition: form.condition,
    description: form.description.trim(),
    location: form.location.trim(),
    district: form.district,
    specs: JSON.stringify(specs),
    stock: form.stock.trim(),
  };
  if (form.imei.trim() || mode === 'create') payload.imei = form.imei.trim();
  return payload;
}

/** The first message per field of a failed parse, keyed like the form ('specs.ram' becomes 'specs'). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

export function appendFields(form: FormData, payload: Record<string, string>): FormData {
  for (const [key, value] of Object.entries(payload)) form.append(key, value);
  return form;
}
