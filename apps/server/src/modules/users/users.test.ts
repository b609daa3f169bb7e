import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { Body } from '../../test/factories.ts';
import { ensureAdminAccount } from './users.service.ts';

type UserData = Record<string, unknown> & { id: string; _id: string; role: string; profilePicture: string | null };

const PICTURE_TYPE_MESSAGE = 'Profile picture must be a JPEG, PNG, or WebP image';
const PICTURE_SIZE_MESSAGE = 'Profile picture must be less than 5MB';
const PHONE_MESSAGE = 'Please enter a valid Sri Lankan phone number (eg. +94771234567 or 0771234567)';

let t: TestApp;
let avatarsDir: string;

beforeAll(async () => {
  t = await buildTestApp();
  avatarsDir = path.join(t.config.uploadsDir, 'avatars');
});

afterAll(async () => {
  await t.close();
});

let addressCount = 0;
const freshIp = () => {
  addressCount += 1;
  return `10.2.${addressCount >> 8}.${addressCount & 255}`;
};

interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
}

async function register(role: 'buyer' | 'seller' = 'buyer'): Promise<Account> {
  const email = `${role}-${randomUUID().slice(0, 8)}@example.lk`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: freshIp(),
    payload: { name: 'Nimal Perera', email, password: 'secret123', role },
  });
  expect(response.statusCode).toBe(201);
  const { user, token } = response.json<Body<{ user: UserData; token: string }>>().data;
  return { id: user.id, email, password: 'secret123', token };
}

async function getProfile(token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/users/profile',
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });
  return { status: response.statusCode, body: response.json<Body<{ user: UserData }>>() };
}

async function putProfile(token: string | undefined, payload: object | FormData | string) {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/users/profile',
    remoteAddress: freshIp(),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    payload,
  });
  return { status: response.statusCode, body: response.json<Body<{ user: UserData }>>() };
}

function form(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string; field?: string }) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (file)
    data.append(file.field ?? 'profilePicture', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return data;
}

const solidImage = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer();

const avatarFiles = () => (existsSync(avatarsDir) ? readdirSync(avatarsDir) : []);
const fileOf = (url: string) => path.join(t.config.uploadsDir, url.replace(/^\/uploads\//, ''));

describe('GET /api/users/profile', () => {
  it('answers the signed-in user with id and _id, without any secret', async () => {
    const account = await register('seller');
    const { status, body } = await getProfile(account.token);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.user).toMatchObject({
      id: account.id,
      _id: account.id,
      email: account.email,
      name: 'Nimal Perera',
      role: 'seller',
      phone: null,
      profilePicture: null,
      businessType: null,
      rating: 0,
      reviewCount: 0,
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    expect(body.data.user).not.toHaveProperty('tokenVersion');
    expect(typeof body.data.user.createdAt).toBe('string');
  });

  it('needs a valid token', async () => {
    expect((await getProfile()).status).toBe(401);
    expect((await getProfile('garbage')).status).toBe(401);
  });
});

describe('PUT /api/users/profile as JSON', () => {
  it('saves the fields, trims name and phone, and the change persists', async () => {
    const account = await register();
    const { status, body } = await putProfile(account.token, {
      name: '  Kamal Silva  ',
      phone: ' 077 123 4567 ',
      gender: 'male',
      dateOfBirth: '1990-05-17',
      location: ' Kandy ',
      favoriteBrand: 'Samsung',
      instagram: '@kamal',
      linkedin: 'https://www.linkedin.com/in/kamal',
    });
    expect(status).toBe(200);
    expect(body.message).toBe('Profile updated successfully');
    const expected = {
      name: 'Kamal Silva',
      phone: '0771234567',
      gender: 'male',
      dateOfBirth: '1990-05-17',
      location: 'Kandy',
      favoriteBrand: 'Samsung',
      instagram: '@kamal',
      linkedin: 'https://www.linkedin.com/in/kamal',
      socialMedia: {
        instagram: '@kamal',
        twitter: null,
        facebook: null,
        linkedin: 'https://www.linkedin.com/in/kamal',
      },
    };
    expect(body.data.user).toMatchObject(expected);
    expect((await getProfile(account.token)).body.data.user).toMatchObject(expected);
  });

  it('an empty value clears an optional field, an absent one leaves it', async () => {
    const account = await register();
    await putProfile(account.token, { phone: '0771234567', location: 'Galle' });
    const { body } = await putProfile(account.token, { phone: '' });
    expect(body.data.user).toMatchObject({ phone: null, location: 'Galle', name: 'Nimal Perera' });
  });

  it('an empty update changes nothing', async () => {
    const account = await register();
    const { status, body } = await putProfile(account.token, {});
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ id: account.id, name: 'Nimal Perera' });
  });

  it('e-mail and role cannot be changed here: a buyer cannot make itself admin', async () => {
    const account = await register();
    const { status, body } = await putProfile(account.token, {
      role: 'admin',
      email: 'boss@example.lk',
      tokenVersion: 9,
    });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ role: 'buyer', email: account.email });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, account.id));
    expect(row).toMatchObject({ role: 'buyer', email: account.email, tokenVersion: 0 });
  });

  it('a seller sets the business fields; a buyer sending them has them ignored', async () => {
    const seller = await register('seller');
    const sellerUpdate = await putProfile(seller.token, {
      businessType: 'repair-shop',
      businessDescription: ' Fixes and sells ',
    });
    expect(sellerUpdate.body.data.user).toMatchObject({
      businessType: 'repair-shop',
      businessDescription: 'Fixes and sells',
    });

    const buyer = await register();
    const buyerUpdate = await putProfile(buyer.token, {
      businessType: 'retailer',
      businessDescription: 'Nope',
      location: 'Jaffna',
    });
    expect(buyerUpdate.status).toBe(200);
    expect(buyerUpdate.body.data.user).toMatchObject({
      businessType: null,
      businessDescription: null,
      location: 'Jaffna',
    });
  });

  it('each field rule answers with its text and nothing is saved', async () => {
    const account = await register('seller');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'Name cannot be empty'],
      [{ name: 42 }, 'name', 'Name cannot be empty'],
      [{ phone: '12345' }, 'phone', PHONE_MESSAGE],
      [{ phone: '+9477123456' }, 'phone', PHONE_MESSAGE],
      [{ gender: 'robot' }, 'gender', 'Please choose a gender from the list'],
      [{ dateOfBirth: '2023-02-30' }, 'dateOfBirth', 'Please enter a valid date of birth'],
      [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', 'Date of birth cannot be in the future'],
      [{ favoriteBrand: 'Nokia' }, 'favoriteBrand', 'Please choose a brand from the list'],
      [{ businessType: 'bank' }, 'businessType', 'Please choose a business type from the list'],
      [{ instagram: 'javascript:alert(1)' }, 'instagram', 'Please enter a valid Instagram link or username'],
    ];
    for (const [payload, field, message] of cases) {
      const { status, body } = await putProfile(account.token, { location: 'Matara', ...payload });
      expect(status, JSON.stringify(payload)).toBe(400);
      expect(body.message).toBe(message);
      expect(body.details?.[field]).toBe(message);
    }
    expect((await getProfile(account.token)).body.data.user.location).toBeNull();
  });

  it('malformed JSON, a non-object body and an oversized body are clear 4xx answers', async () => {
    const account = await register();
    const malformed = await putProfile(account.token, '{"name": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON');
    const list = await putProfile(account.token, '["name"]');
    expect(list.status).toBe(400);
    expect(list.body.message).toBe('Profile details must be an object');
    const huge = await putProfile(account.token, { location: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
  });

  it('needs a valid token', async () => {
    expect((await putProfile(undefined, { name: 'X' })).status).toBe(401);
    expect((await putProfile('garbage', { name: 'X' })).status).toBe(401);
  });
});

describe('PUT /api/users/profile with a picture', () => {
  it('a PNG is re-encoded to WebP under uploads/avatars; a new picture replaces the old file', async () => {
    const account = await register();
    const first = await putProfile(
      account.token,
      form(
        { name: ' Saman ', phone: '0712345678 ' },
        { data: await solidImage('png'), name: 'me.png', type: 'image/png' },
      ),
    );
    expect(first.status).toBe(200);
    const firstUrl = first.body.data.user.profilePicture;
    expect(first.body.data.user).toMatchObject({ name: 'Saman', phone: '0712345678' });
    expect(firstUrl).toMatch(/^\/uploads\/avatars\/[\w-]+\.webp$/);
    const meta = await sharp(fileOf(firstUrl!)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();

    const served = await t.app.inject({ method: 'GET', url: firstUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    const second = await putProfile(
      account.token,
      form({}, { data: await solidImage('jpeg', 2000, 1000), name: 'me.jpg', type: 'image/jpeg' }),
    );
    expect(second.status).toBe(200);
    const secondUrl = second.body.data.user.profilePicture!;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await sharp(fileOf(secondUrl)).metadata()).toMatchObject({ format: 'webp', width: 512, height: 256 });
    expect(existsSync(fileOf(firstUrl!))).toBe(false);

    const webp = await putProfile(
      account.token,
      form({}, { data: await solidImage('webp'), name: 'me.webp', type: 'image/webp' }),
    );
    expect(webp.status).toBe(200);
    expect(existsSync(fileOf(secondUrl))).toBe(false);
    expect((await getProfile(account.token)).body.data.user.profilePicture).toBe(webp.body.data.user.profilePicture);
  });

  it('a text file named .jpg is refused by its content, not its name', async () => {
    const account = await register();
    const before = avatarFiles().length;
    const { status, body } = await putProfile(
      account.token,
      form(
        { name: 'Changed' },
        { data: Buffer.from('definitely not a picture\n'), name: 'photo.jpg', type: 'image/jpeg' },
      ),
    );
    expect(status).toBe(415);
    expect(body).toMatchObject({ success: false, message: PICTURE_TYPE_MESSAGE });
    expect(avatarFiles()).toHaveLength(before);
    expect((await getProfile(account.token)).body.data.user).toMatchObject({
      name: 'Nimal Perera',
      profilePicture: null,
    });
  });

  it('a GIF is refused, even sent as image/png', async () => {
    const account = await register();
    const gif = await solidImage('gif');
    for (const type of ['image/gif', 'image/png']) {
      const { status, body } = await putProfile(account.token, form({}, { data: gif, name: 'anim.gif', type }));
      expect(status).toBe(415);
      expect(body.message).toBe(PICTURE_TYPE_MESSAGE);
    }
  });

  it('a file over 5 MB is refused with the spec text; exactly 5 MB is not a size problem', async () => {
    const account = await register();
    const before = avatarFiles().length;
    const tooBig = await putProfile(
      account.token,
      form({}, { data: randomBytes(5 * 1024 * 1024 + 1), name: 'big.png', type: 'image/png' }),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ success: false, error: 'PAYLOAD_TOO_LARGE', message: PICTURE_SIZE_MESSAGE });

    // 5,242,880 bytes of noise: within the size limit, so the answer is about the content instead.
    const atLimit = await putProfile(
      account.token,
      form({}, { data: randomBytes(5 * 1024 * 1024), name: 'edge.png', type: 'image/png' }),
    );
    expect(atLimit.status).toBe(415);
    expect(avatarFiles()).toHaveLength(before);
  });

  it('a bad text field refuses the whole update and leaves no picture file behind', async () => {
    const account = await register();
    const before = avatarFiles().length;
    const { status, body } = await putProfile(
      account.token,
      form({ phone: '123' }, { data: await solidImage('png'), name: 'me.png', type: 'image/png' }),
    );
    expect(status).toBe(400);
    expect(body.message).toBe(PHONE_MESSAGE);
    expect(avatarFiles()).toHaveLength(before);
    expect((await getProfile(account.token)).body.data.user.profilePicture).toBeNull();
  });

  it('a file under another field name, or two pictures, are refused', async () => {
    const account = await register();
    const png = await solidImage('png');
    const wrongField = await putProfile(
      account.token,
      form({}, { data: png, name: 'me.png', type: 'image/png', field: 'avatar' }),
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toMatch(/profilePicture/);

    const two = form({}, { data: png, name: 'a.png', type: 'image/png' });
    two.append('profilePicture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'b.png');
    const twoPictures = await putProfile(account.token, two);
    expect(twoPictures.status).toBe(400);
    expect(twoPictures.body.message).toBe('Send one profile picture at a time');
  });

  it('multipart text fields alone update the profile', async () => {
    const account = await register();
    const { status, body } = await putProfile(account.token, form({ name: ' Ruwan ', location: 'Negombo' }));
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ name: 'Ruwan', location: 'Negombo', profilePicture: null });
  });
});

describe('ensureAdminAccount', () => {
  it('creates the admin when the address is new, and changes nothing on the next start', async () => {
    const email = `Admin-${randomUUID().slice(0, 6)}@Example.lk`;
    expect(await ensureAdminAccount(t.app.db, email, 'admin-pass-1')).toBe('created');
    expect(await ensureAdminAccount(t.app.db, email, 'admin-pass-1')).toBe('unchanged');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: freshIp(),
      payload: { email, password: 'admin-pass-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json<Body<{ user: UserData }>>().data.user).toMatchObject({
      role: 'admin',
      email: email.toLowerCase(),
    });
  });

  it('promotes an existing account and gives it the configured password, revoking its tokens', async () => {
    const account = await register();
    expect(await ensureAdminAccount(t.app.db, account.email.toUpperCase(), 'admin-pass-2')).toBe('promoted');
    const [row] = await t.app.db.select().from(users).where(eq(users.id, account.id));
    expect(row?.role).toBe('admin');
    expect(await verifyPassword(row!.passwordHash, 'admin-pass-2')).toBe(true);
    expect((await getProfile(account.token)).status).toBe(401);

    expect(await ensureAdminAccount(t.app.db, account.email, 'admin-pass-3')).toBe('password-reset');
    const [after] = await t.app.db.select().from(users).where(eq(users.id, account.id));
    expect(await verifyPassword(after!.passwordHash, 'admin-pass-3')).toBe(true);
  });

  it('a promoted account whose password already matches keeps its tokens', async () => {
    const account = await register('seller');
    expect(await ensureAdminAccount(t.app.db, account.email, account.password)).toBe('promoted');
    const { status, body } = await getProfile(account.token);
    expect(status).toBe(200);
    expect(body.data.user.role).toBe('admin');
  });
});
