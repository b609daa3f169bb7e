import { FavoritesTab } from '@/features/favorites/favorites-tab.tsx';
import { MyListingsTab } from '@/features/listings/my-listings-tab.tsx';
import { OrdersTab } from '@/features/orders/orders-tab.tsx';
import { SalesTab } from '@/features/orders/sales-tab.tsx';
import { ProfileView } from '@/features/profile/profile-view.tsx';
import { SavedSearchesTab } from '@/features/saved-searches/saved-searches-tab.tsx';

/** The profile with the tabs other features own (My Listings, Sales or Orders, Favorites, Saved searches), composed here. */
export function ProfilePage() {
  return (
    <ProfileView
      tabs={{
        myListings: MyListingsTab,
        orders: OrdersTab,
        sales: SalesTab,
        favorites: FavoritesTab,
        savedSearches: SavedSearchesTab,
      }}
    />
  );
}
