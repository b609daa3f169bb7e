import type { Role } from '../session.ts';
import { parseSignInIntent, safeReturnPath, type SignInIntent } from './return-to.ts';

export type View =
  | 'home'
  | 'phones'
  | 'details'
  | 'seller'
  | 'cart'
  | 'checkout'
  | 'auth'
  | 'profile'
  | 'add-phone'
  | 'edit-phone'
  | 'admin'
  | 'messages';

/** What a view carries: details the selected phone, edit-phone its id, seller the seller's id, profile a tab. */
export interface NavigationData {
  phoneId?: string;
  sellerId?: string;
  /** messages: the open conversation. */
  conversationId?: string;
  phone?: unknown;
  /** profile and admin: the tab shown. */
  tab?: string;
  /** checkout: the placed order whose confirmation is shown. */
  orderId?: string;
  /** auth: the app path sign-in returns to (checked by safeReturnPath). */
  next?: string;
  /** auth: the action that asked for sign-in; on the way back, the action the view finishes. */
  intent?: SignInIntent;
  [key: string]: unknown;
}

export interface HistoryEntry {
  view: View;
  data: NavigationData;
}

export type AccessDecision = { allowed: true } | { allowed: false; redirect: View; toastKey?: string };

/**
 * Access rules. Visitors: home, phones, details, auth and the cart (a guest cart is local,
 * docs/decisions/016-guest-cart-merged-at-sign-in.md); signed-in non-buyers may not use the cart or
 * checkout; add/edit for sellers; admin for
 * admins; profile for anyone signed in (a visitor goes to auth). A denial goes home with a red toast.
 */
export function checkAccess(view: View, role: Role | null): AccessDecision {
  switch (view) {
    case 'home':
    case 'phones':
    case 'details':
    case 'seller':
    case 'auth':
      return { allowed: true };
    case 'cart':
      return role === null || role === 'buyer'
        ? { allowed: true }
        : { allowed: false, redirect: 'home', toastKey: 'nav.denied.cart' };
    case 'checkout':
      if (role === null) return { allowed: false, redirect: 'auth' };
      return role === 'buyer'
        ? { allowed: true }
        : { allowed: false, redirect: 'home', toastKey: 'nav.denied.checkout' };
    case 'profile':
    case 'messages':
      return role === null ? { allowed: false, redirect: 'auth' } : { allowed: true };
    case 'add-phone':
      return role === 'seller'
        ? { allowed: true }
        : { allowed: false, redirect: 'home', toastKey: 'nav.denied.addPhone' };
    case 'edit-phone':
      return role === 'seller'
        ? { allowed: true }
        : { allowed: false, redirect: 'home', toastKey: 'nav.denied.editPhone' };
    case 'admin':
      return role === 'admin' ? { allowed: true } : { allowed: false, redirect: 'home', toastKey: 'nav.denied.admin' };
  }
}

/** Each view also has a URL so refresh, bookmarks and shared links work (docs/decisions/022-view-urls.md). */
export function pathFor(entry: HistoryEntry): string {
  switch (entry.view) {
    case 'home':
      return '/';
    case 'phones':
      return '/phones';
    case 'details':
      return entry.data.phoneId ? `/phones/${encodeURIComponent(entry.data.phoneId)}` : '/phones';
    case 'seller':
      return `/sellers/${encodeURIComponent(entry.data.sellerId ?? '')}`;
    case 'cart':
      return '/cart';
    case 'checkout':
      return entry.data.orderId ? `/checkout?order=${encodeURIComponent(entry.data.orderId)}` : '/checkout';
    case 'auth': {
      const params = new URLSearchParams();
      const next = safeReturnPath(entry.data.next);
      if (next) params.set('next', next);
      if (next && entry.data.intent) params.set('intent', entry.data.intent);
      const query = params.toString();
      return query ? `/auth?${query}` : '/auth';
    }
    case 'profile':
      return entry.data.tab ? `/profile?tab=${encodeURIComponent(entry.data.tab)}` : '/profile';
    case 'add-phone':
      return '/sell';
    case 'edit-phone':
      return `/listings/${encodeURIComponent(entry.data.phoneId ?? '')}/edit`;
    case 'admin':
      return entry.data.tab ? `/admin?tab=${encodeURIComponent(entry.data.tab)}` : '/admin';
    case 'messages':
      if (entry.data.conversationId) return `/messages/${encodeURIComponent(entry.data.conversationId)}`;
      // A first message about a phone: its id rides along so a refresh keeps the new conversation open.
      return entry.data.phoneId ? `/messages?phone=${encodeURIComponent(entry.data.phoneId)}` : '/messages';
  }
}

/** The entry a URL stands for; anything unknown is home, the fallback view. */
export function entryForPath(pathname: string, search = ''): HistoryEntry {
  // Trailing slashes dropped by a loop: the pattern /\/+$/ would rescan a long run of slashes in a
  // crafted link from each of them, in time growing with the square of the run.
  let end = pathname.length;
  while (end > 0 && pathname[end - 1] === '/') end -= 1;
  const path = pathname.slice(0, end) || '/';
  const params = new URLSearchParams(search);
  const detail = /^\/phones\/([^/]+)$/.exec(path);
  if (detail) return { view: 'details', data: { phoneId: decodeURIComponent(detail[1]!) } };
  const seller = /^\/sellers\/([^/]+)$/.exec(path);
  if (seller) return { view: 'seller', data: { sellerId: decodeURIComponent(seller[1]!) } };
  const conversation = /^\/messages\/([^/]+)$/.exec(path);
  if (conversation) return { view: 'messages', data: { conversationId: decodeURIComponent(conversation[1]!) } };
  const edit = /^\/listings\/([^/]+)\/edit$/.exec(path);
  if (edit) return { view: 'edit-phone', data: { phoneId: decodeURIComponent(edit[1]!) } };
  const simple: Record<string, View> = {
    '/': 'home',
    '/phones': 'phones',
    '/cart': 'cart',
    '/checkout': 'checkout',
    '/auth': 'auth',
    '/profile': 'profile',
    '/sell': 'add-phone',
    '/admin': 'admin',
    '/messages': 'messages',
  };
  const view = simple[path] ?? 'home';
  const tab = params.get('tab');
  const phone = params.get('phone');
  if (view === 'messages' && phone) return { view, data: { phoneId: phone } };
  if (view === 'checkout') {
    const order = params.get('order');
    return { view, data: order ? { orderId: order } : {} };
  }
  if (view === 'auth') {
    const next = safeReturnPath(params.get('next'));
    const intent = parseSignInIntent(params.get('intent'));
    return { view, data: next ? { next, ...(intent ? { intent } : {}) } : {} };
  }
  // The admin view checks the tab itself: an unknown one shows the overview.
  return { view, data: (view === 'profile' || view === 'admin') && tab ? { tab } : {} };
}

export interface NavigationState {
  history: HistoryEntry[];
}

export const currentEntry = (state: NavigationState): HistoryEntry =>
  state.history[state.history.length - 1] ?? { view: 'home', data: {} };

function sameEntry(a: HistoryEntry, b: HistoryEntry): boolean {
  return (
    a.view === b.view &&
    (a.data.phoneId ?? null) === (b.data.phoneId ?? null) &&
    (a.data.sellerId ?? null) === (b.data.sellerId ?? null) &&
    (a.data.conversationId ?? null) === (b.data.conversationId ?? null) &&
    (a.data.tab ?? null) === (b.data.tab ?? null) &&
    (a.data.orderId ?? null) === (b.data.orderId ?? null) &&
    (a.data.next ?? null) === (b.data.next ?? null) &&
    (a.data.intent ?? null) === (b.data.intent ?? null)
  );
}

/**
 * Navigation: home clears the history; the view already shown is a no-op (a different phone
 * on details is a different view); otherwise the entry is pushed.
 */
export function pushEntry(state: NavigationState, entry: HistoryEntry): NavigationState {
  if (entry.view === 'home') return { history: [{ view: 'home', data: {} }] };
  if (sameEntry(currentEntry(state), entry)) return state;
  return { history: [...state.history, entry] };
}

/** Back restores the previous entry with its data (details gets its phone back). */
export function popEntry(state: NavigationState): NavigationState {
  if (state.history.length <= 1) return { history: [{ view: 'home', data: {} }] };
  return { history: state.history.slice(0, -1) };
}

/** A back button shows when the view is not home and the history has more than one entry. */
export const showsBackButton = (state: NavigationState): boolean =>
  currentEntry(state).view !== 'home' && state.history.length > 1;
