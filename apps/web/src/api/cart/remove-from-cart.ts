import type { CartDto } from '@phonekade/shared/cart/cart.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { sessionStore } from '@/lib/session.ts';
import { guestCartStore, saveGuestCart } from '@/stores/cart-store.ts';
import { cartKeys, cartModeFor } from './get-cart.ts';
import { withoutPhone } from './guest-cart.ts';

/** DELETE /cart/remove/:phoneId: the buyer's cart as it is without that phone. */
export async function removeFromCart(phoneId: string): Promise<CartDto> {
  const path = `/cart/remove/${encodeURIComponent(phoneId)}`;
  return (await apiRequest<CartDto>(path, { method: 'DELETE', failureText: t('cart.wrappers.remove') })).data;
}

export interface RemoveFromCartVariables {
  phoneId: string;
}

/** Takes a phone out of whoever's cart is shown. */
export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.change, 'remove'],
    mutationFn: async ({ phoneId }: RemoveFromCartVariables) => {
      const { user } = sessionStore.get();
      if (cartModeFor(user) === 'buyer' && user) {
        queryClient.setQueryData(cartKeys.server(user.id), await removeFromCart(phoneId));
        return;
      }
      saveGuestCart(withoutPhone(guestCartStore.get(), phoneId));
    },
  });
}
