import { ApiError } from '@/lib/api-client.ts';
import type { TranslateVars } from '@/lib/i18n/i18n.ts';

type Translate = (key: string, vars?: TranslateVars) => string;

/** The text for a failed order history load, by what went wrong. */
export function ordersFetchErrorText(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('orders.errors.network');
    if (error.status === 404) return t('orders.errors.notFound');
    if (error.status === 401) return t('orders.errors.unauthorized');
    if (error.status === 403) return t('orders.errors.forbidden');
    return t('orders.errors.server', { status: error.status, message: error.message || t('orders.errors.unknown') });
  }
  const message = error instanceof Error ? error.message : String(error);
  return t('orders.errors.failed', { message });
}
