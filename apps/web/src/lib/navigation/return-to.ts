/**
 * Where sign-in returns to, and what it then does (docs/decisions/077-sign-in-returns-to-the-action.md).
 * The return address rides in the auth URL (`/auth?next=/phones/42&intent=buy`), so it is read from a
 * link anyone can craft: only a path of this app is ever followed, anything else means home.
 */

/** The actions that ask a guest to sign in first; the view they return to finishes them. */
export const SIGN_IN_INTENTS = ['buy', 'message', 'report', 'save-search'] as const;
export type SignInIntent = (typeof SIGN_IN_INTENTS)[number];

/** Longer than any address the app makes; a longer one is not followed. */
const MAX_RETURN_PATH_LENGTH = 2048;
// A base that is never served: a path resolved against it must stay on it.
const PROBE_ORIGIN = 'https://return.phonekade.invalid';

/**
 * The path to return to, or null. Accepted: one leading '/', then no '/' or '\' (the browser reads
 * `//host` and `/\host` as another site), no backslash or control character anywhere (a tab or newline
 * is dropped by the URL parser, turning `/\t/host` into `//host`), and it must resolve to this origin.
 * The auth view itself is refused so sign-in cannot loop back to sign-in.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (value[0] !== '/' || value[1] === '/' || value[1] === '\\') return null;
  if (value.includes('\\')) return null;
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return null;
  }
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function parseSignInIntent(value: unknown): SignInIntent | null {
  return typeof value === 'string' && (SIGN_IN_INTENTS as readonly string[]).includes(value)
    ? (value as SignInIntent)
    : null;
}
