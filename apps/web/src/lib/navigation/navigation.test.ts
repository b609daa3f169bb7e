import { beforeEach, describe, expect, it } from 'vitest';
import { askSignIn, askSignInAgain, navigate, navigationStore, returnAfterSignIn, takeIntent } from './navigation.ts';
import { currentEntry } from './views.ts';

const current = () => currentEntry(navigationStore.get());

describe('sign-in returns to the action that asked for it', () => {
  beforeEach(() => navigate('home'));

  it('a guest asked to sign in to buy comes back to the phone, with the purchase to finish once', () => {
    navigate('details', { phoneId: 'p1' });
    askSignIn('buy');
    expect(window.location.pathname + window.location.search).toBe('/auth?next=%2Fphones%2Fp1&intent=buy');

    returnAfterSignIn();
    expect(current()).toEqual({ view: 'details', data: { phoneId: 'p1', intent: 'buy' } });
    expect(window.location.pathname).toBe('/phones/p1');
    // The sign-in form is not left behind in the history, and the phone is not there twice.
    expect(navigationStore.get().history.map((entry) => entry.view)).toEqual(['home', 'details']);

    expect(takeIntent('message')).toBe(false);
    expect(takeIntent('buy')).toBe(true);
    expect(takeIntent('buy')).toBe(false);
    expect(current().data).toEqual({ phoneId: 'p1' });
  });

  it('a wrong password on the sign-in page keeps its return address; an expired session elsewhere comes back', () => {
    navigate('details', { phoneId: 'p2' });
    askSignIn('message');
    askSignInAgain();
    expect(current()).toEqual({ view: 'auth', data: { next: '/phones/p2', intent: 'message' } });

    navigate('cart');
    askSignInAgain();
    expect(current()).toEqual({ view: 'auth', data: { next: '/cart' } });
  });

  it('keeps the query of the view it came from', () => {
    window.history.replaceState(null, '', '/phones?brand=Apple');
    askSignIn('save-search');
    returnAfterSignIn();
    expect(window.location.pathname + window.location.search).toBe('/phones?brand=Apple');
    expect(current()).toMatchObject({ view: 'phones', data: { intent: 'save-search' } });
  });

  it('a plain sign-in from the header goes home', () => {
    navigate('phones');
    navigate('auth');
    returnAfterSignIn();
    expect(current()).toEqual({ view: 'home', data: {} });
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil', 'javascript:alert(1)'])(
    'a hostile return address %s goes home',
    (next) => {
      navigate('auth', { next, intent: 'buy' });
      returnAfterSignIn();
      expect(current()).toEqual({ view: 'home', data: {} });
      expect(window.location.pathname).toBe('/');
    },
  );
});
