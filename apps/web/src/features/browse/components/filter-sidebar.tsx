import { formatCount } from '@phonekade/shared/common/format-count';
import {
  ACCEPTED_CONDITIONS,
  ALL,
  FILTER_BRANDS,
  PRICE_BANDS,
  PRICE_RANGE,
  PRICE_RANGE_MESSAGE,
} from '@phonekade/shared/constants/catalog';
import { districtsOf, PROVINCES } from '@phonekade/shared/constants/locations';
import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { useEffect, useState } from 'react';
import { useBrandCounts } from '@/api/phones/get-brand-counts.ts';
import { useBrandLabel, useConditionLabel } from '@/components/phone/phone-badges.tsx';
import { localizeApiText, useT } from '@/lib/i18n/i18n.ts';
import { usePlaceNames } from '@/lib/i18n/place-names.ts';
import type { BrowseFilters } from '../browse-filters.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

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

// Typed prices are applied once the typing stops, so '25000' is one request, not five.
const TYPED_PRICE_DELAY_MS = 500;

/** A typed bound: '' is the slider's end, digits are clamped into the slider's range, anything else is not a price. */
function typedPrice(text: string, blank: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return blank;
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  return Math.min(PRICE_RANGE.max, Number(trimmed));
}

/**
 * Minimum and maximum typed in rupees, kept in step with the sliders, the bands and the address bar: a
 * new bound from any of them fills the box, and a typed pair is applied when it is a range. A minimum
 * above the maximum is said under the boxes and nothing is asked of the server until it is fixed.
 */
function PriceInputs({
  minPrice,
  maxPrice,
  onChange,
}: {
  minPrice: number;
  maxPrice: number;
  onChange: (patch: Partial<BrowseFilters>) => void;
}) {
  const t = useT();
  const [minText, setMinText] = useState(String(minPrice));
  const [maxText, setMaxText] = useState(String(maxPrice));
  // A bound changed by a slider, a band, Clear All or the address bar refills its box (during render, so
  // the box never shows the old bound beside the new slider).
  const [shown, setShown] = useState({ minPrice, maxPrice });
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice });
    if (shown.minPrice !== minPrice) setMinText(String(minPrice));
    if (shown.maxPrice !== maxPrice) setMaxText(String(maxPrice));
  }
  const [settledMin = '', settledMax = ''] = useDebouncedValue(`${minText}|${maxText}`, TYPED_PRICE_DELAY_MS).split(
    '|',
  );
  const min = typedPrice(settledMin, PRICE_RANGE.min);
  const max = typedPrice(settledMax, PRICE_RANGE.max);
  const backwards = min !== null && max !== null && min > max;
  useEffect(() => {
    if (min === null || max === null || min > max) return;
    if (min !== minPrice || max !== maxPrice) onChange({ minPrice: min, maxPrice: max });
    // Only a settled typed pair applies; new props refill the boxes above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [min, max]);

  const box = (label: string, value: string, set: (text: string) => void, testId: string) => (
    <label className="block text-xs text-slate-500">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={PRICE_RANGE.min}
        max={PRICE_RANGE.max}
        step={1000}
        value={value}
        data-testid={testId}
        aria-invalid={backwards}
        aria-describedby={backwards ? 'price-range-error' : undefined}
        onChange={(event) => set(event.currentTarget.value)}
        className={`mt-1 block w-full rounded-lg border px-2 py-1.5 text-sm text-slate-900 tabular-nums ${backwards ? 'border-red-400' : 'border-slate-300'}`}
      />
    </label>
  );

  return (
    <div className="mt-3">
      <div className="grid grid-cols-2 gap-2">
        {box(t('browse.filters.minTyped'), minText, setMinText, 'min-price-input')}
        {box(t('browse.filters.maxTyped'), maxText, setMaxText, 'max-price-input')}
      </div>
      {backwards ? (
        <p id="price-range-error" role="alert" className="mt-1 text-xs font-medium text-red-600">
          {localizeApiText(PRICE_RANGE_MESSAGE)}
        </p>
      ) : null}
    </div>
  );
}

/** Province, then district (of the province, or every district grouped by province), in the language shown. */
function PlaceSelects({
  filters,
  onChange,
}: {
  filters: BrowseFilters;
  onChange: (patch: Partial<BrowseFilters>) => void;
}) {
  const t = useT();
  const { place } = usePlaceNames();
  const selectClass =
    'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm text-slate-800 focus:border-emerald-500';
  const provinces = filters.province === ALL ? PROVINCES : PROVINCES.filter((p) => p.name === filters.province);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-900">{t('browse.filters.location')}</legend>
      <label className="block text-xs text-slate-500">
        {t('browse.filters.province')}
        <select
          value={filters.province}
          // Another province: the district chosen before may not be in it.
          onChange={(event) => onChange({ province: event.currentTarget.value, district: ALL })}
          className={selectClass}
        >
          <option value={ALL}>{t('browse.filters.allProvinces')}</option>
          {PROVINCES.map((p) => (
            <option key={p.name} value={p.name}>
              {place(p)}
            </option>
          ))}
        </select>
      </label>
      <label className="mt-2 block text-xs text-slate-500">
        {t('browse.filters.district')}
        <select
          value={filters.district}
          onChange={(event) => onChange({ district: event.currentTarget.value })}
          className={selectClass}
        >
          <option value={ALL}>{t('browse.filters.allDistricts')}</option>
          {filters.province === ALL
            ? provinces.map((p) => (
                <optgroup key={p.name} label={place(p)}>
                  {p.districts.map((d) => (
                    <option key={d.name} value={d.name}>
                      {place(d)}
                    </option>
                  ))}
                </optgroup>
              ))
            : districtsOf(filters.province).map((d) => (
                <option key={d.name} value={d.name}>
                  {place(d)}
                </option>
              ))}
        </select>
      </label>
    </fieldset>
  );
}

/** The browse filters: price sliders, typed bounds and quick bands, place, brand with counts, and condition. */
export function FilterSidebar({ filters, onChange, onClear, activeCount }: FilterSidebarProps) {
  const t = useT();
  const conditionLabel = useConditionLabel();
  const brandLabel = useBrandLabel();
  const brandCounts = useBrandCounts().data;
  const allCount = brandCounts ? [...brandCounts.values()].reduce((a, b) => a + b, 0) : undefined;
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
            onChange={(event) => onChange({ minPrice: Math.min(Number(event.currentTarget.value), filters.maxPrice) })}
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
            onChange={(event) => onChange({ maxPrice: Math.max(Number(event.currentTarget.value), filters.minPrice) })}
            className="mt-1 w-full accent-emerald-600"
          />
        </label>
        <PriceInputs minPrice={filters.minPrice} maxPrice={filters.maxPrice} onChange={onChange} />
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

      <PlaceSelects filters={filters} onChange={onChange} />

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-900">{t('browse.filters.brand')}</legend>
        <div className="grid grid-cols-2 gap-1">
          {FILTER_BRANDS.map((brand) => {
            const value = brand === 'All' ? ALL : brand;
            const selected = filters.brand === value;
            const count = brand === 'All' ? allCount : brandCounts?.get(brand);
            // Brands with no live phone stay listed, greyed (docs/decisions/075-district-filter-and-brand-counts.md).
            const empty = count === 0 && !selected;
            return (
              <button
                key={brand}
                type="button"
                aria-pressed={selected}
                data-testid={`brand-${brand}`}
                onClick={() => onChange({ brand: value })}
                className={`${optionClass(selected)} ${empty ? 'text-slate-400' : ''}`}
              >
                <span className="truncate">{brand === 'All' ? t('browse.filters.allBrands') : brandLabel(brand)}</span>
                {count !== undefined ? (
                  <span
                    className={`ml-1 text-xs tabular-nums ${empty ? 'text-slate-400' : 'text-slate-500'}`}
                    data-testid="brand-count"
                    aria-label={t('browse.filters.brandCount', { count })}
                  >
                    {formatCount(count)}
                  </span>
                ) : null}
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
