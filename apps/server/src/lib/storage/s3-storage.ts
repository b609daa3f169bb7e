import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import type { StorageConfig } from '../../config.ts';
import { unavailable } from '../app-error.ts';
import { assertStorageKey, IMMUTABLE_CACHE_CONTROL, STORAGE_UNAVAILABLE_MESSAGE, type Storage } from './storage.ts';

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * Objects in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2 ...), under the
 * bucket's key prefix. Any failure of the store is a 503 for the caller and a warning in the log with
 * the store's own error; a missing object is null.
 */
export function createS3Storage(config: Extract<StorageConfig, { kind: 's3' }>, log: FastifyBaseLogger): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores refuse the newer headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store answers quickly instead of holding an upload for minutes.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
  });
  const Bucket = config.bucket;
  const keyOf = (key: string) => (config.prefix ? `${config.prefix}/${assertStorageKey(key)}` : assertStorageKey(key));
  const failed = (operation: string, key: string | undefined, error: unknown) => {
    log.warn({ err: error, operation, key, bucket: Bucket }, 'object storage request failed');
    return unavailable(STORAGE_UNAVAILABLE_MESSAGE);
  };

  return {
    location: `s3://${Bucket}/${config.prefix}`,

    async put(key, body, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(key),
            Body: body,
            ContentType: contentType,
            // For a CDN that reads the bucket directly (IMAGE_BASE_URL).
            CacheControl: IMMUTABLE_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        throw failed('put', key, error);
      }
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        return { body: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw failed('get', key, error);
      }
    },

    async remove(keys) {
      // One request per key: every S3-compatible store has DeleteObject; not all take DeleteObjects.
      await Promise.all(
        keys.map(async (key) => {
          try {
            await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
          } catch (error) {
            throw failed('remove', key, error);
          }
        }),
      );
    },

    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return 'ok';
      } catch (error) {
        const status = statusOf(error);
        if (status === 404) return 'bucket_missing';
        if (status === 403 || status === 401) return 'access_denied';
        return 'unreachable';
      }
    },

    close() {
      client.destroy();
    },
  };
}
