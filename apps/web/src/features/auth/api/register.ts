import type { RegisterInput } from '@phonekade/shared/auth/auth.schemas';
import type { AuthSessionDto } from '@phonekade/shared/users/user.types';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';

/** POST /auth/register with name, email, password, phone and role: the new account and its token. */
export async function register(input: RegisterInput): Promise<AuthSessionDto> {
  const failureText = t('auth.messages.authFailed');
  return (await apiRequest<AuthSessionDto>('/auth/register', { method: 'POST', body: input, failureText })).data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
