import { describe, expect, it } from 'vitest';
import { activeTab, visibleTabs } from './profile-tabs.ts';

const Slot = () => null;
const all = { myListings: Slot, orders: Slot, sales: Slot, favorites: Slot };

describe('profile tabs', () => {
  it('a seller sees Overview, My Listings and Sales, never Orders', () => {
    expect(visibleTabs('seller', { myListings: Slot, orders: Slot, sales: Slot })).toEqual([
      'overview',
      'listings',
      'sales',
    ]);
  });

  it('a buyer sees Overview and Orders, never My Listings or Sales', () => {
    expect(visibleTabs('buyer', { myListings: Slot, orders: Slot, sales: Slot })).toEqual(['overview', 'orders']);
  });

  it('an admin sees the Overview only', () => {
    expect(visibleTabs('admin', { myListings: Slot, orders: Slot, sales: Slot })).toEqual(['overview']);
  });

  it('shows a tab only when its slot is filled; Favorites when provided', () => {
    expect(visibleTabs('seller', {})).toEqual(['overview']);
    expect(visibleTabs('buyer', { favorites: Slot })).toEqual(['overview', 'favorites']);
    expect(visibleTabs('buyer', all)).toEqual(['overview', 'orders', 'favorites']);
  });

  it('opens the tab navigation asked for, by its name or a common alias', () => {
    const seller = visibleTabs('seller', all);
    expect(activeTab('listings', seller)).toBe('listings');
    expect(activeTab('myListings', seller)).toBe('listings');
    expect(activeTab('sales', seller)).toBe('sales');
  });

  it('falls back to Overview for a missing, unknown or hidden tab', () => {
    const buyer = visibleTabs('buyer', all);
    expect(activeTab(undefined, buyer)).toBe('overview');
    expect(activeTab('nonsense', buyer)).toBe('overview');
    expect(activeTab('listings', buyer)).toBe('overview');
    expect(activeTab(42, buyer)).toBe('overview');
  });
});
