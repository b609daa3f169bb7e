import { useT } from '@/lib/i18n/i18n.ts';
import { askSignIn } from '@/lib/navigation/navigation.ts';

/** A guest's 'Report this listing': sign in first, then the dialog opens on this phone. */
export function ReportListingSignIn() {
  const t = useT();
  return (
    <button
      type="button"
      onClick={() => askSignIn('report')}
      className="mt-4 text-sm font-semibold text-red-700 underline-offset-2 hover:underline"
    >
      {t('details.report.open')}
    </button>
  );
}
