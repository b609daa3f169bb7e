import { fireEvent } from '@testing-library/dom';
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigationStore } from '@/lib/navigation/navigation.ts';
import { currentEntry } from '@/lib/navigation/views.ts';
import { ViewLink } from './view-link.tsx';

const currentView = () => currentEntry(navigationStore.get());

describe('ViewLink (docs/decisions/096-views-as-real-links.md)', () => {
  beforeEach(() => navigationStore.set({ history: [{ view: 'home', data: {} }] }));
  afterEach(cleanup);

  it("carries the view's real address, so it works before the app runs and opens in a new tab", () => {
    render(
      <>
        <ViewLink view="phones">Browse Phones</ViewLink>
        <ViewLink view="details" data={{ phoneId: 'a1b2' }}>
          Galaxy S21
        </ViewLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Browse Phones' }).getAttribute('href')).toBe('/phones');
    expect(screen.getByRole('link', { name: 'Galaxy S21' }).getAttribute('href')).toBe('/phones/a1b2');
  });

  it("follows a plain click in the app, or as its owner says, and leaves the browser's own clicks alone", () => {
    const onFollow = vi.fn();
    render(
      <>
        <ViewLink view="phones">Browse Phones</ViewLink>
        <ViewLink view="details" data={{ phoneId: 'a1b2' }} onFollow={onFollow}>
          Galaxy S21
        </ViewLink>
      </>,
    );
    const browse = screen.getByRole('link', { name: 'Browse Phones' });
    // Whether the link kept the browser from loading the address, read after the app's handler; the test
    // then keeps the test page where it is either way.
    const kept: boolean[] = [];
    const afterTheApp = (event: Event) => {
      kept.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', afterTheApp);
    try {
      for (const modifier of [
        { ctrlKey: true },
        { metaKey: true },
        { shiftKey: true },
        { altKey: true },
        { button: 1 },
      ]) {
        fireEvent.click(browse, modifier);
        expect(kept.at(-1), JSON.stringify(modifier)).toBe(false);
        expect(currentView().view).toBe('home');
      }
      fireEvent.click(browse);
      expect(kept.at(-1)).toBe(true);
      expect(currentView().view).toBe('phones');

      fireEvent.click(screen.getByRole('link', { name: 'Galaxy S21' }));
      expect(kept.at(-1)).toBe(true);
      expect(onFollow).toHaveBeenCalledTimes(1);
      expect(currentView().view).toBe('phones');
    } finally {
      document.removeEventListener('click', afterTheApp);
    }
  });
});
