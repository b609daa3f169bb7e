import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { listings, users } from '../db/schema.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { callApi, createUser, insertListing, type Body } from '../test/factories.ts';
import type { FastifyInstance } from 'fastify';
import { NUL_CHARACTER_MESSAGE } from './errors.ts';

const SECRET_PARAMETER = 'secret-parameter-value';
const logLines: string[] = [];
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-errors-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'error',
    RATE_LIMITS: 'false',
  });
  const database = await createTestDatabase();
  const logger = pino({ level: 'error' }, { write: (line: string) => void logLines.push(line) });
  app = await buildApp({ config, database, logger });
  // A query that fails after being given a value: what the log keeps of it.
  app.get('/api/test/failing-query', async () => app.db.execute(sql`select ${SECRET_PARAMETER}::text, 1 / 0`));
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(async () => close());

describe('the error handler', () => {
  test('text with a NUL character is refused with a 400 and nothing is written', async () => {
    const seller = await createUser({ app }, 'seller');
    const res = await callApi({ app }, 'PUT', '/api/users/profile', seller, { name: 'Nimal\u0000Perera' });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>()).toMatchObject({ success: false, message: NUL_CHARACTER_MESSAGE, error: 'VALIDATION' });
    const [row] = await app.db.select({ name: users.name }).from(users).where(eq(users.id, seller.id));
    expect(row?.name).toBe(seller.name);
  });

  test('a NUL character inside JSON (a listing spec) is refused the same way', async () => {
    const seller = await createUser({ app }, 'seller');
    const listing = await insertListing({ app }, seller.id);
    const res = await callApi({ app }, 'PUT', `/api/phones/${listing.id}`, seller, {
      title: 'iPhone 13 128GB',
      brand: 'Apple',
      price: 90_000,
      condition: 'Good',
      specs: { ram: '4GB\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Body>().message).toBe(NUL_CHARACTER_MESSAGE);
    const [row] = await app.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row?.price).toBe(listing.price);
  });

  test('a failed query answers 500 and is logged with its SQL but without its parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/failing-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json<Body>().message).toBe('Server error occurred');
    const logged = logLines.join('\n');
    expect(logged).toContain('division by zero');
    expect(logged).toContain('1 / 0');
    expect(logged).not.toContain(SECRET_PARAMETER);
  });
});
