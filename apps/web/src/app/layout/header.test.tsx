import { fireEvent } from '@testing-library/dom';
import { act, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageStore, setLanguage } from '@/lib/i18n/i18n.ts';
import { navigationStore } from '@/lib/navigation/navigation.ts';
import { currentEntry } from '@/lib/navigation/views.ts';
import { endSession, sessionStore, type SessionUser } from '@/lib/session.ts';
import { jsonReply, renderWithQueryClient, stubFetchForEachTest } from '@/test/fetch-stub.tsx';
import { Header } from './header.tsx';

const TOKEN = 'header-test-token';
const user: SessionUser = { id: 'u-1', name: 'Nimal', email: 'nimal@example.lk', role: 'seller' };

function signIn(): void {
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('user', JSON.stringify(user));
  sessionStore.set({ user, token: TOKEN });
}

const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const currentView = () => currentEntry(navigationStore.get()).view;
const signedOut = () => sessionStore.get().token === null && localStorage.getItem('token') === null;

describe('Logout in the header', () => {
  const fetchMock = stubFetchForEachTest();
  /** The logout calls, answered with `reply`; any other call (notifications) gets an empty list. */
  function answerLogout(reply: () => Promise<Response>) {
    fetchMock.mockImplementation((input) =>
      urlOf(input).endsWith('/api/auth/logout')
        ? reply()
        : jsonReply(200, { success: true, data: { notifications: [], unread: 0 } }),
    );
  }
  const logoutCalls = () => fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith('/api/auth/logout'));

  beforeEach(() => {
    signIn();
    navigationStore.set({ history: [{ view: 'profile', data: {} }] });
  });

  it('asks the server to revoke the token, then clears the session and goes home', async () => {
    answerLogout(() => jsonReply(200, { success: true, message: 'Logged out', data: null }));
    renderWithQueryClient(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(signedOut()).toBe(true));
    expect(logoutCalls()).toHaveLength(1);
    const [, init] = logoutCalls()[0]!;
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${TOKEN}`);
    expect(localStorage.getItem('user')).toBeNull();
    expect(currentView()).toBe('home');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('clears the session even when the server fails', async () => {
    answerLogout(() => jsonReply(500, { success: false, message: 'Server error occurred' }));
    renderWithQueryClient(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(signedOut()).toBe(true));
    expect(logoutCalls()).toHaveLength(1);
    expect(currentView()).toBe('home');
  });

  it('clears the session even when no answer comes back', async () => {
    answerLogout(() => Promise.reject(new TypeError('offline')));
    renderWithQueryClient(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(signedOut()).toBe(true));
    expect(logoutCalls()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('clears the session when the token was already revoked (401)', async () => {
    answerLogout(() =>
      jsonReply(401, {
        success: false,
        error: 'UNAUTHENTICATED',
        message: 'Invalid or expired token. Please log in again.',
      }),
    );
    renderWithQueryClient(<Header />);
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(signedOut()).toBe(true));
    expect(currentView()).toBe('home');
  });
});

describe('endSession', () => {
  it('a second Logout while the first is under way waits for it instead of calling again', async () => {
    signIn();
    const revoked: string[] = [];
    let answer = () => {};
    const revoke = (token: string) => {
      revoked.push(token);
      return new Promise<void>((resolve) => (answer = resolve));
    };
    const first = endSession(revoke);
    const second = endSession(revoke);
    expect(sessionStore.get().token).toBe(TOKEN);
    answer();
    await Promise.all([first, second]);
    expect(revoked).toEqual([TOKEN]);
    expect(signedOut()).toBe(true);
  });

  it('does not call the server when nobody is signed in', async () => {
    sessionStore.set({ user: null, token: null });
    const revoked: string[] = [];
    await endSession(async (token) => {
      revoked.push(token);
    });
    expect(revoked).toEqual([]);
  });
});

describe('the language switch in the header', () => {
  const fetchMock = stubFetchForEachTest();
  const languageCalls = () => fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith('/api/users/me/language'));

  beforeEach(() => {
    fetchMock.mockImplementation((input) =>
      urlOf(input).endsWith('/api/users/me/language')
        ? jsonReply(200, { success: true, message: 'Language saved', data: { language: 'ta' } })
        : jsonReply(200, { success: true, data: { notifications: [], unread: 0 } }),
    );
  });
  afterEach(async () => {
    await act(() => setLanguage('en'));
    sessionStore.set({ user: null, token: null });
  });

  it('saves the chosen language on the account of someone signed in, for their e-mails', async () => {
    signIn();
    renderWithQueryClient(<Header />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'ta' } });
    await waitFor(() => expect(languageCalls()).toHaveLength(1));
    const [, init] = languageCalls()[0]!;
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(init?.body as string)).toEqual({ language: 'ta' });
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${TOKEN}`);
    expect(languageStore.get()).toBe('ta');
  });

  it('a visitor who is not signed in only switches the page', async () => {
    sessionStore.set({ user: null, token: null });
    renderWithQueryClient(<Header />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'si' } });
    await waitFor(() => expect(languageStore.get()).toBe('si'));
    expect(languageCalls()).toHaveLength(0);
  });
});
