import { fireEvent } from '@testing-library/dom';
import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { jsonReply, renderWithQueryClient, stubFetchForEachTest } from '@/test/fetch-stub.tsx';
import { HomeView } from './home-view.tsx';

const page = (phones: unknown[], totalItems: number) => ({
  success: true,
  data: { phones, pagination: { currentPage: 1, totalPages: 1, totalItems, hasNext: false, hasPrev: false } },
});

const phone = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  title: `Phone model ${n}`,
  brand: 'Apple',
  condition: 'Good',
  price: 100_000 + n,
  originalPrice: null,
  images: [],
  image: null,
  imageDetails: [],
  location: null,
  isAvailable: true,
  status: 'approved',
  createdAt: new Date().toISOString(),
});

/** The twelve newest of 57 live phones. */
const twelveNewest = () =>
  jsonReply(
    200,
    page(
      Array.from({ length: 12 }, (_, i) => phone(i)),
      57,
    ),
  );

const renderHome = () => renderWithQueryClient(<HomeView />);

describe('home view', () => {
  const fetchMock = stubFetchForEachTest();

  it('asks for the twelve newest and features three of them with the live count', async () => {
    fetchMock.mockImplementation(twelveNewest);
    renderHome();
    expect(await screen.findByTestId('verified-count')).toBeTruthy();
    await screen.findAllByTestId('phone-card');
    expect(screen.getAllByTestId('phone-card')).toHaveLength(3);
    expect(screen.getByTestId('verified-count').textContent).toBe('57');
    const url = fetchMock.mock.calls[0]?.[0] as string;
    expect(url).toContain('limit=12');
    expect(url).toContain('sort=newest');
  });

  it('draws a page of phones once, however many times it is drawn: a render started again shows the same three', async () => {
    fetchMock.mockImplementation(twelveNewest);
    renderWithQueryClient(
      <>
        <div data-testid="first">
          <HomeView />
        </div>
        <div data-testid="second">
          <HomeView />
        </div>
      </>,
    );
    await screen.findAllByTestId('phone-card');
    const titles = (testId: string) =>
      Array.from(screen.getByTestId(testId).querySelectorAll('[data-testid="phone-card"] h3')).map(
        (h) => h.textContent,
      );
    expect(titles('first')).toHaveLength(3);
    expect(titles('second')).toEqual(titles('first'));
  });

  it('says so when there are no phones, with Get Started', async () => {
    fetchMock.mockImplementation(() => jsonReply(200, page([], 0)));
    renderHome();
    expect(await screen.findByRole('heading', { name: 'No Phones Available' })).toBeTruthy();
    expect(screen.getByText('Be the first to list a phone on our platform!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeTruthy();
  });

  it('shows Failed to Load Phones with Try Again, which loads again', async () => {
    fetchMock.mockImplementationOnce(() => jsonReply(500, { success: false, message: 'Server error occurred' }));
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Failed to Load Phones' })).toBeTruthy();
    fetchMock.mockImplementation(() => jsonReply(200, page([phone(1)], 1)));
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Phone model 1')).toBeTruthy();
  });
});
