import { POPULAR_SEARCHES } from '@phonekade/shared/constants/catalog';
import { SEARCH_MAX_LENGTH } from '@phonekade/shared/constants/limits';
import { useId, useState } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  status: string;
}

/** The browse search field; on focus it offers the popular searches (POPULAR_SEARCHES). */
export function SearchBox({ value, onChange, status }: SearchBoxProps) {
  const t = useT();
  const [focused, setFocused] = useState(false);
  const listId = useId();
  return (
    <div className="relative">
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t('browse.search.label')}
      </label>
      <div className="relative">
        <svg
          viewBox="0 0 24 24"
          className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-slate-400"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden
        >
          <path d="M21 21l-4.3-4.3M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Z" />
        </svg>
        <input
          id={`${listId}-input`}
          type="search"
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => setFocused(true)}
          // Let a click on a suggestion land before the list closes.
          onBlur={() => setTimeout(() => setFocused(false), 150)}
          placeholder={t('browse.search.placeholder')}
          autoComplete="off"
          aria-describedby={`${listId}-status`}
          className="w-full rounded-xl border border-slate-300 bg-white py-3.5 pr-4 pl-12 text-base shadow-sm outline-none placeholder:text-slate-400 focus:border-emerald-500 focus:ring-4 focus:ring-emerald-500/15"
        />
      </div>
      <p
        id={`${listId}-status`}
        className="mt-2 min-h-5 text-sm text-slate-600"
        aria-live="polite"
        data-testid="search-status"
      >
        {status}
      </p>
      {focused ? (
        <div
          className="absolute top-[3.75rem] right-0 left-0 z-20 rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
          data-testid="popular-searches"
        >
          <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('browse.search.popular')}
          </p>
          <div className="flex flex-wrap gap-2">
            {POPULAR_SEARCHES.map((term) => (
              <button
                key={term}
                type="button"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  onChange(term);
                  setFocused(false);
                }}
                className="rounded-full bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-emerald-100 hover:text-emerald-800"
              >
                {term}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
