import { SOCIAL_NETWORKS, updateProfileSchema } from '@phonekade/shared/users/profile.schemas';
import type { Role } from '@/lib/session.ts';
import type { ProfileUser } from './profile.types.ts';

const PERSONAL_FIELDS = ['name', 'phone', 'gender', 'dateOfBirth', 'location', 'favoriteBrand'] as const;
const BUSINESS_FIELDS = ['businessType', 'businessDescription'] as const;

export type ProfileFormField =
  (typeof PERSONAL_FIELDS)[number] | (typeof SOCIAL_NETWORKS)[number] | (typeof BUSINESS_FIELDS)[number];
export type ProfileFormValues = Record<ProfileFormField, string>;

/** Every field the profile-edit modal offers; business fields only for sellers. */
export function editableFields(role: Role): ProfileFormField[] {
  return [...PERSONAL_FIELDS, ...SOCIAL_NETWORKS, ...(role === 'seller' ? BUSINESS_FIELDS : [])];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The form's starting values; a social link may sit on the user or under socialMedia. */
export function formValuesFrom(user: ProfileUser): ProfileFormValues {
  const values = {} as ProfileFormValues;
  for (const field of [...PERSONAL_FIELDS, ...SOCIAL_NETWORKS, ...BUSINESS_FIELDS]) values[field] = text(user[field]);
  for (const network of SOCIAL_NETWORKS) values[network] ||= text(user.socialMedia?.[network]);
  // A date may come back as a full timestamp; the date input wants YYYY-MM-DD.
  values.dateOfBirth = values.dateOfBirth.slice(0, 10);
  return values;
}

/**
 * The PUT body from the form, checked by the shared schema the server also uses (name and phone
 * trimmed). Only the fields this role may edit are sent.
 */
export function parseProfileForm(values: ProfileFormValues, role: Role) {
  const body: Partial<ProfileFormValues> = {};
  for (const field of editableFields(role)) body[field] = values[field];
  return updateProfileSchema.safeParse(body);
}
