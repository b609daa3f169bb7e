import type { CartDto } from '@phonekade/shared/cart/cart.types';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { sessionStore } from '@/lib/session.ts';
import { guestCartStore, saveGuestCart } from '@/stores/cart-store.ts';
import { cartKeys, cartModeFor } from './get-cart.ts';
import { GuestCartRefusal, withPhoneAdded } from './guest-cart.ts';

/** POST /cart/add: the buyer's cart as it is after the add. */
export async function addToCart(phoneId: string, quantity: number): Promise<CartDto> {
  return (
    await apiRequest<CartDto>('/cart/add', {
      method: 'POST',
      body: { phoneId, quantity },
      failureText: t('cart.wrappers.add'),
    })
  ).data;
}

export interface AddToCartVariables {
  phone: PhoneDto;
  /** Units to add; one unless said. */
  quantity?: number;
}

/**
 * Adds a phone to whoever's cart is shown: a guest's in this browser, a buyer's on the server. A phone
 * already in the cart gets a higher quantity. Sellers and admins are refused with the reason.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartKeys.add,
    mutationFn: async ({ phone, quantity = 1 }: AddToCartVariables) => {
      const { user } = sessionStore.get();
      const mode = cartModeFor(user);
      if (mode === 'none') throw new GuestCartRefusal(t('cart.reasons.sellersCannotAdd'));
      if (mode === 'buyer' && user) {
        queryClient.setQueryData(cartKeys.server(user.id), await addToCart(phone.id, quantity));
        return;
      }
      saveGuestCart(withPhoneAdded(guestCartStore.get(), phone, quantity));
    },
  });
}
