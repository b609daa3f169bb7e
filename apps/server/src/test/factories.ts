// The server tests' factories: people, listings written straight to the database (so a test does
// not depend on another module's API rules), real images made with sharp, and multipart bodies as a
// browser's FormData sends them.
import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { Role, StoredImage } from '../db/schema.ts';
import { listings, users } from '../db/schema.ts';

/** What the factories need of a test app: a `TestApp` from buildTestApp, or `{ app }`. */
interface HasApp {
  app: FastifyInstance;
}

/**
 * The response envelope (`{ success, message?, data }`; errors add `error` and `details`), see
 * docs/decisions/005-api-envelope-and-response-shapes.md.
 */
export interface Body<T = unknown> {
  success: boolean;
  message?: string;
  error?: string;
  details?: Record<string, string>;
  data: T;
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  token: string;
  auth: { authorization: string };
}

/** A user written directly, signed in: `auth` is the header its requests carry. */
export async function createUser(
  t: HasApp,
  role: Role,
  extra: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const [row] = await t.app.db
    .insert(users)
    .values({
      email: `${randomUUID()}@example.lk`,
      passwordHash: 'not-a-real-hash',
      name: `${role} ${randomUUID().slice(0, 6)}`,
      role,
      ...extra,
    })
    .returning({ id: users.id, email: users.email, name: users.name });
  if (!row) throw new Error('no user');
  const token = await t.app.signToken({ id: row.id, role, tokenVersion: 0 });
  return { ...row, role, token, auth: { authorization: `Bearer ${token}` } };
}

/** The cast of most access tests: two buyers (one to be "another user"), a seller and an admin. */
export async function createPeople(t: HasApp) {
  return {
    buyer: await createUser(t, 'buyer'),
    otherBuyer: await createUser(t, 'buyer'),
    seller: await createUser(t, 'seller'),
    admin: await createUser(t, 'admin'),
  };
}

/** The auth header of `user`, or none for an anonymous request. */
export const bearer = (user?: TestUser): Record<string, string> => user?.auth ?? {};

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON request as `user` (anonymous without one). */
export function callApi(t: HasApp, method: Method, url: string, user?: TestUser, payload?: unknown) {
  return inject(t.app, method, url, { auth: user?.auth, body: payload as object | undefined });
}

/** A request as a browser sends it: JSON, or a multipart body from `multipart()`. */
export async function inject(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: {
    auth?: { authorization: string };
    body?: { payload: Buffer; headers: Record<string, string> } | object;
  } = {},
) {
  const { auth, body } = options;
  if (body && 'payload' in body && Buffer.isBuffer(body.payload)) {
    return app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
  }
  return app.inject({ method, url, ...(body ? { payload: body } : {}), headers: { ...auth } });
}

const HOUR = 60 * 60 * 1000;

/** A listing written directly (approved unless told otherwise), `hoursAgo` old. */
export async function insertListing(
  t: HasApp,
  sellerId: string,
  values: Partial<typeof listings.$inferInsert> & { hoursAgo?: number } = {},
) {
  const { hoursAgo = 1, ...rest } = values;
  const status = rest.status ?? 'approved';
  const images: StoredImage[] = [{ name: `fixture-${randomUUID().slice(0, 8)}`, width: 800, height: 600 }];
  const [row] = await t.app.db
    .insert(listings)
    .values({
      sellerId,
      title: 'iPhone 13 128GB',
      brand: 'Apple',
      condition: 'Excellent',
      price: 100_000,
      images,
      status: 'approved',
      createdAt: new Date(Date.now() - hoursAgo * HOUR),
      // An approved listing went live at its price.
      livePrice: status === 'approved' ? (rest.price ?? 100_000) : null,
      ...rest,
    })
    .returning();
  if (!row) throw new Error('no listing');
  return row;
}

/** A real JPEG of the given size, with EXIF metadata (a camera make) that the server must strip. */
export function jpegImage(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .withExif({ IFD0: { Make: 'FixtureCam', Model: 'Secret Serial 123' } })
    .jpeg()
    .toBuffer();
}

/** A tiny PNG whose header claims `width` x `height` pixels (a decompression bomb). */
export async function pixelFloodPng(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  // IHDR starts at byte 8: length(4) type(4) width(4) height(4) ...; its CRC covers type + 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export interface UploadFile {
  data: Buffer;
  type?: string;
  filename?: string;
  field?: string;
}

/** A multipart body built by the platform's FormData, as a browser sends the listing form. */
export async function multipart(fields: Record<string, string>, files: UploadFile[] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      file.field ?? 'images',
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/jpeg' }),
      file.filename ?? 'photo.jpg',
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}

export const listingForm = (overrides: Record<string, string> = {}): Record<string, string> => ({
  title: 'iPhone 13 128GB',
  brand: 'Apple',
  price: '145000',
  originalPrice: '160000',
  condition: 'Excellent',
  description: 'Barely used, with box',
  location: 'Colombo',
  district: 'Colombo',
  specs: JSON.stringify({ ram: '4GB', storage: '128GB', batteryHealth: '91%' }),
  ...overrides,
});
