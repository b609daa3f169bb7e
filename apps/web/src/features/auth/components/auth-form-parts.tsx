import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { TextField } from '@/components/ui/form-field.tsx';
import { useT } from '@/lib/i18n/i18n.ts';
import { AUTH_FORM_ID } from '../use-auth-form.ts';

/**
 * The one auth form of a mode: its title and subtitle, then the form's failure message (or, when there is
 * none, the notice the mode shows), then the fields.
 */
export function AuthFormFrame({
  title,
  subtitle,
  message,
  notice,
  before,
  onSubmit,
  children,
}: {
  title: string;
  subtitle: string;
  message: string | null;
  notice?: string;
  /** Drawn above the title (the verify mode's Back button). */
  before?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form id={AUTH_FORM_ID} onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="auth-title">
      {before}
      <header>
        <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
          {title}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
      </header>
      {message ? (
        <FormMessage kind="error">{message}</FormMessage>
      ) : notice ? (
        <FormMessage kind="success">{notice}</FormMessage>
      ) : null}
      {children}
    </form>
  );
}

/** The email input of the login, register and forgot modes. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'label'>) {
  const t = useT();
  return <TextField label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" {...props} />;
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<ComponentProps<typeof TextField>, 'type' | 'trailing'>) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('auth.fields.hidePassword') : t('auth.fields.showPassword')}
          className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
            {visible ? (
              <path d="M3 3l18 18M10.6 10.6a2 2 0 0 0 2.8 2.8M9.9 4.2A10 10 0 0 1 12 4c5 0 9 4.5 10 8-.4 1.3-1.2 2.7-2.3 3.9M6.6 6.6C4.4 8 2.8 10 2 12c1 3.5 5 8 10 8 1.8 0 3.4-.6 4.9-1.5" />
            ) : (
              <>
                <path d="M2 12c1-3.5 5-8 10-8s9 4.5 10 8c-1 3.5-5 8-10 8S3 15.5 2 12Z" />
                <circle cx="12" cy="12" r="3" />
              </>
            )}
          </svg>
        </button>
      }
    />
  );
}

/** The form's message above the fields: red for a failure, green for a notice. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm ${
        kind === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-800'
      }`}
    >
      <span aria-hidden className="mt-px font-bold">
        {kind === 'error' ? '!' : '✓'}
      </span>
      <span>{children}</span>
    </div>
  );
}

/** The submit button with its busy label while the call runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy}
      className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-emerald-700 px-4 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:bg-emerald-700/60"
    >
      {busy ? (
        <span className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" aria-hidden />
      ) : null}
      {busy ? busyLabel : label}
    </button>
  );
}

/** A link-styled button for moving between modes. */
export function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="font-semibold text-emerald-700 underline-offset-2 hover:text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
    >
      {children}
    </button>
  );
}
