import { TIMINGS } from '@phonekade/shared/constants/limits';
import { isLive } from '@phonekade/shared/phones/listing-status';
import type { PhoneDto } from '@phonekade/shared/phones/phone.types';
import { useEffect, useRef, useState } from 'react';
import { useAddToCart } from '@/api/cart/add-to-cart.ts';
import { useCartBusy, useCartKnown, useInCart } from '@/api/cart/get-cart.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { askSignIn, takeIntent, useNavigation } from '@/lib/navigation/navigation.ts';
import { useSessionUser } from '@/lib/session.ts';
import { toast } from '@/lib/toast.ts';
import { cartButtonState, groupDigits, type CartButtonState } from './cart-button-state.ts';

interface AddToCartButtonProps {
  phone: PhoneDto;
  variant: 'card' | 'detail';
}

const CARD_BASE =
  'inline-flex w-full items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed';
const DETAIL_BASE =
  'flex w-full items-center justify-center gap-2 rounded-xl px-6 py-3.5 text-base font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed';

const LOOK: Record<CartButtonState, string> = {
  add: 'bg-emerald-700 text-white hover:bg-emerald-800',
  adding: 'bg-emerald-700/80 text-white',
  added: 'bg-green-100 text-green-800 hover:bg-green-200',
  own: 'bg-slate-100 text-slate-500',
  seller: 'bg-slate-100 text-slate-500',
  unavailable: 'bg-slate-200 text-slate-500',
  login: 'bg-amber-500 text-slate-900 hover:bg-amber-400',
  notBuyer: 'bg-slate-100 text-slate-600 hover:bg-slate-200',
  hidden: '',
};

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M3 3h2l.4 2M7 13h10l4-8H5.4M7 13 5.4 5M7 13l-2.3 2.3c-.6.6-.2 1.7.7 1.7H17m0 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm-8 2a2 2 0 1 1-4 0 2 2 0 0 1 4 0Z" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor" aria-hidden>
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
    </svg>
  );
}

/**
 * The buy action on cards and on the detail page, in every state it can be in. Cards: Add, Adding...,
 * Added, Own Phone, Seller; a guest adds to the local cart. Details: Currently Unavailable, Please log
 * in to purchase, Adding to Cart..., Added to Cart, Add to Cart - LKR {price}, Your Phone, Log in as
 * Buyer to Purchase, with a 3-second success notice and errors that clear after 5 seconds.
 */
export function AddToCartButton({ phone, variant }: AddToCartButtonProps) {
  const t = useT();
  const user = useSessionUser();
  const { navigate } = useNavigation();
  const inCart = useInCart(phone.id);
  const busy = useCartBusy(phone.id);
  const cartKnown = useCartKnown();
  const addToCart = useAddToCart();
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const state = cartButtonState({
    variant,
    role: user?.role ?? null,
    own: Boolean(user && phone.sellerId?.id === user.id),
    live: isLive(phone) && phone.stock > 0,
    busy,
    inCart,
  });

  const flash = (kind: 'success' | 'error', text: string, ms: number) => {
    clearTimeout(timer.current);
    setNotice({ kind, text });
    timer.current = setTimeout(() => setNotice(null), ms);
  };

  const onClick = async () => {
    if (state === 'added') return navigate('cart');
    if (state === 'login') return askSignIn('buy');
    if (state === 'notBuyer') {
      if (user?.role === 'seller') flash('error', t('cart.button.sellersCannotPurchase'), TIMINGS.cartErrorMs);
      return;
    }
    if (state === 'add') await add();
  };

  const add = async () => {
    try {
      await addToCart.mutateAsync({ phone });
      if (variant === 'detail') flash('success', t('cart.messages.added'), TIMINGS.addToCartSuccessMs);
      else toast.success(t('cart.messages.added'), TIMINGS.addToCartSuccessMs);
    } catch (error) {
      // On the detail page: 'Failed to add to cart', or the server's message when there is one.
      if (variant === 'detail') {
        flash(
          'error',
          error instanceof Error && error.message ? error.message : t('cart.button.addFailed'),
          TIMINGS.cartErrorMs,
        );
      } else toast.error(t('cart.errors.add', { reason: errorMessage(error) }), TIMINGS.cartErrorMs);
    }
  };

  // Back from signing in to buy: once the cart is known, the phone goes in, unless it is already there
  // or the account cannot buy it (the button then says why; docs/decisions/077-sign-in-returns-to-the-action.md).
  const readyForIntent = variant === 'detail' && cartKnown && state !== 'login' && state !== 'adding';
  useEffect(() => {
    if (!readyForIntent || !takeIntent('buy')) return;
    if (state === 'add') void add();
    // add reads this render's phone; the intent is taken once, when the cart is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readyForIntent]);

  if (state === 'hidden') return null;
  const disabled = state === 'adding' || state === 'own' || state === 'seller' || state === 'unavailable';
  const label = variant === 'card' ? cardLabel(state, t) : detailLabel(state, t, phone.price);

  return (
    <div className={variant === 'detail' ? 'w-full' : 'shrink-0'}>
      <button
        type="button"
        data-testid={`add-to-cart-${variant}`}
        data-state={state}
        disabled={disabled}
        aria-busy={state === 'adding'}
        onClick={() => void onClick()}
        className={`${variant === 'detail' ? DETAIL_BASE : CARD_BASE} ${LOOK[state]}`}
      >
        {state === 'adding' ? (
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" aria-hidden />
        ) : state === 'added' ? (
          <CheckIcon />
        ) : state === 'add' ? (
          <CartIcon />
        ) : null}
        {label}
      </button>
      {notice ? (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`mt-2 rounded-lg px-3 py-2 text-sm font-medium ${notice.kind === 'error' ? 'bg-red-50 text-red-700' : 'bg-green-50 text-green-800'}`}
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}

type Translate = ReturnType<typeof useT>;

function cardLabel(state: CartButtonState, t: Translate): string {
  switch (state) {
    case 'adding':
      return t('cart.button.adding');
    case 'added':
      return t('cart.button.added');
    case 'own':
      return t('cart.button.ownPhone');
    case 'seller':
      return t('cart.button.seller');
    default:
      return t('cart.button.add');
  }
}

function detailLabel(state: CartButtonState, t: Translate, price: number): string {
  switch (state) {
    case 'unavailable':
      return t('cart.button.unavailable');
    case 'login':
      return t('cart.button.loginToPurchase');
    case 'adding':
      return t('cart.button.addingToCart');
    case 'added':
      return t('cart.button.addedToCart');
    case 'own':
      return t('cart.button.yourPhone');
    case 'notBuyer':
    case 'seller':
      return t('cart.button.loginAsBuyer');
    default:
      return t('cart.button.addToCart', { price: groupDigits(price) });
  }
}
