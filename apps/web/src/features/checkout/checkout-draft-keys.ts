// Where a kept checkout lives, apart from its rules, so the app can forget it at sign-out without
// loading checkout (docs/decisions/077-sign-in-returns-to-the-action.md).

const KEY_PREFIX = 'phonekade.checkout.';

export const checkoutDraftKey = (userId: string) => `${KEY_PREFIX}${userId}`;

export function checkoutDraftStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage blocked by the browser's settings: checkout works, a reload starts over.
    return null;
  }
}

/** Forgets every kept checkout in this tab: after an order is placed, and at sign-out. */
export function clearCheckoutDrafts(store = checkoutDraftStorage()): void {
  if (!store) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Nothing kept that could be read either.
  }
}
