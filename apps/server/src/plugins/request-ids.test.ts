// Every answer names its request id (a sane one from the client or proxy is kept), and every log
// line of the request carries it, with the user's id once the token is checked.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createUser, type TestUser } from '../test/factories.ts';
import { createTestDatabase } from '../test/test-db.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  msg: string;
  reqId?: string;
  userId?: string;
}

const lines: LogLine[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let buyer: TestUser;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-request-ids-'));
  database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'info',
  });
  app = await buildApp({ config, database, logger: pino({ level: 'info' }, sink) });
  await app.ready();
  buyer = await createUser({ app }, 'buyer');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => {
  lines.length = 0;
});

describe('x-request-id', () => {
  it('keeps a sane id the client sent', async () => {
    for (const sent of ['abc', 'req-42_proxy.7', 'a'.repeat(128)]) {
      const res = await app.inject({ method: 'GET', url: '/api/phones', headers: { 'x-request-id': sent } });
      expect(res.headers['x-request-id']).toBe(sent);
    }
  });

  it('replaces an id that is empty, too long or has other characters with a new one', async () => {
    for (const sent of ['', 'a'.repeat(129), 'has space', 'semi;colon', 'ünï', '<script>', 'a,b']) {
      const res = await app.inject({ method: 'GET', url: '/api/phones', headers: { 'x-request-id': sent } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('gives a new, different id to every request that sends none', async () => {
    const first = await app.inject({ method: 'GET', url: '/healthz' });
    const second = await app.inject({ method: 'GET', url: '/healthz' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('is on refused and unknown requests too', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { 'x-request-id': 'r-404' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['x-request-id']).toBe('r-404');
    const refused = await app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-request-id': 'r-401' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).toBe('r-401');
    const broken = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-request-id': 'r-400', 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.headers['x-request-id']).toBe('r-400');
  });
});

describe('request log lines', () => {
  it('carry the request id, and the user id of a signed-in request', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { ...buyer.auth, 'x-request-id': 'signed-in-1' },
    });
    expect(res.statusCode).toBe(200);
    const mine = lines.filter((line) => line.reqId === 'signed-in-1');
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    // The incoming line is written before the token is checked; everything after names the user.
    expect(mine[1]!.userId).toBe(buyer.id);
  });

  it('carry no user id for a guest or a bad token', async () => {
    await app.inject({ method: 'GET', url: '/api/phones', headers: { 'x-request-id': 'guest-1' } });
    await app.inject({
      method: 'GET',
      url: '/api/phones',
      headers: { authorization: 'Bearer not-a-token', 'x-request-id': 'bad-token-1' },
    });
    const logged = lines.filter((line) => line.reqId === 'guest-1' || line.reqId === 'bad-token-1');
    expect(logged).toHaveLength(4);
    expect(logged.every((line) => line.userId === undefined)).toBe(true);
  });
});
