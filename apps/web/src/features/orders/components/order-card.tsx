import { shortOrderId } from '@phonekade/shared/orders/order-number';
import type { OrderItemDto } from '@phonekade/shared/orders/order.types';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { useState, type ReactNode } from 'react';
import { imageUrl } from '@/lib/api-client.ts';
import { formatDate } from '@/lib/i18n/format-date.ts';
import { languageStore, useT } from '@/lib/i18n/i18n.ts';
import { StatusBadge } from './status-badge.tsx';

export interface OrderCardData {
  _id?: string;
  id?: string;
  orderNumber?: string;
  /** 'PK-7F3K-4A', shown beside the order number. */
  shortNumber?: string;
  createdAt?: string;
  date?: string;
  status?: string;
  items?: OrderItemDto[];
  totalAmount?: number;
  amount?: number;
}

function ItemRow({ item, showSeller, showStatus }: { item: OrderItemDto; showSeller: boolean; showStatus: boolean }) {
  const t = useT();
  const image = item.image ?? item.phoneId?.images?.[0] ?? null;
  const title = item.title || item.phoneId?.title;
  return (
    <li className="flex items-center gap-3 py-3">
      <img src={imageUrl(image)} alt="" className="h-14 w-14 shrink-0 rounded-lg bg-slate-100 object-cover" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-900">{title}</p>
        <p className="text-xs text-slate-500">
          {t('orders.order.quantity', { quantity: item.quantity })}
          {showSeller && item.seller ? ` · ${t('orders.order.seller', { name: item.seller.name })}` : ''}
        </p>
        {item.trackingNumber ? (
          <p className="text-xs text-slate-700" data-testid="tracking-number">
            {t('orders.order.tracking', { number: item.trackingNumber })}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p className="text-sm font-semibold whitespace-nowrap text-slate-900">
          {formatLkr(item.price * item.quantity)}
        </p>
        {showStatus && item.status ? <StatusBadge status={item.status} testId="item-status" /> : null}
      </div>
    </li>
  );
}

/**
 * One order or sale: number, date, status, items, total; `details` and `actions` below when given.
 * `showItemStatus` adds each item's own status (each seller moves their own items:
 * docs/decisions/011-per-seller-fulfilment.md).
 */
export function OrderCard({
  order,
  totalLabel,
  showSeller = false,
  showItemStatus = false,
  details,
  actions,
}: {
  order: OrderCardData;
  totalLabel: string;
  showSeller?: boolean;
  showItemStatus?: boolean;
  details?: ReactNode;
  actions?: ReactNode;
}) {
  const t = useT();
  const language = languageStore.use();
  const [open, setOpen] = useState(false);
  const id = order._id ?? order.id ?? '';
  const number = order.orderNumber || shortOrderId(id);
  const when = order.createdAt ?? order.date;
  const items = order.items ?? [];
  return (
    <article className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" data-testid="order-card">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-mono text-sm font-semibold break-all text-slate-900">
            {t('orders.order.number', { number })}
          </h3>
          {order.shortNumber ? (
            <p className="text-sm text-slate-700">
              {t('orders.order.shortNumber')}{' '}
              <span className="font-mono font-semibold" data-testid="order-short-number">
                {order.shortNumber}
              </span>
            </p>
          ) : null}
          {when ? (
            <p className="text-xs text-slate-500">
              {t('orders.order.placed', {
                date: formatDate(when, language),
              })}
            </p>
          ) : null}
        </div>
        <StatusBadge status={order.status} />
      </header>
      <ul className="mt-2 divide-y divide-slate-100">
        {items.map((item) => (
          <ItemRow key={item._id ?? item.id} item={item} showSeller={showSeller} showStatus={showItemStatus} />
        ))}
      </ul>
      <div className="mt-1 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <p className="text-sm text-slate-600">
          {totalLabel}:{' '}
          <span className="text-base font-bold text-emerald-800">
            {formatLkr(order.totalAmount ?? order.amount ?? 0)}
          </span>
        </p>
        {details ? (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
            className="text-sm font-medium text-emerald-700 hover:text-emerald-900"
          >
            {open ? t('orders.order.hideDetails') : t('orders.order.showDetails')}
          </button>
        ) : null}
      </div>
      {details && open ? <div className="mt-3 rounded-xl bg-slate-50 p-3 text-sm text-slate-700">{details}</div> : null}
      {actions ? <div className="mt-4 flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-1">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</p>
      <div className="mt-0.5">{children}</div>
    </div>
  );
}

/** Where an order goes, as the buyer typed it. */
export function AddressLines({
  address,
}: {
  address: {
    firstName: string;
    lastName: string;
    mobile: string;
    otherMobile?: string;
    addressLine1: string;
    addressLine2?: string;
    city: string;
    district: string;
    province: string;
  };
}) {
  return (
    <>
      <p className="font-medium text-slate-900">
        {address.firstName} {address.lastName}
      </p>
      <p>{[address.mobile, address.otherMobile].filter(Boolean).join(' / ')}</p>
      <p>{address.addressLine1}</p>
      {address.addressLine2 ? <p>{address.addressLine2}</p> : null}
      <p>{[address.city, address.district, address.province].join(', ')}</p>
    </>
  );
}
