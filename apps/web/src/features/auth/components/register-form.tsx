import { registerSchema } from '@phonekade/shared/auth/auth.schemas';
import { REGISTRATION_ROLES, type RegistrationRole } from '@phonekade/shared/constants/catalog';
import type { FormEvent } from 'react';
import { useT } from '@/lib/i18n/i18n.ts';
import { returnAfterSignIn } from '@/lib/navigation/navigation.ts';
import { saveSession } from '@/lib/session.ts';
import { useRegister } from '../api/register.ts';
import { TextField } from '@/components/ui/form-field.tsx';
import { schemaFieldErrors } from '../auth-messages.ts';
import { useAuthForm } from '../use-auth-form.ts';
import { AuthFormFrame, EmailField, LinkButton, PasswordField, SubmitButton } from './auth-form-parts.tsx';

const FIELDS = ['name', 'email', 'password', 'phone', 'role'] as const;

export function RegisterForm({ onLogin }: { onLogin: () => void }) {
  const t = useT();
  const form = useAuthForm<{ name: string; email: string; password: string; phone: string; role: RegistrationRole }>({
    name: '',
    email: '',
    password: '',
    phone: '',
    role: 'buyer', // most people come to buy; sellers choose their role
  });
  const register = useRegister();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (form.busy) return;
    const parsed = registerSchema.safeParse(form.values);
    if (!parsed.success) return form.fail(schemaFieldErrors(parsed.error), null);
    await form.attempt(
      async () => {
        const session = await register.mutateAsync(parsed.data);
        await saveSession(session.user, session.token);
        // Home, or back to the action that asked for sign-in (docs/decisions/077-sign-in-returns-to-the-action.md).
        returnAfterSignIn();
      },
      FIELDS,
      { noMessage: t('auth.messages.registerFailed'), unexpected: t('auth.messages.authFailed') },
    );
  }

  return (
    <AuthFormFrame
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      message={form.message}
      onSubmit={submit}
    >
      <fieldset>
        <legend className="mb-2 block text-sm font-medium text-slate-700">{t('auth.register.role.legend')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {REGISTRATION_ROLES.map((role) => {
            const checked = form.values.role === role;
            return (
              <label
                key={role}
                className={`flex cursor-pointer flex-col rounded-xl border-2 p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-300 ${
                  checked ? 'border-emerald-600 bg-emerald-50' : 'border-slate-200 bg-white hover:border-slate-300'
                }`}
              >
                <input
                  type="radio"
                  name="role"
                  value={role}
                  checked={checked}
                  onChange={() => form.setValues((v) => ({ ...v, role }))}
                  className="sr-only"
                />
                <span className="flex items-center gap-2 font-semibold text-slate-900">
                  <span
                    aria-hidden
                    className={`flex h-4 w-4 items-center justify-center rounded-full border-2 ${checked ? 'border-emerald-600' : 'border-slate-300'}`}
                  >
                    {checked ? <span className="h-2 w-2 rounded-full bg-emerald-600" /> : null}
                  </span>
                  {t(`auth.register.role.${role}`)}
                </span>
                <span className="mt-1 text-xs text-slate-600">{t(`auth.register.role.${role}Hint`)}</span>
              </label>
            );
          })}
        </div>
        {form.errors.role ? <p className="mt-1 text-sm text-red-600">{form.errors.role}</p> : null}
      </fieldset>
      <TextField label={t('auth.fields.name')} autoComplete="name" autoFocus {...form.field('name')} />
      <EmailField {...form.field('email')} />
      <PasswordField
        label={t('auth.fields.password')}
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint')}
        {...form.field('password')}
      />
      <TextField
        label={t('auth.fields.phoneOptional')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="0771234567"
        hint={t('auth.fields.phoneHint')}
        {...form.field('phone')}
      />
      <SubmitButton busy={form.busy} label={t('auth.register.submit')} busyLabel={t('auth.register.submitting')} />
      <p className="text-center text-sm text-slate-600">
        {t('auth.register.haveAccount')} <LinkButton onClick={onLogin}>{t('auth.register.toLogin')}</LinkButton>
      </p>
    </AuthFormFrame>
  );
}
