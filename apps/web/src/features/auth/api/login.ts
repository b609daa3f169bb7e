import type { LoginInput } from '@phonekade/shared/auth/auth.schemas';
import type { AuthSessionDto } from '@phonekade/shared/users/user.types';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';

/** POST /auth/login: the account and its token. */
export async function login(input: LoginInput): Promise<AuthSessionDto> {
  const failureText = t('auth.messages.authFailed');
  return (await apiRequest<AuthSessionDto>('/auth/login', { method: 'POST', body: input, failureText })).data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
