import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { freePort } from '../../db/embedded-postgres.ts';
import { revokedTokens, users } from '../../db/schema.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startRedisServer } from '../../test/redis-server.ts';
import { createUser, type Body } from '../../test/factories.ts';
import { removeExpiredRevocations } from './auth.repository.ts';

interface SessionData {
  user: { id: string; email: string };
  token: string;
}

const INVALID_TOKEN = 'Invalid or expired token. Please log in again.';
const HOUR_MS = 60 * 60 * 1000;

const sentMail: Mail[] = [];
const mailer: Mailer = {
  send: async (mail) => {
    sentMail.push(mail);
  },
  close: () => {},
};

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'false' }, mailer);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = addressOf(t.app);
});

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

function addressOf(app: FastifyInstance): string {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

async function call<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: object } = {},
) {
  const response = await t.app.inject({
    method,
    url: path,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body ? { payload: options.body } : {}),
  });
  return { status: response.statusCode, body: response.json<Body<T>>() };
}

const PASSWORD = 'secret123';

/** A registered account, signed in twice: two tokens, as on two devices. */
async function accountWithTwoTokens() {
  const email = `sessions-${randomUUID().slice(0, 8)}@example.lk`;
  const registered = await call<SessionData>('POST', '/api/auth/register', {
    body: { name: 'Kamala Silva', email, password: PASSWORD },
  });
  expect(registered.status).toBe(201);
  const login = await call<SessionData>('POST', '/api/auth/login', { body: { email, password: PASSWORD } });
  expect(login.status).toBe(200);
  return { id: registered.body.data.user.id, email, first: registered.body.data.token, second: login.body.data.token };
}

const profileCall = (token: string) => call('GET', '/api/users/profile', { token });
const logout = (token?: string) => call('POST', '/api/auth/logout', token ? { token } : {});

async function revocationCount(userId?: string): Promise<number> {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(revokedTokens)
    .where(userId ? eq(revokedTokens.userId, userId) : undefined);
  return row?.n ?? 0;
}

function open(token: string, at = url): Socket {
  const socket = connect(at, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  return socket;
}

function connected(socket: Socket): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** Resolves with the reason once the socket is disconnected; fails when it stays connected for 10 s. */
const disconnected = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the socket was not disconnected')), 10_000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

/** A round trip through the server: the socket is still connected and served. */
async function stillServed(socket: Socket): Promise<void> {
  expect(socket.connected).toBe(true);
  const pong = (await socket.timeout(5000).emitWithAck('ping', 'still here')) as { message: string };
  expect(pong.message).toBe('still here');
}

describe('logout ends the one sign-in it is called with', () => {
  it('answers Logged out; the token then gets 401 while the same user’s other token still works', async () => {
    const account = await accountWithTwoTokens();
    expect((await profileCall(account.first)).status).toBe(200);

    const out = await logout(account.first);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Logged out', data: null });

    const refused = await profileCall(account.first);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ success: false, error: 'UNAUTHENTICATED', message: INVALID_TOKEN });
    expect((await call('POST', '/api/auth/logout-all', { token: account.first })).status).toBe(401);
    expect((await profileCall(account.second)).status).toBe(200);
  });

  it('remembers the revoked token only until the token itself expires', async () => {
    const account = await accountWithTwoTokens();
    expect((await logout(account.first)).status).toBe(200);
    const { jti, exp } = decodeJwt(account.first);
    const rows = await t.app.db.select().from(revokedTokens).where(eq(revokedTokens.userId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tokenId: jti, userId: account.id });
    expect(rows[0]?.expiresAt.getTime()).toBe(exp! * 1000);
  });

  it('logging out twice with the same token is a 401 the second time, and nothing more is written', async () => {
    const account = await accountWithTwoTokens();
    expect((await logout(account.first)).status).toBe(200);
    const again = await logout(account.first);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ success: false, error: 'UNAUTHENTICATED', message: INVALID_TOKEN });
    expect(await revocationCount(account.id)).toBe(1);
  });

  it('logout without a token, or with a bad one, is a 401 and writes nothing', async () => {
    const before = await revocationCount();
    const anonymous = await logout();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({
      success: false,
      error: 'UNAUTHENTICATED',
      message: 'Authentication required. Please log in.',
    });
    const forged = await logout('not-a-token');
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe(INVALID_TOKEN);
    expect(await revocationCount()).toBe(before);
  });

  it('every token carries its own random id; one without an id is refused', async () => {
    const account = await accountWithTwoTokens();
    const ids = [decodeJwt(account.first).jti, decodeJwt(account.second).jti];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[0]).not.toBe(ids[1]);

    const withoutId = await new SignJWT({ role: 'buyer', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(account.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(t.config.JWT_SECRET));
    const refused = await profileCall(withoutId);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(INVALID_TOKEN);
  });
});

describe('open sockets end with their sign-in', () => {
  it('logout disconnects the sockets opened with that token only, and the token cannot connect again', async () => {
    const account = await accountWithTwoTokens();
    const stranger = await createUser(t, 'buyer');
    const loggingOut = open(account.first);
    const sameTokenElsewhere = open(account.first);
    const otherDevice = open(account.second);
    const otherUser = open(stranger.token);
    await Promise.all([loggingOut, sameTokenElsewhere, otherDevice, otherUser].map(connected));
    const ended = Promise.all([disconnected(loggingOut), disconnected(sameTokenElsewhere)]);

    expect((await logout(account.first)).status).toBe(200);

    expect(await ended).toEqual(['io server disconnect', 'io server disconnect']);
    await stillServed(otherDevice);
    await stillServed(otherUser);
    await expect(connected(open(account.first))).rejects.toThrow('Invalid or expired token');
    await connected(open(account.second));
  });

  it('logout everywhere disconnects every socket of the user and no one else’s', async () => {
    const account = await accountWithTwoTokens();
    const stranger = await createUser(t, 'buyer');
    const first = open(account.first);
    const second = open(account.second);
    const otherUser = open(stranger.token);
    await Promise.all([first, second, otherUser].map(connected));
    const ended = Promise.all([disconnected(first), disconnected(second)]);

    expect((await call('POST', '/api/auth/logout-all', { token: account.second })).status).toBe(200);

    expect(await ended).toEqual(['io server disconnect', 'io server disconnect']);
    await stillServed(otherUser);
    await expect(connected(open(account.first))).rejects.toThrow('Invalid or expired token');
    await expect(connected(open(account.second))).rejects.toThrow('Invalid or expired token');
  });

  it('a password reset disconnects every socket of the user, which cannot connect again', async () => {
    const account = await accountWithTwoTokens();
    const first = open(account.first);
    const second = open(account.second);
    await Promise.all([first, second].map(connected));
    const ended = Promise.all([disconnected(first), disconnected(second)]);

    const mailsBefore = sentMail.length;
    expect((await call('POST', '/api/auth/forgot-password', { body: { email: account.email } })).status).toBe(200);
    const code = await waitForCode(account.email, mailsBefore);
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { email: account.email, code, newPassword: 'another456' },
    });
    expect(reset.status).toBe(200);

    expect(await ended).toEqual(['io server disconnect', 'io server disconnect']);
    await expect(connected(open(account.first))).rejects.toThrow('Invalid or expired token');
  });

  it('a wrong reset code leaves the sockets connected', async () => {
    const account = await accountWithTwoTokens();
    const socket = open(account.first);
    await connected(socket);
    const mailsBefore = sentMail.length;
    expect((await call('POST', '/api/auth/forgot-password', { body: { email: account.email } })).status).toBe(200);
    const code = await waitForCode(account.email, mailsBefore);
    const wrong = code === '000000' ? '111111' : '000000';
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { email: account.email, code: wrong, newPassword: 'another456' },
    });
    expect(reset.status).toBe(400);
    await stillServed(socket);
  });
});

/** The code in the reset mail sent to `email` after the first `after` mails. */
async function waitForCode(email: string, after: number): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const mail = sentMail.slice(after).find((m) => m.to === email);
    const code = mail ? /verification code is: (\d{6})/.exec(mail.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no reset mail to ${email}`);
}

describe('cleanup of revocations', () => {
  async function revocation(userId: string, expiresInMs: number) {
    const tokenId = randomUUID();
    await t.app.db.insert(revokedTokens).values({ tokenId, userId, expiresAt: new Date(Date.now() + expiresInMs) });
    return tokenId;
  }

  const remaining = async (ids: string[]) =>
    (await t.app.db.select({ tokenId: revokedTokens.tokenId }).from(revokedTokens))
      .map((row) => row.tokenId)
      .filter((id) => ids.includes(id))
      .sort();

  it('the sweep removes every revocation whose token has expired and keeps the others', async () => {
    const [one, two] = [await createUser(t, 'buyer'), await createUser(t, 'seller')];
    const expired = [await revocation(one.id, -HOUR_MS), await revocation(two.id, -24 * HOUR_MS)];
    const live = [await revocation(one.id, HOUR_MS), await revocation(two.id, 7 * 24 * HOUR_MS)];

    expect(await removeExpiredRevocations(t.app.db)).toBeGreaterThanOrEqual(2);

    expect(await remaining([...expired, ...live])).toEqual([...live].sort());
  });

  it('a logout removes the user’s own expired revocations and leaves other users’ alone', async () => {
    const account = await accountWithTwoTokens();
    const stranger = await createUser(t, 'buyer');
    const ownExpired = await revocation(account.id, -2 * HOUR_MS);
    const strangersExpired = await revocation(stranger.id, -2 * HOUR_MS);

    expect((await logout(account.first)).status).toBe(200);

    const current = decodeJwt(account.first).jti!;
    expect(await remaining([ownExpired, strangersExpired, current])).toEqual([strangersExpired, current].sort());
  });

  it('revocations go with their user', async () => {
    const account = await accountWithTwoTokens();
    expect((await logout(account.first)).status).toBe(200);
    await t.app.db.delete(users).where(eq(users.id, account.id));
    expect(await revocationCount(account.id)).toBe(0);
  });
});

// With REDIS_URL the rooms are shared: a logout answered by one instance must reach a socket held by another.
describe('two app instances sharing Redis', () => {
  let redis: ChildProcess;
  let first: TestApp;
  let second: FastifyInstance;
  let secondUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    redis = await startRedisServer(port);
    first = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMITS: 'false' });
    second = await buildApp({ config: first.config, database: first.database });
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = addressOf(second);
  });

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await second?.close();
    await first?.close();
    redis?.kill('SIGTERM');
  });

  const crossCall = (path: string, token: string) =>
    first.app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${token}` } });

  it('logout on one instance disconnects that token’s socket on the other and keeps the rest', async () => {
    const user = await createUser(first, 'buyer');
    const otherToken = await first.app.signToken({ id: user.id, role: 'buyer', tokenVersion: 0 });
    const loggingOut = open(user.token, secondUrl);
    const otherDevice = open(otherToken, secondUrl);
    await Promise.all([loggingOut, otherDevice].map(connected));
    const ended = disconnected(loggingOut);

    expect((await crossCall('/api/auth/logout', user.token)).statusCode).toBe(200);

    expect(await ended).toBe('io server disconnect');
    await stillServed(otherDevice);
  });

  it('logout everywhere on one instance disconnects the user’s sockets on the other', async () => {
    const user = await createUser(first, 'seller');
    const socket = open(user.token, secondUrl);
    await connected(socket);
    const ended = disconnected(socket);

    expect((await crossCall('/api/auth/logout-all', user.token)).statusCode).toBe(200);

    expect(await ended).toBe('io server disconnect');
  });
});
