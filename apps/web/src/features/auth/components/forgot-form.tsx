import { forgotPasswordSchema } from '@phonekade/shared/auth/auth.schemas';
import type { FormEvent } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import { failureText, schemaFieldErrors, serverFieldErrors } from '../auth-messages.ts';
import { AUTH_FORM_ID, useAuthForm } from '../use-auth-form.ts';
import { AuthField, FormMessage, LinkButton, SubmitButton } from './auth-field.tsx';

export function ForgotForm({
  initialEmail,
  onCodeSent,
  onLogin,
}: {
  initialEmail: string;
  onCodeSent: (email: string) => void;
  onLogin: () => void;
}) {
  const t = useT();
  const form = useAuthForm({ email: initialEmail });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    const parsed = forgotPasswordSchema.safeParse(form.values);
    if (!parsed.success) return form.fail(schemaFieldErrors(parsed.error), null);
    form.setMessage(null);
    form.setBusy(true);
    try {
      await forgotPassword(parsed.data);
      onCodeSent(parsed.data.email);
    } catch (error) {
      const fields = serverFieldErrors(error, ['email']);
      const text = failureText(error, {
        noMessage: t('auth.messages.sendResetCodeFailed'),
        unexpected: t('auth.messages.sendCodeFailedRetry'),
      });
      form.fail(fields, Object.keys(fields).length ? null : text);
    }
  }

  return (
    <form id={AUTH_FORM_ID} onSubmit={submit} noValidate className="space-y-5" aria-labelledby="auth-title">
      <header>
        <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
          {t('auth.forgot.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('auth.forgot.subtitle')}</p>
      </header>
      {form.message ? <FormMessage kind="error">{form.message}</FormMessage> : null}
      <AuthField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        autoFocus
        {...form.field('email')}
      />
      <SubmitButton busy={form.busy} label={t('auth.forgot.submit')} busyLabel={t('auth.forgot.submitting')} />
      <p className="text-center text-sm text-slate-600">
        <LinkButton onClick={onLogin}>{t('auth.forgot.backToLogin')}</LinkButton>
      </p>
    </form>
  );
}
