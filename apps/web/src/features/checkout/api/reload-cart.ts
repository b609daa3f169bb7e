import { cartStore } from '@/stores/cart-store.ts';
import { getCheckoutCart } from './get-checkout-cart.ts';

/** After an order the server has emptied the cart; the header badge and cart view follow it. */
export async function reloadCart(): Promise<void> {
  const items = await getCheckoutCart();
  cartStore.set({ items: items.map((item) => ({ phoneId: item.phoneId._id, quantity: item.quantity })) });
}
