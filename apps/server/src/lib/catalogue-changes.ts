import { randomUUID } from 'node:crypto';
import type { RedisConnections } from './redis-connections.ts';

const CHANNEL = 'phonekade:catalogue-changed';

/**
 * "The public catalogue changed": a listing was created, edited, approved, rejected, deleted or sold,
 * its stock moved, or its seller was suspended, restored, reviewed or changed their card. Writers say
 * so after their commit; the kept catalogue answers listen and forget what they hold
 * (docs/decisions/049-catalogue-answers-served-as-bytes.md). With REDIS_URL the news goes to every
 * instance over Redis pub/sub, so a change made through one instance shows through all of them at
 * once; without it, only this process listens.
 */
export interface CatalogueChanges {
  /** Call after the commit of any change to what the public catalogue shows. */
  catalogueChanged: () => void;
  /** `listener` runs on every change, made here or (with Redis) on another instance. Returns the unsubscribe. */
  onCatalogueChange: (listener: () => void) => () => void;
}

export function createCatalogueChanges(redis?: RedisConnections): CatalogueChanges {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  let publish = () => {};

  if (redis) {
    const instance = randomUUID();
    const publisher = redis.open('catalogue changes');
    // A subscriber waits for Redis however long it is away (its subscription is renewed on reconnect).
    const subscriber = redis.open('catalogue change listener', { maxRetriesPerRequest: null });
    subscriber.on('message', (_channel: string, sender: string) => {
      if (sender !== instance) notify();
    });
    // Changes published while this instance was cut off from Redis were never heard: once connected
    // (again), everything cached is forgotten.
    subscriber.on('ready', notify);
    subscriber.subscribe(CHANNEL).catch(() => {});
    // Lost while Redis is down: other instances' kept answers then expire on their own (after
    // PUBLIC_CACHE_MS) and are emptied when they reconnect.
    publish = () => void publisher.publish(CHANNEL, instance).catch(() => {});
  }

  return {
    catalogueChanged() {
      notify();
      publish();
    },
    onCatalogueChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
