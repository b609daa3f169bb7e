import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useGuestCartMerge } from '@/api/cart/merge-guest-cart.ts';
import { useLiveCart } from '@/api/cart/use-live-cart.ts';
import { useGuestFavoritesMerge } from '@/api/favorites/merge-guest-favorites.ts';
import { Toaster } from '@/components/ui/toaster.tsx';
import { ChatWidget } from '@/features/chat/chat-widget.tsx';
import { useRealtime } from '@/features/notifications/use-realtime.ts';
import { useLiveOrders } from '@/features/orders/use-live-orders.ts';
import { languageStore } from '@/lib/i18n/i18n.ts';
import { recheckAccess } from '@/lib/navigation/navigation.ts';
import { sessionStore } from '@/lib/session.ts';
import { Header } from './layout/header.tsx';
import { ViewRouter } from './view-router.tsx';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 } },
});

/** The live connection, and the data that follows its events. */
function Realtime() {
  useRealtime();
  useLiveOrders();
  useLiveCart();
  return null;
}

/** A guest's cart and favourites join the account at sign-in; a signed-out browser forgets the account's. */
function GuestStateMerge() {
  useGuestCartMerge();
  useGuestFavoritesMerge();
  return null;
}

export function App() {
  const language = languageStore.use();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  // Signing in or out can change which views are allowed (checkAccess in lib/navigation/views.ts).
  useEffect(() => sessionStore.subscribe(recheckAccess), []);

  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
        <Header />
        <main className="flex-1">
          <ViewRouter />
        </main>
        <ChatWidget />
        <Toaster />
        <Realtime />
        <GuestStateMerge />
      </div>
    </QueryClientProvider>
  );
}
