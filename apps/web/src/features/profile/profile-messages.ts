import { INVALID_PHONE_MESSAGE, NAME_TOO_LONG_MESSAGE } from '@phonekade/shared/auth/auth.schemas';
import { AUTH_MESSAGES, PROFILE_LOAD_MESSAGES } from '@phonekade/shared/common/messages';
import {
  BUSINESS_DESCRIPTION_TOO_LONG_MESSAGE,
  BUSINESS_TYPE_MESSAGE,
  DATE_OF_BIRTH_FUTURE_MESSAGE,
  DATE_OF_BIRTH_MESSAGE,
  FAVORITE_BRAND_MESSAGE,
  GENDER_MESSAGE,
  LOCATION_TOO_LONG_MESSAGE,
  NAME_EMPTY_MESSAGE,
  PROFILE_PICTURE_TOO_LARGE_MESSAGE,
  PROFILE_PICTURE_TYPE_MESSAGE,
  SOCIAL_LINK_MESSAGES,
} from '@phonekade/shared/users/profile.schemas';
import { ApiError } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { createMessageLocalizer } from '@/lib/localized-messages.ts';

/**
 * The shared schema (which the server uses too) speaks English; each known text has a locale key so a
 * Sinhala or Tamil reader sees it in their language. English values are the same texts.
 */
export const PROFILE_MESSAGE_KEYS: Record<string, string> = {
  [NAME_EMPTY_MESSAGE]: 'profile.validation.nameEmpty',
  [NAME_TOO_LONG_MESSAGE]: 'profile.validation.nameTooLong',
  [INVALID_PHONE_MESSAGE]: 'profile.validation.invalidPhone',
  [GENDER_MESSAGE]: 'profile.validation.gender',
  [DATE_OF_BIRTH_MESSAGE]: 'profile.validation.dateOfBirth',
  [DATE_OF_BIRTH_FUTURE_MESSAGE]: 'profile.validation.dateOfBirthFuture',
  [LOCATION_TOO_LONG_MESSAGE]: 'profile.validation.locationTooLong',
  [FAVORITE_BRAND_MESSAGE]: 'profile.validation.favoriteBrand',
  [BUSINESS_TYPE_MESSAGE]: 'profile.validation.businessType',
  [BUSINESS_DESCRIPTION_TOO_LONG_MESSAGE]: 'profile.validation.businessDescriptionTooLong',
  [SOCIAL_LINK_MESSAGES.instagram]: 'profile.validation.instagram',
  [SOCIAL_LINK_MESSAGES.twitter]: 'profile.validation.twitter',
  [SOCIAL_LINK_MESSAGES.facebook]: 'profile.validation.facebook',
  [SOCIAL_LINK_MESSAGES.linkedin]: 'profile.validation.linkedin',
  [PROFILE_PICTURE_TOO_LARGE_MESSAGE]: 'profile.photo.tooLarge',
  [PROFILE_PICTURE_TYPE_MESSAGE]: 'profile.photo.wrongType',
  [AUTH_MESSAGES.profileFetchFailed]: 'profile.messages.fetchFailed',
  [AUTH_MESSAGES.profileUpdateFailed]: 'profile.messages.updateFailed',
  [PROFILE_LOAD_MESSAGES.banner]: 'profile.load.banner',
  [PROFILE_LOAD_MESSAGES.network]: 'profile.load.network',
  [PROFILE_LOAD_MESSAGES.unknown]: 'profile.load.unknown',
};

export const { localizeMessage, serverFieldErrors, schemaFieldErrors } = createMessageLocalizer(PROFILE_MESSAGE_KEYS);

/**
 * Profile load: the server's message, 'Server error: ' plus the status when it gave none,
 * the network text when no response came, else 'Unknown error occurred'.
 */
export function loadErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('profile.load.network');
    // The API always names an error code; a failed reply without one carried no message of its own.
    // A reply that came back but was no success carries the profile's own text.
    if (error.code || error.status < 400) return localizeMessage(error.message);
    return t('profile.load.serverError', { status: error.status });
  }
  return t('profile.load.unknown');
}

/** A failed profile update: the server's message, the network text, else 'Failed to update profile'. */
export function updateErrorText(error: unknown): string {
  if (error instanceof ApiError && (error.status === 0 || error.code)) return localizeMessage(error.message);
  return t('profile.messages.updateFailed');
}
