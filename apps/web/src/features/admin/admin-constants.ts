import { TIMINGS } from '@phonekade/shared/constants/limits';

// spec 9: admin toasts stay 3 seconds.
export const ADMIN_TOAST_MS = TIMINGS.adminToastMs;
