import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface S3TestServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  port: number;
  bucket: string;
  /** The settings that point an app at this bucket under `prefix` (give them to buildTestApp or loadConfig). */
  env(prefix?: string): Record<string, string>;
  /** Every key in the bucket (under `prefix` when given), sorted. */
  keys(prefix?: string): Promise<string[]>;
  /** Stops the server: the bucket is unreachable from now on (its objects stay in the folder). */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same objects, after stop(). */
  restart(): Promise<void>;
  /** Stops it and deletes its folder. */
  close(): Promise<void>;
}

// s3rver checks the signature against these fixed credentials.
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver) on a free port, keeping its objects in a temporary folder, with
 * `bucket` created. Tests use it as any bucket: through STORAGE_URL and the S3_* settings.
 */
export async function startS3Server(bucket = 'phonekade-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'phonekade-s3-'));
  const create = (port: number) =>
    new S3rver({
      port,
      address: '127.0.0.1',
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
  let server = create(0);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  let running = true;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
  });

  const stop = async () => {
    if (!running) return;
    running = false;
    await server.close();
  };

  return {
    endpoint,
    port,
    bucket,
    env: (prefix = '') => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async keys(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    stop,
    async restart() {
      if (running) return;
      server = create(port);
      await server.run();
      running = true;
    },
    async close() {
      client.destroy();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
