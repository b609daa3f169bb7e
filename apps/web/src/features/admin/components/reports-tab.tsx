import {
  REPORT_ACTIONS,
  REPORT_NOTE_MAX_LENGTH,
  type AdminReportDto,
  type ReportAction,
} from '@phonekade/shared/reports/report.schemas';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { useState, type FormEvent } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { ADMIN_TOAST_MS } from '../admin-constants.ts';
import { useReports } from '../api/get-reports.ts';
import { useResolveReport } from '../api/resolve-report.ts';
import { formatDateTime } from '../format.ts';
import { PageButtons } from './page-buttons.tsx';

function ReportCard({ report }: { report: AdminReportDto }) {
  const t = useT();
  const resolve = useResolveReport();
  const [action, setAction] = useState<ReportAction>('dismiss');
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    resolve.mutate(
      { reportId: report.id, action, note: note.trim() },
      {
        onSuccess: () => toast.success(t('admin.reports.resolvedToast'), ADMIN_TOAST_MS),
        onError: (error) => toast.error(errorMessage(error), ADMIN_TOAST_MS),
      },
    );
  };
  const open = report.status === 'open';

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-report">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">
            {report.listing.title}
            {report.listing.price !== null ? (
              <span className="ml-2 text-sm font-normal text-slate-600">{formatLkr(report.listing.price)}</span>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">
            {t('admin.reports.seller', { name: report.seller.name })}
            {report.seller.suspended ? ` · ${t('admin.reports.sellerSuspended')}` : ''}
            {report.listing.exists ? '' : ` · ${t('admin.reports.listingGone')}`}
          </p>
        </div>
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${open ? 'bg-amber-100 text-amber-900' : 'bg-slate-100 text-slate-700'}`}
        >
          {t(`admin.reports.status.${report.status}`)}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-800">
        <span className="font-semibold">{t(`admin.reports.reasons.${report.reason}`)}</span>
        {report.details ? `: ${report.details}` : ''}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {t('admin.reports.reportedBy', { name: report.reporterName, date: formatDateTime(report.createdAt) })} ·{' '}
        {t('admin.reports.reportCount', { count: report.reportCount })}
      </p>
      {report.resolution ? (
        <p className="mt-2 rounded-lg bg-slate-50 px-2 py-1 text-sm text-slate-700">
          {t(`admin.reports.actions.${report.resolution.action}`)} ·{' '}
          {report.resolution.adminName ?? t('admin.reports.formerAdmin')} ·{' '}
          {formatDateTime(report.resolution.resolvedAt)}
          {report.resolution.note ? `: ${report.resolution.note}` : ''}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-3 space-y-2">
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">{t('admin.reports.actionLabel')}</legend>
            <div className="mt-1 flex flex-wrap gap-3">
              {REPORT_ACTIONS.map((value) => (
                <label key={value} className="flex items-center gap-1.5 text-sm text-slate-800">
                  <input
                    type="radio"
                    name={`action-${report.id}`}
                    value={value}
                    checked={action === value}
                    onChange={() => setAction(value)}
                  />
                  {t(`admin.reports.actions.${value}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <label htmlFor={`note-${report.id}`} className="block text-sm font-medium text-slate-700">
            {t('admin.reports.noteLabel')}
          </label>
          <textarea
            id={`note-${report.id}`}
            value={note}
            maxLength={REPORT_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.currentTarget.value)}
            rows={2}
            className="w-full rounded-lg border border-slate-300 p-2 text-sm focus:border-emerald-600 focus:outline-none"
          />
          <button
            type="submit"
            disabled={resolve.isPending}
            className="rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
          >
            {t('admin.reports.resolve')}
          </button>
        </form>
      )}
    </li>
  );
}

/** Reports of listings, open first (docs/decisions/064-listing-reports.md). */
export function ReportsTab() {
  const t = useT();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useReports(page);
  const reports = data?.reports ?? [];

  if (isError && !data) {
    return (
      <AlertBanner
        message={t('admin.reports.loadFailed')}
        onRetry={() => void refetch()}
        retryLabel={t('admin.retry')}
      />
    );
  }
  if (isPending) return <Spinner />;
  return (
    <div className="flex flex-col gap-4">
      {reports.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {t('admin.reports.empty')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {reports.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      )}
      {data ? (
        <PageButtons current={data.pagination.currentPage} total={data.pagination.totalPages} onPage={setPage} />
      ) : null}
    </div>
  );
}
