import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAuthorizations } from '../../db/schema.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { CARD_PAYMENTS_UNAVAILABLE_MESSAGE } from './payments.routes.ts';

const card = { cardNumber: '4242 4242 4242 4242', expiryDate: '12/39', cvv: '123', cardholderName: 'PROD BUYER' };

async function authorizationCount(t: TestApp): Promise<number> {
  const [row] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(paymentAuthorizations);
  return row?.n ?? 0;
}

describe('card payments on a production server', () => {
  describe('without PAYMENT_GATEWAY', () => {
    let t: TestApp;
    let buyer: TestUser;
    beforeAll(async () => {
      t = await buildTestApp({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PUBLIC_URL: 'https://phonekade.lk',
      });
      buyer = await createUser(t, 'buyer');
    });
    afterAll(async () => t.close());

    it('the sandbox gateway answers 503 for any card and records nothing', async () => {
      for (const cardNumber of ['4242 4242 4242 4242', '4000 0000 0000 0002', 'not a card']) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/payments/sandbox/authorize',
          headers: buyer.auth,
          payload: { ...card, cardNumber, amount: 1000 },
        });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual({
          success: false,
          message: CARD_PAYMENTS_UNAVAILABLE_MESSAGE,
          error: 'UNAVAILABLE',
        });
      }
      expect(await authorizationCount(t)).toBe(0);
    });

    it('still asks who is paying first', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/authorize',
        payload: { ...card, amount: 1000 },
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('with PAYMENT_GATEWAY=sandbox', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        PUBLIC_URL: 'https://phonekade.lk',
        PAYMENT_GATEWAY: 'sandbox',
      });
    });
    afterAll(async () => t.close());

    it('the sandbox gateway authorises the test card', async () => {
      const buyer = await createUser(t, 'buyer');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/authorize',
        headers: buyer.auth,
        payload: { ...card, amount: 1000 },
      });
      expect(res.statusCode).toBe(201);
      expect(await authorizationCount(t)).toBe(1);
    });
  });
});
