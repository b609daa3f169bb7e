import type { PaymentMethod } from '@phonekade/shared/orders/order-status';
import type { CourierType } from '@phonekade/shared/constants/couriers';
import { COURIERS } from '@phonekade/shared/constants/couriers';
import { cardLast4 } from '@phonekade/shared/orders/card-format';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import type { ReactNode } from 'react';
import { PROVINCES } from '@phonekade/shared/constants/locations';
import { languageStore, useT, type Language } from '@/lib/i18n/i18n.ts';
import type { CardForm, DeliveryForm, Step } from '../checkout-form.ts';

interface Place {
  name: string;
  si: string;
  ta: string;
}

/** A province or district as stored (its English name) in the reader's language. */
function placeNames(language: Language) {
  const named = (place: Place | undefined, stored: string) => (place && language !== 'en' ? place[language] : stored);
  return {
    provinceName: (stored: string) =>
      named(
        PROVINCES.find((p): boolean => p.name === stored),
        stored,
      ),
    districtName: (stored: string) =>
      named(
        PROVINCES.flatMap((p): readonly Place[] => p.districts).find((d) => d.name === stored),
        stored,
      ),
  };
}

function ReviewBlock({ title, onEdit, children }: { title: string; onEdit: () => void; children: ReactNode }) {
  const t = useT();
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <div className="mb-2 flex items-center justify-between">
        <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
        <button type="button" onClick={onEdit} className="text-sm font-medium text-emerald-700 hover:text-emerald-900">
          {t('checkout.actions.edit')}
        </button>
      </div>
      <div className="text-sm text-slate-800">{children}</div>
    </div>
  );
}

/** Step 3: everything the buyer is about to order, with a way back to each part. */
export function ConfirmStep({
  delivery,
  courierType,
  card,
  method = 'card',
  onEdit,
}: {
  delivery: DeliveryForm;
  courierType: CourierType;
  card: CardForm;
  method?: PaymentMethod;
  onEdit: (step: Step) => void;
}) {
  const t = useT();
  const { provinceName, districtName } = placeNames(languageStore.use());
  return (
    <div className="space-y-4">
      <h3 className="text-base font-semibold text-slate-900">{t('checkout.confirm.title')}</h3>
      <ReviewBlock title={t('checkout.confirm.deliverTo')} onEdit={() => onEdit(1)}>
        <p className="font-medium">
          {delivery.firstName} {delivery.lastName}
        </p>
        <p>{[delivery.mobile, delivery.otherMobile].filter(Boolean).join(' / ')}</p>
        <p>{delivery.email}</p>
        <p className="mt-1">{delivery.addressLine1}</p>
        {delivery.addressLine2 ? <p>{delivery.addressLine2}</p> : null}
        <p>{[delivery.city, districtName(delivery.district), provinceName(delivery.province)].join(', ')}</p>
      </ReviewBlock>
      <ReviewBlock title={t('checkout.confirm.deliveryMethod')} onEdit={() => onEdit(1)}>
        <p className="font-medium">
          {t(`checkout.couriers.${courierType}`)} - {formatLkr(COURIERS[courierType].fee)}
        </p>
        <p className="text-slate-600">{t(`checkout.couriers.${courierType}Time`)}</p>
      </ReviewBlock>
      <ReviewBlock title={t('checkout.confirm.paymentMethod')} onEdit={() => onEdit(2)}>
        {method === 'cod' ? (
          <p className="font-medium">{t('checkout.payment.method.cod')}</p>
        ) : (
          <>
            <p className="font-medium">{t('checkout.confirm.cardEnding', { last4: cardLast4(card.cardNumber) })}</p>
            <p className="text-slate-600">{card.cardholderName}</p>
          </>
        )}
      </ReviewBlock>
    </div>
  );
}
