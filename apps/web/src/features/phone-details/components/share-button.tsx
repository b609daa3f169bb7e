import { useT } from '@/lib/i18n/i18n.ts';
import { toast } from '@/lib/toast.ts';

/** The native share sheet where there is one, else the link is copied and a toast says so. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const t = useT();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing more to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      // Without clipboard access (an insecure origin) fall back to the old selection copy.
      const field = document.createElement('textarea');
      field.value = url;
      document.body.appendChild(field);
      field.select();
      document.execCommand('copy');
      field.remove();
    }
    toast.success(t('details.linkCopied'));
  };
  return (
    <button
      type="button"
      onClick={() => void share()}
      aria-label={t('details.share')}
      className="flex h-10 w-10 items-center justify-center rounded-full border border-slate-200 bg-white text-slate-600 shadow-sm hover:text-emerald-700"
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden
      >
        <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
      </svg>
    </button>
  );
}
