import { screen } from '@testing-library/react';
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
    expect(document.title).toBe('Pixel 8 in hand – LKR 150,000 | PhoneKade');
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
    expect(document.title).toBe('Phone not found | PhoneKade');
  });

  it('shows Failed to Load Details with Try Again when nothing is in hand', async () => {
    fetchMock.mockImplementation(() => jsonReply(500, { success: false, message: 'Server error occurred' }));
    navigate('details', { phoneId: '00000000-0000-4000-8000-000000000500' });
    renderDetails();
    expect(await screen.findByRole('heading', { name: 'Failed to Load Details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
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
