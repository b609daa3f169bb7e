import { listingImageUrl } from '@phonekade/shared/phones/image-sources';
import { languageStore, t } from './i18n/i18n.ts';
import { askSignInAgain } from './navigation/navigation.ts';
import { clearSession, sessionStore } from './session.ts';

export const API_BASE = '/api';
const TIMEOUT_MS = 10_000;

/** A failed call: `status` is 0 when no response came back; `details` maps fields to messages. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The text of a 2xx answer that is not a success and says nothing itself (a feature's own default). */
  failureText?: string;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The one place that speaks HTTP: Bearer token, 10-second timeout, the envelope, and the failure
 * texts (response message, then its error field, else 'Server error occurred'; no response:
 * 'Network error. Please check your connection.'). A 401 clears the session and asks to sign in again,
 * returning to the view afterwards (docs/decisions/077-sign-in-returns-to-the-action.md).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const { token } = sessionStore.get();
  // The server answers its messages in the language the reader chose (English when unknown).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': languageStore.get(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? TIMEOUT_MS);
  options.signal?.addEventListener('abort', () => controller.abort());
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(t('common.errors.network'), 0);
  } finally {
    clearTimeout(timer);
  }

  let payload: Partial<Envelope<T>> & { error?: string; details?: Record<string, string> } = {};
  try {
    payload = (await response.json()) as typeof payload;
  } catch {
    // A body that is not JSON (a proxy's error page) still yields the status-based message below.
  }

  if (response.status === 401) {
    clearSession();
    askSignInAgain();
  }
  // Only an answer that says `success: true` carries the data its caller was promised.
  if (!response.ok || payload.success !== true) {
    const fallback = response.ok && options.failureText ? options.failureText : t('common.errors.server');
    const message = payload.message || payload.error || fallback;
    throw new ApiError(message, response.status, payload.error, payload.details);
  }
  return payload as Envelope<T>;
}

/** The text a person sees for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return t('common.errors.unexpected');
}

/** Resolves a stored image path: '/uploads/...' goes through the API host, full URLs as they are. */
export function imageUrl(path: string | null | undefined): string {
  return listingImageUrl(path);
}
