// The set-up of the tests of the shared API hooks (cart, favourites): each test starts signed out,
// with no toasts, an empty local storage, a fresh query client that never retries and a stubbed fetch.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { sessionStore, type SessionUser } from '@/lib/session.ts';
import { toastStore } from '@/lib/toast.ts';

/** The address a stubbed fetch was called with. */
export const urlOf = (input: Parameters<typeof fetch>[0]) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** Called at the top of a test file; its beforeEach runs before the file's own. */
export function setUpHookTests() {
  const fetchMock = vi.fn<typeof fetch>();
  let client = new QueryClient();
  beforeEach(() => {
    localStorage.clear();
    sessionStore.set({ user: null, token: null });
    toastStore.set([]);
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    client.clear();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return {
    fetchMock,
    /** renderHook's wrapper: the hooks see this test's query client. */
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
    /** Signed in as `user`, as a page load after sign-in finds it. */
    signIn: (user: SessionUser) => {
      localStorage.setItem('token', 't');
      localStorage.setItem('user', JSON.stringify(user));
      sessionStore.set({ user, token: 't' });
    },
  };
}
