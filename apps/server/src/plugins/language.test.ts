import { ORDER_STATUSES } from '@phonekade/shared/constants/catalog';
import { INVALID_EMAIL_MESSAGE } from '@phonekade/shared/auth/auth.schemas';
import { SI_MESSAGES } from '@phonekade/shared/i18n/messages.si';
import { TA_MESSAGES } from '@phonekade/shared/i18n/messages.ta';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { collectApiMessages } from '../test/api-messages.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser, type Body } from '../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMITS: 'false' });
});
afterAll(async () => t.close());

const CATALOGUES = { si: SI_MESSAGES, ta: TA_MESSAGES };
/** Words that only fill placeholders of other messages. */
const PLACEHOLDER_WORDS = new Set<string>([...ORDER_STATUSES, 'approved', 'rejected']);

describe('the message catalogue', () => {
  test('every message the API can answer with has a Sinhala and a Tamil text, and no text is left over', async () => {
    const messages = await collectApiMessages();
    expect(messages.size).toBeGreaterThan(250);
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const missing = [...messages.keys()].filter((message) => !catalogue[message]?.trim());
      expect(missing, `missing in ${language}`).toEqual([]);
      const unused = Object.keys(catalogue).filter((key) => !messages.has(key) && !PLACEHOLDER_WORDS.has(key));
      expect(unused, `unused in ${language}`).toEqual([]);
      for (const [english, text] of Object.entries(catalogue)) {
        const placeholders = (s: string) => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
        expect(placeholders(text), english).toEqual(placeholders(english));
      }
    }
  });
});

describe('answers in the caller’s language', () => {
  const login = (language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.lk', password: 'wrong-password' },
      headers: language ? { 'accept-language': language } : {},
    });

  test('a refused sign-in speaks Sinhala, Tamil, or English when the header names none of them', async () => {
    const si = await login('si-LK,si;q=0.9,en;q=0.8');
    expect(si.statusCode).toBe(401);
    expect(si.json<Body>().message).toBe(SI_MESSAGES['Invalid login credentials']);
    expect(si.headers.vary).toMatch(/Accept-Language/);
    expect((await login('ta')).json<Body>().message).toBe(TA_MESSAGES['Invalid login credentials']);
    expect((await login('fr-FR')).json<Body>().message).toBe('Invalid login credentials');
    expect((await login()).json<Body>().message).toBe('Invalid login credentials');
  });

  test('field messages of a refused form come in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Kumar', email: 'not-an-email', password: 'secret1', role: 'buyer' },
      headers: { 'accept-language': 'ta' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<Body>();
    expect(body.details?.email).toBe(TA_MESSAGES[INVALID_EMAIL_MESSAGE]);
    expect(body.message).not.toMatch(/[A-Za-z]{4}/);
  });

  test('a success message comes in the caller’s language and its data is untouched', async () => {
    const buyer = await createUser(t, 'buyer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...buyer.auth, 'accept-language': 'si' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Body>()).toMatchObject({ success: true, message: SI_MESSAGES['Logged out'], data: null });
  });

  test('a refusal raised before any route (a malformed auth header) is translated too', async () => {
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { 'accept-language': 'ta', authorization: 'Basic abc' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json<Body>().message).toBe(TA_MESSAGES['Invalid authorization header']);
  });
});
