import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const controlClass = (error: string | undefined, extra = '') =>
  `block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 shadow-sm transition-colors placeholder:text-slate-400 focus:ring-2 focus:outline-none disabled:bg-slate-100 disabled:text-slate-500 ${extra} ${
    error
      ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
      : 'border-slate-300 focus:border-emerald-600 focus:ring-emerald-200'
  }`;

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Classes of the wrapper around label, control and messages (grid spans, descendant styling). */
  className?: string | undefined;
}

/** The label, the control, then its hint or its error; the control is told which of them describes it. */
function FieldShell({
  label,
  error,
  hint,
  className,
  children,
}: FieldProps & { children: (id: string, describedBy: string | undefined) => ReactNode }) {
  const id = useId();
  const describedBy =
    [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id, describedBy)}
      {hint && !error ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'role'> {
  /** Something drawn inside the input's right edge (a show-password toggle). */
  trailing?: ReactNode;
}

/** A labelled input with its hint and its error message, wired for screen readers. */
export function TextField({ label, error, hint, className, trailing, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(id, describedBy) => (
        <div className="relative">
          <input
            id={id}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={controlClass(error, trailing ? 'pr-12' : '')}
            // Preact's input attributes are a union keyed by `type`; what the caller gave is passed on whole.
            {...(input as InputHTMLAttributes<HTMLInputElement>)}
          />
          {trailing ? <div className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</div> : null}
        </div>
      )}
    </FieldShell>
  );
}

type SelectFieldProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'role'> & { children: ReactNode };

/** A labelled select (its options as children) with its hint and its error message. */
export function SelectField({ label, error, hint, className, children, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(id, describedBy) => (
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(error)}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className'>;

/** A labelled textarea with its hint and its error message. */
export function TextAreaField({ label, error, hint, className, ...area }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} className={className}>
      {(id, describedBy) => (
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={controlClass(error)}
          {...area}
        />
      )}
    </FieldShell>
  );
}
