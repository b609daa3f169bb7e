import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { jsonReply, renderWithQueryClient, stubFetchForEachTest } from '@/test/fetch-stub.tsx';
import { navigate } from '@/lib/navigation/navigation.ts';
import { whatsappNumber } from './components/contact-buttons.tsx';
import { socialUrl } from './components/seller-card.tsx';
import { PhoneDetailsView } from './phone-details-view.tsx';

const ID = '00000000-0000-4000-8000-000000000001';

const renderDetails = () => renderWithQueryClient(<PhoneDetailsView />);

describe('details view', () => {
  const fetchMock = stubFetchForEachTest();

  it('falls back to the phone in the navigation data when the fetch fails', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    navigate('details', {
      phoneId: ID,
      phone: { id: ID, _id: ID, title: 'Pixel 8 in hand', price: 150000, isAvailable: true },
    });
    renderDetails();
    expect((await screen.findByTestId('details-title')).textContent).toBe('Pixel 8 in hand');
    // The tab says which phone, as the page the server sends does.
    await waitFor(() => expect(document.title).toBe('Pixel 8 in hand – LKR 150,000 | PhoneKade'));
    // Fallbacks for what the record lacks.
    expect(screen.getByText('Location not specified')).toBeTruthy();
    expect(screen.getByText('Unknown')).toBeTruthy();
  });

  it("says 'Phone not found' with Back to Browse for an unknown phone", async () => {
    fetchMock.mockImplementation(() =>
      jsonReply(404, { success: false, message: 'Phone not found', error: 'NOT_FOUND' }),
    );
    navigate('details', { phoneId: '00000000-0000-4000-8000-000000000404' });
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Phone not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to Browse' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Phone not found | PhoneKade'));
  });

  it('shows Failed to Load Details with Try Again when nothing is in hand', async () => {
    fetchMock.mockImplementation(() => jsonReply(500, { success: false, message: 'Server error occurred' }));
    navigate('details', { phoneId: '00000000-0000-4000-8000-000000000500' });
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Failed to Load Details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('details view of a phone with a typical price', () => {
  const fetchMock = stubFetchForEachTest();
  const phone = {
    id: ID,
    _id: ID,
    title: 'iPhone 13 128GB',
    brand: 'Apple',
    price: 99_000,
    isAvailable: true,
    fairPrice: { low: 112_500, median: 125_000, high: 137_500, count: 6 },
    goodDeal: true,
    sellerId: { _id: 's1', id: 's1', name: 'Nimal', rating: 0, reviewCount: 0 },
  };

  it('shows the typical price, the Good deal badge, truthful delivery and No reviews yet', async () => {
    fetchMock.mockImplementation(() => jsonReply(200, { success: true, data: phone }));
    navigate('details', { phoneId: ID });
    renderDetails();
    expect((await screen.findByTestId('typical-price')).textContent).toBe(
      'Typical price LKR 112,500 – LKR 137,500 (6 listings)',
    );
    expect(screen.getByTestId('good-deal').textContent).toBe('Good deal');
    expect(screen.getByText('Island-wide delivery from LKR 1,000, or meet the seller')).toBeTruthy();
    expect(screen.queryByText(/Free island-wide/)).toBeNull();
    expect(screen.getByTestId('seller-no-reviews').textContent).toBe('No reviews yet');
    expect(screen.queryByText('0.0')).toBeNull();
  });

  it('says nothing about a typical price when there is no band', async () => {
    fetchMock.mockImplementation(() =>
      jsonReply(200, {
        success: true,
        data: {
          ...phone,
          fairPrice: null,
          goodDeal: false,
          sellerId: { ...phone.sellerId, rating: 4.5, reviewCount: 2 },
        },
      }),
    );
    navigate('details', { phoneId: ID });
    renderDetails();
    expect(await screen.findByText('4.5')).toBeTruthy();
    expect(screen.queryByTestId('typical-price')).toBeNull();
    expect(screen.queryByTestId('good-deal')).toBeNull();
    expect(screen.queryByTestId('seller-no-reviews')).toBeNull();
  });
});

describe('seller contact links', () => {
  it('turns Sri Lankan numbers into wa.me form and refuses others', () => {
    expect(whatsappNumber('0771234567')).toBe('94771234567');
    expect(whatsappNumber('+94 77 123 4567')).toBe('94771234567');
    expect(whatsappNumber('94771234567')).toBe('94771234567');
    expect(whatsappNumber('12345')).toBeNull();
  });

  it('makes https links from handles and drops anything that is not http(s)', () => {
    expect(socialUrl('instagram', '@shop.lk')).toBe('https://instagram.com/shop.lk');
    expect(socialUrl('facebook', 'https://facebook.com/shop')).toBe('https://facebook.com/shop');
    expect(socialUrl('twitter', 'javascript:alert(1)')).toBeNull();
    expect(socialUrl('linkedin', '')).toBeNull();
  });
});
