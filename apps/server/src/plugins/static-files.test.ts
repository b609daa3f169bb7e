// How long a browser or CDN may keep each file of the built web app (docs/performance.md).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const VIEW_SCRIPT = `export const view = ${JSON.stringify('y'.repeat(3000))};`;
const VIEW_SCRIPT_BR = brotliCompressSync(VIEW_SCRIPT);
const VIEW_SCRIPT_GZ = gzipSync(VIEW_SCRIPT, { level: 9 });

describe('caching of the built web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'phonekade-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head></html>',
    );
    writeFileSync(path.join(webDist, 'assets/index-Ab12Cd34.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
    writeFileSync(path.join(webDist, 'assets/index-Ef56Gh78.css'), 'body{margin:0}');
    // As the build writes a script of 1 kB or more: compressed beside itself (apps/web/vite.config.ts).
    writeFileSync(path.join(webDist, 'assets/view-Ij90Kl12.js'), VIEW_SCRIPT);
    writeFileSync(path.join(webDist, 'assets/view-Ij90Kl12.js.br'), VIEW_SCRIPT_BR);
    writeFileSync(path.join(webDist, 'assets/view-Ij90Kl12.js.gz'), VIEW_SCRIPT_GZ);
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('hashed scripts and styles may be kept for a year without asking again', async () => {
    for (const url of ['/assets/index-Ab12Cd34.js', '/assets/index-Ef56Gh78.css']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('a compressed hashed script keeps its long caching', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('a script the build compressed goes out as those bytes, never compressed again (docs/decisions/097-assets-compressed-at-build.md)', async () => {
    const url = '/assets/view-Ij90Kl12.js';
    const brotli = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(VIEW_SCRIPT_BR)).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(VIEW_SCRIPT);
    expect(brotli.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(VIEW_SCRIPT_GZ)).toBe(true);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(VIEW_SCRIPT);
  });

  it('the page itself is revalidated on every visit, opened by its name or by any app path', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/phones', 200],
      ['/index.html', 200],
      // A listing that does not exist: the page still comes, with its 404 (modules/pages/pages.test.ts).
      ['/phones/1f0c6b8e-0000-4000-8000-000000000000', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('an unhashed file beside the page is kept for an hour only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('a missing asset is a 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-Missing0.js' });
    expect(res.statusCode).toBe(404);
  });
});
