import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createUser } from '../../test/factories.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Card numbers are never logged, even at the most verbose level and when the card is refused.
let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dataDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-payments-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    PAYMENT_SANDBOX_DELAY_MS: '0',
    LOG_LEVEL: 'trace',
  });
  database = await createTestDatabase();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ config, database, logger: pino({ level: 'trace' }, sink) });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

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
