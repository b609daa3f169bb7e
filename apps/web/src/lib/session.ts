import { createStoreReadAtFirstUse } from './create-store.ts';

export type Role = 'buyer' | 'seller' | 'admin';

export interface SessionUser {
  id: string;
  _id?: string;
  name: string;
  email: string;
  role: Role;
  phone?: string | null;
  profilePicture?: string | null;
  [field: string]: unknown;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

interface Session {
  user: SessionUser | null;
  token: string | null;
}

// The session is restored only when both the user and the token are stored; otherwise both go, so
// half a session never sends a token for a user the app does not know.
function restore(): Session {
  if (typeof localStorage === 'undefined') return { user: null, token: null };
  const token = localStorage.getItem(TOKEN_KEY);
  const rawUser = localStorage.getItem(USER_KEY);
  if (token && rawUser) {
    try {
      const user = JSON.parse(rawUser) as SessionUser;
      if (user && typeof user === 'object' && user.id) return { user, token };
    } catch {
      // fall through: a damaged entry ends the session
    }
  }
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  return { user: null, token: null };
}

export const sessionStore = createStoreReadAtFirstUse<Session>(restore);

const signInListeners = new Set<(user: SessionUser) => void | Promise<void>>();
/** Features that merge guest state at sign-in (cart, favourites) register here. */
export function onSignIn(listener: (user: SessionUser) => void | Promise<void>): () => void {
  signInListeners.add(listener);
  return () => {
    signInListeners.delete(listener);
  };
}

/** Saves the session after login or register, then lets features merge guest state (awaited). */
export async function saveSession(user: SessionUser, token: string): Promise<void> {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  sessionStore.set({ user, token });
  await Promise.allSettled([...signInListeners].map(async (listener) => listener(user)));
}

export function updateSessionUser(user: SessionUser): void {
  const { token } = sessionStore.get();
  if (!token) return;
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  sessionStore.set({ user, token });
}

const signOutListeners = new Set<() => void>();
/** Features that keep per-user state (cart, favourites) reset themselves here. */
export function onSignOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => {
    signOutListeners.delete(listener);
  };
}

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  sessionStore.set({ user: null, token: null });
  for (const listener of signOutListeners) listener();
}

let ending: Promise<void> | null = null;

/**
 * Logout: `revokeOnServer` ends the token on the server (so a copy of it stops working too), then the
 * session is cleared whatever the answer: a failed call must never keep the person signed in. A
 * second Logout while the first is under way waits for it instead of calling again.
 */
export function endSession(revokeOnServer: (token: string) => Promise<unknown>): Promise<void> {
  ending ??= (async () => {
    const { token } = sessionStore.get();
    try {
      if (token) await revokeOnServer(token);
    } catch {
      // Signed out in this browser all the same; the token still expires on its own.
    } finally {
      clearSession();
      ending = null;
    }
  })();
  return ending;
}

export const useSessionUser = () => sessionStore.use((s) => s.user);
