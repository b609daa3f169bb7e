import type { Envelope } from '@/lib/api-client.ts';
import { t } from '@/lib/i18n/i18n.ts';
import type { SessionUser } from '@/lib/session.ts';
import { AuthFlowError } from '../auth-messages.ts';

export interface AuthSession {
  user: SessionUser;
  token: string;
}

/** Login and register answer `data: { user, token }`; without both there is no session to keep. */
export function sessionFrom(envelope: Envelope<Partial<AuthSession> | null | undefined>): AuthSession {
  const user = envelope.data?.user;
  const token = envelope.data?.token;
  if (!user || typeof user !== 'object' || !user.id || typeof token !== 'string' || !token) {
    throw new AuthFlowError(t('auth.messages.authFailed'));
  }
  return { user, token };
}
