// Rate limits that follow people, not addresses: wrong passwords and reset codes are counted per
// account from every address, signed-in calls per user (carrier NAT puts thousands of buyers on one
// address), and X-Forwarded-For is believed only from the proxies TRUST_PROXY names.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import type { Mail, Mailer } from '../../lib/mailer.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type Body } from '../../test/factories.ts';

const TOO_MANY = /^Too many requests\. Please try again in (\d+) seconds\.$/;
const INVALID_CODE = 'The verification code is wrong or has expired';

const sent: Mail[] = [];
const recordingMailer: Mailer = {
  send: async (mail) => {
    sent.push(mail);
  },
  close: () => {},
};
const mailsTo = (email: string) => sent.filter((mail) => mail.to === email);
const codeIn = (mail: Mail) => /verification code is: (\d{6})/.exec(mail.text)?.[1] ?? '';

/** The real table: the numbers people meet. */
let t: TestApp;
/** Behind one load balancer (TRUST_PROXY=1), with delays of seconds instead of minutes. */
let proxied: TestApp;

beforeAll(async () => {
  t = await buildTestApp({}, recordingMailer);
  proxied = await buildTestApp({ TRUST_PROXY: '1' }, undefined, {
    rateLimits: { loginBackoff: { firstDelayMs: 1000, maxDelayMs: 2000 } },
  });
});

afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

let addressCount = 0;
const freshIp = () => {
  addressCount += 1;
  return `10.3.${addressCount >> 8}.${addressCount & 255}`;
};

interface CallOptions {
  body?: object;
  ip?: string;
  headers?: Record<string, string>;
  on?: TestApp;
}

async function call(method: 'GET' | 'POST', url: string, options: CallOptions = {}) {
  const response = await (options.on ?? t).app.inject({
    method,
    url,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.headers ?? {},
    ...(options.body ? { payload: options.body } : {}),
  });
  return { status: response.statusCode, body: response.json<Body>(), headers: response.headers };
}

const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.lk`;

async function register(on: TestApp = t) {
  const email = uniqueEmail();
  const password = 'secret123';
  const response = await call('POST', '/api/auth/register', {
    on,
    body: { name: 'Nimal Perera', email, password },
  });
  expect(response.status).toBe(201);
  return { email, password };
}

const login = (email: string, password: string, options: CallOptions = {}) =>
  call('POST', '/api/auth/login', { ...options, body: { email, password } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The seconds a 429 asks for, checked against its Retry-After header. */
function waitAsked(response: Awaited<ReturnType<typeof call>>): number {
  expect(response.status).toBe(429);
  expect(response.body).toMatchObject({ success: false, error: 'RATE_LIMITED' });
  const seconds = Number(TOO_MANY.exec(response.body.message ?? '')?.[1]);
  expect(seconds).toBeGreaterThan(0);
  expect(Number(response.headers['retry-after'])).toBe(seconds);
  return seconds;
}

describe('TRUST_PROXY', () => {
  it('is off unless set, and takes a hop count or proxy addresses, never true', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: proxied.config.DATA_DIR };
    expect(loadConfig(base).TRUST_PROXY).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1,::1,loopback ' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'loopback',
    ]);
    for (const wrong of ['true', '10.0.0.0/33', 'proxy.example.lk', '10.0.0.1,nonsense']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: wrong }), wrong).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY takes a hop count/);
    }
  });

  it('off: a forged X-Forwarded-For does not change the address a limit counts', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    // Forgot-password allows 30 calls a minute per address; each call forges a new client address.
    for (let i = 0; i < 31; i += 1) {
      const response = await call('POST', '/api/auth/forgot-password', {
        ip,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        body: { email: uniqueEmail('nobody') },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('1: the address the load balancer saw is the client, whatever the client put in front of it', async () => {
    const balancer = freshIp();
    // 31 different clients through one load balancer: none is limited by the others.
    for (let i = 0; i < 31; i += 1) {
      const response = await call('POST', '/api/auth/forgot-password', {
        on: proxied,
        ip: balancer,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        body: { email: uniqueEmail('nobody') },
      });
      expect(response.status).toBe(200);
    }
    // One client forging a new first entry each time is still one client: the last hop counts.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await call('POST', '/api/auth/forgot-password', {
        on: proxied,
        ip: balancer,
        headers: { 'x-forwarded-for': `192.0.2.${i}, 203.0.113.77` },
        body: { email: uniqueEmail('nobody') },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('wrong passwords are counted per account, from every address', () => {
  it('25 wrong passwords from 25 addresses: the first 10 are answered, the rest wait', async () => {
    const account = await register();
    const answers = [];
    for (let i = 0; i < 25; i += 1) answers.push(await login(account.email, 'wrong-guess'));
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(401));
    for (const refused of answers.slice(10)) expect(waitAsked(refused)).toBeLessThanOrEqual(60);

    // While the account waits, its right password from yet another address waits too ...
    waitAsked(await login(account.email, account.password));
    // ... and nobody else is slowed, on the same addresses or anywhere.
    const other = await register();
    expect((await login(other.email, other.password, { ip: '10.3.0.1' })).status).toBe(200);
  });

  it('parallel guesses cannot slip past the count', async () => {
    const account = await register();
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => login(account.email, 'parallel-guess', { ip: freshIp() })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('an address without an account is slowed exactly like one with an account', async () => {
    const nobody = uniqueEmail('nobody');
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await login(nobody, 'wrong-guess')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it("the owner's right password works once the delay passes; the delays grow up to their cap", async () => {
    const account = await register(proxied);
    for (let i = 0; i < 10; i += 1) {
      expect((await login(account.email, 'wrong-guess', { on: proxied })).status).toBe(401);
    }
    const first = waitAsked(await login(account.email, account.password, { on: proxied }));
    expect(first).toBe(1);
    await sleep(first * 1000 + 50);
    expect((await login(account.email, account.password, { on: proxied })).status).toBe(200);

    // The attacker keeps trying: each wrong password now doubles the wait, up to the cap (2 s here).
    expect((await login(account.email, 'wrong-guess', { on: proxied })).status).toBe(401);
    const second = waitAsked(await login(account.email, 'wrong-guess', { on: proxied }));
    expect(second).toBe(2);
    await sleep(second * 1000 + 50);
    expect((await login(account.email, 'wrong-guess', { on: proxied })).status).toBe(401);
    const third = waitAsked(await login(account.email, 'wrong-guess', { on: proxied }));
    expect(third).toBe(2);
    await sleep(third * 1000 + 50);
    expect((await login(account.email, account.password, { on: proxied })).status).toBe(200);
  });

  it('a malformed try is not a wrong password and costs the owner nothing', async () => {
    const account = await register();
    for (let i = 0; i < 15; i += 1) {
      expect((await login(account.email, '')).status).toBe(400);
    }
    expect((await login(account.email, account.password)).status).toBe(200);
  });
});

describe('password reset limits per account', () => {
  const forgot = (email: string) => call('POST', '/api/auth/forgot-password', { body: { email } });
  const reset = (email: string, code: string, newPassword = 'brand-new-1') =>
    call('POST', '/api/auth/reset-password', { body: { email, code, newPassword, confirmPassword: newPassword } });

  it('10 requests for one account from 10 addresses mail 5 codes; every answer is the same', async () => {
    const account = await register();
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await forgot(account.email));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        success: true,
        message: 'Verification code sent to your email',
        data: { email: account.email },
      });
    }
    // The same answer as for an address without an account, which gets no mail either.
    const nobody = uniqueEmail('nobody');
    expect((await forgot(nobody)).body).toEqual({ ...answers[0]!.body, data: { email: nobody } });
    expect(mailsTo(nobody)).toHaveLength(0);

    const mails = mailsTo(account.email);
    expect(mails).toHaveLength(5);
    // The requests past the cap did not replace the last code mailed: it still works.
    const lastCode = codeIn(mails[4]!);
    expect((await reset(account.email, lastCode)).status).toBe(200);
    expect((await login(account.email, 'brand-new-1')).status).toBe(200);
  });

  it('the 21st wrong code in a day is refused with 429, from any address, and changes nothing', async () => {
    const account = await register();
    await forgot(account.email);
    const code = codeIn(mailsTo(account.email)[0]!);
    const wrong = code === '000000' ? '111111' : '000000';
    // A form mistake is not a wrong code and is not counted.
    for (let i = 0; i < 3; i += 1) {
      const mistake = await call('POST', '/api/auth/reset-password', {
        body: { email: account.email, code: '12ab56', newPassword: 'brand-new-1' },
      });
      expect(mistake.status).toBe(400);
    }
    for (let i = 0; i < 20; i += 1) {
      const refused = await reset(account.email, wrong);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(INVALID_CODE);
    }
    waitAsked(await reset(account.email, wrong));
    await forgot(account.email);
    const fresh = codeIn(mailsTo(account.email)[1]!);
    // A fresh, right code is refused too until the day is over; the password stays as it was.
    waitAsked(await reset(account.email, fresh));
    expect((await login(account.email, account.password)).status).toBe(200);
    expect((await login(account.email, 'brand-new-1')).status).toBe(401);

    // Other accounts reset as usual.
    const other = await register();
    await forgot(other.email);
    expect((await reset(other.email, codeIn(mailsTo(other.email)[0]!))).status).toBe(200);
  });
});

describe('signed-in calls are counted per user, never per address', () => {
  const card = {
    cardNumber: '4242 4242 4242 4242',
    expiryDate: '12/39',
    cvv: '123',
    cardholderName: 'NIMAL PERERA',
    amount: 150_000,
  };

  it('40 buyers behind one carrier NAT address authorise payments without a 429', async () => {
    const nat = freshIp();
    const statuses = [];
    for (let i = 0; i < 40; i += 1) {
      const buyer = await createUser(t, 'buyer');
      const response = await call('POST', '/api/payments/sandbox/authorize', {
        ip: nat,
        headers: buyer.auth,
        body: card,
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual(Array(40).fill(201));
  });

  it('one buyer past the limit waits, while another buyer on the same address does not', async () => {
    const nat = freshIp();
    const busy = await createUser(t, 'buyer');
    for (let i = 0; i < 30; i += 1) {
      expect(
        (await call('POST', '/api/payments/sandbox/authorize', { ip: freshIp(), headers: busy.auth, body: card }))
          .status,
      ).toBe(201);
    }
    // The limit followed the buyer across addresses.
    waitAsked(await call('POST', '/api/payments/sandbox/authorize', { ip: nat, headers: busy.auth, body: card }));
    const neighbour = await createUser(t, 'buyer');
    const response = await call('POST', '/api/payments/sandbox/authorize', {
      ip: nat,
      headers: neighbour.auth,
      body: card,
    });
    expect(response.status).toBe(201);
  });
});
