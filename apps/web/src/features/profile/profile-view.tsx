import { useState, type ComponentType } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { useNavigation } from '@/lib/navigation/navigation.ts';
import { useSessionUser } from '@/lib/session.ts';
import { useProfile } from './api/get-profile.ts';
import { ProfileEditModal } from './components/profile-edit-modal.tsx';
import { useFormatDate, ProfileOverview } from './components/profile-overview.tsx';
import { ProfilePhoto } from './components/profile-photo.tsx';
import { loadErrorText } from './profile-messages.ts';
import { activeTab, visibleTabs, type ProfileTab } from './profile-tabs.ts';
import type { ProfileUser } from './profile.types.ts';

/** Tabs other features contribute; the app layer plugs them in (features do not import each other). */
export interface ProfileTabSlots {
  myListings?: ComponentType;
  orders?: ComponentType;
  sales?: ComponentType;
  favorites?: ComponentType;
  savedSearches?: ComponentType;
}

const TAB_LABEL_KEYS: Record<ProfileTab, string> = {
  overview: 'profile.tabs.overview',
  listings: 'profile.tabs.myListings',
  orders: 'profile.tabs.orders',
  sales: 'profile.tabs.sales',
  favorites: 'profile.tabs.favorites',
  savedSearches: 'profile.tabs.savedSearches',
};

function ProfileHero({ user, onEdit }: { user: ProfileUser; onEdit: () => void }) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <section className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div aria-hidden className="h-24 bg-gradient-to-r from-emerald-700 via-emerald-600 to-teal-600 sm:h-28" />
      <div className="flex flex-col items-center gap-4 px-5 pb-6 sm:flex-row sm:items-end sm:px-8">
        <div className="-mt-16 shrink-0">
          <ProfilePhoto user={user} />
        </div>
        <div className="min-w-0 flex-1 text-center sm:pb-1 sm:text-left">
          <h1 className="text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">{user.name}</h1>
          <p className="text-slate-600 [overflow-wrap:anywhere]">{user.email}</p>
          <div className="mt-2 flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <span className="rounded-full bg-emerald-100 px-3 py-0.5 text-xs font-semibold text-emerald-800">
              {t(`profile.roles.${user.role}`)}
            </span>
            {user.createdAt ? (
              <span className="text-xs text-slate-500">
                {t('profile.memberSince', { date: formatDate(user.createdAt) })}
              </span>
            ) : null}
          </div>
        </div>
        <button
          type="button"
          onClick={onEdit}
          className="inline-flex items-center gap-2 rounded-lg bg-emerald-700 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 sm:mb-1"
        >
          <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            <path d="M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4" />
          </svg>
          {t('profile.edit.button')}
        </button>
      </div>
    </section>
  );
}

/** Profile: Overview, My Listings (sellers), Sales (sellers) or Orders (buyers), the two modals. */
export function ProfileView({ tabs }: { tabs: ProfileTabSlots }) {
  const sessionUser = useSessionUser();
  // The access rule sends visitors to auth before this renders; nothing to show without a user.
  if (!sessionUser) return null;
  return <SignedInProfile userId={sessionUser.id} fallbackUser={sessionUser} tabs={tabs} />;
}

function SignedInProfile({
  userId,
  fallbackUser,
  tabs,
}: {
  userId: string;
  fallbackUser: ProfileUser;
  tabs: ProfileTabSlots;
}) {
  const t = useT();
  const { data: navigationData, navigate } = useNavigation();
  const profile = useProfile(userId);
  const [editing, setEditing] = useState(false);
  const [dismissedError, setDismissedError] = useState<unknown>(null);
  // Until the fresh profile arrives (or when it cannot), the stored session user is shown.
  const user = profile.data ?? fallbackUser;

  const shown = visibleTabs(user.role, tabs);
  const current = activeTab(navigationData.tab, shown);
  const slots: Record<Exclude<ProfileTab, 'overview'>, ComponentType | undefined> = {
    listings: tabs.myListings,
    orders: tabs.orders,
    sales: tabs.sales,
    favorites: tabs.favorites,
    savedSearches: tabs.savedSearches,
  };
  const Slot = current === 'overview' ? null : slots[current];
  const loadError = profile.isError && profile.error !== dismissedError ? profile.error : null;

  return (
    <div className="mx-auto w-full max-w-6xl space-y-5 px-4 py-6 sm:py-8">
      {loadError ? (
        <AlertBanner
          title={t('profile.load.banner')}
          message={loadErrorText(loadError)}
          retryLabel={t('profile.load.retry')}
          onRetry={() => void profile.refetch()}
          onDismiss={() => setDismissedError(loadError)}
        />
      ) : null}
      <ProfileHero user={user} onEdit={() => setEditing(true)} />
      {shown.length > 1 ? (
        <div
          role="tablist"
          aria-label={t('profile.tabs.label')}
          className="-mx-4 flex gap-1 overflow-x-auto px-4 sm:mx-0 sm:px-0"
        >
          {shown.map((tab) => {
            const selected = tab === current;
            return (
              <button
                key={tab}
                type="button"
                role="tab"
                id={`profile-tab-${tab}`}
                aria-selected={selected}
                aria-controls="profile-tab-panel"
                onClick={() => navigate('profile', tab === 'overview' ? {} : { tab })}
                className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 ${
                  selected
                    ? 'bg-emerald-700 text-white shadow-sm'
                    : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'
                }`}
              >
                {t(TAB_LABEL_KEYS[tab])}
              </button>
            );
          })}
        </div>
      ) : null}
      <div
        id="profile-tab-panel"
        role={shown.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={shown.length > 1 ? `profile-tab-${current}` : undefined}
      >
        {Slot ? <Slot /> : <ProfileOverview user={user} onEdit={() => setEditing(true)} />}
      </div>
      {editing ? <ProfileEditModal user={user} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
