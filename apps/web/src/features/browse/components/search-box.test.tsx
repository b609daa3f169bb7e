import { fireEvent } from '@testing-library/dom';
import { cleanup, render, screen } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { matchingSuggestions, SearchBox } from './search-box.tsx';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <SearchBox value={value} onChange={setValue} status="" />
      <p data-testid="applied">{value}</p>
      <button type="button">Elsewhere</button>
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search phones' });
const panel = () => screen.queryByTestId('popular-searches');
const options = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('the search box and its popular searches', () => {
  afterEach(cleanup);

  it('offers every popular search on focus, as a listbox the field controls', () => {
    render(<Harness />);
    expect(panel()).toBeNull();
    fireEvent.focusIn(input());
    expect(panel()).not.toBeNull();
    expect(options()).toEqual(['iPhone 14', 'Samsung Galaxy', 'Google Pixel', 'OnePlus']);
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(input().getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
  });

  it('while typing shows only the suggestions that go on from the text, and closes when none do', () => {
    render(<Harness />);
    fireEvent.focusIn(input());
    fireEvent.input(input(), { target: { value: 'gal' } });
    expect(options()).toEqual(['Samsung Galaxy']);
    fireEvent.input(input(), { target: { value: 'ඇපල්' } });
    expect(panel()).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
    fireEvent.input(input(), { target: { value: 'iPhone 14' } });
    expect(panel()).toBeNull();
  });

  it('closes on Escape, on Enter (submit) and when the field loses focus', () => {
    render(<Harness />);
    fireEvent.focusIn(input());
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(panel()).toBeNull();
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(panel()).not.toBeNull();
    fireEvent.submit(input().closest('form') as HTMLFormElement);
    expect(panel()).toBeNull();
    fireEvent.click(input());
    expect(panel()).not.toBeNull();
    fireEvent.focusOut(input());
    expect(panel()).toBeNull();
  });

  it('the arrow keys move through the suggestions and Enter picks one', () => {
    render(<Harness />);
    fireEvent.focusIn(input());
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const active = input().getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)?.textContent).toBe('Samsung Galaxy');
    expect(screen.getByRole('option', { name: 'Samsung Galaxy' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(input().getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(screen.getByTestId('applied').textContent).toBe('OnePlus');
    expect(panel()).toBeNull();
  });

  it('a click on a suggestion searches for it and closes the panel', () => {
    render(<Harness />);
    fireEvent.focusIn(input());
    fireEvent.click(screen.getByRole('option', { name: 'Google Pixel' }));
    expect(screen.getByTestId('applied').textContent).toBe('Google Pixel');
    expect(panel()).toBeNull();
  });
});

describe('matchingSuggestions', () => {
  it('matches the start of a suggestion or of one of its words, whatever the case', () => {
    expect(matchingSuggestions('')).toHaveLength(4);
    expect(matchingSuggestions('  PIX')).toEqual(['Google Pixel']);
    expect(matchingSuggestions('one')).toEqual(['OnePlus']);
    expect(matchingSuggestions('iphone 14')).toEqual([]);
    expect(matchingSuggestions('xiaomi')).toEqual([]);
  });
});
