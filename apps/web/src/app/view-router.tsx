import { lazy, Suspense, type ComponentType } from 'react';
import type { PageTexts } from '@phonekade/shared/seo/page-texts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useNavigation, type View } from '@/lib/navigation/navigation.ts';
import { usePageTitle } from '@/lib/page-title.ts';

// Each view loads on first use, so the home page ships only what it needs.
const lazyView = <T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const views: Record<View, ComponentType> = {
  home: lazyView(() => import('@/features/home/home-view.tsx'), 'HomeView'),
  phones: lazyView(() => import('@/features/browse/browse-view.tsx'), 'BrowseView'),
  details: lazyView(() => import('@/features/phone-details/phone-details-view.tsx'), 'PhoneDetailsView'),
  seller: lazyView(() => import('@/features/seller-page/seller-page-view.tsx'), 'SellerPageView'),
  cart: lazyView(() => import('@/features/cart/cart-view.tsx'), 'CartView'),
  checkout: lazyView(() => import('@/features/checkout/checkout-view.tsx'), 'CheckoutView'),
  auth: lazyView(() => import('@/features/auth/auth-view.tsx'), 'AuthView'),
  profile: lazyView(() => import('./profile-page.tsx'), 'ProfilePage'),
  'add-phone': lazyView(() => import('@/features/listings/add-phone-view.tsx'), 'AddPhoneView'),
  'edit-phone': lazyView(() => import('@/features/listings/edit-phone-view.tsx'), 'EditPhoneView'),
  admin: lazyView(() => import('@/features/admin/admin-view.tsx'), 'AdminView'),
  messages: lazyView(() => import('@/features/messages/messages-view.tsx'), 'MessagesView'),
};

// The title of each view that does not set its own: details, seller and browse name what they show.
const VIEW_TITLES: Partial<Record<View, (texts: PageTexts) => string>> = {
  home: (texts) => texts.home.title,
  cart: (texts) => texts.cart,
  checkout: (texts) => texts.checkout,
  auth: (texts) => texts.auth,
  profile: (texts) => texts.profile,
  'add-phone': (texts) => texts.sell,
  'edit-phone': (texts) => texts.editListing,
  admin: (texts) => texts.admin,
};

export function ViewRouter() {
  const { view, data } = useNavigation();
  usePageTitle((texts) => VIEW_TITLES[view]?.(texts));
  const Current = views[view];
  // Keyed by the phone (or seller) so moving between phones on details starts each one fresh.
  return (
    <Suspense fallback={<Spinner />}>
      <Current key={`${view}:${data.phoneId ?? data.sellerId ?? ''}`} />
    </Suspense>
  );
}
