import { REVIEW_HIDE_REASON_MAX_LENGTH } from '@phonekade/shared/reviews/review.schemas';
import type { AdminReviewDto } from '@phonekade/shared/admin/account.schemas';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { ADMIN_TOAST_MS } from '../admin-constants.ts';
import { useAccountDetail } from '../api/get-account-detail.ts';
import { useSetReviewHidden } from '../api/set-review-hidden.ts';
import { formatDateTime } from '../format.ts';

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  const t = useT();
  return (
    <section className="mt-3">
      <h3 className="text-sm font-semibold text-slate-900">
        {title} ({count})
      </h3>
      {count === 0 ? (
        <p className="text-sm text-slate-600">{t('admin.person.none')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-700">{children}</ul>
      )}
    </section>
  );
}

function ReviewLine({ review }: { review: AdminReviewDto }) {
  const t = useT();
  const change = useSetReviewHidden();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const run = (request: Parameters<typeof change.mutate>[0]) =>
    change.mutate(request, {
      onSuccess: () => {
        setAsking(false);
        setReason('');
        toast.success(t(request.hide ? 'admin.person.hiddenToast' : 'admin.person.shownToast'), ADMIN_TOAST_MS);
      },
      onError: (error) => toast.error(errorMessage(error), ADMIN_TOAST_MS),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) run({ reviewId: review.id, hide: true, reason: reason.trim() });
  };
  return (
    <li className="rounded-lg bg-slate-50 px-2 py-1" data-testid="admin-review">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          {'★'.repeat(review.rating)} {review.otherName} · {formatDateTime(review.createdAt)}
          {review.comment ? `: ${review.comment}` : ''}
        </span>
        {review.hiddenAt ? (
          <button
            type="button"
            disabled={change.isPending}
            onClick={() => run({ reviewId: review.id, hide: false })}
            className="rounded-lg border border-emerald-700 px-2 py-1 text-xs font-semibold text-emerald-800"
          >
            {t('admin.person.show')}
          </button>
        ) : (
          <button
            type="button"
            aria-expanded={asking}
            onClick={() => setAsking((open) => !open)}
            className="rounded-lg border border-red-700 px-2 py-1 text-xs font-semibold text-red-800"
          >
            {t('admin.person.hide')}
          </button>
        )}
      </div>
      {review.hiddenAt ? (
        <p className="text-xs text-red-800">{t('admin.person.hiddenBecause', { reason: review.hiddenReason ?? '' })}</p>
      ) : null}
      {asking ? (
        <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2">
          <label className="flex-1 text-xs font-medium text-slate-700">
            {t('admin.person.hideReason')}
            <input
              value={reason}
              maxLength={REVIEW_HIDE_REASON_MAX_LENGTH}
              onChange={(event) => setReason(event.currentTarget.value)}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-2 py-1 text-sm"
            />
          </label>
          <button
            type="submit"
            disabled={change.isPending || !reason.trim()}
            className="rounded-lg bg-red-700 px-3 py-1.5 text-xs font-semibold text-white disabled:opacity-60"
          >
            {t('admin.person.confirmHide')}
          </button>
        </form>
      ) : null}
    </li>
  );
}

/** One person as an admin sees them: what they listed, bought, sold, reported and reviewed. */
export function AccountDetail({ userId }: { userId: string }) {
  const t = useT();
  const { data, isPending, isError } = useAccountDetail(userId);
  if (isPending) return <Spinner />;
  if (isError || !data) return <p className="mt-3 text-sm text-red-700">{t('admin.person.loadFailed')}</p>;
  return (
    <div className="mt-3 border-t border-slate-200 pt-2" data-testid="admin-person">
      <Section title={t('admin.person.listings')} count={data.listings.length}>
        {data.listings.map((listing) => (
          <li key={listing.id}>
            {listing.title} · {formatLkr(listing.price)} · {listing.status}
          </li>
        ))}
      </Section>
      <Section title={t('admin.person.orders')} count={data.orders.length}>
        {data.orders.map((order) => (
          <li key={order.id}>
            {order.orderNumber} · {formatLkr(order.totalAmount)} · {t(`orders.status.${order.status}`)}
          </li>
        ))}
      </Section>
      <Section title={t('admin.person.sales')} count={data.sales.length}>
        {data.sales.map((sale, index) => (
          <li key={`${sale.orderId}-${index}`}>
            {sale.orderNumber} · {sale.title} · {formatLkr(sale.amount)} · {t(`orders.status.${sale.status}`)}
          </li>
        ))}
      </Section>
      <Section title={t('admin.person.reportsMade')} count={data.reportsMade.length}>
        {data.reportsMade.map((report) => (
          <li key={report.id}>
            {report.listingTitle} · {t(`admin.reports.reasons.${report.reason}`)}
          </li>
        ))}
      </Section>
      <Section title={t('admin.person.reportsReceived')} count={data.reportsReceived.length}>
        {data.reportsReceived.map((report) => (
          <li key={report.id}>
            {report.listingTitle} · {t(`admin.reports.reasons.${report.reason}`)}
          </li>
        ))}
      </Section>
      <Section title={t('admin.person.reviewsWritten')} count={data.reviewsWritten.length}>
        {data.reviewsWritten.map((review) => (
          <ReviewLine key={review.id} review={review} />
        ))}
      </Section>
      <Section title={t('admin.person.reviewsReceived')} count={data.reviewsReceived.length}>
        {data.reviewsReceived.map((review) => (
          <ReviewLine key={review.id} review={review} />
        ))}
      </Section>
    </div>
  );
}
