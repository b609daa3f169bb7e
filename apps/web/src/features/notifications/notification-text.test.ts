import { describe, expect, test } from 'vitest';
import { translate } from '@/lib/i18n/i18n.ts';
import { notificationText } from './notification-text.ts';

const inLanguage = (language: 'en' | 'si' | 'ta') => (key: string, vars?: Record<string, string | number>) =>
  translate(language, key, vars);

describe('notificationText', () => {
  const statusChange = {
    type: 'order_status_updated',
    message: 'Your order ORD-1-ABCDE: Pixel 7 is now pending',
    data: { orderNumber: 'ORD-1-ABCDE', status: 'pending' },
  };

  test('words an order status change in the reader’s language with the Sinhala status word', () => {
    expect(notificationText(inLanguage('si'), statusChange)).toBe('ඔබගේ ඇණවුම ORD-1-ABCDE දැන් බලාපොරොත්තුවෙන්');
    expect(notificationText(inLanguage('ta'), statusChange)).toContain('நிலுவையில்');
  });

  test('words listing decisions from their data', () => {
    const approved = { type: 'listing_approved', message: 'x', data: { title: 'Galaxy S21' } };
    expect(notificationText(inLanguage('ta'), approved)).toBe('உங்கள் விளம்பரம் "Galaxy S21" அங்கீகரிக்கப்பட்டது!');
  });

  test("words the buyer's order placed notice in their language", () => {
    const placed = {
      type: 'order_placed',
      message: 'Your order ORD-1-ABCDE has been placed',
      data: { orderNumber: 'ORD-1-ABCDE' },
    };
    expect(notificationText(inLanguage('en'), placed)).toBe(
      'Order ORD-1-ABCDE placed. The sellers will contact you within 24 hours.',
    );
    expect(notificationText(inLanguage('si'), placed)).toBe(
      'ඇණවුම ORD-1-ABCDE ලැබුණා. පැය 24ක් ඇතුළත විකුණුම්කරුවන් ඔබව සම්බන්ධ කරගනීවි.',
    );
    expect(notificationText(inLanguage('ta'), placed)).toContain('ORD-1-ABCDE');
  });

  test('shows the stored message for a type it does not know', () => {
    expect(notificationText(inLanguage('si'), { type: 'something_new', message: 'Hello', data: {} })).toBe('Hello');
  });

  test('words saved-search matches and price drops with their prices in LKR', () => {
    const match = {
      type: 'saved_search_match',
      data: { phoneId: 'p1', title: 'iPhone 13', price: 145_000, oldPrice: null },
    };
    expect(notificationText(inLanguage('en'), match)).toBe(
      'New phone for your saved search: "iPhone 13" at LKR 145,000',
    );
    const drop = {
      type: 'price_dropped',
      data: { phoneId: 'p1', title: 'iPhone 13', price: 140_000, oldPrice: 150_000 },
    };
    expect(notificationText(inLanguage('en'), drop)).toBe(
      'Price dropped: "iPhone 13" is now LKR 140,000 (was LKR 150,000)',
    );
    expect(notificationText(inLanguage('si'), drop)).toContain('මිල අඩු වුණා');
    expect(notificationText(inLanguage('ta'), drop)).toContain('விலை குறைந்தது');
  });
});
