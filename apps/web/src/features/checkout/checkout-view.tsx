import type { PaymentMethod } from '@phonekade/shared/orders/order-status';
import type { CourierType } from '@phonekade/shared/constants/couriers';
import { DEFAULT_COURIER_TYPE } from '@phonekade/shared/constants/couriers';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCart } from '@/api/cart/get-cart.ts';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { replaceWith, useNavigation } from '@/lib/navigation/navigation.ts';
import { useSessionUser } from '@/lib/session.ts';
import { useAuthorizePayment } from './api/authorize-payment.ts';
import { useCreateOrder } from './api/create-order.ts';
import { useCashOnDelivery } from './api/get-cash-on-delivery.ts';
import { useSendConfirmation } from './api/send-confirmation.ts';
import { localizedMessage, paymentErrorText, placeOrderErrorText } from './checkout-errors.ts';
import {
  buyableItems,
  checkoutTotals,
  EMPTY_CARD,
  initialDelivery,
  sellerIdOf,
  validateCard,
  validateDelivery,
  type CardForm,
  type DeliveryForm,
  type FieldErrors,
  type Step,
} from './checkout-form.ts';
import { clearCheckoutDrafts, loadCheckoutDraft, saveCheckoutDraft } from './checkout-draft.ts';
import { ConfirmStep } from './components/confirm-step.tsx';
import { DeliveryStep } from './components/delivery-step.tsx';
import { OrderPlaced, type PlacedOrder } from './components/order-placed.tsx';
import { OrderSummary } from './components/order-summary.tsx';
import { PlacedOrderPage } from './components/placed-order-page.tsx';
import { PaymentStep, type CashOnDeliveryOffer } from './components/payment-step.tsx';
import { StepIndicator } from './components/step-indicator.tsx';
import { placeOrder, PlaceOrderFailure, type PendingAttempt, type PlaceOrderStage } from './place-order.ts';

/**
 * Checkout: Delivery, Payment, Confirm, then the order-placed page, which has its own address
 * (`/checkout?order=<id>`) so a reload shows it again (docs/decisions/077-sign-in-returns-to-the-action.md).
 */
export function CheckoutView() {
  const { data } = useNavigation();
  // The order just placed shows at once; opened by its address, it is read from the server.
  const [justPlaced, setJustPlaced] = useState<{ id: string; order: PlacedOrder } | null>(null);
  if (data.orderId) {
    if (justPlaced?.id === data.orderId) return <OrderPlaced order={justPlaced.order} />;
    return <PlacedOrderPage orderId={data.orderId} />;
  }
  return (
    <CheckoutSteps
      onPlaced={(id, order) => {
        setJustPlaced({ id, order });
        replaceWith('checkout', { orderId: id });
      }}
    />
  );
}

function CheckoutSteps({ onPlaced }: { onPlaced: (orderId: string, order: PlacedOrder) => void }) {
  const t = useT();
  const user = useSessionUser();
  const { navigate } = useNavigation();
  const placed = useRef(false);
  // The cart is read fresh when checkout opens, so prices and stock are today's.
  const cart = useCart({ fresh: true });
  const cartLoaded = cart.loadedAfterMount;
  const items = useMemo(() => buyableItems(cart.items), [cart.items]);
  const authorizePayment = useAuthorizePayment();
  const createOrder = useCreateOrder();
  const sendConfirmation = useSendConfirmation();

  // A reload puts the buyer back on their step with the address they typed (never the card).
  const [draft] = useState(() => (user ? loadCheckoutDraft(user.id) : null));
  const [step, setStep] = useState<Step>(draft?.step ?? 1);
  const [delivery, setDelivery] = useState<DeliveryForm>(() => draft?.delivery ?? initialDelivery(user));
  const [deliveryErrors, setDeliveryErrors] = useState<FieldErrors>({});
  const [courierType, setCourierType] = useState<CourierType>(draft?.courierType ?? DEFAULT_COURIER_TYPE);
  const [card, setCard] = useState<CardForm>(EMPTY_CARD);
  const [method, setMethod] = useState<PaymentMethod>(draft?.method ?? 'card');
  const userId = user?.id;
  useEffect(() => {
    if (userId && !placed.current) saveCheckoutDraft(userId, { step, delivery, courierType, method });
  }, [userId, step, delivery, courierType, method]);
  const sellerIds = useMemo(() => [...new Set(items.map(sellerIdOf))], [items]);
  const cashOnDelivery = useCashOnDelivery(sellerIds);
  const codOffer: CashOnDeliveryOffer = cashOnDelivery.data
    ? cashOnDelivery.data.available
      ? { available: true }
      : { available: false, refusing: cashOnDelivery.data.refusing.map((seller) => seller.name) }
    : null;
  const [cardErrors, setCardErrors] = useState<FieldErrors>({});
  const [stage, setStage] = useState<PlaceOrderStage | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  // A declined card is said at the top of the step: bring it into view, below the sticky header.
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [failure]);
  const pending = useRef<PendingAttempt | null>(null);

  // No user goes to auth (the access rule in lib/navigation/views.ts, which keeps the way back here);
  // an empty cart (before an order was placed) goes to the cart.
  const cartIsEmpty = cartLoaded && cart.status === 'ready' && items.length === 0;
  useEffect(() => {
    if (cartIsEmpty && !placed.current && !stage) navigate('cart');
  }, [cartIsEmpty, stage, navigate]);

  const totals = checkoutTotals(items, courierType);

  if (!user) return null;

  const editDelivery = (field: keyof DeliveryForm, value: string) => {
    // Changing province clears district (it belongs to the old one); editing a field clears its error.
    setDelivery((form) => ({ ...form, [field]: value, ...(field === 'province' ? { district: '' } : {}) }));
    setDeliveryErrors((errors) => ({
      ...errors,
      [field]: undefined,
      ...(field === 'province' ? { district: undefined } : {}),
    }));
  };
  const editCard = (field: keyof CardForm, value: string) => {
    setCard((form) => ({ ...form, [field]: value }));
    setCardErrors((errors) => ({ ...errors, [field]: undefined }));
  };

  const localize = (errors: FieldErrors): FieldErrors =>
    Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [field, message && localizedMessage(message, t)]),
    );

  const next = () => {
    // Next validates the current step only; on failure errors show under the fields.
    if (step === 1) {
      const errors = validateDelivery(delivery);
      setDeliveryErrors(localize(errors));
      if (Object.keys(errors).length === 0) setStep(2);
    } else if (step === 2) {
      const errors = method === 'cod' ? {} : validateCard(card);
      setCardErrors(localize(errors));
      if (Object.keys(errors).length === 0) setStep(3);
    }
  };
  const back = () => {
    setFailure(null);
    if (step === 1) navigate('cart');
    else setStep((step - 1) as Step);
  };

  const submit = async () => {
    setFailure(null);
    try {
      const created = await placeOrder(
        {
          authorize: (card, amount) => authorizePayment.mutateAsync({ card, amount }),
          createOrder: (payload, idempotencyKey) => createOrder.mutateAsync({ payload, idempotencyKey }),
          sendConfirmation: (orderId, email) => sendConfirmation.mutateAsync({ orderId, email }),
          reloadCart: cart.reload,
          newKey: () => crypto.randomUUID(),
        },
        { items, delivery, courierType, card, method, pending: pending.current },
        setStage,
      );
      pending.current = null;
      placed.current = true;
      clearCheckoutDrafts();
      onPlaced(created.orderId, {
        orderNumber: created.orderNumber,
        shortNumber: created.shortNumber,
        method,
        email: delivery.email,
        courierType,
        total: totals.total,
      });
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (error instanceof PlaceOrderFailure) {
        pending.current = error.pending;
        setFailure(
          error.stage === 'payment' ? paymentErrorText(error.reason, t) : placeOrderErrorText(error.reason, t),
        );
        // A price or availability change shows on the summary at once.
        if (error.stage === 'order' && !error.pending) void cart.reload();
      } else {
        setFailure(errorMessage(error));
      }
    } finally {
      setStage(null);
    }
  };

  if (!cartLoaded || cart.status === 'loading') return <Spinner label={t('checkout.loading')} />;
  if (cart.status === 'error') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8">
        <AlertBanner
          message={t('checkout.loadFailed', { reason: errorMessage(cart.error) })}
          retryLabel={t('common.actions.retry')}
          onRetry={() => void cart.reload()}
        />
      </div>
    );
  }

  const busy = stage !== null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('checkout.title')}</h1>
      <div className="mt-5">
        <StepIndicator step={step} />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start">
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          {step === 3 && failure ? (
            // scroll-mt keeps the banner clear of the sticky header (4rem) when it is scrolled to.
            <div className="mb-5 scroll-mt-24" ref={failureRef} data-testid="checkout-failure">
              <AlertBanner title={t('checkout.errors.title')} message={failure} onDismiss={() => setFailure(null)} />
            </div>
          ) : null}
          {step === 1 ? (
            <DeliveryStep
              form={delivery}
              errors={deliveryErrors}
              onChange={editDelivery}
              courierType={courierType}
              onCourierChange={setCourierType}
            />
          ) : null}
          {step === 2 ? (
            <PaymentStep
              form={card}
              errors={cardErrors}
              onChange={editCard}
              method={method}
              onMethodChange={setMethod}
              cashOnDelivery={codOffer}
            />
          ) : null}
          {step === 3 ? (
            <ConfirmStep
              delivery={delivery}
              courierType={courierType}
              card={card}
              method={method}
              onEdit={(target) => !busy && setStep(target)}
            />
          ) : null}
          <div className="mt-8 flex flex-col-reverse gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:justify-between">
            <Button variant="secondary" size="lg" onClick={back} disabled={busy}>
              {step === 1 ? t('checkout.actions.back') : t('checkout.actions.previous')}
            </Button>
            {step < 3 ? (
              <Button size="lg" onClick={next}>
                {t('checkout.actions.next')}
              </Button>
            ) : (
              <Button size="lg" onClick={() => void submit()} disabled={busy || items.length === 0}>
                {busy ? (
                  <span
                    aria-hidden
                    className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
                  />
                ) : null}
                {stage === 'payment'
                  ? t('checkout.actions.processingPayment')
                  : stage === 'order'
                    ? t('checkout.actions.placingOrder')
                    : t('checkout.actions.placeOrder')}
              </Button>
            )}
          </div>
        </div>
        <div className="lg:sticky lg:top-20">
          <OrderSummary items={items} totals={totals} />
        </div>
      </div>
    </div>
  );
}
