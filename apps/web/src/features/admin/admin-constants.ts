import { TIMINGS } from '@phonekade/shared/constants/limits';

// Admin toasts stay 3 seconds: long enough to read, short enough for a moderator working a queue.
export const ADMIN_TOAST_MS = TIMINGS.adminToastMs;
