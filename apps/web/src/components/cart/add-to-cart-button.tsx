import type { PhoneDto } from '@phonekade/shared/phones/phone.types';

// Placeholder until the cart work lands: the card and details pages already place it.
export function AddToCartButton(_props: { phone: PhoneDto; variant: 'card' | 'detail' }) {
  return null;
}
