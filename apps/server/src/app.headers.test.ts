import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

/** 'a b; c d e' -> { a: ['b'], c: ['d', 'e'] } */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the security headers of the web app', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'phonekade-web-'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    t = await buildTestApp({ WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('an HTML page may connect and load scripts from its own origin only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/phones' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(res.headers['content-security-policy']);
    const csp = directives(policy);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    // No scheme-wide source anywhere: 'ws:' or 'https:' alone would mean any host.
    for (const sources of Object.values(csp)) {
      for (const source of sources) expect(source).not.toMatch(/^(ws|wss|http|https):$/);
    }
  });
});
