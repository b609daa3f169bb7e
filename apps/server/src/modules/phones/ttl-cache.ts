/**
 * A small in-process cache: entries live `ttlMs`, the whole cache is dropped when it reaches
 * `maxKeys`, and concurrent loads of one key share a single load (a burst of identical requests
 * costs one database round trip). A ttl of 0 turns it off.
 */
export function createTtlCache<V>(ttlMs: number, maxKeys: number) {
  const entries = new Map<string, { value: V; expires: number }>();
  const loading = new Map<string, Promise<V>>();

  return {
    async getOrLoad(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && entry.expires > Date.now()) return entry.value;
      const pending = loading.get(key);
      if (pending) return pending;
      const started = load().then(
        (value) => {
          loading.delete(key);
          if (keep(value)) {
            if (entries.size >= maxKeys) entries.clear();
            entries.set(key, { value, expires: Date.now() + ttlMs });
          }
          return value;
        },
        (error: unknown) => {
          loading.delete(key);
          throw error;
        },
      );
      loading.set(key, started);
      return started;
    },

    clear(): void {
      entries.clear();
      loading.clear();
    },
  };
}
