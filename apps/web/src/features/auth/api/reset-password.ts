import type { ResetPasswordFormInput } from '@phonekade/shared/auth/auth.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import { AuthFlowError } from '../auth-messages.ts';

/** POST /auth/reset-password with email, code, newPassword and confirmPassword. */
export async function resetPassword(input: ResetPasswordFormInput): Promise<void> {
  const envelope = await apiRequest<unknown>('/auth/reset-password', { method: 'POST', body: input });
  if (envelope.success !== true) throw new AuthFlowError(t('auth.messages.resetFailed'));
}
