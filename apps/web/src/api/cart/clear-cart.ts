import type { CartDto } from '@phonekade/shared/cart/cart.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { sessionStore } from '@/lib/session.ts';
import { saveGuestCart } from '@/stores/cart-store.ts';
import { cartKeys, cartModeFor } from './get-cart.ts';

/** DELETE /cart/clear: the buyer's cart, now empty. */
export async function clearCart(): Promise<CartDto> {
  return (await apiRequest<CartDto>('/cart/clear', { method: 'DELETE', failureText: t('cart.wrappers.clear') })).data;
}

/** Empties whoever's cart is shown. */
export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.all, 'clear'],
    mutationFn: async () => {
      const { user } = sessionStore.get();
      if (cartModeFor(user) === 'buyer' && user) {
        queryClient.setQueryData(cartKeys.server(user.id), await clearCart());
        return;
      }
      saveGuestCart([]);
    },
  });
}
