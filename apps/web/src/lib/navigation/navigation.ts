import { createStoreReadAtFirstUse } from '../create-store.ts';
import { languageStore, loadLanguage, t } from '../i18n/i18n.ts';
import { sessionStore } from '../session.ts';
import { toast } from '../toast.ts';
import {
  checkAccess,
  currentEntry,
  entryForPath,
  pathFor,
  popEntry,
  pushEntry,
  showsBackButton,
  type HistoryEntry,
  type NavigationData,
  type NavigationState,
  type View,
} from './views.ts';
import { parseSignInIntent, safeReturnPath, type SignInIntent } from './return-to.ts';

export type { NavigationData, View } from './views.ts';
export type { SignInIntent } from './return-to.ts';

const hasWindow = typeof window !== 'undefined';

function initialState(): NavigationState {
  if (!hasWindow) return { history: [{ view: 'home', data: {} }] };
  // A view opened by URL (typed, refreshed, shared) passes the same access rule as navigation.
  return { history: [allowedEntry(entryForPath(window.location.pathname, window.location.search))] };
}

export const navigationStore = createStoreReadAtFirstUse<NavigationState>(initialState);

/** Applies the access rule (checkAccess); a denied view sends the user on with its red toast. */
function allowedEntry(entry: HistoryEntry): HistoryEntry {
  const decision = checkAccess(entry.view, sessionStore.get().user?.role ?? null);
  if (decision.allowed) return entry;
  const { toastKey } = decision;
  // A view opened by URL is checked before the reader's language has loaded: the toast waits for it.
  if (toastKey) void loadLanguage(languageStore.get()).then(() => toast.error(t(toastKey)));
  // A guest sent to sign in comes back to the view they asked for (docs/decisions/077-sign-in-returns-to-the-action.md).
  if (decision.redirect === 'auth') return { view: 'auth', data: { next: pathFor(entry) } };
  return { view: decision.redirect, data: {} };
}

function commit(next: NavigationState, mode: 'push' | 'replace', address?: string): void {
  const previous = navigationStore.get();
  if (next === previous) return;
  navigationStore.set(next);
  if (!hasWindow) return;
  const entry = currentEntry(next);
  const url = address ?? pathFor(entry);
  const state = { depth: next.history.length };
  if (mode === 'push') window.history.pushState(state, '', url);
  else window.history.replaceState(state, '', url);
  if (currentEntry(previous).view !== entry.view || entry.view === 'details') window.scrollTo({ top: 0 });
}

/** The address a view has, as the address bar shows it when the app navigates there. */
export function addressOf(view: View, data: NavigationData = {}): string {
  return pathFor({ view, data });
}

export function navigate(view: View, data: NavigationData = {}): void {
  const entry = allowedEntry({ view, data });
  commit(pushEntry(navigationStore.get(), entry), 'push');
}

/**
 * Sends a guest to sign in from the current view; success comes back to it and `intent` is finished
 * there (docs/decisions/077-sign-in-returns-to-the-action.md).
 */
export function askSignIn(intent?: SignInIntent): void {
  // The address as shown, with its query (browse keeps its filters there).
  const next = hasWindow
    ? `${window.location.pathname}${window.location.search}`
    : pathFor(currentEntry(navigationStore.get()));
  navigate('auth', intent ? { next, intent } : { next });
}

/**
 * An answer said the session is over: sign in again and come back to this view. On the sign-in page (a
 * wrong password answers 401 too) nothing moves, so its return address stays.
 */
export function askSignInAgain(): void {
  if (currentEntry(navigationStore.get()).view === 'auth') return;
  askSignIn();
}

export function goBack(): void {
  const state = navigationStore.get();
  if (!showsBackButton(state)) return navigate('home');
  // When the browser's own history matches ours, let it go back (popstate below does the rest).
  if (hasWindow && (window.history.state as { depth?: number } | null)?.depth === state.history.length) {
    window.history.back();
    return;
  }
  commit(popEntry(state), 'replace');
}

/** Shows `entry` in place of the current one (no new history entry): a reload or Back does not return to it. */
export function replaceWith(view: View, data: NavigationData = {}): void {
  const state = navigationStore.get();
  const entry = allowedEntry({ view, data });
  if (entry.view === 'home') return commit({ history: [entry] }, 'replace');
  commit({ history: [...state.history.slice(0, -1), entry] }, 'replace');
}

/**
 * After sign-in or sign-up: back to the view the auth URL names, carrying the action that asked for
 * sign-in so that view finishes it; a plain sign-in (no return address) goes home
 * (docs/decisions/077-sign-in-returns-to-the-action.md).
 */
export function returnAfterSignIn(): void {
  const current = currentEntry(navigationStore.get());
  const next = current.view === 'auth' ? safeReturnPath(current.data.next) : null;
  if (!next) return navigate('home');
  const url = new URL(next, window.location.origin);
  const target = entryForPath(url.pathname, url.search);
  const intent = parseSignInIntent(current.data.intent);
  const state = navigationStore.get();
  // The auth entry gives way to the view it came from, so Back does not show the sign-in form again.
  const before = state.history.slice(0, -1);
  const previous = before.at(-1);
  const history = previous && pathFor(previous) === pathFor(target) ? before.slice(0, -1) : before;
  const entry = allowedEntry({ view: target.view, data: { ...target.data, ...(intent ? { intent } : {}) } });
  // The address as it was, query and all (browse keeps its filters there), unless access sent elsewhere.
  const address = entry.view === target.view ? next : undefined;
  commit(entry.view === 'home' ? { history: [entry] } : { history: [...history, entry] }, 'replace', address);
}

/**
 * The action a view was opened to finish, taken once: the first caller gets it, and it is gone from
 * the entry, so a re-render or a second effect run does not repeat it.
 */
export function takeIntent(intent: SignInIntent): boolean {
  const state = navigationStore.get();
  const entry = currentEntry(state);
  if (entry.data.intent !== intent) return false;
  const data = { ...entry.data };
  delete data.intent;
  navigationStore.set({ history: [...state.history.slice(0, -1), { ...entry, data }] });
  return true;
}

/** Re-checks the current view against the signed-in role (after sign-in or sign-out). */
export function recheckAccess(): void {
  const entry = currentEntry(navigationStore.get());
  const allowed = allowedEntry(entry);
  if (allowed !== entry) commit(pushEntry(navigationStore.get(), allowed), 'replace');
}

/**
 * Settles the address the page was opened on and follows the browser's back and forward from then on. The app
 * calls it when it starts (main.tsx), not when this module is evaluated: the first look at the current view
 * reads the session from local storage.
 */
export function followTheAddressBar(): void {
  const opened = entryForPath(window.location.pathname, window.location.search);
  const shown = currentEntry(navigationStore.get());
  // Keep the address as typed (with its query) unless the access rule sent the user elsewhere.
  window.history.replaceState({ depth: 1 }, '', shown.view === opened.view ? window.location.href : pathFor(shown));
  window.addEventListener('popstate', (event) => {
    const depth = (event.state as { depth?: number } | null)?.depth;
    const state = navigationStore.get();
    const target = entryForPath(window.location.pathname, window.location.search);
    const known = depth ? state.history[depth - 1] : undefined;
    if (known && pathFor(known) === pathFor(target)) {
      navigationStore.set({ history: state.history.slice(0, depth) });
    } else {
      navigationStore.set(pushEntry(state, allowedEntry(target)));
    }
  });
}

export function useNavigation() {
  const state = navigationStore.use();
  const entry = currentEntry(state);
  return { view: entry.view, data: entry.data, canGoBack: showsBackButton(state), navigate, goBack };
}
