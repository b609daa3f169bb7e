import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEMO_PASSWORD } from './seed/demo-people.ts';

const booleanish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

// Names proxy-addr (Fastify's trustProxy) knows for whole address ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify ignores a bare hop count (it cannot tell who connected),
 * so a count becomes "the nearest N addresses are proxies": right when the server can only be
 * reached through them, which is what setting a count says.
 */
export function trustProxyOption(
  value: Config['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * Which proxies may tell us the client's address in X-Forwarded-For. Off by default: the socket's
 * address is the client, so nobody can pick the address their rate limits count against by
 * sending the header. A hop count (1 behind one load balancer) or the proxies' addresses/CIDRs.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value) || false;
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
    if (entries.length && !wrong.length) return entries;
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY takes a hop count (1) or proxy addresses/CIDRs (10.0.0.0/8,127.0.0.1), not ${wrong.join(', ') || value}`,
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ message: 'DATABASE_URL must be a postgres:// URL' }).optional(),
  SMTP_URL: z.url({ message: 'SMTP_URL must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('PhoneKade <no-reply@phonekade.lk>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'JWT_EXPIRES_IN looks like 7d or 12h')
    .default('7d'),
  ADMIN_EMAIL: z.email({ message: 'ADMIN_EMAIL must be an e-mail address' }).optional(),
  ADMIN_PASSWORD: z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional(),
  SEED: z.enum(['demo', 'none']).default('none'),
  PAYMENT_SANDBOX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  // No default here: outside production it becomes 'sandbox', in production card payments stay off
  // until someone chooses a gateway on purpose.
  PAYMENT_GATEWAY: z.enum(['sandbox', 'none'], { message: 'PAYMENT_GATEWAY must be sandbox or none' }).optional(),
  REDIS_URL: z.url({ message: 'REDIS_URL must be a redis:// URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),
  RATE_LIMITS: booleanish.default(true),
  TRUST_PROXY: trustProxy.default(false),
  // The address people use (https://phonekade.lk): links, canonical URLs, link previews and the sitemap
  // name it (docs/decisions/068-server-rendered-page-heads.md). Required in production.
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'PUBLIC_URL must be an http:// or https:// URL, e.g. https://phonekade.lk' })
    .optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  // How long a public catalogue answer is kept as bytes at most; every catalogue change made through the
  // app drops them at once, so this bounds only changes made behind its back
  // (docs/decisions/049-catalogue-answers-served-as-bytes.md). 0 turns the cache off.
  PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  // How many catalogue searches one instance runs at once, and how many more may wait for a turn; past
  // that a search is answered 503 at once (docs/decisions/094-searches-take-turns.md). The other
  // connections of the database pool (20) stay free for the rest of the app.
  SEARCHES_AT_ONCE: z.coerce.number().int().min(1).max(20).default(4),
  SEARCHES_WAITING: z.coerce.number().int().min(0).max(1000).default(32),
  // How often due alert digests are looked for (docs/decisions/071-price-drop-alerts-and-digest.md);
  // 0 turns the sweep off.
  DIGEST_SWEEP_MS: z.coerce.number().int().min(0).max(86_400_000).default(60_000),
  // The bearer token GET /metrics asks for; unset, /metrics answers anyone who can reach it.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  // After SIGTERM, how long the server keeps answering (with /readyz at 503) before it stops taking
  // connections, so a load balancer sees it leave first. Unset: 3000 in production, 0 otherwise.
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(5000).optional(),
  // Where uploaded images live (docs/decisions/046-images-in-object-storage.md): unset, the folder
  // DATA_DIR/uploads; s3://bucket/prefix, an S3-compatible bucket reached with the S3_* settings.
  STORAGE_URL: z.string().trim().optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  // The public address of the images folder (a CDN in front of the bucket): image URLs in answers
  // become `${IMAGE_BASE_URL}/phones/<name>.webp`. Unset, the server serves them under /uploads/.
  IMAGE_BASE_URL: z
    .url({ protocol: /^https?$/, message: 'IMAGE_BASE_URL must be an http:// or https:// URL' })
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Where uploaded images are kept: a folder, or a bucket of an S3-compatible object store. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix inside the bucket, without slashes at either end ('' for none). */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

export type Config = Omit<Env, 'JWT_SECRET' | 'DATA_DIR' | 'CORS_ORIGINS' | 'WEB_DIST_DIR' | 'PAYMENT_GATEWAY'> & {
  JWT_SECRET: string;
  /** The card gateway that answers POST /api/payments/sandbox/authorize; 'none': card payments are off. */
  PAYMENT_GATEWAY: 'sandbox' | 'none';
  DATA_DIR: string;
  CORS_ORIGINS: string[];
  uploadsDir: string;
  storage: StorageConfig;
  /** PUBLIC_URL without a trailing slash; outside production http://localhost:PORT when unset. */
  publicUrl: string;
  /** Where image URLs in answers start: IMAGE_BASE_URL, or '/uploads' (served by this server). */
  imageBaseUrl: string;
  outboxDir: string;
  pgDir: string;
  webDistDir: string;
};

export class ConfigError extends Error {}

/** Reads the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const problems = storageProblems(env);
  if (env.NODE_ENV === 'production') problems.push(...productionProblems(env));
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const uploadsDir = path.join(dataDir, 'uploads');
  return {
    ...env,
    DATA_DIR: dataDir,
    JWT_SECRET: resolveJwtSecret(env, dataDir),
    PAYMENT_GATEWAY: env.PAYMENT_GATEWAY ?? (env.NODE_ENV === 'production' ? 'none' : 'sandbox'),
    CORS_ORIGINS: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    uploadsDir,
    storage: storageConfig(env, uploadsDir),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${env.PORT}`,
    imageBaseUrl: env.IMAGE_BASE_URL?.replace(/\/+$/, '') ?? '/uploads',
    outboxDir: path.join(dataDir, 'outbox'),
    pgDir: path.join(dataDir, 'pg'),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

const S3_URL = /^s3:\/\/([^/]+)(?:\/(.*))?$/;
// S3's bucket naming rules: 3 to 63 lower-case letters, digits, dots and hyphens.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX = /^[\w.-]+(\/[\w.-]+)*$/;
const S3_SETTINGS = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** STORAGE_URL's bucket and key prefix, or undefined when it is not a usable s3:// URL. */
function parseStorageUrl(url: string): { bucket: string; prefix: string } | undefined {
  const match = S3_URL.exec(url);
  if (!match?.[1] || !BUCKET_NAME.test(match[1])) return undefined;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && (!PREFIX.test(prefix) || prefix.split('/').some((part) => /^\.+$/.test(part)))) return undefined;
  return { bucket: match[1], prefix };
}

/**
 * A bucket that cannot be used should stop the start, not the first upload: STORAGE_URL must be
 * s3://bucket/prefix with both keys given, and S3 settings without STORAGE_URL are a forgotten line
 * (images would quietly stay on this machine's disk).
 */
function storageProblems(env: Env): string[] {
  if (!env.STORAGE_URL) {
    const stray = S3_SETTINGS.filter((name) => env[name] !== undefined);
    return stray.length
      ? [
          `  STORAGE_URL: ${stray.join(', ')} set, but STORAGE_URL is not; set STORAGE_URL=s3://bucket/prefix to use them`,
        ]
      : [];
  }
  const problems: string[] = [];
  if (!parseStorageUrl(env.STORAGE_URL)) {
    problems.push(
      `  STORAGE_URL: must look like s3://bucket/prefix (a bucket name of 3-63 lower-case letters, digits, dots and hyphens), not ${env.STORAGE_URL}`,
    );
  }
  if (!env.S3_ACCESS_KEY_ID) problems.push('  S3_ACCESS_KEY_ID: required when STORAGE_URL is set');
  if (!env.S3_SECRET_ACCESS_KEY) problems.push('  S3_SECRET_ACCESS_KEY: required when STORAGE_URL is set');
  return problems;
}

function storageConfig(env: Env, uploadsDir: string): StorageConfig {
  const bucket = env.STORAGE_URL ? parseStorageUrl(env.STORAGE_URL) : undefined;
  if (!bucket || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return { kind: 'local', dir: uploadsDir };
  return {
    kind: 's3',
    ...bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

/**
 * What a public server must not run with: the demo seed or the demo password (the README prints
 * both, admin included), a made-up signing secret, or mail that never leaves the machine (buyers
 * would never get their reset codes or order confirmations). Every problem is listed at once.
 */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.SEED === 'demo') problems.push('  SEED: demo data is not allowed in production (use SEED=none)');
  if (env.ADMIN_PASSWORD === DEMO_PASSWORD) {
    problems.push('  ADMIN_PASSWORD: the demo password is printed in the README; choose another one');
  }
  if (!env.JWT_SECRET) problems.push('  JWT_SECRET: required in production (32+ characters)');
  if (!env.SMTP_URL) {
    problems.push('  SMTP_URL: required in production, e.g. smtp://user:pass@smtp.example.com:587');
  }
  // Link previews, canonical links and the sitemap would name localhost, which no crawler can reach.
  if (!env.PUBLIC_URL) problems.push('  PUBLIC_URL: required in production, e.g. https://phonekade.lk');
  return problems;
}

// Outside production a developer should not have to invent a secret, but tokens must survive a
// restart, so the generated one is kept beside the data it protects.
function resolveJwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
