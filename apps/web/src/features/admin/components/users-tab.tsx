import { SUSPENSION_REASON_MAX_LENGTH, type AdminAccountDto } from '@phonekade/shared/admin/account.schemas';
import { useState, type FormEvent } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';
import { ADMIN_TOAST_MS } from '../admin-constants.ts';
import { useAccounts, type AccountsFilters } from '../api/get-accounts.ts';
import { useSetSuspension } from '../api/set-suspension.ts';
import { formatDateTime } from '../format.ts';
import { AccountDetail } from './account-detail.tsx';
import { PageButtons } from './page-buttons.tsx';

function AccountRow({ account }: { account: AdminAccountDto }) {
  const t = useT();
  const change = useSetSuspension();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const [showing, setShowing] = useState(false);

  const run = (request: Parameters<typeof change.mutate>[0]) =>
    change.mutate(request, {
      onSuccess: () => {
        setAsking(false);
        setReason('');
        toast.success(t(request.suspend ? 'admin.users.suspendedToast' : 'admin.users.restoredToast'), ADMIN_TOAST_MS);
      },
      onError: (error) => toast.error(errorMessage(error), ADMIN_TOAST_MS),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) run({ userId: account.id, suspend: true, reason: reason.trim() });
  };

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="admin-user">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{account.name}</p>
          <p className="text-sm break-all text-slate-600">{account.email}</p>
          <p className="mt-1 text-xs text-slate-600">
            {t(`admin.users.roles.${account.role}`)} · {t('admin.users.listings', { count: account.listings })} ·{' '}
            {t('admin.users.orders', { count: account.orders })} · {formatDateTime(account.createdAt)}
          </p>
          {account.suspendedAt ? (
            <p className="mt-2 rounded-lg bg-red-50 px-2 py-1 text-sm text-red-800">
              {t('admin.users.suspendedSince', { date: formatDateTime(account.suspendedAt) })}:{' '}
              {account.suspensionReason}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => setShowing((open) => !open)}
          aria-expanded={showing}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('admin.person.details')}
        </button>
        {account.role === 'admin' ? null : account.suspendedAt ? (
          <button
            type="button"
            disabled={change.isPending}
            onClick={() => run({ userId: account.id, suspend: false })}
            className="rounded-lg border border-emerald-700 px-3 py-2 text-sm font-semibold text-emerald-800 hover:bg-emerald-50 disabled:opacity-60"
          >
            {t('admin.users.restore')}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => setAsking((open) => !open)}
            aria-expanded={asking}
            className="rounded-lg border border-red-700 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
          >
            {t('admin.users.suspend')}
          </button>
        )}
      </div>
      {asking ? (
        <form onSubmit={submit} className="mt-3 space-y-2">
          <label htmlFor={`reason-${account.id}`} className="block text-sm font-medium text-slate-700">
            {t('admin.users.reasonLabel')}
          </label>
          <textarea
            id={`reason-${account.id}`}
            value={reason}
            maxLength={SUSPENSION_REASON_MAX_LENGTH}
            onChange={(event) => setReason(event.currentTarget.value)}
            rows={2}
            className="w-full rounded-lg border border-slate-300 p-2 text-sm focus:border-emerald-600 focus:outline-none"
          />
          <p className="text-xs text-slate-600">{t('admin.users.suspendEffect')}</p>
          <button
            type="submit"
            disabled={change.isPending || !reason.trim()}
            className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
          >
            {t('admin.users.confirmSuspend')}
          </button>
        </form>
      ) : null}
      {showing ? <AccountDetail userId={account.id} /> : null}
    </li>
  );
}

/** People by name or e-mail; a scammer is suspended here (docs/decisions/041-suspending-an-account.md). */
export function UsersTab() {
  const t = useT();
  const [filters, setFilters] = useState<AccountsFilters>({ page: 1, search: '' });
  const [typed, setTyped] = useState('');
  const { data, isPending, isError, refetch } = useAccounts(filters);
  const accounts = data?.users ?? [];

  return (
    <div className="flex flex-col gap-4">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilters({ page: 1, search: typed });
        }}
        className="flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
      >
        <label htmlFor="admin-user-search" className="sr-only">
          {t('admin.users.searchLabel')}
        </label>
        <input
          id="admin-user-search"
          type="search"
          value={typed}
          maxLength={100}
          onChange={(event) => setTyped(event.currentTarget.value)}
          placeholder={t('admin.users.searchLabel')}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-emerald-600 focus:outline-none"
        />
        <button
          type="submit"
          className="rounded-lg bg-emerald-700 px-4 py-2 text-sm font-semibold text-white hover:bg-emerald-800"
        >
          {t('admin.users.searchButton')}
        </button>
      </form>
      {isError && !data ? (
        <AlertBanner
          message={t('admin.users.loadFailed')}
          onRetry={() => void refetch()}
          retryLabel={t('admin.retry')}
        />
      ) : null}
      {isPending ? <Spinner /> : null}
      {data && accounts.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-slate-600">
          {t('admin.users.empty')}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3">
        {accounts.map((account) => (
          <AccountRow key={account.id} account={account} />
        ))}
      </ul>
      {data ? (
        <PageButtons
          current={data.pagination.currentPage}
          total={data.pagination.totalPages}
          onPage={(page) => setFilters((current) => ({ ...current, page }))}
        />
      ) : null}
    </div>
  );
}
