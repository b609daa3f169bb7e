import { describe, expect, it } from 'vitest';
import { parseSignInIntent, safeReturnPath } from './return-to.ts';
import { entryForPath, pathFor } from './views.ts';

describe('the return address after sign-in', () => {
  it('keeps a path of this app with its query', () => {
    expect(safeReturnPath('/phones/3f1c2a')).toBe('/phones/3f1c2a');
    expect(safeReturnPath('/checkout')).toBe('/checkout');
    expect(safeReturnPath('/phones?brand=Apple&sort=price-asc')).toBe('/phones?brand=Apple&sort=price-asc');
  });

  it.each([
    ['an absolute address', 'https://evil.example'],
    ['an absolute address with a path', 'https://evil.example/phones/1'],
    ['a protocol-relative address', '//evil.example'],
    ['a protocol-relative address with a path', '//evil.example/phones'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['a backslash further on', '/phones\\..\\..\\evil'],
    ['a script address', 'javascript:alert(1)'],
    ['a script address in capitals', 'JaVaScRiPt:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a tab that the URL parser drops', '/\t/evil.example'],
    ['a newline that the URL parser drops', '/\n/evil.example'],
    ['a leading space', ' /phones'],
    ['a relative path', 'phones/1'],
    ['the sign-in page itself', '/auth'],
    ['the sign-in page with its own return address', '/auth?next=/checkout'],
    ['an empty value', ''],
    ['a very long value', `/${'a'.repeat(3000)}`],
  ])('refuses %s', (_name, value) => {
    expect(safeReturnPath(value)).toBeNull();
  });

  it('refuses what is not text', () => {
    for (const value of [null, undefined, 42, ['/phones'], { path: '/phones' }])
      expect(safeReturnPath(value)).toBeNull();
  });

  it('knows only the actions that ask for sign-in', () => {
    expect(parseSignInIntent('buy')).toBe('buy');
    expect(parseSignInIntent('message')).toBe('message');
    expect(parseSignInIntent('delete-account')).toBeNull();
    expect(parseSignInIntent(undefined)).toBeNull();
  });
});

describe('the auth address', () => {
  it('carries the return address and the action, and reads them back', () => {
    const path = pathFor({ view: 'auth', data: { next: '/phones/42', intent: 'buy' } });
    expect(path).toBe('/auth?next=%2Fphones%2F42&intent=buy');
    const url = new URL(path, 'http://localhost');
    expect(entryForPath(url.pathname, url.search)).toEqual({
      view: 'auth',
      data: { next: '/phones/42', intent: 'buy' },
    });
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil', 'javascript:alert(1)'])(
    'drops a hostile return address %s from a crafted link, and its action with it',
    (next) => {
      const search = `?${new URLSearchParams({ next, intent: 'buy' }).toString()}`;
      expect(entryForPath('/auth', search)).toEqual({ view: 'auth', data: {} });
      expect(pathFor({ view: 'auth', data: { next } })).toBe('/auth');
    },
  );

  it('drops an unknown action but keeps a good return address', () => {
    expect(entryForPath('/auth', '?next=%2Fcheckout&intent=wipe')).toEqual({
      view: 'auth',
      data: { next: '/checkout' },
    });
  });

  it('a plain sign-in has no return address', () => {
    expect(pathFor({ view: 'auth', data: {} })).toBe('/auth');
    expect(entryForPath('/auth')).toEqual({ view: 'auth', data: {} });
  });
});

describe('addresses of the order-placed page and the admin tabs', () => {
  it('the order-placed page is checkout with the order id', () => {
    expect(pathFor({ view: 'checkout', data: { orderId: 'b7e0' } })).toBe('/checkout?order=b7e0');
    expect(entryForPath('/checkout', '?order=b7e0')).toEqual({ view: 'checkout', data: { orderId: 'b7e0' } });
    expect(entryForPath('/checkout')).toEqual({ view: 'checkout', data: {} });
  });

  it('an admin tab has its own address', () => {
    expect(pathFor({ view: 'admin', data: { tab: 'reports' } })).toBe('/admin?tab=reports');
    expect(entryForPath('/admin', '?tab=reports')).toEqual({ view: 'admin', data: { tab: 'reports' } });
    expect(pathFor({ view: 'admin', data: {} })).toBe('/admin');
  });
});
