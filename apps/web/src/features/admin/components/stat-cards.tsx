import type { AdminDashboardStats } from '@phonekade/shared/admin/admin.types';
import { useT } from '@/lib/i18n/i18n.ts';

const CARDS: { key: keyof AdminDashboardStats; tone: string; icon: string }[] = [
  { key: 'pendingCount', tone: 'bg-amber-50 text-amber-800 ring-amber-200', icon: '⏳' },
  { key: 'approvedCount', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200', icon: '✓' },
  { key: 'rejectedCount', tone: 'bg-red-50 text-red-800 ring-red-200', icon: '✕' },
  { key: 'totalUsers', tone: 'bg-blue-50 text-blue-800 ring-blue-200', icon: '👥' },
  { key: 'totalSellers', tone: 'bg-violet-50 text-violet-800 ring-violet-200', icon: '🏪' },
];

/** spec 2: the five stat cards of the overview. */
export function StatCards({ stats }: { stats: AdminDashboardStats | undefined }) {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map(({ key, tone, icon }) => (
        <li
          key={key}
          data-testid={`stat-${key}`}
          className={`rounded-2xl p-4 ring-1 ${tone} ${key === 'pendingCount' ? 'col-span-2 sm:col-span-1' : ''}`}
        >
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium">{t(`admin.stats.${key}`)}</p>
            <span aria-hidden className="text-lg">
              {icon}
            </span>
          </div>
          <p className="mt-2 text-3xl font-bold tabular-nums">{stats ? stats[key].toLocaleString('en-LK') : '–'}</p>
        </li>
      ))}
    </ul>
  );
}
