import { useBrandLabel, useConditionLabel } from '@/components/phone/phone-badges.tsx';
import type { CartItemDto } from '@phonekade/shared/cart/cart.types';
import { MAX_CART_QUANTITY } from '@phonekade/shared/constants/limits';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { phoneImages } from '@/components/phone/phone-display.ts';
import { PhoneImage } from '@/components/phone/phone-image.tsx';
import { useT } from '@/lib/i18n/i18n.ts';

interface CartItemRowProps {
  item: CartItemDto;
  justAdded: boolean;
  busy: boolean;
  onOpen: (item: CartItemDto) => void;
  onQuantity: (item: CartItemDto, quantity: number) => void;
  onRemove: (item: CartItemDto) => void;
}

/** One cart line: picture, title, current price (and what changed), quantity within the stock, remove. */
export function CartItemRow({ item, justAdded, busy, onOpen, onQuantity, onRemove }: CartItemRowProps) {
  const t = useT();
  const conditionLabel = useConditionLabel();
  const brandLabel = useBrandLabel();
  const phone = item.phoneId;
  const cover = phoneImages(phone)[0];
  const maxQuantity = Math.min(item.stock, MAX_CART_QUANTITY);
  const overStock = item.available && item.quantity > item.stock;
  const lineTotal = formatLkr(item.price * item.quantity);

  return (
    <li
      data-testid="cart-item"
      data-phone-id={phone.id}
      className={`flex gap-3 p-4 sm:gap-4 ${item.available ? '' : 'bg-slate-50'}`}
    >
      <button
        type="button"
        onClick={() => onOpen(item)}
        className={`h-20 w-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 sm:h-24 sm:w-24 ${item.available ? '' : 'opacity-60'}`}
        aria-label={t('cart.item.open', { title: item.title })}
      >
        <PhoneImage image={cover} alt={item.title} variant="thumb" sizes="96px" />
      </button>

      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <button
              type="button"
              onClick={() => onOpen(item)}
              className="line-clamp-2 text-left font-semibold text-slate-900 hover:text-emerald-700"
            >
              {item.title}
            </button>
            <p className="text-xs text-slate-500">
              {brandLabel(phone.brand)} · {conditionLabel(phone.condition)}
              {phone.sellerId?.name ? ` · ${t('cart.item.soldBy', { name: phone.sellerId.name })}` : ''}
            </p>
          </div>
          <p
            className={`hidden shrink-0 text-right font-bold sm:block ${item.available ? 'text-slate-900' : 'text-slate-500 line-through'}`}
            data-testid="cart-line-total"
          >
            {lineTotal}
          </p>
        </div>

        <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium text-emerald-700" data-testid="cart-item-price">
            {t('cart.item.each', { price: formatLkr(item.price) })}
          </span>
          {item.originalPrice && item.originalPrice > item.price ? (
            <span className="text-xs text-slate-500 line-through">{formatLkr(item.originalPrice)}</span>
          ) : null}
          <span
            className={`ml-auto font-bold whitespace-nowrap sm:hidden ${item.available ? 'text-slate-900' : 'text-slate-500 line-through'}`}
          >
            {lineTotal}
          </span>
        </div>

        <div className="flex flex-wrap gap-1.5">
          {justAdded ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {t('cart.item.justAdded')}
            </span>
          ) : null}
          {item.priceChanged && item.previousPrice !== null ? (
            <span
              data-testid="price-changed"
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${item.price < item.previousPrice ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
            >
              {t('cart.item.priceChanged', { old: formatLkr(item.previousPrice), new: formatLkr(item.price) })}
            </span>
          ) : null}
          {!item.available ? (
            <span className="rounded-full bg-rose-100 px-2 py-0.5 text-xs font-semibold text-rose-800">
              {t('cart.item.unavailable')}
            </span>
          ) : item.stock <= 3 || overStock ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">
              {t('cart.item.onlyLeft', { stock: item.stock })}
            </span>
          ) : null}
        </div>

        <div className="mt-1 flex items-center justify-between gap-3">
          <div
            className="inline-flex items-center rounded-lg border border-slate-300 bg-white"
            role="group"
            aria-label={t('cart.item.quantity')}
          >
            <button
              type="button"
              onClick={() => onQuantity(item, item.quantity - 1)}
              disabled={busy}
              className="h-9 w-9 rounded-l-lg text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-40"
              aria-label={t('cart.item.decrease')}
            >
              −
            </button>
            <span
              className="w-9 text-center text-sm font-semibold tabular-nums"
              data-testid="cart-quantity"
              aria-live="polite"
            >
              {item.quantity}
            </span>
            <button
              type="button"
              onClick={() => onQuantity(item, item.quantity + 1)}
              disabled={busy || !item.available || item.quantity >= maxQuantity}
              className="h-9 w-9 rounded-r-lg text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-40"
              aria-label={t('cart.item.increase')}
            >
              +
            </button>
          </div>
          <button
            type="button"
            onClick={() => onRemove(item)}
            disabled={busy}
            className="rounded-md px-2 py-1 text-sm font-medium text-red-600 hover:bg-red-50 disabled:opacity-40"
            aria-label={t('cart.item.removeLabel', { title: item.title })}
          >
            {t('cart.item.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
