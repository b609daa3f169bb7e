// Connections to a Redis that is away: closing them must not leave a rejection nobody handles
// (docs/decisions/043-redis-outage.md), since that would end the process.
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../db/embedded-postgres.ts';
import { createRedisConnections } from './redis-connections.ts';

describe('Redis connections while Redis is away', () => {
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => void unhandled.push(reason);
  afterEach(() => {
    process.off('unhandledRejection', record);
    unhandled.length = 0;
  });

  it('closes a subscriber whose unawaited subscription commands are still queued, with nothing unhandled', async () => {
    process.on('unhandledRejection', record);
    const redis = createRedisConnections(`redis://127.0.0.1:${await freePort()}`, pino({ level: 'silent' }));
    const subscriber = redis.open('listener', { maxRetriesPerRequest: null });
    // As the Socket.IO adapter does on start and close: sent, never awaited.
    void subscriber.subscribe('a', 'b');
    void subscriber.psubscribe('c*');
    void subscriber.unsubscribe('a');
    void subscriber.punsubscribe('c*');
    // A caller that awaits still hears of the failure.
    const awaited = subscriber.subscribe('d');

    await redis.close();
    await expect(awaited).rejects.toThrow('Connection is closed.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unhandled).toEqual([]);
  });
});
