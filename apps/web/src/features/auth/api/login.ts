import type { LoginInput } from '@phonekade/shared/auth/auth.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { sessionFrom, type AuthSession } from './auth-session.ts';

/** POST /auth/login -> user and token (spec 7). */
export async function login(input: LoginInput): Promise<AuthSession> {
  return sessionFrom(await apiRequest<Partial<AuthSession>>('/auth/login', { method: 'POST', body: input }));
}
