import type { ForgotPasswordInput } from '@phonekade/shared/auth/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';

/** POST /auth/forgot-password: mails a 6-digit code; answers the same whether or not the address exists. */
export async function forgotPassword(input: ForgotPasswordInput): Promise<void> {
  const failureText = t('auth.messages.sendCodeFailed');
  await apiRequest<{ email: string }>('/auth/forgot-password', { method: 'POST', body: input, failureText });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
