import type { CartDto } from '@phonekade/shared/cart/cart.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { sessionStore } from '@/lib/session.ts';
import { guestCartStore, saveGuestCart } from '@/stores/cart-store.ts';
import { cartKeys, cartModeFor } from './get-cart.ts';
import { withoutPhone, withQuantity } from './guest-cart.ts';
import { removeFromCart } from './remove-from-cart.ts';

/** PUT /cart/update: the buyer's cart as it is with the new quantity. */
export async function updateCartItem(phoneId: string, quantity: number): Promise<CartDto> {
  return (
    await apiRequest<CartDto>('/cart/update', {
      method: 'PUT',
      body: { phoneId, quantity },
      failureText: t('cart.wrappers.update'),
    })
  ).data;
}

export interface UpdateCartItemVariables {
  phoneId: string;
  quantity: number;
}

/** Sets a line's quantity; 0 or less takes the phone out of the cart, and it never goes above the stock. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.change, 'update'],
    mutationFn: async ({ phoneId, quantity }: UpdateCartItemVariables) => {
      const { user } = sessionStore.get();
      if (cartModeFor(user) === 'buyer' && user) {
        const cart = quantity <= 0 ? await removeFromCart(phoneId) : await updateCartItem(phoneId, quantity);
        queryClient.setQueryData(cartKeys.server(user.id), cart);
        return;
      }
      const lines = guestCartStore.get();
      saveGuestCart(quantity <= 0 ? withoutPhone(lines, phoneId) : withQuantity(lines, phoneId, quantity));
    },
  });
}
