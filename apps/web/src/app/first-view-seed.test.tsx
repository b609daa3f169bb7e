import { FIRST_VIEW_ELEMENT_ID, type FirstViewData } from '@phonekade/shared/first-view/first-view';
import type { PhonesPageDto } from '@phonekade/shared/phones/phone.types';
import { samplePhone as makePhone } from '@phonekade/shared/testing/sample-phone';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePhone } from '@/api/phones/get-phone.ts';
import { usePhonePages, usePhones } from '@/api/phones/get-phones.ts';
import { jsonReply } from '@/test/fetch-stub.tsx';
import { readFirstViewData, seedFirstView } from './first-view-seed.ts';

const samplePhone = makePhone('phone-1', { title: 'Galaxy S21 128GB' });
const page: PhonesPageDto = {
  phones: [samplePhone],
  pagination: { page: 1, limit: 12, total: 1, totalPages: 1, totalItems: 1 },
} as unknown as PhonesPageDto;
const browseQuery = { page: 1, limit: 12, sort: 'featured' as const };

/** The page as the server writes it: the data in a <script type="application/json">. */
function carry(data: unknown): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_VIEW_ELEMENT_ID;
  script.textContent = typeof data === 'string' ? data : JSON.stringify(data);
  document.body.append(script);
}

const fetchMock = vi.fn<typeof fetch>();
let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 15_000 } } });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  client.clear();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
});

describe("the first view's data the page carries", () => {
  it("a phone's page shows the carried listing without asking the API", async () => {
    carry({ view: 'details', id: samplePhone.id, answer: { success: true, data: samplePhone } });
    expect(
      seedFirstView(client, readFirstViewData(), { view: 'details', id: samplePhone.id }, { signedIn: false }),
    ).toBe(true);
    const { result } = renderHook(() => usePhone(samplePhone.id), { wrapper });
    expect(result.current.data?.title).toBe(samplePhone.title);
    expect(result.current.isFetching).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("browse's first page and home's featured page are seeded under the keys their views ask for", () => {
    carry({ view: 'phones', query: browseQuery, answer: { success: true, data: page } });
    seedFirstView(client, readFirstViewData(), { view: 'phones', query: { ...browseQuery } }, { signedIn: false });
    const browse = renderHook(() => usePhonePages({ ...browseQuery }), { wrapper });
    expect(browse.result.current.data?.pages[0]?.phones[0]?.id).toBe(samplePhone.id);

    const home = { limit: 12, sort: 'newest' as const };
    const data: FirstViewData = { view: 'home', query: home, answer: { success: true, data: page } };
    seedFirstView(client, data, { view: 'home', query: { ...home } }, { signedIn: false });
    const featured = renderHook(() => usePhones({ ...home }), { wrapper });
    expect(featured.result.current.data?.phones).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('data for another phone, another query or another view is not used', () => {
    const details: FirstViewData = { view: 'details', id: 'other', answer: { success: true, data: samplePhone } };
    expect(seedFirstView(client, details, { view: 'details', id: samplePhone.id }, { signedIn: false })).toBe(false);
    const browse: FirstViewData = { view: 'phones', query: browseQuery, answer: { success: true, data: page } };
    const cheapFirst = { ...browseQuery, sort: 'price_low' as const };
    expect(seedFirstView(client, browse, { view: 'phones', query: cheapFirst }, { signedIn: false })).toBe(false);
    expect(seedFirstView(client, browse, { view: 'home', query: browseQuery }, { signedIn: false })).toBe(false);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('a page without data, with unreadable data or with a failed answer gives nothing', () => {
    expect(readFirstViewData()).toBeUndefined();
    carry('{"view":"details",');
    expect(readFirstViewData()).toBeUndefined();
    document.getElementById(FIRST_VIEW_ELEMENT_ID)?.remove();
    carry({ view: 'details', id: 'x', answer: { success: false, message: 'Server error occurred' } });
    expect(readFirstViewData()).toBeUndefined();
  });

  it("a signed-in reader sees the carried copy at once and the API's own answer for them after", async () => {
    const own = { ...samplePhone, imei: '356938035643809' };
    fetchMock.mockImplementation(() => jsonReply(200, { success: true, data: own }));
    const data: FirstViewData = { view: 'details', id: samplePhone.id, answer: { success: true, data: samplePhone } };
    seedFirstView(client, data, { view: 'details', id: samplePhone.id }, { signedIn: true });
    const { result } = renderHook(() => usePhone(samplePhone.id), { wrapper });
    expect(result.current.data?.title).toBe(samplePhone.title);
    await waitFor(() => expect(result.current.data).toMatchObject({ imei: '356938035643809' }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
