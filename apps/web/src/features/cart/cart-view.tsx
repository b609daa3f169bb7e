import type { CartItemDto } from '@phonekade/shared/cart/cart.types';
import { useEffect, useState } from 'react';
import { useClearCart } from '@/api/cart/clear-cart.ts';
import { useBusyCartPhones, useCart, useJustAdded } from '@/api/cart/get-cart.ts';
import { useRemoveFromCart } from '@/api/cart/remove-from-cart.ts';
import { useUpdateCartItem } from '@/api/cart/update-cart-item.ts';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { useSessionUser } from '@/lib/session.ts';
import { CartItemRow } from './components/cart-item-row.tsx';
import { OrderSummary } from './components/order-summary.tsx';
import { useCartError } from './use-cart-error.ts';

/** Cart: loading, empty, or the items with the Order Summary, Clear Cart and per-item remove. */
export function CartView() {
  const t = useT();
  const user = useSessionUser();
  const { navigate } = useNavigation();
  // Loaded again each time the cart opens, so prices and stock are today's.
  const cart = useCart({ fresh: true });
  const justAdded = useJustAdded();
  const busy = useBusyCartPhones();
  const updateItem = useUpdateCartItem();
  const removeItem = useRemoveFromCart();
  const clearCart = useClearCart();
  const error = useCartError();
  const failed = (key: string) => (reason: unknown) => error.show(t(key, { reason: errorMessage(reason) }));

  // A load that fails while the cart is open says so (an older failure was before this visit).
  const [openedAt] = useState(() => Date.now());
  const { error: loadError, errorUpdatedAt } = cart;
  const showError = error.show;
  useEffect(() => {
    if (loadError && errorUpdatedAt >= openedAt) showError(t('cart.errors.load', { reason: errorMessage(loadError) }));
  }, [loadError, errorUpdatedAt, openedAt, showError, t]);

  const changeQuantity = (item: CartItemDto, quantity: number) =>
    updateItem.mutate(
      { phoneId: item.phoneId.id, quantity },
      // A quantity of 0 or less takes the phone out: its failure reads as a failed removal.
      { onError: failed(quantity <= 0 ? 'cart.errors.remove' : 'cart.errors.update') },
    );
  const remove = (item: CartItemDto) =>
    removeItem.mutate({ phoneId: item.phoneId.id }, { onError: failed('cart.errors.remove') });

  const open = (item: CartItemDto) => navigate('details', { phoneId: item.phoneId.id, phone: item.phoneId });
  const checkout = () => {
    // Checking out with an empty cart alerts; a guest signs in first.
    if (cart.count === 0) return window.alert(t('cart.emptyAlert'));
    if (user) navigate('checkout');
    else navigate('auth', { next: '/checkout' });
  };

  const errorBanner = error.message ? (
    <div className="mb-4">
      <AlertBanner message={error.message} onDismiss={error.dismiss} />
    </div>
  ) : null;

  if (cart.status === 'loading' && cart.items.length === 0) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-8">
        <Spinner label={t('cart.loading')} />
      </section>
    );
  }

  if (cart.items.length === 0) {
    return (
      <section className="mx-auto max-w-6xl px-4 py-8">
        {errorBanner}
        <div
          className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-slate-200 bg-white px-6 py-14 text-center shadow-sm"
          data-testid="cart-empty"
        >
          <div className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
            <svg
              viewBox="0 0 24 24"
              className="h-8 w-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              aria-hidden
            >
              <path d="M3 3h2l.4 2M7 13h10l4-8H5.4M7 13 5.4 5M7 13l-2.3 2.3c-.6.6-.2 1.7.7 1.7H17m0 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm-8 2a2 2 0 1 1-4 0 2 2 0 0 1 4 0Z" />
            </svg>
          </div>
          <h1 className="mt-4 text-xl font-bold text-slate-900">{t('cart.empty.title')}</h1>
          <p className="mt-2 text-slate-600">{t('cart.empty.text')}</p>
          <button
            type="button"
            onClick={() => navigate('phones')}
            className="mt-6 rounded-xl bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-800"
          >
            {t('cart.empty.browse')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('cart.title')}</h1>
        <button
          type="button"
          onClick={() => clearCart.mutate(undefined, { onError: failed('cart.errors.clear') })}
          className="rounded-lg border border-red-200 px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
        >
          {t('cart.clear')}
        </button>
      </div>
      {errorBanner}
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <ul
          className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          aria-label={t('cart.title')}
        >
          {cart.items.map((item) => (
            <CartItemRow
              key={item.id}
              item={item}
              justAdded={justAdded.includes(item.phoneId.id)}
              busy={busy.includes(item.phoneId.id)}
              onOpen={open}
              onQuantity={changeQuantity}
              onRemove={remove}
            />
          ))}
        </ul>
        <OrderSummary
          subtotal={cart.subtotal}
          count={cart.count}
          signedIn={Boolean(user)}
          onCheckout={checkout}
          onContinue={() => navigate('phones')}
        />
      </div>
    </section>
  );
}
