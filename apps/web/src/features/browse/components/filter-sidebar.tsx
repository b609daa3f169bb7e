import { ACCEPTED_CONDITIONS, ALL, FILTER_BRANDS, PRICE_BANDS, PRICE_RANGE } from '@phonekade/shared/constants/catalog';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { useConditionLabel } from '@/components/phone/phone-badges.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import type { BrowseFilters } from '../browse-filters.ts';

interface FilterSidebarProps {
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
  onClear: () => void;
  activeCount: number;
}

const BAND_KEYS: Record<string, string> = {
  Budget: 'budget',
  'Mid-Range': 'midRange',
  Premium: 'premium',
  Flagship: 'flagship',
};

/** The browse filters: price sliders and quick bands, brand and condition. */
export function FilterSidebar({ filters, onChange, onClear, activeCount }: FilterSidebarProps) {
  const t = useT();
  const conditionLabel = useConditionLabel();
  const optionClass = (selected: boolean) =>
    `flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm transition ${selected ? 'bg-emerald-50 font-semibold text-emerald-800 ring-1 ring-emerald-200' : 'text-slate-700 hover:bg-slate-50'}`;

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">
          {t('browse.filters.title')}
          {activeCount > 0 ? (
            <span
              data-testid="active-filter-count"
              className="ml-2 rounded-full bg-emerald-600 px-2 py-0.5 text-xs font-bold text-white"
            >
              {activeCount}
            </span>
          ) : null}
        </h2>
        {activeCount > 0 || filters.condition !== ALL ? (
          <button type="button" onClick={onClear} className="text-sm font-medium text-emerald-700 hover:underline">
            {t('browse.filters.clear')}
          </button>
        ) : null}
      </div>

      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-slate-900">{t('browse.filters.price')}</legend>
        <div className="mb-3 flex items-center justify-between text-sm font-medium text-slate-700 tabular-nums">
          <span data-testid="min-price">{formatLkr(filters.minPrice)}</span>
          <span data-testid="max-price">{formatLkr(filters.maxPrice)}</span>
        </div>
        <label className="block text-xs text-slate-500">
          {t('browse.filters.minPrice')}
          <input
            type="range"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={PRICE_RANGE.step}
            value={filters.minPrice}
            onChange={(event) => onChange({ minPrice: Math.min(Number(event.target.value), filters.maxPrice) })}
            className="mt-1 w-full accent-emerald-600"
          />
        </label>
        <label className="mt-2 block text-xs text-slate-500">
          {t('browse.filters.maxPrice')}
          <input
            type="range"
            min={PRICE_RANGE.min}
            max={PRICE_RANGE.max}
            step={PRICE_RANGE.step}
            value={filters.maxPrice}
            onChange={(event) => onChange({ maxPrice: Math.max(Number(event.target.value), filters.minPrice) })}
            className="mt-1 w-full accent-emerald-600"
          />
        </label>
        <div className="mt-3 grid grid-cols-2 gap-2">
          {PRICE_BANDS.map((band) => {
            const selected = filters.minPrice === band.min && filters.maxPrice === band.max;
            return (
              <button
                key={band.name}
                type="button"
                aria-pressed={selected}
                onClick={() => onChange({ minPrice: band.min, maxPrice: band.max })}
                className={`rounded-lg border px-2 py-2 text-left text-xs transition ${selected ? 'border-emerald-600 bg-emerald-50 text-emerald-800' : 'border-slate-200 text-slate-700 hover:border-emerald-300'}`}
              >
                <span className="block font-semibold">{t(`browse.bands.${BAND_KEYS[band.name]}`)}</span>
                <span className="text-slate-500">
                  {band.min / 1000}k–{band.max >= 1_000_000 ? '1M' : `${band.max / 1000}k`}
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('browse.filters.brand')}</legend>
        <div className="space-y-1">
          {FILTER_BRANDS.map((brand) => {
            const value = brand === 'All' ? ALL : brand;
            return (
              <button
                key={brand}
                type="button"
                aria-pressed={filters.brand === value}
                onClick={() => onChange({ brand: value })}
                className={optionClass(filters.brand === value)}
              >
                {brand === 'All' ? t('browse.filters.allBrands') : brand}
              </button>
            );
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('browse.filters.condition')}</legend>
        <div className="space-y-1">
          {[ALL, ...ACCEPTED_CONDITIONS].map((condition) => (
            <button
              key={condition}
              type="button"
              aria-pressed={filters.condition === condition}
              onClick={() => onChange({ condition })}
              className={optionClass(filters.condition === condition)}
            >
              {condition === ALL ? t('browse.filters.allConditions') : conditionLabel(condition)}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
