import { formatLkr } from '@phonekade/shared/money/format-lkr';
import { profileCompletion } from '@phonekade/shared/users/profile-completion';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@phonekade/shared/users/profile.schemas';
import type { ReactNode } from 'react';
import { formatDate } from '@/lib/i18n/format-date.ts';
import { languageStore, useT } from '@/lib/i18n/i18n.ts';
import { useDashboardStats } from '../api/get-dashboard-stats.ts';
import { isMoneyStat, statKeysFor } from '../profile-stats.ts';
import type { ProfileUser } from '../profile.types.ts';

/** A 'YYYY-MM-DD' or ISO time as a date in the reader's language; anything else as it is. */
export function useFormatDate() {
  const language = languageStore.use();
  return (value: string | null | undefined): string => {
    if (!value) return '';
    return formatDate(value, language, { calendarDate: /^\d{4}-\d{2}-\d{2}$/.test(value) });
  };
}

const PROFILE_HOSTS: Record<SocialNetwork, string> = {
  instagram: 'https://www.instagram.com/',
  twitter: 'https://x.com/',
  facebook: 'https://www.facebook.com/',
  linkedin: 'https://www.linkedin.com/in/',
};

/** A stored link or handle as a safe https address (only http(s) links are ever used as they are). */
export function socialHref(network: SocialNetwork, value: string): string | null {
  const text = value.trim();
  if (/^https?:\/\//i.test(text)) return text;
  const handle = text.replace(/^@/, '');
  return /^[\w.-]+$/.test(handle) ? PROFILE_HOSTS[network] + handle : null;
}

function Card({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  );
}

function Completion({ user }: { user: ProfileUser }) {
  const t = useT();
  const percent = profileCompletion(user);
  const tone = percent >= 80 ? 'bg-emerald-600' : 'bg-amber-500';
  return (
    <Card title={t('profile.completion.title')}>
      <p className="text-3xl font-bold text-slate-900" data-testid="profile-completion">
        {percent}%
      </p>
      <div
        role="progressbar"
        aria-label={t('profile.completion.title')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={`h-full rounded-full transition-all ${tone}`} style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {percent === 100 ? t('profile.completion.done') : t('profile.completion.hint')}
      </p>
    </Card>
  );
}

function Stats({ user }: { user: ProfileUser }) {
  const t = useT();
  const { data } = useDashboardStats(user.id);
  // Analytics failures degrade to nothing: the stats are extra, the profile is not.
  const keys = statKeysFor(user.role).filter((key) => data?.[key] !== undefined);
  if (!data || keys.length === 0) return null;
  return (
    <section
      aria-label={t('profile.stats.title')}
      className={`grid grid-cols-2 gap-3 lg:grid-cols-1 ${keys.length === 3 ? 'sm:grid-cols-3' : ''}`}
    >
      {keys.map((key) => {
        const value = data[key] ?? 0;
        return (
          <div
            key={key}
            className="flex flex-col justify-between gap-1 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:flex-row lg:items-baseline lg:px-5"
          >
            <p className="text-sm text-slate-600">{t(`profile.stats.${key}`)}</p>
            <p className="text-xl font-bold [overflow-wrap:anywhere] text-slate-900" data-testid={`stat-${key}`}>
              {isMoneyStat(key) ? formatLkr(value) : value.toLocaleString('en-LK')}
            </p>
          </div>
        );
      })}
    </section>
  );
}

/** The profile's Overview tab: every field of the user, completion, stats. */
export function ProfileOverview({ user, onEdit }: { user: ProfileUser; onEdit: () => void }) {
  const t = useT();
  const formatDate = useFormatDate();
  const notSet = <span className="text-slate-500">{t('profile.notProvided')}</span>;
  const value = (text: string | null | undefined) => (text && text.trim() ? text : notSet);
  const option = (group: string, raw: string | null | undefined) =>
    raw ? t(`profile.options.${group}.${raw}`) : notSet;
  const social = (network: SocialNetwork) => {
    const raw = user[network] || user.socialMedia?.[network];
    if (!raw) return notSet;
    const href = socialHref(network, raw);
    return href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-emerald-700 underline-offset-2 hover:underline"
      >
        {raw}
      </a>
    ) : (
      raw
    );
  };
  const editButton = (
    <button
      type="button"
      onClick={onEdit}
      className="text-sm font-semibold text-emerald-700 hover:text-emerald-800 hover:underline"
    >
      {t('profile.edit.short')}
    </button>
  );

  return (
    <div className="grid gap-5 lg:grid-cols-3">
      <div className="space-y-5 lg:col-span-1">
        <Completion user={user} />
        <Stats user={user} />
      </div>
      <div className="space-y-5 lg:col-span-2">
        <Card title={t('profile.sections.personal')} action={editButton}>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            <Detail label={t('profile.fields.name')}>{value(user.name)}</Detail>
            <Detail label={t('profile.fields.email')}>{value(user.email)}</Detail>
            <Detail label={t('profile.fields.phone')}>{value(user.phone)}</Detail>
            <Detail label={t('profile.fields.role')}>{t(`profile.roles.${user.role}`)}</Detail>
            <Detail label={t('profile.fields.gender')}>{option('gender', user.gender)}</Detail>
            <Detail label={t('profile.fields.dateOfBirth')}>
              {user.dateOfBirth ? formatDate(user.dateOfBirth) : notSet}
            </Detail>
            <Detail label={t('profile.fields.location')}>{value(user.location)}</Detail>
            <Detail label={t('profile.fields.favoriteBrand')}>
              {user.favoriteBrand === 'Other' ? t('profile.options.otherBrand') : value(user.favoriteBrand)}
            </Detail>
          </dl>
        </Card>
        {user.role === 'seller' ? (
          <Card title={t('profile.sections.business')} action={editButton}>
            <dl className="grid gap-x-6 gap-y-4">
              <Detail label={t('profile.fields.businessType')}>{option('businessType', user.businessType)}</Detail>
              <Detail label={t('profile.fields.businessDescription')}>
                {user.businessDescription ? (
                  <span className="whitespace-pre-line">{user.businessDescription}</span>
                ) : (
                  notSet
                )}
              </Detail>
            </dl>
          </Card>
        ) : null}
        <Card title={t('profile.sections.social')} action={editButton}>
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <Detail key={network} label={t(`profile.fields.${network}`)}>
                {social(network)}
              </Detail>
            ))}
          </dl>
        </Card>
      </div>
    </div>
  );
}
