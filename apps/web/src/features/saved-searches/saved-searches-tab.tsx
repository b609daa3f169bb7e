import type { SavedSearchDto } from '@phonekade/shared/saved-searches/saved-search.schemas';
import type { MouseEvent } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isPlainClick } from '@/components/ui/view-link.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { usePlaceNames } from '@/lib/i18n/place-names.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { toast } from '@/lib/toast.ts';
import { useDeleteSavedSearch } from './api/delete-saved-search.ts';
import { useSavedSearches } from './api/get-saved-searches.ts';
import { useUpdateAlertSettings } from './api/update-alert-settings.ts';
import { browseAddress, describeFilters } from './saved-search-text.ts';
import { useConfirm } from '@/components/ui/confirm-dialog.tsx';

/**
 * The profile's Saved searches tab: each search with a link back to Browse and a delete button, and
 * the daily e-mail switch (docs/decisions/070-saved-searches-and-matching.md,
 * docs/decisions/071-price-drop-alerts-and-digest.md).
 */
export function SavedSearchesTab() {
  const t = useT();
  const places = usePlaceNames();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { navigate } = useNavigation();
  const saved = useSavedSearches();
  const remove = useDeleteSavedSearch();
  const settings = useUpdateAlertSettings();

  if (saved.isError) {
    return (
      <AlertBanner
        title={t('savedSearches.errors.load')}
        message={errorMessage(saved.error)}
        onRetry={() => void saved.refetch()}
      />
    );
  }
  if (!saved.data) return <Spinner />;
  const { savedSearches, max } = saved.data;
  const emailDigest = settings.isPending ? (settings.variables?.emailDigest ?? true) : saved.data.settings.emailDigest;

  const openBrowse = (event: MouseEvent<HTMLAnchorElement>, search: SavedSearchDto) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate('phones');
    // Browse reads its filters from the address when it opens.
    window.history.replaceState(window.history.state, '', browseAddress(search.query));
  };
  const onDelete = async (search: SavedSearchDto) => {
    const ok = await confirm({
      message: t('savedSearches.tab.confirmDelete', { name: search.name }),
      confirmLabel: t('savedSearches.tab.delete'),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(search.id, {
      onSuccess: () => toast.success(t('savedSearches.tab.deleted')),
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <section aria-labelledby="saved-searches-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="saved-searches-title" className="text-xl font-bold text-slate-900">
          {t('savedSearches.tab.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('savedSearches.tab.count', { count: savedSearches.length, max })}</p>
      </div>
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <input
          type="checkbox"
          checked={emailDigest}
          disabled={settings.isPending}
          onChange={(event) =>
            settings.mutate(
              { emailDigest: event.currentTarget.checked },
              { onError: (error) => toast.error(errorMessage(error)) },
            )
          }
          className="mt-1 h-4 w-4 accent-emerald-700"
        />
        <span>
          <span className="font-medium text-slate-900">{t('savedSearches.tab.emailDigest')}</span>
          <span className="block text-sm text-slate-600">{t('savedSearches.tab.emailDigestHint')}</span>
        </span>
      </label>
      {savedSearches.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <p className="font-medium text-slate-800">{t('savedSearches.tab.empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('savedSearches.tab.emptyHint')}</p>
          <button
            type="button"
            onClick={() => navigate('phones')}
            className="mt-3 rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800"
          >
            {t('savedSearches.tab.browse')}
          </button>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {savedSearches.map((search) => (
            <li key={search.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{search.name}</p>
                <p className="text-sm break-words text-slate-600">{describeFilters(t, search.query, places)}</p>
              </div>
              <div className="flex gap-2">
                <a
                  href={browseAddress(search.query)}
                  onClick={(event) => openBrowse(event, search)}
                  className="rounded-lg border border-emerald-700 px-3 py-1.5 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
                >
                  {t('savedSearches.tab.open')}
                  <span className="sr-only">: {search.name}</span>
                </a>
                <button
                  type="button"
                  onClick={() => void onDelete(search)}
                  disabled={remove.isPending && remove.variables === search.id}
                  className="rounded-lg border border-rose-300 px-3 py-1.5 text-sm font-semibold text-rose-700 hover:bg-rose-50 disabled:opacity-60"
                >
                  {t('savedSearches.tab.delete')}
                  <span className="sr-only">: {search.name}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {confirmDialog}
    </section>
  );
}
