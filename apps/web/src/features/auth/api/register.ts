import type { RegisterInput } from '@phonekade/shared/auth/auth.schemas';
import { apiRequest } from '@/lib/api-client.ts';
import { sessionFrom, type AuthSession } from './auth-session.ts';

/** POST /auth/register with name, email, password, phone, role -> user and token (spec 7). */
export async function register(input: RegisterInput): Promise<AuthSession> {
  return sessionFrom(await apiRequest<Partial<AuthSession>>('/auth/register', { method: 'POST', body: input }));
}
