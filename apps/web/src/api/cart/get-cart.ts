import type { CartDto } from '@phonekade/shared/cart/cart.types';
import { TIMINGS } from '@phonekade/shared/constants/limits';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { queryOptions, useMutationState, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { getPhone } from '@/api/phones/get-phone.ts';
import { ApiError, apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useSessionUser, type SessionUser } from '@/lib/session.ts';
import { guestCartStore, saveGuestCart, useGuestCartLines } from '@/stores/cart-store.ts';
import { guestCart, withFreshPhones } from './guest-cart.ts';

/** Whose cart is shown: a guest's local one, a buyer's server one, or none (sellers and admins never buy). */
export type CartMode = 'guest' | 'buyer' | 'none';

export function cartModeFor(user: SessionUser | null): CartMode {
  if (!user) return 'guest';
  return user.role === 'buyer' ? 'buyer' : 'none';
}

export const cartKeys = {
  all: ['cart'] as const,
  server: (userId: string) => ['cart', 'server', userId] as const,
  guestRefresh: ['cart', 'guest-refresh'] as const,
  /** Every change to a cart line (add, quantity, remove) runs under this mutation key. */
  change: ['cart', 'change'] as const,
  add: ['cart', 'change', 'add'] as const,
};

/** GET /cart: the buyer's cart as it now is. */
export async function getCart(signal?: AbortSignal): Promise<CartDto> {
  return (await apiRequest<CartDto>('/cart', { signal, failureText: t('cart.wrappers.load') })).data;
}

export function cartQueryOptions(userId: string) {
  return queryOptions({
    queryKey: cartKeys.server(userId),
    queryFn: ({ signal }) => getCart(signal),
    // A failure shows at once, with its reason; the cart view offers to load again.
    retry: false,
  });
}

/**
 * The guest cart's phones as the catalogue has them now (price, stock, status), written back to the
 * guest cart; a phone the catalogue no longer has leaves the cart. Answers how many lines it kept.
 */
async function refreshGuestCart(signal: AbortSignal): Promise<number> {
  const lines = guestCartStore.get();
  if (!lines.length) return 0;
  const results = await Promise.allSettled(lines.map((line) => getPhone(line.phoneId, signal)));
  const fresh = new Map<string, PhoneDto | null>();
  results.forEach((result, index) => {
    const id = lines[index]!.phoneId;
    if (result.status === 'fulfilled') fresh.set(id, result.value);
    else if (result.reason instanceof ApiError && result.reason.status === 404) fresh.set(id, null);
  });
  // Read again: the guest may have changed the cart while the phones were on their way.
  const updated = withFreshPhones(guestCartStore.get(), fresh);
  saveGuestCart(updated);
  return updated.length;
}

export function guestCartRefreshQueryOptions() {
  return queryOptions({ queryKey: cartKeys.guestRefresh, queryFn: ({ signal }) => refreshGuestCart(signal) });
}

export interface CartView extends CartDto {
  mode: CartMode;
  status: 'loading' | 'ready' | 'error';
  /** Why the cart could not be loaded, while that is so. */
  error: Error | null;
  /** When it last failed to load (0 if never): a new failure has a new time. */
  errorUpdatedAt: number;
  /** The cart has been loaded since the view using it appeared. */
  loadedAfterMount: boolean;
  reload: () => Promise<void>;
}

const EMPTY_CART: CartDto = { items: [], subtotal: 0, count: 0 };

/**
 * The cart of whoever is signed in: a guest's from this browser (its phones refreshed from the
 * catalogue), a buyer's from the server, and an empty one for sellers and admins. `fresh` loads it
 * again whenever the view appears, so prices and stock are today's.
 */
export function useCart(options: { fresh?: boolean } = {}): CartView {
  const user = useSessionUser();
  const mode = cartModeFor(user);
  const refetchOnMount = options.fresh ? 'always' : true;
  const server = useQuery({
    ...cartQueryOptions(user?.id ?? ''),
    enabled: mode === 'buyer',
    refetchOnMount,
  });
  const refresh = useQuery({ ...guestCartRefreshQueryOptions(), enabled: mode === 'guest', refetchOnMount });
  const lines = useGuestCartLines();
  const local = useMemo(() => guestCart(lines), [lines]);

  if (mode === 'guest') {
    return {
      mode,
      status: 'ready',
      ...local,
      error: null,
      errorUpdatedAt: 0,
      loadedAfterMount: refresh.isFetchedAfterMount,
      reload: async () => void (await refresh.refetch()),
    };
  }
  if (mode === 'none') {
    return {
      mode,
      status: 'ready',
      ...EMPTY_CART,
      error: null,
      errorUpdatedAt: 0,
      loadedAfterMount: true,
      reload: async () => {},
    };
  }
  const status = server.data ? 'ready' : server.isError ? 'error' : 'loading';
  return {
    mode,
    status,
    ...(server.data ?? EMPTY_CART),
    error: server.error,
    errorUpdatedAt: server.errorUpdatedAt,
    loadedAfterMount: server.isFetchedAfterMount,
    reload: async () => void (await server.refetch()),
  };
}

/** Units in the cart that can be bought (the header badge). */
export function useCartCount(): number {
  return useCart().count;
}

/** Whether a phone is in the cart; it never loads the cart itself (the header keeps it loaded). */
export function useInCart(phoneId: string): boolean {
  const user = useSessionUser();
  const mode = cartModeFor(user);
  const lines = useGuestCartLines();
  const inServerCart = useQuery({
    ...cartQueryOptions(user?.id ?? ''),
    enabled: mode === 'buyer',
    staleTime: Infinity,
    select: (cart: CartDto) => cart.items.some((item) => item.phoneId.id === phoneId),
  });
  if (mode === 'guest') return lines.some((line) => line.phoneId === phoneId);
  return mode === 'buyer' && inServerCart.data === true;
}

/** Whether the signed-in buyer's cart has loaded (a guest's local cart always has): what is in it is known. */
export function useCartKnown(): boolean {
  const user = useSessionUser();
  const mode = cartModeFor(user);
  const server = useQuery({ ...cartQueryOptions(user?.id ?? ''), enabled: mode === 'buyer', staleTime: Infinity });
  return mode !== 'buyer' || server.isSuccess;
}

/** The phone a cart change is about, whichever change it is. */
export function changedPhoneId(variables: unknown): string | undefined {
  const change = variables as { phoneId?: string; phone?: PhoneDto } | undefined;
  return change?.phoneId ?? change?.phone?.id;
}

/** The phones whose cart line has a change on its way. */
export function useBusyCartPhones(): string[] {
  const pending = useMutationState({
    filters: { mutationKey: cartKeys.change, status: 'pending' },
    select: (mutation) => changedPhoneId(mutation.state.variables),
  });
  return pending.filter((id): id is string => Boolean(id));
}

/** Whether a change to this phone's line is on its way. */
export function useCartBusy(phoneId: string): boolean {
  return useBusyCartPhones().includes(phoneId);
}

/** The phones added in the last few seconds: the cart marks them 'just added'. */
export function useJustAdded(): string[] {
  const added = useMutationState({
    filters: { mutationKey: cartKeys.add, status: 'success' },
    select: (mutation) => ({ phoneId: changedPhoneId(mutation.state.variables), at: mutation.state.submittedAt }),
  });
  const [now, setNow] = useState(() => Date.now());
  const recent = added.filter((entry) => entry.phoneId && now - entry.at < TIMINGS.justAddedMs);
  // Draw again when the oldest of them stops being recent.
  const nextExpiry = recent.length ? Math.min(...recent.map((entry) => entry.at)) + TIMINGS.justAddedMs : null;
  useEffect(() => {
    if (nextExpiry === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, nextExpiry - Date.now()));
    return () => clearTimeout(timer);
  }, [nextExpiry]);
  return [...new Set(recent.map((entry) => entry.phoneId!))];
}
