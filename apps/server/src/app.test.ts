import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

describe('the API shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('answers the health check from a migrated database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { status: 'ok' } });
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
  });

  it('refuses a garbage bearer token with a 401 on a guarded route only', async () => {
    const headers = { authorization: 'Bearer nope' };
    const guarded = await t.app.inject({ method: 'GET', url: '/api/analytics/dashboard', headers });
    expect(guarded.statusCode).toBe(401);
    expect(guarded.json()).toMatchObject({
      success: false,
      message: 'Invalid or expired token. Please log in again.',
    });
    // A public route does not care about a bad token it does not need.
    const open = await t.app.inject({ method: 'GET', url: '/api/health', headers });
    expect(open.statusCode).toBe(200);
  });

  it('sets the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
