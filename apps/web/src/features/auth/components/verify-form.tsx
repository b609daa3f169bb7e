import { FILL_ALL_FIELDS_MESSAGE, resetPasswordFormSchema } from '@phonekade/shared/auth/auth.schemas';
import { firstErrorMessage } from '@phonekade/shared/common/zod-errors';
import { RESET_CODE_LENGTH } from '@phonekade/shared/constants/limits';
import type { FormEvent } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';
import { resetPassword } from '../api/reset-password.ts';
import { failureText, localizeMessage, schemaFieldErrors, serverFieldErrors } from '../auth-messages.ts';
import { AUTH_FORM_ID, useAuthForm } from '../use-auth-form.ts';
import { AuthField, FormMessage, PasswordField, SubmitButton } from './auth-field.tsx';

const FIELDS = ['code', 'newPassword', 'confirmPassword'] as const;

export function VerifyForm({ email, onBack, onDone }: { email: string; onBack: () => void; onDone: () => void }) {
  const t = useT();
  const form = useAuthForm({ code: '', newPassword: '', confirmPassword: '' });
  const fillAll = localizeMessage(FILL_ALL_FIELDS_MESSAGE);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    const parsed = resetPasswordFormSchema.safeParse({ email, ...form.values });
    if (!parsed.success) {
      // spec 5 checks in order: any empty field ('Please fill in all fields', said once above the
      // form), then a mismatch, then the length.
      const first = localizeMessage(firstErrorMessage(parsed.error));
      const fields = schemaFieldErrors(parsed.error);
      return form.fail(fields, first === fillAll || fields.email ? first : null);
    }
    form.setMessage(null);
    form.setBusy(true);
    try {
      await resetPassword(parsed.data);
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      const text = failureText(error, {
        noMessage: t('auth.messages.resetFailed'),
        unexpected: t('auth.messages.resetFailedRetry'),
      });
      form.fail(fields, Object.keys(fields).length ? null : text);
    }
  }

  // An empty field is marked but its message stands once above the form.
  const fieldError = (name: (typeof FIELDS)[number]) => {
    const error = form.errors[name];
    return error === fillAll ? undefined : error;
  };
  const invalid = (name: (typeof FIELDS)[number]) => (form.errors[name] ? true : undefined);

  return (
    <form id={AUTH_FORM_ID} onSubmit={submit} noValidate className="space-y-5" aria-labelledby="auth-title">
      <div>
        <button
          type="button"
          onClick={onBack}
          className="inline-flex items-center gap-1 rounded-md py-1 pr-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600"
        >
          <span aria-hidden>←</span> {t('auth.verify.back')}
        </button>
      </div>
      <header>
        <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
          {t('auth.verify.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('auth.verify.subtitle', { email })}</p>
      </header>
      {form.message ? (
        <FormMessage kind="error">{form.message}</FormMessage>
      ) : (
        <FormMessage kind="success">{t('auth.messages.codeSent')}</FormMessage>
      )}
      <AuthField
        label={t('auth.fields.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={RESET_CODE_LENGTH}
        placeholder="123456"
        autoFocus
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.5em]"
        {...form.field('code')}
        error={fieldError('code')}
        aria-invalid={invalid('code')}
      />
      <PasswordField
        label={t('auth.fields.newPassword')}
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint')}
        {...form.field('newPassword')}
        error={fieldError('newPassword')}
        aria-invalid={invalid('newPassword')}
      />
      <PasswordField
        label={t('auth.fields.confirmPassword')}
        autoComplete="new-password"
        {...form.field('confirmPassword')}
        error={fieldError('confirmPassword')}
        aria-invalid={invalid('confirmPassword')}
      />
      <SubmitButton busy={form.busy} label={t('auth.verify.submit')} busyLabel={t('auth.verify.submitting')} />
    </form>
  );
}
