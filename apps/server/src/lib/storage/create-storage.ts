import type { FastifyBaseLogger } from 'fastify';
import type { StorageConfig } from '../../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The store STORAGE_URL names: the local folder unless it is an s3:// bucket. */
export function createStorage(config: StorageConfig, log: FastifyBaseLogger): Storage {
  return config.kind === 's3' ? createS3Storage(config, log) : createLocalStorage(config.dir);
}
