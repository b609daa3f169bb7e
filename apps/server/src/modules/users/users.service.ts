import { AUTH_MESSAGES } from '@phonekade/shared/common/messages';
import type { RegistrationRole } from '@phonekade/shared/constants/catalog';
import type { Language } from '@phonekade/shared/i18n/language';
import { PROFILE_PICTURE_TYPE_MESSAGE, type UpdateProfileInput } from '@phonekade/shared/users/profile.schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { createImageStore, encodeWebp, imageFileName, newImageName } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import { toUserDto, type UserDto } from './user-dto.ts';
import * as repository from './users.repository.ts';

export { toUserDto, type UserDto } from './user-dto.ts';
export type { UserRow } from './users.repository.ts';

export const EMAIL_TAKEN_MESSAGE = AUTH_MESSAGES.emailTaken;
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully';
export const CASH_ON_DELIVERY_SAVED_MESSAGE = 'Your cash on delivery setting was saved';

export const AVATAR_FOLDER = 'avatars';
const AVATAR_MAX_SIDE = 512;
const AVATAR_URL = new RegExp(`^/uploads/${AVATAR_FOLDER}/([\\w-]+)\\.webp$`);
const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (typeof current === 'object' && (current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    if (typeof current !== 'object') return false;
  }
  return false;
}

export interface NewAccount {
  name: string;
  /** Lower-cased by the shared e-mail field. */
  email: string;
  password: string;
  phone?: string | undefined;
  role: RegistrationRole;
  /** The language the person registered in (their Accept-Language); English when not given. */
  language?: Language | undefined;
}

/** Registration: buyers and sellers only (the shared schema refuses any other role). */
export async function createAccount(db: DbOrTx, account: NewAccount): Promise<repository.UserRow> {
  const email = account.email.toLowerCase();
  if (await repository.findByEmail(db, email)) throw conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
  const passwordHash = await hashPassword(account.password);
  try {
    return await repository.insert(db, {
      name: account.name,
      email,
      passwordHash,
      phone: account.phone ?? null,
      role: account.role,
      language: account.language ?? 'en',
    });
  } catch (error) {
    // Two sign-ups with one address at the same moment: the unique index decides, the loser gets 409.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE, { email: EMAIL_TAKEN_MESSAGE });
    throw error;
  }
}

/** The full row (with the password hash) for the auth service; never sent to a client. */
export function findAccountByEmail(db: DbOrTx, email: string): Promise<repository.UserRow | undefined> {
  return repository.findByEmail(db, email.trim().toLowerCase());
}

/** Id, role and token version: what the auth plugin checks a token against. */
export function findAuthState(db: DbOrTx, id: string) {
  return repository.findAuthStateById(db, id);
}

/** Sets a new password and revokes every earlier token. */
export async function changePassword(db: DbOrTx, userId: string, newPassword: string): Promise<void> {
  await repository.setPassword(db, userId, await hashPassword(newPassword));
}

/**
 * The language a signed-in person reads, chosen in the header: their e-mails and the notifications
 * stored for them are written in it (docs/decisions/060-mail-in-the-accounts-language.md).
 */
export async function setAccountLanguage(db: DbOrTx, userId: string, language: Language): Promise<void> {
  if (!(await repository.setLanguage(db, userId, language))) throw notFound(USER_NOT_FOUND_MESSAGE);
}

/** The language each person reads, English for an id without an account. */
export async function accountLanguages(db: DbOrTx, userIds: readonly string[]): Promise<Map<string, Language>> {
  return repository.findLanguages(db, [...new Set(userIds)]);
}

/** Logout everywhere: every token issued so far stops working. */
export function revokeTokens(db: DbOrTx, userId: string): Promise<void> {
  return repository.bumpTokenVersion(db, userId);
}

export type AdminAccountOutcome = 'created' | 'promoted' | 'password-reset' | 'unchanged';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD name an admin who exists after every start: created when missing,
 * promoted and given that password when the address already has an account. The environment wins, so
 * an operator locked out of the admin account restarts with a new password.
 */
export async function ensureAdminAccount(db: Db, email: string, password: string): Promise<AdminAccountOutcome> {
  const normalized = email.trim().toLowerCase();
  const existing = await repository.findByEmail(db, normalized);
  if (!existing) {
    try {
      await repository.insert(db, {
        email: normalized,
        name: 'Administrator',
        role: 'admin',
        passwordHash: await hashPassword(password),
      });
      return 'created';
    } catch (error) {
      // Another process created the address meanwhile: promote that account instead.
      if (!isUniqueViolation(error)) throw error;
      return ensureAdminAccount(db, email, password);
    }
  }
  const passwordMatches = await verifyPassword(existing.passwordHash, password);
  if (existing.role === 'admin' && passwordMatches) return 'unchanged';
  await repository.promoteToAdmin(db, existing.id, passwordMatches ? null : await hashPassword(password));
  return existing.role === 'admin' ? 'password-reset' : 'promoted';
}

/** '' clears an optional field; undefined leaves it as it is. */
function toColumn<T extends string>(value: T | '' | undefined): T | null | undefined {
  return value === '' ? null : value;
}

function profilePatch(input: UpdateProfileInput, role: AuthUser['role']): repository.ProfilePatch {
  const patch: repository.ProfilePatch = {
    name: input.name,
    phone: toColumn(input.phone),
    gender: toColumn(input.gender),
    dateOfBirth: toColumn(input.dateOfBirth),
    location: toColumn(input.location),
    favoriteBrand: toColumn(input.favoriteBrand),
    instagram: toColumn(input.instagram),
    twitter: toColumn(input.twitter),
    facebook: toColumn(input.facebook),
    linkedin: toColumn(input.linkedin),
  };
  // Business fields belong to sellers; a buyer's or admin's copy of them is ignored.
  if (role === 'seller') {
    patch.businessType = toColumn(input.businessType);
    patch.businessDescription = toColumn(input.businessDescription);
  }
  return Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
}

interface UsersServiceDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Said after a profile change: a seller's card is shown with each of their listings. */
  catalogueChanged: () => void;
}

/**
 * Profile pictures live in the same store as listing photos and are always served by this server
 * under /uploads/avatars/ (docs/decisions/046-images-in-object-storage.md).
 */
export function createUsersService({ db, storage, log, catalogueChanged }: UsersServiceDeps) {
  const avatars = createImageStore(storage, AVATAR_FOLDER);
  const removeAvatar = (name: string) =>
    avatars.remove(name).catch((error: unknown) => log.warn({ err: error, image: name }, 'could not remove image'));

  return {
    /** The seller's 'I accept cash on delivery' switch (docs/decisions/072-cash-on-delivery-and-held-payments.md). */
    async setCashOnDelivery(userId: string, accepts: boolean): Promise<UserDto> {
      const row = await repository.setAcceptsCashOnDelivery(db, userId, accepts);
      if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
      return toUserDto(row);
    },

    async getProfile(userId: string): Promise<UserDto> {
      const row = await repository.findById(db, userId);
      if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
      return toUserDto(row);
    },

    /**
     * Saves the checked fields and, when given, the new picture (re-encoded to WebP; the real decoded
     * format decides, not the file name). The old picture file goes once the new one is committed.
     */
    async updateProfile(user: AuthUser, input: UpdateProfileInput, picture?: Buffer): Promise<UserDto> {
      const patch = profilePatch(input, user.role);
      let newPictureName: string | undefined;
      if (picture) {
        const encoded = await encodeWebp(picture, {
          maxSide: AVATAR_MAX_SIDE,
          notImageMessage: PROFILE_PICTURE_TYPE_MESSAGE,
          allowedFormats: ['jpeg', 'png', 'webp'],
        });
        newPictureName = newImageName();
        try {
          await avatars.save(newPictureName, encoded);
        } catch (error) {
          await removeAvatar(newPictureName);
          throw error;
        }
        patch.profilePicture = `/uploads/${AVATAR_FOLDER}/${imageFileName(newPictureName)}`;
      }
      let result: { row: repository.UserRow; oldPicture: string | null };
      try {
        result = await db.transaction(async (tx) => {
          const current = await repository.findByIdForUpdate(tx, user.id);
          if (!current) throw notFound(USER_NOT_FOUND_MESSAGE);
          if (Object.keys(patch).length === 0) return { row: current, oldPicture: null };
          const row = await repository.updateProfile(tx, user.id, patch);
          if (!row) throw notFound(USER_NOT_FOUND_MESSAGE);
          return { row, oldPicture: newPictureName ? current.profilePicture : null };
        });
      } catch (error) {
        if (newPictureName) await removeAvatar(newPictureName);
        throw error;
      }
      if (user.role === 'seller') catalogueChanged();
      const oldName = result.oldPicture ? AVATAR_URL.exec(result.oldPicture)?.[1] : undefined;
      if (oldName) {
        // The profile already points at the new picture; an image left behind is only wasted space.
        await removeAvatar(oldName);
      }
      return toUserDto(result.row);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
