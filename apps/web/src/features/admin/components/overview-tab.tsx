import type { AdminDashboardData, AdminListingDto } from '@phonekade/shared/admin/admin.types';
import type { ReactNode } from 'react';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { phoneImages } from '@/components/phone/phone-display.ts';
import { PhoneImage } from '@/components/phone/phone-image.tsx';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { formatDateTime } from '../format.ts';
import { StatCards } from './stat-cards.tsx';

export function OverviewTab({
  data,
  loading,
  failed,
  onRetry,
  onReviewAll,
}: {
  data: AdminDashboardData | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onReviewAll: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      {failed ? (
        <AlertBanner message={t('admin.toasts.loadDashboardFailed')} onRetry={onRetry} retryLabel={t('admin.retry')} />
      ) : null}
      <StatCards stats={data?.stats} />
      {loading && !data ? <Spinner /> : null}
      {data ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <RecentList
            title={t('admin.overview.recentPending')}
            empty={t('admin.overview.noPending')}
            listings={data.recentPendingListings}
            when={(listing) => t('admin.overview.submitted', { time: formatDateTime(listing.createdAt) })}
            footer={
              <Button onClick={onReviewAll} className="w-full sm:w-auto">
                {t('admin.overview.reviewAll')} →
              </Button>
            }
          />
          <RecentList
            title={t('admin.overview.recentApproved')}
            empty={t('admin.overview.noApproved')}
            listings={data.recentApprovedListings}
            when={(listing) =>
              t('admin.overview.approvedOn', { time: formatDateTime(listing.approvedAt ?? listing.updatedAt) })
            }
          />
        </div>
      ) : null}
    </div>
  );
}

function RecentList({
  title,
  empty,
  listings,
  when,
  footer,
}: {
  title: string;
  empty: string;
  listings: AdminListingDto[];
  when: (listing: AdminListingDto) => string;
  footer?: ReactNode;
}) {
  return (
    <section className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {listings.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {listings.map((listing) => (
            <li key={listing.id} className="flex items-center gap-3 py-2.5">
              <div className="h-12 w-12 shrink-0 overflow-hidden rounded-lg bg-slate-100">
                <PhoneImage image={phoneImages(listing)[0]} alt="" variant="thumb" />
              </div>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">{listing.title}</p>
                <p className="truncate text-xs text-slate-500">
                  {listing.sellerId.name} · {when(listing)}
                </p>
              </div>
              <span className="shrink-0 text-sm font-semibold text-emerald-700">{formatLkr(listing.price)}</span>
            </li>
          ))}
        </ul>
      )}
      {footer ? <div className="mt-auto pt-4">{footer}</div> : null}
    </section>
  );
}
