import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes, users } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { Body } from '../../test/factories.ts';
import { bodyText, startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';

interface SessionData {
  user: Record<string, unknown> & { id: string; _id: string; email: string; role: string };
  token: string;
}

const INVALID_CODE = 'The verification code is wrong or has expired';

// ---- A real SMTP server capturing every message as raw text ----

let smtp: SmtpCatcher;

async function waitForCode(email: string, previousCount = 0): Promise<string> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const mail = smtp.mailsTo(email)[previousCount];
    if (mail) {
      const code = /verification code is: (\d{6})/.exec(bodyText(mail.raw))?.[1];
      if (!code) throw new Error(`no code in mail:\n${mail.raw}`);
      return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
}

// ---- The app ----

let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({ SMTP_URL: smtp.url });
});

afterAll(async () => {
  await t.close();
  await smtp.close();
});

// Limits are per IP: every call comes from its own address unless a test is about the limits.
let addressCount = 0;
const freshIp = () => {
  addressCount += 1;
  return `10.1.${addressCount >> 8}.${addressCount & 255}`;
};

async function call<T = unknown>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { body?: unknown; token?: string; ip?: string; raw?: string } = {},
) {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.raw !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.raw !== undefined
      ? { payload: options.raw }
      : options.body !== undefined
        ? { payload: options.body as object }
        : {}),
  });
  return { status: response.statusCode, body: response.json<Body<T>>(), headers: response.headers };
}

const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.lk`;

async function register(fields: Record<string, unknown> = {}) {
  const body = { name: 'Nimal Perera', email: uniqueEmail(), password: 'secret123', ...fields };
  const response = await call<SessionData>('POST', '/api/auth/register', { body });
  expect(response.status).toBe(201);
  return { ...response.body.data, password: body.password };
}

const profileStatus = async (token: string) => (await call('GET', '/api/users/profile', { token })).status;

describe('registration', () => {
  it('a buyer registers and gets a safe profile with id and _id plus a working token', async () => {
    const email = uniqueEmail('buyer');
    const { status, body } = await call<SessionData>('POST', '/api/auth/register', {
      body: { name: '  Nimal Perera ', email, password: 'secret123', phone: '077 123 4567', role: 'buyer' },
    });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    const { user, token } = body.data;
    expect(user).toMatchObject({ name: 'Nimal Perera', email, role: 'buyer', phone: '0771234567' });
    expect(user._id).toBe(user.id);
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('tokenVersion');
    expect(JSON.stringify(body)).not.toContain('argon2');
    expect(await profileStatus(token)).toBe(200);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('secret123');
  });

  it('the role defaults to buyer and a seller can register', async () => {
    expect((await register()).user.role).toBe('buyer');
    expect((await register({ role: 'seller', phone: '+94771234567' })).user).toMatchObject({
      role: 'seller',
      phone: '+94771234567',
    });
  });

  it('asking for the admin role is refused and creates nothing', async () => {
    const email = uniqueEmail('would-be-admin');
    const { status, body } = await call('POST', '/api/auth/register', {
      body: { name: 'Mallory', email, password: 'secret123', role: 'admin' },
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      error: 'VALIDATION',
      message: 'Registration is only open to buyers and sellers',
      details: { role: 'Registration is only open to buyers and sellers' },
    });
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('an e-mail address already registered is a 409, whatever its letter case', async () => {
    const email = uniqueEmail('dup');
    await register({ email });
    for (const again of [email, email.toUpperCase(), `  ${email.replace('dup', 'DUP')} `]) {
      const { status, body } = await call('POST', '/api/auth/register', {
        body: { name: 'Other', email: again, password: 'secret123' },
      });
      expect(status).toBe(409);
      expect(body).toMatchObject({
        success: false,
        error: 'CONFLICT',
        message: 'An account with this email already exists',
      });
    }
    expect(
      await t.app.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`),
    ).toHaveLength(1);
  });

  it('the address is stored lower-cased', async () => {
    const email = uniqueEmail('Mixed.Case').replace('example', 'Example');
    const { user } = await register({ email });
    expect(user.email).toBe(email.toLowerCase());
  });

  it('each field rule answers with the spec text', async () => {
    const base = { name: 'Nimal', email: uniqueEmail(), password: 'secret123' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, email: 'not-an-address' }, 'email', 'Please enter a valid email address'],
      [{ ...base, email: 'a@b' }, 'email', 'Please enter a valid email address'],
      [{ ...base, email: '' }, 'email', 'Please enter a valid email address'],
      [{ ...base, password: '12345' }, 'password', 'Password must be at least 6 characters long'],
      [{ ...base, password: undefined }, 'password', 'Password is required'],
      [{ ...base, name: '   ' }, 'name', 'Name is required'],
      [{ ...base, name: undefined }, 'name', 'Name is required'],
      [
        { ...base, phone: '12345' },
        'phone',
        'Please enter a valid Sri Lankan phone number (eg. +94771234567 or 0771234567)',
      ],
      [
        { ...base, phone: '0071234567' },
        'phone',
        'Please enter a valid Sri Lankan phone number (eg. +94771234567 or 0771234567)',
      ],
      [{ ...base, role: 'superuser' }, 'role', 'Registration is only open to buyers and sellers'],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('POST', '/api/auth/register', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.details?.[field]).toBe(message);
    }
    expect(await t.app.db.select().from(users).where(eq(users.email, base.email))).toHaveLength(0);
  });

  it('wrong types, malformed JSON and an oversized body are clear 4xx answers, never 500', async () => {
    const wrongType = await call('POST', '/api/auth/register', {
      body: { name: 'Nimal', email: 123, password: 'secret123' },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toBe('Please enter a valid email address');

    const arrayPassword = await call('POST', '/api/auth/login', { body: { email: uniqueEmail(), password: ['a'] } });
    expect(arrayPassword.status).toBe(400);
    expect(arrayPassword.body.message).toBe('Password is required');

    const malformed = await call('POST', '/api/auth/register', { raw: '{"name": "Nimal", "email": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, message: 'The request body is not valid JSON' });

    const oversized = await call('POST', '/api/auth/register', {
      body: { name: 'x'.repeat(1_100_000), email: uniqueEmail(), password: 'secret123' },
    });
    expect(oversized.status).toBe(413);
    expect(oversized.body).toMatchObject({
      success: false,
      error: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large',
    });

    const noBody = await call('POST', '/api/auth/login');
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toBe('Please enter a valid email address');

    const notAnObject = await call('POST', '/api/auth/forgot-password', { raw: '"just text"' });
    expect(notAnObject.status).toBe(400);
    expect(notAnObject.body.success).toBe(false);
  });
});

describe('login', () => {
  it('the right password signs in, with the address in any letter case', async () => {
    const account = await register({ email: uniqueEmail('login') });
    for (const email of [account.user.email, account.user.email.toUpperCase(), ` ${account.user.email} `]) {
      const { status, body } = await call<SessionData>('POST', '/api/auth/login', {
        body: { email, password: account.password },
      });
      expect(status).toBe(200);
      expect(body.data.user).toMatchObject({ id: account.user.id, _id: account.user.id, email: account.user.email });
      expect(body.data.user).not.toHaveProperty('passwordHash');
      expect(await profileStatus(body.data.token)).toBe(200);
    }
  });

  it('a wrong password and an unknown address get the same 401 answer', async () => {
    const account = await register();
    const wrongPassword = await call('POST', '/api/auth/login', {
      body: { email: account.user.email, password: 'not-the-password' },
    });
    const unknownEmail = await call('POST', '/api/auth/login', {
      body: { email: uniqueEmail('nobody'), password: account.password },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      success: false,
      message: 'Invalid login credentials',
      error: 'UNAUTHENTICATED',
    });
    expect(unknownEmail.body).toEqual(wrongPassword.body);
  });

  it('the form rules answer with their texts', async () => {
    const invalid = await call('POST', '/api/auth/login', { body: { email: 'nimal', password: 'secret123' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual({ email: 'Please enter a valid email address' });
    const noPassword = await call('POST', '/api/auth/login', { body: { email: uniqueEmail(), password: '' } });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.details).toEqual({ password: 'Password is required' });
  });

  it('successful sign-ins are not counted against the address', async () => {
    const account = await register();
    const ip = '10.9.9.8';
    for (let i = 0; i < 15; i += 1) {
      const login = await call('POST', '/api/auth/login', {
        ip,
        body: { email: account.user.email, password: account.password },
      });
      expect(login.status).toBe(200);
    }
  });

  // Wrong passwords per account, from every address, are tested in auth.limits.test.ts.
  it('one IP trying many addresses is stopped after 200 a minute, malformed tries included', async () => {
    const ip = '10.9.9.10';
    const statuses: number[] = [];
    // Empty passwords keep this quick; every try counts, whatever it sends.
    for (let i = 0; i < 199; i += 1) {
      statuses.push(
        (await call('POST', '/api/auth/login', { ip, body: { email: `walker${i}@example.lk`, password: '' } })).status,
      );
    }
    statuses.push(
      (await call('POST', '/api/auth/login', { ip, body: { email: 'walker@example.lk', password: 'guess123' } }))
        .status,
    );
    const account = await register();
    const blocked = await call('POST', '/api/auth/login', {
      ip,
      body: { email: account.user.email, password: account.password },
    });
    expect(statuses.slice(0, 199).every((s) => s === 400)).toBe(true);
    expect(statuses[199]).toBe(401);
    expect(blocked.status).toBe(429);
  });

  it('registration is limited to 30 a minute per IP', async () => {
    const ip = '10.9.9.11';
    for (let i = 0; i < 30; i += 1) {
      const ok = await call('POST', '/api/auth/register', {
        ip,
        body: { name: 'Bulk', email: uniqueEmail('bulk'), password: 'secret123' },
      });
      expect(ok.status).toBe(201);
    }
    const limited = await call('POST', '/api/auth/register', {
      ip,
      body: { name: 'Bulk', email: uniqueEmail('bulk'), password: 'secret123' },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many requests/);
  });
});

describe('tokens', () => {
  it('the profile needs a token: none, a malformed one, a forged one and an expired one get 401', async () => {
    const account = await register();
    const noToken = await call('GET', '/api/users/profile');
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ success: false, error: 'UNAUTHENTICATED' });

    expect(await profileStatus('not-a-jwt')).toBe(401);

    const forged = await new SignJWT({ role: 'admin', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough-to-sign'));
    expect(await profileStatus(forged)).toBe(401);

    const expired = await new SignJWT({ role: account.user.role, ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.user.id)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(t.config.JWT_SECRET));
    const expiredCall = await call('GET', '/api/users/profile', { token: expired });
    expect(expiredCall.status).toBe(401);
    expect(expiredCall.body.message).toBe('Your session has expired. Please log in again.');

    const wrongScheme = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Basic ${account.token}` },
    });
    expect(wrongScheme.statusCode).toBe(401);
  });

  it('logout everywhere revokes every earlier token', async () => {
    const account = await register();
    const second = await call<SessionData>('POST', '/api/auth/login', {
      body: { email: account.user.email, password: account.password },
    });
    const out = await call('POST', '/api/auth/logout-all', { token: account.token });
    expect(out.status).toBe(200);
    expect(out.body.success).toBe(true);
    expect(await profileStatus(account.token)).toBe(401);
    expect(await profileStatus(second.body.data.token)).toBe(401);
    const fresh = await call<SessionData>('POST', '/api/auth/login', {
      body: { email: account.user.email, password: account.password },
    });
    expect(await profileStatus(fresh.body.data.token)).toBe(200);
    expect((await call('POST', '/api/auth/logout-all')).status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  async function requestCode(email: string) {
    const before = smtp.mailsTo(email).length;
    const response = await call('POST', '/api/auth/forgot-password', { body: { email } });
    expect(response.status).toBe(200);
    return waitForCode(email, before);
  }

  const reset = (body: Record<string, unknown>, ip?: string) =>
    call('POST', '/api/auth/reset-password', { body, ...(ip ? { ip } : {}) });

  it('a known address gets the code by e-mail; the database holds only a keyed hash that lives 10 minutes', async () => {
    const account = await register();
    const response = await call('POST', '/api/auth/forgot-password', {
      body: { email: account.user.email.toUpperCase() },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Verification code sent to your email',
      data: { email: account.user.email },
    });
    const code = await waitForCode(account.user.email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = smtp.mailsTo(account.user.email)[0]!;
    expect(mail.raw).toMatch(/^Subject: Your PhoneKade verification code/m);

    const [row] = await t.app.db
      .select({
        codeHash: passwordResetCodes.codeHash,
        lifetime: sql<number>`extract(epoch from ${passwordResetCodes.expiresAt} - ${passwordResetCodes.createdAt})`,
      })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, account.user.id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(Number(row?.lifetime)).toBeCloseTo(600, 0);
  });

  it('an unknown address gets the identical answer and no mail', async () => {
    const known = await register();
    const unknownEmail = uniqueEmail('nobody');
    const forKnown = await call('POST', '/api/auth/forgot-password', { body: { email: known.user.email } });
    const forUnknown = await call('POST', '/api/auth/forgot-password', { body: { email: unknownEmail } });
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual({ ...forKnown.body, data: { email: unknownEmail } });
    await waitForCode(known.user.email);
    expect(smtp.mailsTo(unknownEmail)).toHaveLength(0);
  });

  it('the forgot form rules answer with their texts', async () => {
    for (const [email, message] of [
      ['', 'Please enter your email address'],
      [undefined, 'Please enter your email address'],
      ['nimal@', 'Please enter a valid email address'],
      [42, 'Please enter your email address'],
    ] as const) {
      const response = await call('POST', '/api/auth/forgot-password', { body: { email } });
      expect(response.status).toBe(400);
      expect(response.body.details).toEqual({ email: message });
    }
  });

  it('the reset form rules answer with their texts', async () => {
    const email = uniqueEmail();
    const cases: [Record<string, unknown>, string][] = [
      [{ email, code: '', newPassword: 'newpass1', confirmPassword: 'newpass1' }, 'Please fill in all fields'],
      [{ email: '', code: '123456', newPassword: 'newpass1' }, 'Please fill in all fields'],
      [{ email, code: '123456', newPassword: '' }, 'Please fill in all fields'],
      [{ email, code: '123456' }, 'Please fill in all fields'],
      [{ email, code: '123456', newPassword: 'newpass1', confirmPassword: '' }, 'Please fill in all fields'],
      [{ email, code: '123456', newPassword: 'newpass1', confirmPassword: 'newpass2' }, 'Passwords do not match'],
      [
        { email, code: '123456', newPassword: 'short', confirmPassword: 'short' },
        'Password must be at least 6 characters long',
      ],
      [{ email, code: '123456', newPassword: 'short' }, 'Password must be at least 6 characters long'],
      [{ email, code: '12ab56', newPassword: 'newpass1' }, 'The verification code is the 6 digits sent to your email'],
    ];
    for (const [body, message] of cases) {
      const response = await reset(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
  });

  it('a wrong code is refused; the right one sets the password, revokes old tokens and cannot be used again', async () => {
    const account = await register();
    const email = account.user.email;
    const code = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await reset({ email, code: wrong, newPassword: 'brand-new-1', confirmPassword: 'brand-new-1' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, message: INVALID_CODE });
    expect(await profileStatus(account.token)).toBe(200);

    const done = await reset({
      email: email.toUpperCase(),
      code,
      newPassword: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, message: 'Password reset successful' });

    expect(await profileStatus(account.token)).toBe(401);
    const oldPassword = await call('POST', '/api/auth/login', { body: { email, password: account.password } });
    expect(oldPassword.status).toBe(401);
    const newPassword = await call<SessionData>('POST', '/api/auth/login', {
      body: { email, password: 'brand-new-1' },
    });
    expect(newPassword.status).toBe(200);

    const reused = await reset({ email, code, newPassword: 'another-one-2' });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(INVALID_CODE);
    expect(await profileStatus(newPassword.body.data.token)).toBe(200);
  });

  it('an expired code is refused', async () => {
    const account = await register();
    const code = await requestCode(account.user.email);
    await t.app.db
      .update(passwordResetCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetCodes.userId, account.user.id));
    const response = await reset({ email: account.user.email, code, newPassword: 'brand-new-1' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(INVALID_CODE);
    expect(await profileStatus(account.token)).toBe(200);
  });

  it('five wrong tries burn the code, so even the right one is then refused', async () => {
    const account = await register();
    const email = account.user.email;
    const code = await requestCode(email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i += 1) {
      expect((await reset({ email, code: wrong, newPassword: 'brand-new-1' })).status).toBe(400);
    }
    const [row] = await t.app.db
      .select({ attempts: passwordResetCodes.attempts })
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, account.user.id));
    expect(row?.attempts).toBe(5);
    const right = await reset({ email, code, newPassword: 'brand-new-1' });
    expect(right.status).toBe(400);
    expect(right.body.message).toBe(INVALID_CODE);
    expect((await call('POST', '/api/auth/login', { body: { email, password: account.password } })).status).toBe(200);
  });

  it('a newer code replaces the earlier one', async () => {
    const account = await register();
    const email = account.user.email;
    const first = await requestCode(email);
    const second = await requestCode(email);
    if (first !== second) {
      expect((await reset({ email, code: first, newPassword: 'brand-new-1' })).status).toBe(400);
    }
    expect((await reset({ email, code: second, newPassword: 'brand-new-1' })).status).toBe(200);
  });

  it('a reset for an address without an account is refused like a wrong code', async () => {
    const response = await reset({ email: uniqueEmail('nobody'), code: '123456', newPassword: 'brand-new-1' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(INVALID_CODE);
  });
});

describe('mail failure', () => {
  it('a mail server failure is logged, not revealed: the answer is the same', async () => {
    const failing: Mailer = {
      send: () => Promise.reject(new Error('SMTP connection refused')),
      close: () => {},
    };
    const other = await buildTestApp({}, failing);
    try {
      const email = uniqueEmail();
      const registered = await other.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Nimal', email, password: 'secret123' },
      });
      expect(registered.statusCode).toBe(201);
      const response = await other.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: 'Verification code sent to your email',
        data: { email },
      });
    } finally {
      await other.close();
    }
  });
});
