import { z } from 'zod';

import { BUSINESS_TYPES, FAVORITE_BRANDS, GENDERS } from '../constants/catalog.ts';
import {
  BUSINESS_DESCRIPTION_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_INPUT_MAX_LENGTH,
  PROFILE_PICTURE_MAX_BYTES,
  SOCIAL_LINK_MAX_LENGTH,
} from '../constants/limits.ts';
import { colomboDateString } from '../common/colombo-time.ts';
import { optionalText, type FileLike } from '../common/fields.ts';
import { isValidSriLankanPhone, normalizePhone } from '../common/phone-number.ts';
import { INVALID_PHONE_MESSAGE, NAME_TOO_LONG_MESSAGE } from '../auth/auth.schemas.ts';

// The product's own texts, word for word.
export const PROFILE_PICTURE_TOO_LARGE_MESSAGE = 'Profile picture must be less than 5MB';
export const PROFILE_PICTURE_TYPE_MESSAGE = 'Profile picture must be a JPEG, PNG, or WebP image';
// Texts of our own, for cases the product's texts do not cover.
export const NAME_EMPTY_MESSAGE = 'Name cannot be empty';
export const GENDER_MESSAGE = 'Please choose a gender from the list';
export const DATE_OF_BIRTH_MESSAGE = 'Please enter a valid date of birth';
export const DATE_OF_BIRTH_FUTURE_MESSAGE = 'Date of birth cannot be in the future';
export const LOCATION_TOO_LONG_MESSAGE = `Location must be at most ${LOCATION_MAX_LENGTH} characters`;
export const FAVORITE_BRAND_MESSAGE = 'Please choose a brand from the list';
export const BUSINESS_TYPE_MESSAGE = 'Please choose a business type from the list';
export const BUSINESS_DESCRIPTION_TOO_LONG_MESSAGE = `Business description must be at most ${BUSINESS_DESCRIPTION_MAX_LENGTH} characters`;
export const SOCIAL_LINK_MESSAGES = {
  instagram: 'Please enter a valid Instagram link or username',
  twitter: 'Please enter a valid Twitter link or username',
  facebook: 'Please enter a valid Facebook link or username',
  linkedin: 'Please enter a valid LinkedIn link or username',
} as const;

export const SOCIAL_NETWORKS = ['instagram', 'twitter', 'facebook', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const PROFILE_PICTURE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_LENGTH = 'YYYY-MM-DD'.length;
const EARLIEST_BIRTH_YEAR = 1900;
// Only http(s) links: a profile link is rendered as an href, so javascript: and data: must never pass.
// A host with a dot in it, then anything without spaces. The host is read up to its first dot (after
// its first character), so there is only one way to split a link: the same links pass as with "host
// characters, a dot, the rest", in time linear in the link.
const WEB_LINK = /^https?:\/\/[^\s/?#][^\s/?#.]*\.\S+$/i;
const HANDLE = /^@?[\w.-]{1,100}$/;

/** A real calendar date 'YYYY-MM-DD' from 1900 on (rejects '2023-02-30'). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= EARLIEST_BIRTH_YEAR &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A profile link: an http(s) URL or a username, with or without '@'. */
export function isSocialLink(value: string): boolean {
  return value.length <= SOCIAL_LINK_MAX_LENGTH && (WEB_LINK.test(value) || HANDLE.test(value));
}

function socialLinkField(network: SocialNetwork) {
  return z
    .string({ error: SOCIAL_LINK_MESSAGES[network] })
    .trim()
    .max(SOCIAL_LINK_MAX_LENGTH, { message: SOCIAL_LINK_MESSAGES[network], abort: true })
    .refine((value) => value === '' || isSocialLink(value), SOCIAL_LINK_MESSAGES[network])
    .optional();
}

/**
 * PUT /users/profile, as JSON or as multipart text fields (the picture travels as a file beside them).
 * Every field is optional: an absent field is left as it is. For the optional fields '' clears the
 * value; the name cannot be cleared. Name and phone are trimmed, the phone's spaces removed.
 * Email and role are not editable here and are dropped.
 */
export const updateProfileSchema = z.object({
  name: z
    .string({ error: NAME_EMPTY_MESSAGE })
    .trim()
    .min(1, NAME_EMPTY_MESSAGE)
    .max(NAME_MAX_LENGTH, { message: NAME_TOO_LONG_MESSAGE, abort: true })
    .optional(),
  phone: z
    .string({ error: INVALID_PHONE_MESSAGE })
    .max(PHONE_INPUT_MAX_LENGTH, { message: INVALID_PHONE_MESSAGE, abort: true })
    .transform(normalizePhone)
    .refine((value) => value === '' || isValidSriLankanPhone(value), INVALID_PHONE_MESSAGE)
    .optional(),
  gender: z.enum(['', ...GENDERS], { error: GENDER_MESSAGE }).optional(),
  dateOfBirth: z
    .string({ error: DATE_OF_BIRTH_MESSAGE })
    .trim()
    .max(ISO_DATE_LENGTH, { message: DATE_OF_BIRTH_MESSAGE, abort: true })
    .refine((value) => value === '' || isIsoDate(value), DATE_OF_BIRTH_MESSAGE)
    // Compared on the Sri Lankan calendar, so a birthday of today is fine wherever the server runs.
    .refine(
      (value) => value === '' || !isIsoDate(value) || value <= colomboDateString(new Date()),
      DATE_OF_BIRTH_FUTURE_MESSAGE,
    )
    .optional(),
  location: optionalText(LOCATION_MAX_LENGTH, LOCATION_TOO_LONG_MESSAGE),
  favoriteBrand: z.enum(['', ...FAVORITE_BRANDS], { error: FAVORITE_BRAND_MESSAGE }).optional(),
  instagram: socialLinkField('instagram'),
  twitter: socialLinkField('twitter'),
  facebook: socialLinkField('facebook'),
  linkedin: socialLinkField('linkedin'),
  businessType: z.enum(['', ...BUSINESS_TYPES], { error: BUSINESS_TYPE_MESSAGE }).optional(),
  businessDescription: optionalText(BUSINESS_DESCRIPTION_MAX_LENGTH, BUSINESS_DESCRIPTION_TOO_LONG_MESSAGE),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The message for a profile picture that may not be used, or null when it is fine. */
export function profilePictureError(file: FileLike): string | null {
  const allowedType = (PROFILE_PICTURE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!allowedType) return PROFILE_PICTURE_TYPE_MESSAGE;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return PROFILE_PICTURE_TOO_LARGE_MESSAGE;
  return null;
}
