import { apiRequest } from '@/lib/api-client.ts';

// The person waits for this call before the session clears; a server that does not answer should
// not hold them for the usual 10 seconds.
const LOGOUT_TIMEOUT_MS = 5_000;

/** POST /auth/logout: the server revokes this token, so it stops working everywhere it was copied. */
export async function logout(token: string): Promise<void> {
  await apiRequest<null>('/auth/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    timeoutMs: LOGOUT_TIMEOUT_MS,
  });
}
