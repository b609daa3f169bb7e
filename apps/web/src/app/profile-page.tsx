import { FavoritesTab } from '@/features/favorites/favorites-tab.tsx';
import { MyListingsTab } from '@/features/listings/my-listings-tab.tsx';
import { OrdersTab } from '@/features/orders/orders-tab.tsx';
import { SalesTab } from '@/features/orders/sales-tab.tsx';
import { ProfileView } from '@/features/profile/profile-view.tsx';

/** The profile with the tabs other features own (My Listings, Sales or Orders), composed here. */
export function ProfilePage() {
  return (
    <ProfileView tabs={{ myListings: MyListingsTab, orders: OrdersTab, sales: SalesTab, favorites: FavoritesTab }} />
  );
}
