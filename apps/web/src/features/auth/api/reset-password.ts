import type { ResetPasswordFormInput } from '@phonekade/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';

/** POST /auth/reset-password with email, code, newPassword and confirmPassword. */
export async function resetPassword(input: ResetPasswordFormInput): Promise<void> {
  const failureText = t('auth.messages.resetFailed');
  await apiRequest<{ email: string }>('/auth/reset-password', { method: 'POST', body: input, failureText });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
