import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const booleanish = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

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
  REDIS_URL: z.url({ message: 'REDIS_URL must be a redis:// URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),
  RATE_LIMITS: booleanish.default(true),
  PUBLIC_URL: z.url().optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
});

export type Env = z.infer<typeof envSchema>;

export type Config = Omit<Env, 'JWT_SECRET' | 'DATA_DIR' | 'CORS_ORIGINS' | 'WEB_DIST_DIR'> & {
  JWT_SECRET: string;
  DATA_DIR: string;
  CORS_ORIGINS: string[];
  uploadsDir: string;
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
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    ...env,
    DATA_DIR: dataDir,
    JWT_SECRET: resolveJwtSecret(env, dataDir),
    CORS_ORIGINS: env.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    uploadsDir: path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    pgDir: path.join(dataDir, 'pg'),
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

// Outside production a developer should not have to invent a secret, but tokens must survive a
// restart, so the generated one is kept beside the data it protects.
function resolveJwtSecret(env: Env, dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production (32+ characters)');
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
