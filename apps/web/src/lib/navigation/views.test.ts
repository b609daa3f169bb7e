import { describe, expect, it } from 'vitest';
import {
  checkAccess,
  entryForPath,
  pathFor,
  popEntry,
  pushEntry,
  showsBackButton,
  type NavigationState,
} from './views.ts';

const home: NavigationState = { history: [{ view: 'home', data: {} }] };

describe('navigation rules', () => {
  it('shows no back button on home', () => {
    expect(showsBackButton(home)).toBe(false);
  });

  it('shows a back button once another view is pushed', () => {
    const state = pushEntry(home, { view: 'phones', data: {} });
    expect(showsBackButton(state)).toBe(true);
  });

  it('shows no back button on a view opened directly (history of one)', () => {
    expect(showsBackButton({ history: [{ view: 'phones', data: {} }] })).toBe(false);
  });

  it('going home clears the history and the selected phone', () => {
    let state = pushEntry(home, { view: 'phones', data: {} });
    state = pushEntry(state, { view: 'details', data: { phoneId: 'a', phone: { title: 'x' } } });
    state = pushEntry(state, { view: 'home', data: {} });
    expect(state.history).toEqual([{ view: 'home', data: {} }]);
  });

  it('navigating to the view already shown does nothing', () => {
    const state = pushEntry(home, { view: 'phones', data: {} });
    expect(pushEntry(state, { view: 'phones', data: {} })).toBe(state);
  });

  it('opening another phone from details is a new entry', () => {
    const state = pushEntry(home, { view: 'details', data: { phoneId: 'a' } });
    expect(pushEntry(state, { view: 'details', data: { phoneId: 'b' } }).history).toHaveLength(3);
  });

  it('going back to details restores its phone', () => {
    let state = pushEntry(home, { view: 'details', data: { phoneId: 'a', phone: { title: 'Pixel' } } });
    state = pushEntry(state, { view: 'cart', data: {} });
    state = popEntry(state);
    expect(state.history.at(-1)).toEqual({ view: 'details', data: { phoneId: 'a', phone: { title: 'Pixel' } } });
  });
});

describe('access rules', () => {
  it('lets everyone see a seller page', () => {
    for (const role of [null, 'buyer', 'seller', 'admin'] as const)
      expect(checkAccess('seller', role)).toEqual({ allowed: true });
  });

  it('lets visitors see home, phones, details, auth and their local cart', () => {
    for (const view of ['home', 'phones', 'details', 'auth', 'cart'] as const) {
      expect(checkAccess(view, null)).toEqual({ allowed: true });
    }
  });

  it('sends a visitor from profile and checkout to auth without a toast', () => {
    expect(checkAccess('profile', null)).toEqual({ allowed: false, redirect: 'auth' });
    expect(checkAccess('checkout', null)).toEqual({ allowed: false, redirect: 'auth' });
  });

  it('keeps sellers and admins out of cart and checkout with the spec toasts', () => {
    expect(checkAccess('cart', 'seller')).toEqual({ allowed: false, redirect: 'home', toastKey: 'nav.denied.cart' });
    expect(checkAccess('checkout', 'admin')).toEqual({
      allowed: false,
      redirect: 'home',
      toastKey: 'nav.denied.checkout',
    });
  });

  it('lets only sellers add and edit phones', () => {
    expect(checkAccess('add-phone', 'seller')).toEqual({ allowed: true });
    expect(checkAccess('add-phone', 'buyer')).toMatchObject({ allowed: false, toastKey: 'nav.denied.addPhone' });
    expect(checkAccess('edit-phone', null)).toMatchObject({ allowed: false, toastKey: 'nav.denied.editPhone' });
  });

  it('lets only admins into the admin dashboard', () => {
    expect(checkAccess('admin', 'admin')).toEqual({ allowed: true });
    expect(checkAccess('admin', 'seller')).toMatchObject({
      allowed: false,
      redirect: 'home',
      toastKey: 'nav.denied.admin',
    });
  });
});

describe('view URLs', () => {
  it('round-trips every view through its URL', () => {
    const entries = [
      { view: 'home', data: {} },
      { view: 'phones', data: {} },
      { view: 'details', data: { phoneId: 'abc' } },
      { view: 'seller', data: { sellerId: 'seller-1' } },
      { view: 'cart', data: {} },
      { view: 'checkout', data: {} },
      { view: 'auth', data: {} },
      { view: 'profile', data: { tab: 'orders' } },
      { view: 'add-phone', data: {} },
      { view: 'edit-phone', data: { phoneId: 'xyz' } },
      { view: 'admin', data: {} },
    ] as const;
    for (const entry of entries) {
      const url = new URL(pathFor(entry), 'http://x');
      expect(entryForPath(url.pathname, url.search)).toEqual(entry);
    }
  });

  it('treats an unknown path as home', () => {
    expect(entryForPath('/no/such/page')).toEqual({ view: 'home', data: {} });
  });

  it('ignores trailing slashes, however many', () => {
    expect(entryForPath('/cart///')).toEqual({ view: 'cart', data: {} });
    expect(entryForPath('/phones/abc/')).toEqual({ view: 'details', data: { phoneId: 'abc' } });
    expect(entryForPath('////')).toEqual({ view: 'home', data: {} });
    expect(entryForPath(`/${'/'.repeat(100_000)}x`)).toEqual({ view: 'home', data: {} });
  });
});
