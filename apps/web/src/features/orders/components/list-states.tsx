import type { ReactNode } from 'react';
import { AlertBanner } from '@/components/ui/alert-banner.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';

export function ListHeader({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="mb-4">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="text-sm text-slate-600">{subtitle}</p>
    </div>
  );
}

export function EmptyList({ title, note, action }: { title: string; note: string; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{note}</p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

export { AlertBanner, Spinner };
