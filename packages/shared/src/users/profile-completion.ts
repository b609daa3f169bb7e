// Profile completion percent = filled fields / the fields that count for the role.
import type { Role } from '../constants/catalog.ts';

const COMMON_FIELDS = [
  'name',
  'email',
  'phone',
  'profilePicture',
  'gender',
  'dateOfBirth',
  'location',
  'favoriteBrand',
] as const;
const SELLER_FIELDS = ['businessType', 'businessDescription'] as const;
const SOCIAL_FIELDS = ['instagram', 'twitter', 'facebook', 'linkedin'] as const;

export type ProfileCompletionField =
  (typeof COMMON_FIELDS)[number] | (typeof SELLER_FIELDS)[number] | (typeof SOCIAL_FIELDS)[number];

export type ProfileLike = { role?: Role | (string & {}) | null; socialMedia?: Record<string, unknown> | null } & {
  [K in ProfileCompletionField]?: unknown;
};

/** The fields that count: 12 for buyers and admins, 14 for sellers. */
export function profileCompletionFields(role: ProfileLike['role']): readonly ProfileCompletionField[] {
  return role === 'seller'
    ? [...COMMON_FIELDS, ...SELLER_FIELDS, ...SOCIAL_FIELDS]
    : [...COMMON_FIELDS, ...SOCIAL_FIELDS];
}

function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  return value !== null && value !== undefined;
}

// A social link may sit on the user or, as on the seller card, under socialMedia.
function valueOf(profile: ProfileLike, field: ProfileCompletionField): unknown {
  const own = profile[field];
  if (isFilled(own)) return own;
  return (SOCIAL_FIELDS as readonly string[]).includes(field) ? profile.socialMedia?.[field] : own;
}

/** Whole percent, 0 to 100. */
export function profileCompletion(profile: ProfileLike): number {
  const fields = profileCompletionFields(profile.role);
  const filled = fields.filter((field) => isFilled(valueOf(profile, field))).length;
  return Math.round((filled / fields.length) * 100);
}
