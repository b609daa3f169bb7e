import { describe, expect, test } from 'vitest';
import { pickLanguage } from './language.ts';
import { createMessageTranslator, matchTemplate } from './message-catalogue.ts';

describe('pickLanguage', () => {
  test.each([
    [undefined, 'en'],
    ['', 'en'],
    ['si', 'si'],
    ['si-LK,si;q=0.9,en-US;q=0.8,en;q=0.7', 'si'],
    ['ta-LK', 'ta'],
    ['en-GB,ta;q=0.9', 'en'],
    ['fr-FR,ta;q=0.5', 'ta'],
    ['de, fr;q=0.8', 'en'],
    ['ta;q=0, si;q=0.2', 'si'],
    ['TA', 'ta'],
    ['*', 'en'],
  ])('Accept-Language %j speaks %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('a message translator', () => {
  const translate = createMessageTranslator({
    si: {
      pending: 'බලාපොරොත්තුවෙන්',
      'Order not found': 'ඇණවුම හමු නොවීය',
      'Only {1} of "{0}" left.': '"{0}" ඉතිරිව ඇත්තේ {1}ක් පමණි.',
      'An order that is {0} cannot be moved to {1}': '{0} ඇණවුමක් {1} තත්ත්වයට ගෙන යා නොහැක',
    },
  });

  test('translates an exact message and leaves English and unknown texts as they are', () => {
    expect(translate('si', 'Order not found')).toBe('ඇණවුම හමු නොවීය');
    expect(translate('en', 'Order not found')).toBe('Order not found');
    expect(translate('ta', 'Order not found')).toBe('Order not found');
    expect(translate('si', 'Something new')).toBe('Something new');
  });

  test('carries placeholders over by their number, whatever their order in the sentence', () => {
    expect(translate('si', 'Only 2 of "Galaxy S21 (black)" left.')).toBe('"Galaxy S21 (black)" ඉතිරිව ඇත්තේ 2ක් පමණි.');
  });

  test('translates a placeholder that is itself a known word (a status)', () => {
    expect(translate('si', 'An order that is pending cannot be moved to sold')).toBe(
      'බලාපොරොත්තුවෙන් ඇණවුමක් sold තත්ත්වයට ගෙන යා නොහැක',
    );
  });
});

describe('matching a message to a key with placeholders', () => {
  const pieces = ['Only ', ' of "', '" left'];

  test('takes each part up to the first place the next fixed text occurs', () => {
    expect(matchTemplate(pieces, 'Only 2 of "Galaxy S21" left')).toEqual(['2', 'Galaxy S21']);
    expect(matchTemplate(pieces, 'Only 2 of "A "quoted" of " name" left')).toEqual(['2', 'A "quoted" of " name']);
  });

  test('refuses a message that does not fit, or leaves a placeholder empty', () => {
    expect(matchTemplate(pieces, 'Only 2 of Galaxy left')).toBeNull();
    expect(matchTemplate(pieces, 'Only  of "Galaxy" left')).toBeNull();
    expect(matchTemplate(pieces, 'Only 2 of "" left')).toBeNull();
    expect(matchTemplate(['', ''], '')).toBeNull();
  });

  test('reads a hostile title in one pass: many repeats of the fixed text are no harder than one', () => {
    const hostile = `Only 1${' of "'.repeat(50_000)}x" left`;
    expect(matchTemplate(pieces, hostile)?.[0]).toBe('1');
  });
});
