import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';

/**
 * A real redis-server (installed by .ci/run) on `port`, without persistence, answering PING before
 * this resolves. Tests that restart Redis call it again with the same port.
 */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitForRedis(port);
  return server;
}

async function waitForRedis(port: number): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const probe = new Redis({ port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      await probe.ping();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      probe.disconnect();
    }
  }
  throw new Error(`redis-server did not start on port ${port}`);
}
