import { describe, expect, it } from 'vitest';
import { understandMessage } from './understand-message.ts';

describe('understanding a shopper', () => {
  it('reads a budget written as 80k', () => {
    expect(understandMessage('samsung under 80k')).toMatchObject({
      intent: 'search',
      brand: 'Samsung',
      maxPrice: 80_000,
    });
  });

  it('reads a budget written in lakhs', () => {
    expect(understandMessage('iphone for 1.5 lakh')).toMatchObject({ brand: 'Apple', maxPrice: 150_000 });
  });

  it('reads a budget written with thousands separators', () => {
    expect(understandMessage('phones under 150,000')).toMatchObject({ maxPrice: 150_000 });
  });

  it('reads a range', () => {
    expect(understandMessage('pixel between 50k and 100k')).toMatchObject({
      brand: 'Google',
      minPrice: 50_000,
      maxPrice: 100_000,
    });
  });

  it('does not take a model number for a price', () => {
    const understood = understandMessage('iphone 13 128gb');
    expect(understood).toMatchObject({ brand: 'Apple', storage: '128GB', model: 'iphone 13' });
    expect(understood.maxPrice).toBeUndefined();
  });

  it('keeps model words for the search', () => {
    expect(understandMessage('looking for a galaxy s23 ultra')).toMatchObject({
      brand: 'Samsung',
      model: 'galaxy s23 ultra',
    });
  });

  it('recognises a price question', () => {
    expect(understandMessage('How much is an iPhone 12 worth?')).toMatchObject({
      intent: 'price',
      brand: 'Apple',
      model: 'iphone 12',
    });
  });

  it('recognises questions about the site', () => {
    expect(understandMessage('how do I sell my phone').intent).toBe('sell');
    expect(understandMessage('do you deliver to Jaffna').intent).toBe('delivery');
    expect(understandMessage('I forgot my password').intent).toBe('account');
    expect(understandMessage('how do I check the IMEI').intent).toBe('safety');
  });

  it('greets back', () => {
    expect(understandMessage('Hello').intent).toBe('greeting');
  });

  it('notices a wish for the cheapest', () => {
    expect(understandMessage('cheapest oneplus')).toMatchObject({ brand: 'OnePlus', cheapest: true });
  });
});
