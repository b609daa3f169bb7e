import { useSyncExternalStore } from 'react';

/** A tiny external store: state outside React, read with a selector hook. */
export function createStore<T>(initial: T) {
  let state = initial;
  const listeners = new Set<() => void>();
  const store = {
    get: () => state,
    set: (next: T | ((prev: T) => T)) => {
      state = typeof next === 'function' ? (next as (prev: T) => T)(state) : next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
  return {
    ...store,
    use: <S = T>(selector: (s: T) => S = (s) => s as unknown as S): S =>
      useSyncExternalStore(
        store.subscribe,
        () => selector(state),
        () => selector(state),
      ),
  };
}
