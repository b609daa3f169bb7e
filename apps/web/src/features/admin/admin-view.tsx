import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { toast } from '@/lib/toast.ts';
import { ADMIN_TOAST_MS } from './admin-constants.ts';
import { useDashboard } from './api/get-dashboard.ts';
import type { PendingFilters } from './api/get-pending-listings.ts';
import { ActivityTab } from './components/activity-tab.tsx';
import { OverviewTab } from './components/overview-tab.tsx';
import { DEFAULT_PENDING_FILTERS, PendingTab } from './components/pending-tab.tsx';
import { ReportsTab } from './components/reports-tab.tsx';
import { UsersTab } from './components/users-tab.tsx';
import { useDisputes } from './api/get-disputes.ts';
import { useReports } from './api/get-reports.ts';
import { DisputesTab } from './components/disputes-tab.tsx';

const TABS = ['overview', 'pending', 'reports', 'disputes', 'users', 'activity'] as const;
type Tab = (typeof TABS)[number];

/** The tab an address names (`/admin?tab=reports`); none or an unknown one is the overview. */
export function adminTab(value: unknown): Tab {
  return (TABS as readonly unknown[]).includes(value) ? (value as Tab) : 'overview';
}

/** Admin dashboard: Overview, Pending, Reports and Disputes (with counts), Users and Activity Log tabs. */
export function AdminView() {
  const t = useT();
  const ids = useId();
  // The tab lives in the address, so reload, Back and Forward and shared links keep it
  // (docs/decisions/077-sign-in-returns-to-the-action.md).
  const { data, navigate } = useNavigation();
  const tab = adminTab(data.tab);
  const setTab = (next: Tab) => navigate('admin', next === 'overview' ? {} : { tab: next });
  const [filters, setFilters] = useState<PendingFilters>(DEFAULT_PENDING_FILTERS);
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  const dashboard = useDashboard();
  useEffect(() => {
    if (dashboard.isError) toast.error(t('admin.toasts.loadDashboardFailed'), ADMIN_TOAST_MS);
    // Only a new failure toasts, not a language change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dashboard.isError, dashboard.errorUpdatedAt]);
  const onPendingLoadFailed = useCallback(() => toast.error(t('admin.toasts.loadPendingFailed'), ADMIN_TOAST_MS), [t]);

  const pendingCount = dashboard.data?.stats.pendingCount;
  const openReports = useReports(1).data?.openCount;
  const openDisputes = useDisputes().data?.open;

  // Tabs follow the WAI-ARIA pattern: arrow keys move between them, Home and End jump.
  const onTabKey = (event: KeyboardEvent<HTMLElement>) => {
    const index = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(index + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(index + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    tabRefs.current[next]?.focus();
  };

  const counts: Partial<Record<Tab, number | undefined>> = {
    pending: pendingCount,
    reports: openReports,
    disputes: openDisputes,
  };
  const label = (name: Tab) => {
    const count = counts[name];
    return (
      <>
        {t(`admin.tabs.${name}`)}
        {count !== undefined ? (
          <span
            data-testid={`${name}-tab-count`}
            className={`ml-2 inline-flex min-w-6 justify-center rounded-full px-1.5 text-xs font-bold ${tab === name ? 'bg-white text-emerald-800' : 'bg-amber-400 text-slate-900'}`}
          >
            {count}
          </span>
        ) : null}
      </>
    );
  };

  return (
    <section className="mx-auto w-full max-w-7xl px-3 py-6 sm:px-6 sm:py-8">
      <header className="mb-5">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('admin.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('admin.subtitle')}</p>
      </header>

      <div
        role="tablist"
        aria-label={t('admin.tabs.label')}
        onKeyDown={onTabKey}
        className="mb-5 grid grid-cols-2 gap-1 rounded-2xl bg-white p-1 shadow-sm ring-1 ring-slate-200 sm:flex"
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element;
            }}
            type="button"
            role="tab"
            id={`${ids}-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`${ids}-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            className={`flex flex-1 items-center justify-center rounded-xl px-3 py-2.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 sm:flex-none sm:px-5 ${tab === name ? 'bg-emerald-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
          >
            {label(name)}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`${ids}-panel-${tab}`} aria-labelledby={`${ids}-tab-${tab}`}>
        {tab === 'overview' ? (
          <OverviewTab
            data={dashboard.data}
            loading={dashboard.isPending}
            failed={dashboard.isError}
            onRetry={() => void dashboard.refetch()}
            onReviewAll={() => {
              setTab('pending');
              tabRefs.current.pending?.focus();
            }}
          />
        ) : null}
        {tab === 'pending' ? (
          <PendingTab filters={filters} onFilters={setFilters} onLoadFailed={onPendingLoadFailed} />
        ) : null}
        {tab === 'reports' ? <ReportsTab /> : null}
        {tab === 'users' ? <UsersTab /> : null}
        {tab === 'activity' ? <ActivityTab /> : null}
        {tab === 'disputes' ? <DisputesTab /> : null}
      </div>
    </section>
  );
}
