import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useGuestCartMerge } from '@/api/cart/merge-guest-cart.ts';
import { useLiveCart } from '@/api/cart/use-live-cart.ts';
import { useGuestFavoritesMerge } from '@/api/favorites/merge-guest-favorites.ts';
import { Toaster } from '@/components/ui/toaster.tsx';
import { clearCheckoutDrafts } from '@/features/checkout/checkout-draft-keys.ts';
import { useRealtime } from '@/features/notifications/use-realtime.ts';
import { useLiveOrders } from '@/features/orders/use-live-orders.ts';
import { languageStore } from '@/lib/i18n/i18n.ts';
import { recheckAccess } from '@/lib/navigation/navigation.ts';
import { onSignOut, sessionStore } from '@/lib/session.ts';
import { TakenOverApart } from '@/lib/takeover-slices.tsx';
import { Header } from './layout/header.tsx';
import { ViewRouter } from './view-router.tsx';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 } },
});

// The assistant is not part of the first view: it loads once the page has painted and the browser
// is idle (docs/performance.md).
const ChatWidget = lazy(async () => ({ default: (await import('@/features/chat/chat-widget.tsx')).ChatWidget }));

/**
 * The assistant, once the page has loaded and the browser is idle, so it never competes with the first
 * view. The wait is its own component: the app around it does not draw again when it ends.
 */
function ChatWidgetWhenIdle() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(() => setReady(true), { timeout: 3000 })
          : window.setTimeout(() => setReady(true), 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}

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

/** The whole app; `client` is the query cache to use (the server renders with a fresh one per page). */
export function App({ client = queryClient }: { client?: QueryClient } = {}) {
  const language = languageStore.use();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  // Signing in or out can change which views are allowed (checkAccess in lib/navigation/views.ts).
  useEffect(() => sessionStore.subscribe(recheckAccess), []);
  // A checkout kept for a reload is forgotten at sign-out (docs/decisions/077-sign-in-returns-to-the-action.md).
  useEffect(() => onSignOut(() => clearCheckoutDrafts()), []);

  return (
    <QueryClientProvider client={client}>
      <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
        <TakenOverApart>
          <Header />
        </TakenOverApart>
        {/* Room under every view for the chat button (72 px from the bottom), so scrolled to the end no
            button of the page (View Details, Create Listing) lies under it on a phone. */}
        <main className="flex-1 pb-20">
          <ViewRouter />
        </main>
        <ChatWidgetWhenIdle />
        <Toaster />
        <Realtime />
        <GuestStateMerge />
      </div>
    </QueryClientProvider>
  );
}
