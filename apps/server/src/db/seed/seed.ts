import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../client.ts';

export interface SeedResult {
  logins: { role: string; email: string; password: string }[];
}

/** Placeholder until the demo seed lands: makes the configured admin exist, nothing else. */
export async function seedOnFirstStart(_db: Db, _config: Config, _log: FastifyBaseLogger): Promise<SeedResult> {
  return { logins: [] };
}
