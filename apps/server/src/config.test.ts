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
  PUBLIC_URL: 'https://phonekade.lk',
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

  it('requires PUBLIC_URL, the address link previews and the sitemap name, and keeps it without a trailing slash', () => {
    expect(refusal({ ...production, PUBLIC_URL: undefined })).toContain('PUBLIC_URL: required in production');
    expect(refusal({ ...production, PUBLIC_URL: 'ftp://phonekade.lk' })).toContain(
      'PUBLIC_URL must be an http:// or https:// URL',
    );
    expect(refusal({ ...production, PUBLIC_URL: 'phonekade.lk' })).toContain('PUBLIC_URL');
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://phonekade.lk/' }).publicUrl).toBe('https://phonekade.lk');
  });

  it('names every problem at once', () => {
    const message = refusal({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED: 'demo' });
    expect(message.split('\n').slice(1)).toEqual([
      expect.stringContaining('SEED:'),
      expect.stringContaining('JWT_SECRET:'),
      expect.stringContaining('SMTP_URL:'),
      expect.stringContaining('PUBLIC_URL:'),
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

  it('names the local server as the public address when PUBLIC_URL is unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });

  it('can switch the sandbox gateway off', () => {
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENT_GATEWAY: 'none' }).PAYMENT_GATEWAY).toBe('none');
  });
});

describe('image storage configuration', () => {
  const bucket = {
    DATA_DIR: dataDir,
    STORAGE_URL: 's3://phonekade-images/prod/',
    S3_ENDPOINT: 'https://s3.example.com',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-key',
  };

  it('keeps images in DATA_DIR/uploads by default, served by the server itself', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.storage).toEqual({ kind: 'local', dir: path.join(dataDir, 'uploads') });
    expect(config.imageBaseUrl).toBe('/uploads');
  });

  it('reads the bucket, its key prefix and the S3 settings from STORAGE_URL and S3_*', () => {
    expect(loadConfig(bucket).storage).toEqual({
      kind: 's3',
      bucket: 'phonekade-images',
      prefix: 'prod',
      endpoint: 'https://s3.example.com',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret-key',
      forcePathStyle: false,
    });
    const plain = loadConfig({ ...bucket, STORAGE_URL: 's3://phonekade-images', S3_FORCE_PATH_STYLE: 'true' });
    expect(plain.storage).toMatchObject({ bucket: 'phonekade-images', prefix: '', forcePathStyle: true });
    expect(loadConfig({ ...bucket, S3_REGION: 'ap-south-1' }).storage).toMatchObject({ region: 'ap-south-1' });
  });

  it('refuses a malformed STORAGE_URL, naming the shape it wants', () => {
    for (const url of [
      'phonekade-images',
      'https://phonekade-images.s3.amazonaws.com',
      's3://',
      's3://Upper_Case',
      's3://ab',
      's3://phonekade-images/../etc',
      's3://phonekade-images/a b',
    ]) {
      expect(refusal({ ...bucket, STORAGE_URL: url }), url).toContain('STORAGE_URL: must look like s3://bucket/prefix');
    }
  });

  it('refuses a bucket without both keys, and S3 settings without a bucket', () => {
    const message = refusal({ ...bucket, S3_ACCESS_KEY_ID: undefined, S3_SECRET_ACCESS_KEY: '' });
    expect(message).toContain('S3_ACCESS_KEY_ID: required when STORAGE_URL is set');
    expect(message).toContain('S3_SECRET_ACCESS_KEY: required when STORAGE_URL is set');
    expect(refusal({ ...bucket, STORAGE_URL: undefined })).toContain(
      'STORAGE_URL: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set, but STORAGE_URL is not',
    );
    expect(refusal({ ...bucket, S3_ENDPOINT: 'ftp://s3.example.com' })).toContain(
      'S3_ENDPOINT: S3_ENDPOINT must be an http:// or https:// URL',
    );
  });

  it('points image URLs at IMAGE_BASE_URL without its trailing slash, and refuses anything but http(s)', () => {
    expect(loadConfig({ ...bucket, IMAGE_BASE_URL: 'https://cdn.phonekade.lk/img/' }).imageBaseUrl).toBe(
      'https://cdn.phonekade.lk/img',
    );
    expect(refusal({ DATA_DIR: dataDir, IMAGE_BASE_URL: 'cdn.phonekade.lk' })).toContain(
      'IMAGE_BASE_URL: IMAGE_BASE_URL must be an http:// or https:// URL',
    );
  });
});
