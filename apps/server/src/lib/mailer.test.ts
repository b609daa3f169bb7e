// The outbox mailer (no SMTP_URL): messages land in files only their owner can read, and the log
// names how many recipients and the subject, never the body, the address or a reset code.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createUser } from '../test/factories.ts';
import { captureLogs } from '../test/log-capture.ts';
import { createMailer } from './mailer.ts';

const { lines: logLines, logger: log } = captureLogs();

const mode = (file: string) => statSync(file).mode & 0o777;
let dir: string;

afterEach(() => {
  logLines.length = 0;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the outbox', () => {
  it('is a folder only its owner can open, holding files only its owner can read', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-mailer-'));
    const outboxDir = path.join(dir, 'data', 'outbox');
    const mailer = createMailer({ from: 'PhoneKade <no-reply@phonekade.lk>', outboxDir, log });
    await mailer.send({ to: 'nimal@example.lk', subject: 'Your PhoneKade verification code', text: 'Code: 482913' });

    expect(mode(outboxDir)).toBe(0o700);
    const [file, ...others] = readdirSync(outboxDir);
    expect(others).toEqual([]);
    expect(mode(path.join(outboxDir, file!))).toBe(0o600);
    const written = readFileSync(path.join(outboxDir, file!), 'utf8');
    expect(written).toContain('To: nimal@example.lk');
    expect(written).toContain('Code: 482913');
  });

  it('closes a folder that was left open before', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-mailer-'));
    const outboxDir = path.join(dir, 'outbox');
    mkdirSync(outboxDir);
    chmodSync(outboxDir, 0o755);
    const mailer = createMailer({ from: 'no-reply@phonekade.lk', outboxDir, log });
    await mailer.send({ to: 'nimal@example.lk', subject: 'Hello', text: 'Body' });
    expect(mode(outboxDir)).toBe(0o700);
  });

  it('logs the recipient count and subject only', async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-mailer-'));
    const mailer = createMailer({ from: 'no-reply@phonekade.lk', outboxDir: path.join(dir, 'outbox'), log });
    await mailer.send({
      to: 'nimal@example.lk, kamala@example.lk',
      subject: 'PhoneKade order confirmation ORD-1',
      text: 'Delivery address: 12 Temple Road, Nugegoda',
    });
    expect(logLines).toHaveLength(1);
    const entry = JSON.parse(logLines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({ recipients: 2, subject: 'PhoneKade order confirmation ORD-1' });
    const text = logLines.join('\n');
    for (const secret of ['Temple Road', 'nimal@example.lk', 'kamala@example.lk']) expect(text).not.toContain(secret);
  });
});

describe('a password reset through the app without a mail server', () => {
  let t: TestApp;
  let app: TestApp['app'];
  let dataDir: string;

  beforeAll(async () => {
    t = await buildTestApp({ LOG_LEVEL: 'trace', RATE_LIMITS: 'false' }, undefined, { logger: log });
    app = t.app;
    dataDir = t.config.DATA_DIR;
  });

  afterAll(async () => t.close());

  it('writes the code to the outbox, never to the log', async () => {
    const user = await createUser({ app }, 'buyer', { email: 'reset@example.lk', name: 'Reset Buyer' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);

    const outboxDir = path.join(dataDir, 'outbox');
    const files = () => {
      try {
        return readdirSync(outboxDir);
      } catch {
        return [];
      }
    };
    await expect.poll(() => files().length).toBe(1);
    const file = path.join(outboxDir, files()[0]!);
    expect(mode(outboxDir)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    const code = /verification code is: (\d{6})/.exec(readFileSync(file, 'utf8'))?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const log = logLines.join('\n');
    expect(log).toContain('mail written to outbox');
    expect(log).not.toContain(code!);
    expect(log).not.toContain('verification code is');
    expect(log).not.toContain('reset@example.lk');
  });
});
