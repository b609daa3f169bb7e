import type { Language } from '@/lib/i18n/i18n.ts';
import { sessionStore } from '@/lib/session.ts';
import { guestCartStore } from '@/stores/cart-store.ts';
import { favoritesStore } from '@/stores/favorites-store.ts';

// The server draws a page's first view as a new guest sees it, in the page's language
// (docs/decisions/081-server-rendered-first-view.md). The app takes that drawing over as it is (hydrates
// it) when it starts in the same state; otherwise its first render draws the view anew in place of it.

/** Whether the root holds a drawing the app's first render would draw the same, for this reader. */
export function startsAsDrawn(root: HTMLElement, language: Language): boolean {
  if (root.dataset.rendered !== language) return false;
  const favorites = favoritesStore.get();
  return (
    sessionStore.get().user === null &&
    guestCartStore.get().length === 0 &&
    favorites.guest.length === 0 &&
    favorites.user.length === 0
  );
}
