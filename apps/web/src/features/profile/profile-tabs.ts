import type { Role } from '@/lib/session.ts';

export type ProfileTab = 'overview' | 'listings' | 'orders' | 'sales' | 'favorites' | 'savedSearches';

/** Which tab slots another feature has filled in. */
export interface FilledSlots {
  myListings?: unknown;
  orders?: unknown;
  sales?: unknown;
  favorites?: unknown;
  savedSearches?: unknown;
}

/**
 * Profile: Overview, My Listings (sellers only), Sales (sellers) or Orders (buyers); Favorites and
 * Saved searches for anyone when those features provide them. A tab shows only when its slot is filled.
 */
export function visibleTabs(role: Role, slots: FilledSlots): ProfileTab[] {
  const tabs: ProfileTab[] = ['overview'];
  if (role === 'seller' && slots.myListings) tabs.push('listings');
  if (role === 'seller' && slots.sales) tabs.push('sales');
  if (role === 'buyer' && slots.orders) tabs.push('orders');
  if (slots.favorites) tabs.push('favorites');
  if (slots.savedSearches) tabs.push('savedSearches');
  return tabs;
}

// Names other views may use for a tab in navigation data or a shared link.
const ALIASES: Record<string, ProfileTab> = {
  overview: 'overview',
  listings: 'listings',
  mylistings: 'listings',
  'my-listings': 'listings',
  orders: 'orders',
  sales: 'sales',
  favorites: 'favorites',
  favourites: 'favorites',
  savedsearches: 'savedSearches',
  'saved-searches': 'savedSearches',
};

/** The tab navigation asked for (`navigate('profile', { tab })`) when it is shown, else Overview. */
export function activeTab(requested: unknown, visible: readonly ProfileTab[]): ProfileTab {
  const tab = typeof requested === 'string' ? ALIASES[requested.toLowerCase()] : undefined;
  return tab && visible.includes(tab) ? tab : 'overview';
}
