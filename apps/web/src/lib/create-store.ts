import { useSyncExternalStore } from 'react';

/** A tiny external store: state outside React, read with a selector hook. */
export function createStore<T>(initial: T) {
  return createStoreReadAtFirstUse(() => initial);
}

/**
 * A store whose first state `read` computes at the store's first use rather than when its module is
 * evaluated. The stores kept in local storage are made so: the page's first read of local storage opens it,
 * tens of milliseconds on a phone, and the app does that in a task of its own (main.tsx;
 * docs/decisions/101-app-start-in-tasks-of-its-own.md).
 */
export function createStoreReadAtFirstUse<T>(read: () => T) {
  let unread = true;
  let state: T;
  const current = (): T => {
    if (unread) {
      state = read();
      unread = false;
    }
    return state;
  };
  const listeners = new Set<() => void>();
  const store = {
    get: current,
    set: (next: T | ((prev: T) => T)) => {
      state = typeof next === 'function' ? (next as (prev: T) => T)(current()) : next;
      unread = false;
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
        () => selector(current()),
        () => selector(current()),
      ),
  };
}
