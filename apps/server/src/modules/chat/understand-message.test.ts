import { describe, expect, it } from 'vitest';
import { scriptLanguage, understandConversation, understandMessage, wordsOf } from './understand-message.ts';

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

describe('understanding Sinhala and Tamil', () => {
  it('keeps Sinhala and Tamil words whole, vowel signs and virama included', () => {
    for (const message of ['ඩිලිවරි ගාස්තු කීයද', 'ශ්‍රී ලංකාවේ ඕනෑම තැනකට', 'டெலிவரி கட்டணம் எவ்வளவு', 'கடவுச்சொல் மறந்துவிட்டது'])
      expect(wordsOf(message).join(' ')).toBe(message);
  });

  it('tells the language of a message from its script', () => {
    expect(scriptLanguage('iphone එකක් ලක්ෂ 1.5ට')).toBe('si');
    expect(scriptLanguage('iphone 1.5 லட்சம்')).toBe('ta');
    expect(scriptLanguage('iphone 1.5 lakh')).toBeUndefined();
  });

  it.each([
    ['ලක්ෂ 1.5', 150_000],
    ['1.5 ලක්ෂ', 150_000],
    ['1.5 ලක්ෂයට', 150_000],
    ['1.5 லட்சம்', 150_000],
    ['1.5 லட்சத்துக்குள்', 150_000],
    ['80 දහසට අඩු', 80_000],
    ['80 ஆயிரம்', 80_000],
  ])('reads the budget %s', (budget, maxPrice) => {
    expect(understandMessage(`samsung ${budget}`)).toMatchObject({ brand: 'Samsung', maxPrice });
  });

  it('reads a brand typed in Latin letters inside a Sinhala sentence', () => {
    expect(understandMessage('iphone එකක් ලක්ෂ 1.5ට')).toEqual({
      intent: 'search',
      brand: 'Apple',
      maxPrice: 150_000,
      model: 'iphone',
    });
  });

  it('reads a brand written in Sinhala or Tamil letters', () => {
    expect(understandMessage('සැම්සුං ෆෝන් එකක්').brand).toBe('Samsung');
    expect(understandMessage('ஐபோன் வேண்டும்').brand).toBe('Apple');
  });

  it('takes a lakh budget after a model number, not the model number', () => {
    expect(understandMessage('iphone 12 1.5 lakh')).toMatchObject({ model: 'iphone 12', maxPrice: 150_000 });
    expect(understandMessage('1.5 ලක්ෂ 128gb')).toMatchObject({ maxPrice: 150_000, storage: '128GB' });
  });

  it('reads more than a budget', () => {
    expect(understandMessage('samsung ලක්ෂ 2ට වැඩි')).toMatchObject({ minPrice: 200_000 });
    expect(understandMessage('samsung 2 லட்சத்துக்கு மேல்')).toMatchObject({ minPrice: 200_000 });
  });

  it('recognises questions about the site in Sinhala and Tamil', () => {
    expect(understandMessage('ඩිලිවරි ගාස්තු කීයද').intent).toBe('delivery');
    expect(understandMessage('මගේ ෆෝන් එක විකුණන්නේ කොහොමද').intent).toBe('sell');
    expect(understandMessage('மின்னஞ்சல் கடவுச்சொல் மறந்துவிட்டேன்').intent).toBe('account');
    expect(understandMessage('ஆயுபோவன்').intent).not.toBe('greeting');
    expect(understandMessage('வணக்கம்').intent).toBe('greeting');
    expect(understandMessage('ස්තූතියි').intent).toBe('thanks');
  });

  it('reads a condition', () => {
    expect(understandMessage('any in good condition').condition).toBe('Good');
    expect(understandMessage('හොඳ තත්ත්වයේ ඒවා තියෙනවද').condition).toBe('Good');
    expect(understandMessage('நல்ல நிலையில் உள்ளதா').condition).toBe('Good');
  });
});

describe('following a conversation', () => {
  it('keeps the brand, model and budget of earlier questions', () => {
    expect(understandConversation('cheaper ones under 120000?', ['iphone 12 1.5 lakh'])).toEqual({
      intent: 'search',
      brand: 'Apple',
      model: 'iphone 12',
      maxPrice: 120_000,
    });
  });

  it('keeps an earlier condition', () => {
    expect(understandConversation('under 100k?', ['samsung', 'any in good condition?'])).toMatchObject({
      brand: 'Samsung',
      condition: 'Good',
      maxPrice: 100_000,
    });
  });

  it('drops the earlier model when another brand is named', () => {
    expect(understandConversation('pixel ones?', ['iphone 12 1.5 lakh'])).toEqual({
      intent: 'search',
      brand: 'Google',
      model: 'pixel',
      maxPrice: 150_000,
    });
  });

  it('answers a question about the site without the earlier search', () => {
    const understood = understandConversation('how do I pay?', ['iphone 12']);
    expect(understood.intent).toBe('payment');
    expect(understood.brand).toBeUndefined();
  });
});
