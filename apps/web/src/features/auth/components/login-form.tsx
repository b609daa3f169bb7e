import { loginSchema } from '@phonekade/shared/auth/auth.schemas';
import type { FormEvent } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';
import { returnAfterSignIn } from '@/lib/navigation/navigation.ts';
import { saveSession } from '@/lib/session.ts';
import { useLogin } from '../api/login.ts';
import { schemaFieldErrors } from '../auth-messages.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { AuthFormFrame, EmailField, LinkButton, PasswordField, SubmitButton } from './auth-form-parts.tsx';

export function LoginForm({ onRegister, onForgot }: { onRegister: () => void; onForgot: () => void }) {
  const t = useT();
  const form = useAuthForm({ email: '', password: '' });
  const login = useLogin();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    const parsed = loginSchema.safeParse(form.values);
    if (!parsed.success) return form.fail(schemaFieldErrors(parsed.error), null);
    await form.attempt(
      async () => {
        const session = await login.mutateAsync(parsed.data);
        await saveSession(session.user, session.token);
        // Home, or back to the action that asked for sign-in (docs/decisions/077-sign-in-returns-to-the-action.md).
        returnAfterSignIn();
      },
      ['email', 'password'],
      { noMessage: t('auth.messages.loginFailed'), unexpected: t('auth.messages.authFailed') },
    );
  }

  return (
    <AuthFormFrame
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      message={form.message}
      onSubmit={submit}
    >
      <EmailField autoFocus {...form.field('email')} />
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
    </AuthFormFrame>
  );
}
