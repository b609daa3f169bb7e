import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'phonekade-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Everything a production server needs, so each test can take one thing away. */
const production = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: 'a-production-secret-that-is-long-enough-0123456789',
  SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
};

function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

describe('production configuration', () => {
  it('starts with a secret, a mail server and no demo data', () => {
    const config = loadConfig(production);
    expect(config.NODE_ENV).toBe('production');
    expect(config.SEED).toBe('none');
  });

  it('refuses the demo seed', () => {
    expect(refusal({ ...production, SEED: 'demo' })).toContain('SEED: demo data is not allowed in production');
  });

  it('refuses the demo password for the admin account', () => {
    const message = refusal({ ...production, ADMIN_EMAIL: 'admin@phonekade.lk', ADMIN_PASSWORD: 'demo1234' });
    expect(message).toContain('ADMIN_PASSWORD: the demo password is printed in the README');
    expect(
      loadConfig({ ...production, ADMIN_EMAIL: 'owner@example.lk', ADMIN_PASSWORD: 'a-real-one-9' }),
    ).toMatchObject({ ADMIN_EMAIL: 'owner@example.lk' });
  });

  it('requires SMTP_URL', () => {
    expect(refusal({ ...production, SMTP_URL: undefined })).toContain('SMTP_URL: required in production');
    expect(refusal({ ...production, SMTP_URL: '' })).toContain('SMTP_URL: required in production');
  });

  it('requires JWT_SECRET', () => {
    expect(refusal({ ...production, JWT_SECRET: undefined })).toContain('JWT_SECRET: required in production');
  });

  it('names every problem at once', () => {
    const message = refusal({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED: 'demo' });
    expect(message.split('\n').slice(1)).toEqual([
      expect.stringContaining('SEED:'),
      expect.stringContaining('JWT_SECRET:'),
      expect.stringContaining('SMTP_URL:'),
    ]);
  });

  it('keeps card payments off unless PAYMENT_GATEWAY=sandbox is set', () => {
    expect(loadConfig(production).PAYMENT_GATEWAY).toBe('none');
    expect(loadConfig({ ...production, PAYMENT_GATEWAY: 'sandbox' }).PAYMENT_GATEWAY).toBe('sandbox');
    expect(refusal({ ...production, PAYMENT_GATEWAY: 'stripe' })).toContain(
      'PAYMENT_GATEWAY: PAYMENT_GATEWAY must be sandbox or none',
    );
  });
});

describe('development configuration', () => {
  it('keeps the newcomer’s demo: demo seed, the sandbox gateway, no secret or mail server needed', () => {
    const config = loadConfig({ DATA_DIR: dataDir, SEED: 'demo', ADMIN_PASSWORD: 'demo1234' });
    expect(config).toMatchObject({ NODE_ENV: 'development', SEED: 'demo', PAYMENT_GATEWAY: 'sandbox' });
    expect(config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('can switch the sandbox gateway off', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENT_GATEWAY: 'none' }).PAYMENT_GATEWAY).toBe('none');
  });
});
