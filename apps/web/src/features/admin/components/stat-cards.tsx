import type { AdminDashboardStats } from '@phonekade/shared/admin/admin.types';
import { useT } from '@/lib/i18n/i18n.ts';

// Outline icons (24x24 paths): clock, check, cross, people, shop.
const ICONS: Record<keyof AdminDashboardStats, string> = {
  pendingCount: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  approvedCount: 'M9 12l2 2 4-4m6 2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  rejectedCount: 'M10 14l4-4m0 4-4-4m11 2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  totalUsers:
    'M17 20v-2a4 4 0 0 0-3-3.87M7 20v-2a4 4 0 0 1 4-4h2M9 7a3 3 0 1 0 6 0 3 3 0 0 0-6 0Zm9 4a2.5 2.5 0 1 0 0-5M3 20v-1a3 3 0 0 1 3-3',
  totalSellers:
    'M3 9l1.5-5h15L21 9M3 9v1a3 3 0 0 0 6 0V9m-6 0h18M9 9v1a3 3 0 0 0 6 0V9m0 0v1a3 3 0 0 0 6 0V9M5 13v7h14v-7M10 20v-4h4v4',
};

const CARDS: { key: keyof AdminDashboardStats; tone: string }[] = [
  { key: 'pendingCount', tone: 'bg-amber-50 text-amber-800 ring-amber-200' },
  { key: 'approvedCount', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  { key: 'rejectedCount', tone: 'bg-red-50 text-red-800 ring-red-200' },
  { key: 'totalUsers', tone: 'bg-blue-50 text-blue-800 ring-blue-200' },
  { key: 'totalSellers', tone: 'bg-violet-50 text-violet-800 ring-violet-200' },
];

/** The five stat cards of the overview. */
export function StatCards({ stats }: { stats: AdminDashboardStats | undefined }) {
  const t = useT();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map(({ key, tone }) => (
        <li
          key={key}
          data-testid={`stat-${key}`}
          className={`rounded-2xl p-4 ring-1 ${tone} ${key === 'pendingCount' ? 'col-span-2 sm:col-span-1' : ''}`}
        >
          <div className="flex items-center justify-between">
            <p className="text-sm font-medium">{t(`admin.stats.${key}`)}</p>
            <svg
              viewBox="0 0 24 24"
              className="h-6 w-6 opacity-80"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden
            >
              <path d={ICONS[key]} />
            </svg>
          </div>
          <p className="mt-2 text-3xl font-bold tabular-nums">{stats ? stats[key].toLocaleString('en-LK') : '–'}</p>
        </li>
      ))}
    </ul>
  );
}
