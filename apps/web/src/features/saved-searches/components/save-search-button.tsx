import type { SavedSearchFilters } from '@phonekade/shared/saved-searches/saved-search.schemas';
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/i18n.ts';
import { askSignIn, takeIntent, useNavigation } from '@/lib/navigation/navigation.ts';
import { useSessionUser } from '@/lib/session.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateSavedSearch } from '../api/create-saved-search.ts';
import { hasFilters, suggestedName } from '../saved-search-text.ts';

/**
 * Browse's 'Save this search': a small dialog with the name suggested from the filters
 * (docs/decisions/070-saved-searches-and-matching.md). A guest is asked to sign in and comes back to
 * the same search with the dialog open (docs/decisions/077-sign-in-returns-to-the-action.md).
 */
export function SaveSearchButton({ query }: { query: SavedSearchFilters }) {
  const t = useT();
  const user = useSessionUser();
  const create = useCreateSavedSearch();
  const [open, setOpen] = useState(false);
  // Suggested at first, so a dialog opened on the way back from sign-in has it too.
  const [name, setName] = useState(() => suggestedName(t, query));
  const [problem, setProblem] = useState<string | null>(null);
  const filtered = hasFilters(query);

  const start = () => {
    if (!user) return askSignIn('save-search');
    setName(suggestedName(t, query));
    setProblem(null);
    setOpen(true);
  };
  // Back from signing in to save this search: the dialog is open with the suggested name.
  const { data } = useNavigation();
  const invited = Boolean(user) && data.intent === 'save-search' && filtered;
  const close = () => {
    takeIntent('save-search');
    setOpen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), query },
      {
        onSuccess: () => {
          close();
          toast.success(t('savedSearches.save.saved'));
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <>
      <button
        type="button"
        onClick={start}
        disabled={!filtered}
        title={filtered ? undefined : t('savedSearches.save.needFilters')}
        className="inline-flex items-center gap-2 rounded-xl border border-emerald-700 px-4 py-2.5 font-semibold text-emerald-800 hover:bg-emerald-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-500"
      >
        {t('savedSearches.save.button')}
      </button>
      <Modal open={open || invited} title={t('savedSearches.save.title')} onClose={close}>
        <form onSubmit={submit} className="space-y-4">
          <p className="text-sm text-slate-600">{t('savedSearches.save.hint')}</p>
          <label className="block">
            <span className="text-sm font-medium text-slate-800">{t('savedSearches.save.nameLabel')}</span>
            <input
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={60}
              required
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-emerald-600 focus:outline-none"
            />
          </label>
          {problem ? (
            <p role="alert" className="text-sm text-rose-700">
              {problem}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <button
              type="button"
              onClick={close}
              className="rounded-lg px-4 py-2 font-medium text-slate-700 hover:bg-slate-100"
            >
              {t('savedSearches.save.cancel')}
            </button>
            <button
              type="submit"
              disabled={create.isPending || !name.trim()}
              className="rounded-lg bg-emerald-700 px-4 py-2 font-semibold text-white hover:bg-emerald-800 disabled:opacity-60"
            >
              {create.isPending ? t('savedSearches.save.saving') : t('savedSearches.save.submit')}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
