import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { jsonReply, renderWithQueryClient, stubFetchForEachTest } from '@/test/fetch-stub.tsx';
import { FairPriceWarning } from './fair-price-warning.tsx';

const band = { low: 112_500, median: 125_000, high: 137_500, count: 6 };

describe('the fair price warning on the listing form', () => {
  const fetchMock = stubFetchForEachTest();

  it('warns when the typed price is under 60% of the median, and asks for the typed model', async () => {
    fetchMock.mockImplementation(() => jsonReply(200, { success: true, data: { band } }));
    renderWithQueryClient(<FairPriceWarning brand="Apple" title="iPhone 13" storage="128GB" price="70000" />);
    expect((await screen.findByTestId('price-far-below')).textContent).toBe(
      'This price is far below what this model usually sells for. Buyers may think it is a scam.',
    );
    expect(screen.getByTestId('form-typical-price').textContent).toBe(
      'Typical price for this model and storage: LKR 112,500 – LKR 137,500 (6 listings).',
    );
    const input = fetchMock.mock.calls[0]?.[0];
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');
    expect(url).toContain('/api/phones/fair-price?');
    expect(url).toContain('brand=Apple');
    expect(url).toContain('storage=128GB');
  });

  it('only shows the typical price for a fair price', async () => {
    fetchMock.mockImplementation(() => jsonReply(200, { success: true, data: { band } }));
    renderWithQueryClient(<FairPriceWarning brand="Apple" title="iPhone 13" storage="128GB" price="75000" />);
    expect(await screen.findByTestId('form-typical-price')).toBeTruthy();
    expect(screen.queryByTestId('price-far-below')).toBeNull();
  });

  it('says nothing without a band', async () => {
    fetchMock.mockImplementation(() => jsonReply(200, { success: true, data: { band: null } }));
    renderWithQueryClient(<FairPriceWarning brand="Apple" title="iPhone 13" storage="" price="1000" />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('form-typical-price')).toBeNull();
    expect(screen.queryByTestId('price-far-below')).toBeNull();
  });
});
