/**
 * What a Bearer token says about its holder, read without checking it: for choosing between a public
 * answer and the full route only (modules/phones/early-answers.ts). A forged or stale claim can only
 * send the request the full way, where the token is checked, or get the answer every guest gets.
 */
export function unverifiedTokenClaims(authorization: string): { sub?: unknown; role?: unknown } | null {
  const [scheme, token] = authorization.split(' ');
  const payload = scheme === 'Bearer' ? token?.split('.')[1] : undefined;
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!claims || typeof claims !== 'object') return null;
    const { sub, role } = claims as Record<string, unknown>;
    return { sub, role };
  } catch {
    return null;
  }
}
