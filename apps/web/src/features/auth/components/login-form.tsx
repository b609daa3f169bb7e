import { loginSchema } from '@phonekade/shared/auth/auth.schemas';
import type { FormEvent } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';
import { navigate } from '@/lib/navigation/navigation.ts';
import { saveSession } from '@/lib/session.ts';
import { login } from '../api/login.ts';
import { failureText, schemaFieldErrors, serverFieldErrors } from '../auth-messages.ts';
import { AUTH_FORM_ID, useAuthForm } from '../use-auth-form.ts';
import { AuthField, FormMessage, LinkButton, PasswordField, SubmitButton } from './auth-field.tsx';

export function LoginForm({ onRegister, onForgot }: { onRegister: () => void; onForgot: () => void }) {
  const t = useT();
  const form = useAuthForm({ email: '', password: '' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    const parsed = loginSchema.safeParse(form.values);
    if (!parsed.success) return form.fail(schemaFieldErrors(parsed.error), null);
    form.setMessage(null);
    form.setBusy(true);
    try {
      const session = await login(parsed.data);
      await saveSession(session.user, session.token);
      navigate('home'); // spec 2: success of login goes to home
    } catch (error) {
      const fields = serverFieldErrors(error, ['email', 'password']);
      const text = failureText(error, {
        noMessage: t('auth.messages.loginFailed'),
        unexpected: t('auth.messages.authFailed'),
      });
      form.fail(fields, Object.keys(fields).length ? null : text);
    }
  }

  return (
    <form id={AUTH_FORM_ID} onSubmit={submit} noValidate className="space-y-5" aria-labelledby="auth-title">
      <header>
        <h1 id="auth-title" className="text-2xl font-bold text-slate-900">
          {t('auth.login.title')}
        </h1>
        <p className="mt-1 text-sm text-slate-600">{t('auth.login.subtitle')}</p>
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
      <div>
        <PasswordField label={t('auth.fields.password')} autoComplete="current-password" {...form.field('password')} />
        <div className="mt-2 text-right text-sm">
          <LinkButton onClick={onForgot}>{t('auth.login.forgot')}</LinkButton>
        </div>
      </div>
      <SubmitButton busy={form.busy} label={t('auth.login.submit')} busyLabel={t('auth.login.submitting')} />
      <p className="text-center text-sm text-slate-600">
        {t('auth.login.noAccount')} <LinkButton onClick={onRegister}>{t('auth.login.toRegister')}</LinkButton>
      </p>
    </form>
  );
}
