import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createUser } from '../../test/factories.ts';
import { captureLogs } from '../../test/log-capture.ts';

// Card numbers are never logged, even at the most verbose level and when the card is refused.
let t: TestApp;
let app: TestApp['app'];
const { lines: logLines, logger } = captureLogs();

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'trace' }, undefined, { logger });
  app = t.app;
});

afterAll(async () => t.close());

describe('the sandbox gateway and the logs', () => {
  it('no card number reaches the log, approved, declined or invalid', async () => {
    const buyer = await createUser({ app }, 'buyer', { email: 'log@example.lk', name: 'Log Buyer' });
    const cards = ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000000000009995', '4242 4242 4242 4241'];
    const statuses = [];
    for (const cardNumber of cards) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/authorize',
        headers: buyer.auth,
        payload: { cardNumber, expiryDate: '12/39', cvv: '987', cardholderName: 'LOG BUYER', amount: 1000 },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([201, 402, 402, 400]);
    expect(logLines.length).toBeGreaterThan(0);
    const log = logLines.join('\n').replace(/\s/g, '');
    for (const card of cards) expect(log).not.toContain(card.replace(/\s/g, ''));
    expect(log).not.toContain('"cvv"');
  });
});
