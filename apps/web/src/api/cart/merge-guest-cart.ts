import type { MergeCartInput } from '@phonekade/shared/cart/cart.schemas';
import type { MergeCartResult } from '@phonekade/shared/cart/cart.types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, errorMessage } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { onSignIn, onSignOut } from '@/lib/session.ts';
import { reloadAfterWrite } from '@/lib/reload-after-write.ts';
import { toast } from '@/lib/toast.ts';
import { guestCartStore, saveGuestCart } from '@/stores/cart-store.ts';
import { cartKeys, cartModeFor } from './get-cart.ts';

/** POST /cart/merge: the guest's lines join the buyer's cart; what could not join is listed with why. */
export async function mergeCart(guestItems: MergeCartInput['guestItems']): Promise<MergeCartResult> {
  return (
    await apiRequest<MergeCartResult>('/cart/merge', {
      method: 'POST',
      body: { guestItems },
      failureText: t('cart.wrappers.merge'),
    })
  ).data;
}

/**
 * While the app runs: when a buyer signs in, the guest cart is merged into their server cart, then
 * the cart loads again. What the server could not take is told in one notice; if the merge fails the
 * guest cart stays in this browser for the next sign-in. Signing out forgets the server cart.
 */
export function useGuestCartMerge(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offSignIn = onSignIn(async (user) => {
      if (cartModeFor(user) !== 'buyer') return;
      const lines = guestCartStore.get();
      if (lines.length) {
        try {
          const { skipped } = await mergeCart(lines.map(({ phoneId, quantity }) => ({ phoneId, quantity })));
          saveGuestCart([]);
          if (skipped.length) {
            const titles = skipped.map(
              (item) => lines.find((line) => line.phoneId === item.phoneId)?.phone.title ?? item.phoneId,
            );
            toast.info(t('cart.mergeSkipped', { titles: titles.join(', ') }));
          }
        } catch (error) {
          toast.error(t('cart.errors.merge', { reason: errorMessage(error) }));
        }
      }
      await reloadAfterWrite(queryClient, cartKeys.server(user.id));
    });
    const offSignOut = onSignOut(() => queryClient.removeQueries({ queryKey: [...cartKeys.all, 'server'] }));
    return () => {
      offSignIn();
      offSignOut();
    };
  }, [queryClient]);
}
