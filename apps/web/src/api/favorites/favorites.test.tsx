import { FAVORITES_STORAGE_KEYS } from '@phonekade/shared/favorites/favorites-storage';
import type { FavoritesDto } from '@phonekade/shared/favorites/favorites.types';
import { act, renderHook, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession, type SessionUser } from '@/lib/session.ts';
import { toastStore } from '@/lib/toast.ts';
import { favoritesStore, saveGuestFavorites, saveUserFavorites } from '@/stores/favorites-store.ts';
import { jsonReply } from '@/test/fetch-stub.tsx';
import { setUpHookTests, urlOf } from '@/test/hook-harness.tsx';
import { useFavorites, useIsFavorite } from './get-favorites.ts';
import { useGuestFavoritesMerge } from './merge-guest-favorites.ts';
import { useFavoriteBusy, useToggleFavorite } from './toggle-favorite.ts';

const buyer: SessionUser = { id: 'b1', name: 'Kamal', email: 'kamal@example.lk', role: 'buyer' };
const list = (...phoneIds: string[]): FavoritesDto => ({ phoneIds, phones: [], recent: [] });
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;
const { fetchMock, wrapper, signIn } = setUpHookTests();

/** The heart of one phone and the whole list, as the views use them. */
function useHeart(phoneId: string) {
  return {
    favorites: useFavorites(),
    favorite: useIsFavorite(phoneId),
    busy: useFavoriteBusy(phoneId),
    toggle: useToggleFavorite(),
  };
}

beforeEach(() => {
  saveGuestFavorites([]);
  saveUserFavorites([]);
});

describe('a guest’s hearts', () => {
  it('are kept in this browser, newest first, without asking the server', async () => {
    const { result } = renderHook(() => ({ a: useHeart('a'), b: useHeart('b') }), { wrapper });
    await act(() => result.current.a.toggle('a'));
    await act(() => result.current.b.toggle('b'));
    expect(result.current.a.favorites).toMatchObject({ ids: ['b', 'a'], status: 'ready' });
    expect(stored(FAVORITES_STORAGE_KEYS.guest)).toEqual(['b', 'a']);

    await act(() => result.current.a.toggle('a'));
    expect(result.current.a.favorite).toBe(false);
    expect(stored(FAVORITES_STORAGE_KEYS.guest)).toEqual(['b']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('a signed-in user’s hearts', () => {
  beforeEach(() => signIn(buyer));

  it('show the copy kept in this browser at once, then the stored list', async () => {
    saveUserFavorites(['old']);
    let answer: (reply: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useHeart('x'), { wrapper });
    expect(result.current.favorites).toMatchObject({ ids: ['old'], status: 'loading' });

    await act(async () => answer(await jsonReply(200, { success: true, data: list('x') })));
    await waitFor(() => expect(result.current.favorites).toMatchObject({ ids: ['x'], status: 'ready' }));
    expect(result.current.favorite).toBe(true);
    expect(stored(FAVORITES_STORAGE_KEYS.user)).toEqual(['x']);
  });

  it('fill at once and keep the server’s list when it is stored', async () => {
    fetchMock.mockImplementation((input, init) =>
      init?.method === 'POST' && urlOf(input).endsWith('/api/favorites/a')
        ? jsonReply(200, { success: true, data: list('a', 'z') })
        : jsonReply(200, { success: true, data: list('z') }),
    );
    const { result } = renderHook(() => useHeart('a'), { wrapper });
    await waitFor(() => expect(result.current.favorites.status).toBe('ready'));

    await act(() => result.current.toggle('a'));
    await waitFor(() => expect(result.current.favorite).toBe(true));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.favorites.ids).toEqual(['a', 'z']);
    expect(stored(FAVORITES_STORAGE_KEYS.user)).toEqual(['a', 'z']);
  });

  it('are put back with a notice when the server refuses the change, and a second press meanwhile is ignored', async () => {
    let refuse: (reply: Response) => void = () => {};
    fetchMock.mockImplementation((_input, init) =>
      init?.method === 'DELETE'
        ? new Promise<Response>((resolve) => (refuse = resolve))
        : jsonReply(200, { success: true, data: list('a', 'b') }),
    );
    const { result } = renderHook(() => useHeart('a'), { wrapper });
    await waitFor(() => expect(result.current.favorite).toBe(true));

    await act(() => result.current.toggle('a'));
    await waitFor(() => expect(result.current.busy).toBe(true));
    expect(result.current.favorite).toBe(false);
    await act(() => result.current.toggle('a'));

    await act(async () => refuse(await jsonReply(500, { success: false, message: 'Server error occurred' })));
    await waitFor(() => expect(result.current.favorites.ids).toEqual(['a', 'b']));
    expect(toastStore.get()).toMatchObject([{ kind: 'error', message: 'Failed to remove from favorites' }]);
    expect(fetchMock.mock.calls.filter(([input]) => urlOf(input).endsWith('/api/favorites/a'))).toHaveLength(1);
  });
});

describe('signing in and out', () => {
  it('merges a guest’s hearts into the account and empties the guest list', async () => {
    saveGuestFavorites(['g1', 'g2']);
    let merged: unknown;
    fetchMock.mockImplementation((input, init) => {
      if (urlOf(input).endsWith('/api/favorites/merge')) {
        merged = JSON.parse(init?.body as string);
        return jsonReply(200, { success: true, data: { ...list('g1', 'g2', 's1'), skipped: [] } });
      }
      return jsonReply(200, { success: true, data: list('g1', 'g2', 's1') });
    });
    const { result } = renderHook(
      () => {
        useGuestFavoritesMerge();
        return useFavorites();
      },
      { wrapper },
    );

    await act(() => saveSession(buyer, 't'));

    expect(merged).toEqual({ phoneIds: ['g1', 'g2'] });
    expect(localStorage.getItem(FAVORITES_STORAGE_KEYS.guest)).toBeNull();
    await waitFor(() => expect(result.current.ids).toEqual(['g1', 'g2', 's1']));
  });

  it('keeps a guest’s hearts in this browser when the merge fails, and says so', async () => {
    saveGuestFavorites(['g1']);
    fetchMock.mockImplementation(() => jsonReply(503, { success: false, message: 'offline' }));
    renderHook(useGuestFavoritesMerge, { wrapper });

    await act(() => saveSession(buyer, 't'));

    expect(favoritesStore.get().guest).toEqual(['g1']);
    expect(toastStore.get()).toMatchObject([{ kind: 'error', message: 'Failed to add multiple favorites' }]);
  });

  it('forgets the account’s list on sign-out: a guest sees only their own hearts', async () => {
    signIn(buyer);
    fetchMock.mockImplementation(() => jsonReply(200, { success: true, data: list('s1') }));
    const { result } = renderHook(
      () => {
        useGuestFavoritesMerge();
        return useHeart('s1');
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.favorite).toBe(true));

    await act(() => clearSession());

    expect(result.current.favorite).toBe(false);
    expect(localStorage.getItem(FAVORITES_STORAGE_KEYS.user)).toBeNull();
  });
});
