import { lazy, Suspense, useState } from 'react';
import { useCartCount } from '@/api/cart/get-cart.ts';
import { useSaveLanguage } from '@/api/users/save-language.ts';
import { logout as revokeToken } from '@/features/auth/api/logout.ts';
import { ViewLink } from '@/components/ui/view-link.tsx';
import { useT, LANGUAGES, languageStore, setLanguage, type Language } from '@/lib/i18n/i18n.ts';
import { useNavigation, type View } from '@/lib/navigation/navigation.ts';
import { endSession, useSessionUser } from '@/lib/session.ts';

// Only someone signed in has a bell, so guests never load it (docs/performance.md).
const LazyNotificationBell = lazy(async () => ({
  default: (await import('@/features/notifications/components/notification-bell.tsx')).NotificationBell,
}));

/** The bell, with a box of its size while it loads so the header does not move. */
function NotificationBell() {
  return (
    <Suspense fallback={<span className="block h-10 w-10" aria-hidden />}>
      <LazyNotificationBell />
    </Suspense>
  );
}

const LazyMessagesButton = lazy(async () => ({
  default: (await import('@/features/messages/components/messages-button.tsx')).MessagesButton,
}));

/** Messages with its unread badge, loaded like the bell. */
function MessagesButton() {
  return (
    <Suspense fallback={<span className="block h-10 w-10" aria-hidden />}>
      <LazyMessagesButton />
    </Suspense>
  );
}

function LanguageSelect() {
  const language = languageStore.use();
  const t = useT();
  const user = useSessionUser();
  const saveLanguage = useSaveLanguage();
  const choose = async (chosen: Language) => {
    await setLanguage(chosen);
    // A failed save only leaves e-mails in the earlier language; the page has switched either way.
    if (user) saveLanguage.mutate(chosen);
  };
  return (
    <select
      aria-label={t('nav.language')}
      value={language}
      onChange={(event) => void choose(event.currentTarget.value as Language)}
      className="rounded-md border border-emerald-600 bg-emerald-800 px-2 py-1 text-sm text-white"
    >
      {LANGUAGES.map((l) => (
        <option key={l.code} value={l.code}>
          {l.label}
        </option>
      ))}
    </select>
  );
}

/**
 * The site's icon (public/favicon.svg) drawn in place, so the first load asks for no file to show it
 * (docs/decisions/095-first-load-in-few-files.md).
 */
function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" width={28} height={28} className="rounded bg-white p-0.5" aria-hidden>
      <rect x="8" y="2" width="16" height="28" rx="4" fill="#047857" />
      <rect x="11" y="6" width="10" height="17" rx="1" fill="#ecfdf5" />
      <circle cx="16" cy="26.5" r="1.5" fill="#ecfdf5" />
    </svg>
  );
}

/** The header: brand, Home, Browse Phones, Admin Dashboard, Profile, cart badge, greeting/Logout or Sign In. */
export function Header() {
  const t = useT();
  const user = useSessionUser();
  const cartCount = useCartCount();
  const { view, navigate, canGoBack, goBack } = useNavigation();
  const [menuOpen, setMenuOpen] = useState(false);

  const go = (target: View) => {
    setMenuOpen(false);
    navigate(target);
  };
  const logout = async () => {
    setMenuOpen(false);
    await endSession(revokeToken);
    navigate('home');
  };

  const links: { view: View; label: string; show: boolean }[] = [
    { view: 'home', label: t('nav.home'), show: true },
    { view: 'phones', label: t('nav.browse'), show: true },
    { view: 'admin', label: t('nav.admin'), show: user?.role === 'admin' },
    { view: 'profile', label: t('nav.profile'), show: Boolean(user) },
  ];
  const showCart = !user || user.role === 'buyer';
  const linkClass = (target: View) =>
    `rounded-md px-3 py-2 text-sm font-medium ${view === target ? 'bg-emerald-800 text-white' : 'text-emerald-50 hover:bg-emerald-600'}`;
  // The same links in the wide header and in the narrow screen's menu.
  const viewLinks = links
    .filter((l) => l.show)
    .map((l) => (
      <ViewLink
        key={l.view}
        view={l.view}
        onFollow={() => go(l.view)}
        className={linkClass(l.view)}
        aria-current={view === l.view ? 'page' : undefined}
      >
        {l.label}
      </ViewLink>
    ));

  const cartButton = (
    <button
      type="button"
      onClick={() => go('cart')}
      className="relative rounded-md p-2 text-white hover:bg-emerald-600"
      aria-label={t('nav.cart')}
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <path d="M3 3h2l.4 2M7 13h10l4-8H5.4M7 13 5.4 5M7 13l-2.3 2.3c-.6.6-.2 1.7.7 1.7H17m0 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm-8 2a2 2 0 1 1-4 0 2 2 0 0 1 4 0Z" />
      </svg>
      {cartCount > 0 ? (
        <span
          data-testid="cart-count"
          className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-amber-400 px-1 text-xs font-bold text-slate-900"
        >
          {cartCount}
        </span>
      ) : null}
    </button>
  );

  return (
    <header className="sticky top-0 z-40 bg-emerald-700 shadow">
      <nav className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4" aria-label={t('nav.main')}>
        {canGoBack ? (
          <button
            type="button"
            onClick={goBack}
            className="rounded-md p-2 text-white hover:bg-emerald-600"
            aria-label={t('nav.back')}
          >
            ←
          </button>
        ) : null}
        <ViewLink
          view="home"
          onFollow={() => go('home')}
          className="flex items-center gap-2 text-xl font-bold text-white"
        >
          <LogoMark />
          PhoneKade
        </ViewLink>
        <div className="ml-6 hidden items-center gap-1 md:flex">{viewLinks}</div>
        <div className="ml-auto hidden items-center gap-3 md:flex">
          <LanguageSelect />
          {showCart ? cartButton : null}
          {user ? <MessagesButton /> : null}
          {user ? <NotificationBell /> : null}
          {user ? (
            <>
              <span className="text-sm text-emerald-50">{t('nav.greeting', { name: user.name })}</span>
              <button
                type="button"
                onClick={() => void logout()}
                className="rounded-md border border-emerald-300 px-3 py-1.5 text-sm font-medium text-white hover:bg-emerald-600"
              >
                {t('nav.logout')}
              </button>
            </>
          ) : (
            <button
              type="button"
              onClick={() => go('auth')}
              className="rounded-md bg-white px-4 py-1.5 text-sm font-semibold text-emerald-800 hover:bg-emerald-50"
            >
              {t('nav.signIn')}
            </button>
          )}
        </div>
        <div className="ml-auto flex items-center gap-1 md:hidden">
          {showCart ? cartButton : null}
          {user ? <MessagesButton /> : null}
          {user ? <NotificationBell /> : null}
          <button
            type="button"
            onClick={() => setMenuOpen((open) => !open)}
            className="rounded-md p-2 text-white hover:bg-emerald-600"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={t('nav.menu')}
          >
            <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
              {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
            </svg>
          </button>
        </div>
      </nav>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t border-emerald-600 px-4 pb-4 md:hidden">
          <div className="flex flex-col gap-1 pt-2">{viewLinks}</div>
          <div className="mt-3 flex items-center justify-between gap-3 border-t border-emerald-600 pt-3">
            <LanguageSelect />
            {user ? (
              <div className="flex items-center gap-3">
                <span className="text-sm text-emerald-50">{t('nav.greeting', { name: user.name })}</span>
                <button
                  type="button"
                  onClick={() => void logout()}
                  className="rounded-md border border-emerald-300 px-3 py-1.5 text-sm text-white"
                >
                  {t('nav.logout')}
                </button>
              </div>
            ) : (
              <button
                type="button"
                onClick={() => go('auth')}
                className="rounded-md bg-white px-4 py-1.5 text-sm font-semibold text-emerald-800"
              >
                {t('nav.signIn')}
              </button>
            )}
          </div>
        </div>
      ) : null}
    </header>
  );
}
