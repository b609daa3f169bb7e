import { PROFILE_PICTURE_MAX_BYTES } from '@phonekade/shared/constants/limits';
import { PROFILE_PICTURE_TOO_LARGE_MESSAGE } from '@phonekade/shared/users/profile.schemas';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';

export const PROFILE_PICTURE_FIELD = 'profilePicture';
export const PROFILE_BODY_MESSAGE = 'Profile details must be an object';
export const UNEXPECTED_PICTURE_FIELD_MESSAGE = (field: string) =>
  `Unexpected file field "${field}": send the picture as ${PROFILE_PICTURE_FIELD}`;
export const ONE_PICTURE_MESSAGE = 'Send one profile picture at a time';

export interface ProfileUpload {
  fields: Record<string, unknown>;
  picture?: Buffer;
}

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

/**
 * Reads PUT /users/profile: a JSON object, or multipart text fields plus an optional `profilePicture`
 * file. The 5 MB limit is enforced while the file streams in, with the text the profile form shows
 * ('Profile picture must be less than 5MB') rather than the framework's. This is what reads the
 * body, after the route's guard: a guest's upload is never streamed in.
 */
export async function readProfileUpload(request: FastifyRequest): Promise<ProfileUpload> {
  if (!request.isMultipart()) {
    const body: unknown = request.body ?? {};
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(PROFILE_BODY_MESSAGE);
    return { fields: body as Record<string, unknown> };
  }
  const fields: Record<string, unknown> = {};
  let picture: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: PROFILE_PICTURE_MAX_BYTES, files: 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      const buffer = await part.toBuffer();
      if (part.fieldname !== PROFILE_PICTURE_FIELD) {
        throw badRequest(UNEXPECTED_PICTURE_FIELD_MESSAGE(part.fieldname));
      }
      // An empty file input still sends a part; it means "no new picture".
      if (buffer.length > 0) picture = buffer;
    }
  } catch (error) {
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE'))
      throw new AppError('PAYLOAD_TOO_LARGE', PROFILE_PICTURE_TOO_LARGE_MESSAGE);
    if (hasCode(error, 'FST_FILES_LIMIT')) throw badRequest(ONE_PICTURE_MESSAGE);
    throw error;
  }
  return { fields, ...(picture ? { picture } : {}) };
}
