import { POPULAR_SEARCHES } from '@phonekade/shared/constants/catalog';
import { SEARCH_MAX_LENGTH } from '@phonekade/shared/constants/limits';
import { useId, useState, type KeyboardEvent } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  status: string;
}

/**
 * The popular searches that go on from what is typed: all of them for an empty box, else those that
 * start with it (or have a word that does) and are not already it. None means the panel stays shut.
 */
export function matchingSuggestions(typed: string): string[] {
  const text = typed.trim().toLowerCase();
  if (!text) return [...POPULAR_SEARCHES];
  return POPULAR_SEARCHES.filter((term) => {
    const lower = term.toLowerCase();
    return lower !== text && (lower.startsWith(text) || lower.split(' ').some((word) => word.startsWith(text)));
  });
}

/**
 * The browse search field, a combobox: on focus it offers the popular searches (POPULAR_SEARCHES), and
 * while the person types only those that go on from the text, so the panel never covers the results with
 * suggestions that do not fit. Escape, Enter, a pick, leaving the field or a click outside close it;
 * the arrow keys move through the suggestions.
 */
export function SearchBox({ value, onChange, status }: SearchBoxProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const suggestions = matchingSuggestions(value);
  const shown = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (term: string) => {
    onChange(term);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!shown) {
          setOpen(true);
          return;
        }
        // Down from the last suggestion (or up from the first) goes back to the text (-1).
        const next = active + (event.key === 'ArrowDown' ? 1 : -1);
        setActive(next < -1 ? suggestions.length - 1 : next >= suggestions.length ? -1 : next);
        return;
      }
      case 'Escape':
        if (shown) {
          // Escape closes the panel first; a second one is the browser's (clearing the field).
          event.preventDefault();
          close();
        }
        return;
      case 'Enter': {
        const term = shown ? suggestions[active] : undefined;
        if (term) {
          event.preventDefault();
          pick(term);
        }
        return;
      }
    }
  };

  return (
    <form
      role="search"
      className="relative"
      onSubmit={(event) => {
        // The results follow the text as it is typed; Enter only puts the suggestions away.
        event.preventDefault();
        close();
      }}
    >
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
          role="combobox"
          // The suggestions are the listbox below, not a <datalist> (Preact's types ask for `list` with this role).
          list={undefined}
          aria-expanded={shown}
          aria-controls={shown ? `${listId}-list` : undefined}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 && active < suggestions.length ? optionId(active) : undefined}
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          // Suggestions take the mouse down without taking the focus, so leaving the field always closes.
          onBlur={close}
          onKeyDown={onKeyDown}
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
      {shown ? (
        <div
          className="absolute top-[3.75rem] right-0 left-0 z-20 rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
          data-testid="popular-searches"
        >
          <p id={`${listId}-heading`} className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {t('browse.search.popular')}
          </p>
          <ul
            id={`${listId}-list`}
            role="listbox"
            aria-labelledby={`${listId}-heading`}
            className="flex flex-wrap gap-2"
          >
            {suggestions.map((term, index) => (
              <li
                key={term}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(term)}
                className={`cursor-pointer rounded-full px-3 py-1.5 text-sm font-medium ${
                  index === active
                    ? 'bg-emerald-100 text-emerald-800 ring-2 ring-emerald-600'
                    : 'bg-slate-100 text-slate-700 hover:bg-emerald-100 hover:text-emerald-800'
                }`}
              >
                {term}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
