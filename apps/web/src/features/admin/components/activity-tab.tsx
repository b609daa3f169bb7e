import type { AdminActivityEntry } from '@phonekade/shared/admin/admin.types';
import { ADMIN_ACTIONS } from '@phonekade/shared/constants/catalog';
import { useState } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { useActivity, type ActivityFilters } from '../api/get-activity.ts';
import { formatDateTime } from '../format.ts';
import { PageButtons } from './page-buttons.tsx';

const ACTION_STYLES: Record<AdminActivityEntry['action'], string> = {
  approve: 'bg-emerald-100 text-emerald-800',
  batch_approve: 'bg-teal-100 text-teal-800',
  reject: 'bg-amber-100 text-amber-800',
  delete: 'bg-red-100 text-red-800',
};

/**
 * The audit trail of admin actions, newest first, filterable by action
 * (docs/decisions/024-admin-delete-and-activity-log.md).
 */
export function ActivityTab() {
  const t = useT();
  const [filters, setFilters] = useState<ActivityFilters>({ page: 1, action: 'all' });
  const { data, isPending, isError, refetch } = useActivity(filters);
  const entries = data?.activity ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <span>{t('admin.activity.filter')}</span>
          <select
            value={filters.action}
            onChange={(event) =>
              setFilters({ page: 1, action: event.currentTarget.value as ActivityFilters['action'] })
            }
            className="rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm focus:border-emerald-600 focus:outline-none"
          >
            <option value="all">{t('admin.activity.all')}</option>
            {ADMIN_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`admin.activity.actions.${action}`)}
              </option>
            ))}
          </select>
        </label>
        {data ? (
          <p className="text-sm text-slate-600">{t('admin.activity.total', { count: data.pagination.totalItems })}</p>
        ) : null}
      </div>

      {isError && !data ? (
        <AlertBanner
          message={t('admin.activity.loadFailed')}
          onRetry={() => void refetch()}
          retryLabel={t('admin.retry')}
        />
      ) : null}
      {isPending ? <Spinner label={t('admin.activity.loading')} /> : null}
      {data && entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-slate-600">
          {t('admin.activity.empty')}
        </p>
      ) : null}

      {entries.length > 0 ? (
        <>
          <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-500 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('admin.activity.columns.when')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('admin.activity.columns.admin')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('admin.activity.columns.action')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('admin.activity.columns.listing')}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t('admin.activity.columns.details')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {entries.map((entry) => (
                  <tr key={entry.id} data-testid="activity-row" className="align-top">
                    <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                      <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                    </td>
                    <td className="px-4 py-3 font-medium text-slate-900">
                      {entry.admin?.name ?? t('admin.activity.deletedAdmin')}
                    </td>
                    <td className="px-4 py-3">
                      <ActionBadge action={entry.action} />
                    </td>
                    <td className="max-w-64 px-4 py-3">
                      <ListingName entry={entry} />
                    </td>
                    <td className="max-w-80 px-4 py-3 text-slate-700">
                      <Details entry={entry} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden">
            {entries.map((entry) => (
              <li
                key={entry.id}
                data-testid="activity-card"
                className="rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
              >
                <div className="flex items-center justify-between gap-2">
                  <ActionBadge action={entry.action} />
                  <time dateTime={entry.createdAt} className="text-xs text-slate-500">
                    {formatDateTime(entry.createdAt)}
                  </time>
                </div>
                <div className="mt-2">
                  <ListingName entry={entry} />
                </div>
                <p className="mt-1 text-xs text-slate-500">{entry.admin?.name ?? t('admin.activity.deletedAdmin')}</p>
                <div className="mt-2 text-slate-700">
                  <Details entry={entry} />
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {data ? (
        <PageButtons
          current={data.pagination.currentPage}
          total={data.pagination.totalPages}
          onPage={(page) => setFilters({ ...filters, page })}
        />
      ) : null}
    </div>
  );
}

function ActionBadge({ action }: { action: AdminActivityEntry['action'] }) {
  const t = useT();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${ACTION_STYLES[action]}`}>
      {t(`admin.activity.actions.${action}`)}
    </span>
  );
}

function ListingName({ entry }: { entry: AdminActivityEntry }) {
  const t = useT();
  return (
    <p className="break-words">
      <span className="font-medium text-slate-900">{entry.listing.title}</span>
      {entry.listing.status === null ? (
        <span className="ml-1 text-xs text-slate-500">({t('admin.activity.listingGone')})</span>
      ) : null}
      <span className="block font-mono text-[11px] text-slate-500">{entry.listing.id.slice(0, 8)}</span>
    </p>
  );
}

function Details({ entry }: { entry: AdminActivityEntry }) {
  const t = useT();
  if (!entry.reason && !entry.notes) return <span className="text-slate-500">—</span>;
  return (
    <div className="space-y-0.5 break-words">
      {entry.reason ? <p>{t('admin.activity.reason', { reason: entry.reason })}</p> : null}
      {entry.notes ? <p className="text-slate-500">{t('admin.activity.notes', { notes: entry.notes })}</p> : null}
    </div>
  );
}
