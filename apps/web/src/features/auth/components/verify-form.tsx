import { FILL_ALL_FIELDS_MESSAGE, resetPasswordFormSchema } from '@phonekade/shared/auth/auth.schemas';
import { firstErrorMessage } from '@phonekade/shared/common/zod-errors';
import { RESET_CODE_LENGTH } from '@phonekade/shared/constants/limits';
import type { FormEvent } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { TextField } from '@/components/ui/form-field.tsx';
import { localizeMessage, schemaFieldErrors } from '../auth-messages.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { AuthFormFrame, PasswordField, SubmitButton } from './auth-form-parts.tsx';

const FIELDS = ['code', 'newPassword', 'confirmPassword'] as const;

export function VerifyForm({ email, onBack, onDone }: { email: string; onBack: () => void; onDone: () => void }) {
  const t = useT();
  const form = useAuthForm({ code: '', newPassword: '', confirmPassword: '' });
  const resetPassword = useResetPassword();
  const fillAll = localizeMessage(FILL_ALL_FIELDS_MESSAGE);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    const parsed = resetPasswordFormSchema.safeParse({ email, ...form.values });
    if (!parsed.success) {
      // Checks in order: any empty field ('Please fill in all fields', said once above the
      // form), then a mismatch, then the length.
      const first = localizeMessage(firstErrorMessage(parsed.error));
      const fields = schemaFieldErrors(parsed.error);
      return form.fail(fields, first === fillAll || fields.email ? first : null);
    }
    await form.attempt(
      async () => {
        await resetPassword.mutateAsync(parsed.data);
        onDone();
      },
      FIELDS,
      { noMessage: t('auth.messages.resetFailed'), unexpected: t('auth.messages.resetFailedRetry') },
    );
  }

  // An empty field is marked but its message stands once above the form.
  const fieldError = (name: (typeof FIELDS)[number]) => {
    const error = form.errors[name];
    return error === fillAll ? undefined : error;
  };
  const invalid = (name: (typeof FIELDS)[number]) => (form.errors[name] ? true : undefined);

  return (
    <AuthFormFrame
      title={t('auth.verify.title')}
      subtitle={t('auth.verify.subtitle', { email })}
      message={form.message}
      notice={t('auth.messages.codeSent')}
      before={
        <div>
          <button
            type="button"
            onClick={onBack}
            className="inline-flex items-center gap-1 rounded-md py-1 pr-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600"
          >
            <span aria-hidden>←</span> {t('auth.verify.back')}
          </button>
        </div>
      }
      onSubmit={submit}
    >
      <TextField
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
    </AuthFormFrame>
  );
}
