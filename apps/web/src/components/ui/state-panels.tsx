import type { ReactNode } from 'react';

type HeadingTag = 'h2' | 'h3';

/** A list that could not load: its title, what went wrong and a button to ask again. */
export function LoadFailedPanel({
  heading: Heading = 'h2',
  title,
  message,
  retryLabel,
  onRetry,
}: {
  /** The level that fits the page's outline. */
  heading?: HeadingTag;
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <Heading className="text-xl font-semibold text-red-800">{title}</Heading>
      <p className="mt-2 text-red-700">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 rounded-lg bg-red-600 px-5 py-2.5 font-semibold text-white hover:bg-red-700"
      >
        {retryLabel}
      </button>
    </div>
  );
}

/** A list with nothing in it: an icon, what that means and the one thing to do next. */
export function EmptyPanel({
  heading: Heading = 'h2',
  icon,
  iconClassName,
  title,
  message,
  actionLabel,
  onAction,
}: {
  heading?: HeadingTag;
  icon: ReactNode;
  /** The icon disc's background and size. */
  iconClassName: string;
  title: string;
  message: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <div className={`mx-auto mb-4 flex h-14 w-14 items-center justify-center rounded-full ${iconClassName}`}>
        {icon}
      </div>
      <Heading className="text-xl font-semibold text-slate-900">{title}</Heading>
      <p className="mt-2 text-slate-600">{message}</p>
      <button
        type="button"
        onClick={onAction}
        className="mt-6 rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800"
      >
        {actionLabel}
      </button>
    </div>
  );
}
