import { lazy, Suspense, type ComponentType } from 'react';
import type { PageTexts } from '@phonekade/shared/seo/page-texts';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useNavigation, type View } from '@/lib/navigation/navigation.ts';
import { TakenOver } from '@/lib/page-clock.ts';
import { usePageTitle } from '@/lib/page-title.ts';

// Each view loads on first use, so the home page ships only what it needs.
const VIEW_LOADERS: Record<View, () => Promise<ComponentType>> = {
  home: async () => (await import('@/features/home/home-view.tsx')).HomeView,
  phones: async () => (await import('./browse-page.tsx')).BrowsePage,
  details: async () => (await import('@/features/phone-details/phone-details-view.tsx')).PhoneDetailsView,
  seller: async () => (await import('@/features/seller-page/seller-page-view.tsx')).SellerPageView,
  cart: async () => (await import('@/features/cart/cart-view.tsx')).CartView,
  checkout: async () => (await import('@/features/checkout/checkout-view.tsx')).CheckoutView,
  auth: async () => (await import('@/features/auth/auth-view.tsx')).AuthView,
  profile: async () => (await import('./profile-page.tsx')).ProfilePage,
  'add-phone': async () => (await import('@/features/listings/add-phone-view.tsx')).AddPhoneView,
  'edit-phone': async () => (await import('@/features/listings/edit-phone-view.tsx')).EditPhoneView,
  admin: async () => (await import('@/features/admin/admin-view.tsx')).AdminView,
  messages: async () => (await import('@/features/messages/messages-view.tsx')).MessagesView,
};

// Views whose code has arrived render at once; the others suspend while it loads.
const loadedViews: Partial<Record<View, ComponentType>> = {};
const views = {} as Record<View, ComponentType>;
for (const view of Object.keys(VIEW_LOADERS) as View[]) {
  views[view] = lazy(async () => ({ default: await VIEW_LOADERS[view]() }));
}

/**
 * Loads a view's code ahead of the first render, so that render draws the view instead of a spinner: the
 * page's server-rendered first view stays in place until then (docs/decisions/081-server-rendered-first-view.md).
 */
export async function loadView(view: View): Promise<void> {
  loadedViews[view] ??= await VIEW_LOADERS[view]();
}

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
  const Current = loadedViews[view] ?? views[view];
  // Keyed by the phone (or seller) so moving between phones on details starts each one fresh.
  return (
    <Suspense fallback={<Spinner />}>
      <Current key={`${view}:${data.phoneId ?? data.sellerId ?? ''}`} />
      <TakenOver />
    </Suspense>
  );
}
