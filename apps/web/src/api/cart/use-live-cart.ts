import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { useQueryClient } from '@tanstack/react-query';
import { favoritesKeys } from '@/api/favorites/get-favorites.ts';
import { phoneKeys } from '@/api/phones/phone-keys.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { useRealtimeEvent } from '@/lib/realtime.ts';
import { useSessionUser } from '@/lib/session.ts';
import { toast } from '@/lib/toast.ts';
import { cartKeys } from './get-cart.ts';

/**
 * The cart and favourites follow the live events: a change made in another tab or device replaces
 * this tab's cart, and a phone in the cart or favourites that went live at a new price is shown at it.
 */
export function useLiveCart(): void {
  const queryClient = useQueryClient();
  const userId = useSessionUser()?.id;

  useRealtimeEvent('cart_updated', ({ cart }) => {
    if (userId) queryClient.setQueryData(cartKeys.server(userId), cart);
  });

  useRealtimeEvent('price_updated', ({ title, price }) => {
    toast.info(t('notifications.toast.priceUpdated', { title, price: formatLkr(price) }));
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void queryClient.invalidateQueries({ queryKey: favoritesKeys.all });
    void queryClient.invalidateQueries({ queryKey: phoneKeys.all });
  });
}
