import type { ForgotPasswordInput } from '@phonekade/shared/auth/auth.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { AuthFlowError } from '../auth-messages.ts';

/** POST /auth/forgot-password: mails a 6-digit code; answers the same whether or not the address exists. */
export async function forgotPassword(input: ForgotPasswordInput): Promise<void> {
  const envelope = await apiRequest<unknown>('/auth/forgot-password', { method: 'POST', body: input });
  if (envelope.success !== true) throw new AuthFlowError(t('auth.messages.sendCodeFailed'));
}
