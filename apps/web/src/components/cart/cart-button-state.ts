import type { Role } from '@/lib/session.ts';

/**
 * What the add-to-cart button shows:
 * - add / adding / added: the buyer's (or a guest's, on cards) way to the cart;
 * - own: the viewer's own listing (card 'Own Phone', detail 'Your Phone');
 * - seller: a seller looking at someone else's phone on a card ('Seller');
 * - unavailable: detail of a phone that is not live ('Currently Unavailable');
 * - login: a guest on the detail page ('Please log in to purchase');
 * - notBuyer: a seller or admin on the detail page ('Log in as Buyer to Purchase');
 * - hidden: nothing to offer (an admin's card, a card of a phone that is not on sale).
 */
export type CartButtonState =
  'add' | 'adding' | 'added' | 'own' | 'seller' | 'unavailable' | 'login' | 'notBuyer' | 'hidden';

export interface CartButtonInput {
  variant: 'card' | 'detail';
  role: Role | null;
  own: boolean;
  live: boolean;
  busy: boolean;
  inCart: boolean;
}

export function cartButtonState({ variant, role, own, live, busy, inCart }: CartButtonInput): CartButtonState {
  if (own) return 'own';
  if (variant === 'card') {
    if (role === 'seller') return 'seller';
    if (role === 'admin' || !live) return 'hidden';
  } else {
    if (!live) return 'unavailable';
    // A guest sees 'Please log in to purchase' on details (the card still adds to the local cart).
    if (role === null) return 'login';
    if (role !== 'buyer') return 'notBuyer';
  }
  if (busy) return 'adding';
  if (inCart) return 'added';
  return 'add';
}

/** 125000 -> '125,000' (the number in 'Add to Cart - LKR {price}'). */
export function groupDigits(amount: number): string {
  const rupees = Number.isFinite(amount) ? Math.round(amount) : 0;
  return String(rupees).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
