import { BRANDS } from '@phonekade/shared/constants/catalog';
import { fireEvent } from '@testing-library/dom';
import { screen, waitFor, within } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { languageStore } from '@/lib/i18n/i18n.ts';
import { jsonReply, renderWithQueryClient, stubFetchForEachTest } from '@/test/fetch-stub.tsx';
import { DEFAULT_FILTERS, type BrowseFilters } from '../browse-filters.ts';
import { FilterSidebar } from './filter-sidebar.tsx';

const COUNTS: Record<string, number> = { Apple: 12, Samsung: 8, Oppo: 3, Vivo: 0 };

/** The sidebar with the browse view's state around it; every applied change is recorded. */
function Harness({ changes }: { changes: Partial<BrowseFilters>[] }) {
  const [filters, setFilters] = useState<BrowseFilters>(DEFAULT_FILTERS);
  return (
    <FilterSidebar
      filters={filters}
      onChange={(patch) => {
        changes.push(patch);
        setFilters((current) => ({ ...current, ...patch }));
      }}
      onClear={() => setFilters(DEFAULT_FILTERS)}
      activeCount={0}
    />
  );
}

describe('the browse filter sidebar', () => {
  const fetchMock = stubFetchForEachTest();
  const answerCounts = () =>
    fetchMock.mockImplementation(() =>
      jsonReply(200, { success: true, data: BRANDS.map((brand) => ({ brand, count: COUNTS[brand] ?? 0 })) }),
    );
  afterEach(() => languageStore.set('en'));

  it('lists every brand with its live count; a brand with none stays listed, greyed, and can be chosen', async () => {
    answerCounts();
    const changes: Partial<BrowseFilters>[] = [];
    renderWithQueryClient(<Harness changes={changes} />);
    const oppo = screen.getByTestId('brand-Oppo');
    await waitFor(() => expect(within(oppo).getByTestId('brand-count').textContent).toBe('3'));
    expect(within(screen.getByTestId('brand-All')).getByTestId('brand-count').textContent).toBe('23');
    const vivo = screen.getByTestId('brand-Vivo');
    expect(within(vivo).getByTestId('brand-count').textContent).toBe('0');
    expect(vivo.className).toContain('text-slate-400');
    expect(oppo.className).not.toContain('text-slate-400');
    for (const brand of ['Oppo', 'Realme', 'Tecno', 'Infinix', 'Honor', 'Other']) {
      expect(screen.getByTestId(`brand-${brand}`)).toBeTruthy();
    }
    fireEvent.click(vivo);
    expect(changes.at(-1)).toEqual({ brand: 'Vivo' });
    const input = fetchMock.mock.calls[0]?.[0];
    expect(String(input instanceof Request ? input.url : input)).toContain('/api/phones/brand-counts');
  });

  it('applies a typed price range once typing stops, and the slider fills the boxes', async () => {
    answerCounts();
    const changes: Partial<BrowseFilters>[] = [];
    renderWithQueryClient(<Harness changes={changes} />);
    fireEvent.input(screen.getByTestId('min-price-input'), { target: { value: '25000' } });
    fireEvent.input(screen.getByTestId('max-price-input'), { target: { value: '50000' } });
    await waitFor(() => expect(changes.at(-1)).toEqual({ minPrice: 25_000, maxPrice: 50_000 }));
    expect(changes).toHaveLength(1);

    fireEvent.input(screen.getByRole('slider', { name: 'Maximum price' }), { target: { value: '80000' } });
    expect(screen.getByTestId<HTMLInputElement>('max-price-input').value).toBe('80000');
  });

  it('a minimum above the maximum is said under the boxes and never applied', async () => {
    answerCounts();
    const changes: Partial<BrowseFilters>[] = [];
    renderWithQueryClient(<Harness changes={changes} />);
    fireEvent.input(screen.getByTestId('max-price-input'), { target: { value: '40000' } });
    await waitFor(() => expect(changes).toHaveLength(1));
    fireEvent.input(screen.getByTestId('min-price-input'), { target: { value: '60000' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Minimum price cannot be more than maximum price');
    expect(screen.getByTestId('min-price-input').getAttribute('aria-invalid')).toBe('true');
    expect(changes).toHaveLength(1);

    fireEvent.input(screen.getByTestId('min-price-input'), { target: { value: '30000' } });
    await waitFor(() => expect(changes.at(-1)).toEqual({ minPrice: 30_000, maxPrice: 40_000 }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a province narrows the districts to its own, in the language shown, and clears a district outside it', () => {
    answerCounts();
    languageStore.set('si');
    const changes: Partial<BrowseFilters>[] = [];
    renderWithQueryClient(<Harness changes={changes} />);
    const district = screen.getByRole<HTMLSelectElement>('combobox', { name: 'දිස්ත්‍රික්කය' });
    expect(district.options).toHaveLength(26);
    fireEvent.change(district, { target: { value: 'Colombo' } });
    expect(changes.at(-1)).toEqual({ district: 'Colombo' });

    fireEvent.change(screen.getByRole('combobox', { name: 'පළාත' }), { target: { value: 'Central' } });
    expect(changes.at(-1)).toEqual({ province: 'Central', district: 'all' });
    expect([...district.options].map((option) => option.textContent)).toEqual([
      'සියලුම දිස්ත්‍රික්ක',
      'මහනුවර',
      'මාතලේ',
      'නුවරඑළිය',
    ]);
  });
});
