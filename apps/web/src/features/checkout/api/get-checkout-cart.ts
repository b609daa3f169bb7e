import type { CartDto, CartItemDto } from '@phonekade/shared/cart/cart.types';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';

export const checkoutCartKey = ['checkout', 'cart'] as const;

/** spec 7 GET /cart: items from data.items, data.cart.items, or data as an array. */
export function readCartItems(data: unknown): CartItemDto[] {
  if (Array.isArray(data)) return data as CartItemDto[];
  if (data && typeof data === 'object') {
    const cart = data as Partial<CartDto> & { cart?: { items?: CartItemDto[] } };
    if (Array.isArray(cart.items)) return cart.items;
    if (Array.isArray(cart.cart?.items)) return cart.cart.items;
  }
  return [];
}

export async function getCheckoutCart(): Promise<CartItemDto[]> {
  return readCartItems((await apiRequest<unknown>('/cart')).data);
}

/** The buyer's server cart, read fresh when checkout opens (prices are the database's). */
export function useCheckoutCart(enabled: boolean) {
  return useQuery({ queryKey: checkoutCartKey, queryFn: getCheckoutCart, enabled, staleTime: 0, retry: false });
}
