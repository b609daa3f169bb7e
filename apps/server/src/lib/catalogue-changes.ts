/**
 * The signal that what the public catalogue shows has changed: a listing went live, changed, sold,
 * left, or its seller's card changed. Services call `changed()` after the commit of such a write;
 * whatever keeps catalogue answers (the answer cache of modules/phones) listens with `onChange` and
 * drops them at once (docs/decisions/042-catalogue-answers-served-as-bytes.md).
 *
 * Today the signal stays inside this process; carrying it to every instance is a matter of
 * publishing `changed()` and calling the listeners on what arrives, nothing a caller sees changes.
 */
export interface CatalogueChanges {
  changed: () => void;
  /** Calls `listener` on every change; the returned function stops it. */
  onChange: (listener: () => void) => () => void;
}

export function createCatalogueChanges(): CatalogueChanges {
  const listeners = new Set<() => void>();
  return {
    changed: () => {
      for (const listener of listeners) listener();
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
