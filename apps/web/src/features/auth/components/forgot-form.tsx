import { forgotPasswordSchema } from '@phonekade/shared/auth/auth.schemas';
import type { FormEvent } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { schemaFieldErrors } from '../auth-messages.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { AuthFormFrame, EmailField, LinkButton, SubmitButton } from './auth-form-parts.tsx';

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
  const forgotPassword = useForgotPassword();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    const parsed = forgotPasswordSchema.safeParse(form.values);
    if (!parsed.success) return form.fail(schemaFieldErrors(parsed.error), null);
    await form.attempt(
      async () => {
        await forgotPassword.mutateAsync(parsed.data);
        onCodeSent(parsed.data.email);
      },
      ['email'],
      { noMessage: t('auth.messages.sendResetCodeFailed'), unexpected: t('auth.messages.sendCodeFailedRetry') },
    );
  }

  return (
    <AuthFormFrame
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      message={form.message}
      onSubmit={submit}
    >
      <EmailField autoFocus {...form.field('email')} />
      <SubmitButton busy={form.busy} label={t('auth.forgot.submit')} busyLabel={t('auth.forgot.submitting')} />
      <p className="text-center text-sm text-slate-600">
        <LinkButton onClick={onLogin}>{t('auth.forgot.backToLogin')}</LinkButton>
      </p>
    </AuthFormFrame>
  );
}
