/**
 * A small in-process cache: entries live `ttlMs`, the whole cache is dropped when it reaches
 * `maxKeys`, and concurrent loads of one key share a single load (a burst of identical requests
 * costs one database round trip). A ttl of 0 turns it off. `clear()` also discards what loads
 * already under way bring back: they may have read the data from before the change.
 */
export function createTtlCache<V>(ttlMs: number, maxKeys: number) {
  const entries = new Map<string, { value: V; expires: number }>();
  const loading = new Map<string, Promise<V>>();
  let generation = 0;

  return {
    async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && entry.expires > Date.now()) return entry.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const started = load().then(
        (value) => {
          if (startedIn !== generation) return value;
          loading.delete(key);
          if (entries.size >= maxKeys) entries.clear();
          entries.set(key, { value, expires: Date.now() + ttlMs });
          return value;
        },
        (error: unknown) => {
          if (startedIn === generation) loading.delete(key);
          throw error;
        },
      );
      loading.set(key, started);
      return started;
    },

    clear(): void {
      generation += 1;
      entries.clear();
      loading.clear();
    },
  };
}
