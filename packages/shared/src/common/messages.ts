// The error and notice texts that are not tied to one form. Domain texts live beside their
// schemas: CART_MESSAGES, FAVORITES_MESSAGES, PHONE_MESSAGES, ADMIN_MESSAGES, PAYMENT_MESSAGES.

/** Sign-in, registration, profile and password reset. */
export const AUTH_MESSAGES = {
  loginFailed: 'Invalid login credentials',
  registerFailed: 'Registration failed',
  authFailed: 'Authentication failed',
  profileFetchFailed: 'Failed to get profile',
  profileUpdateFailed: 'Failed to update profile',
  sendCodeFailed: 'Failed to send verification code',
  sendResetCodeFailed: 'Failed to send reset code',
  sendCodeFailedRetry: 'Failed to send verification code. Please try again.',
  resetFailed: 'Failed to reset password',
  resetFailedRetry: 'Failed to reset password. Please try again.',
  codeSent: 'Verification code sent to your email',
  resetSuccess: 'Password reset successful',
  // Texts of our own, for cases the product's texts do not cover.
  resetCodeInvalid: 'The verification code is wrong or has expired',
  emailTaken: 'An account with this email already exists',
} as const;

/** Order history and sales, when fetching them fails. */
export const ORDERS_FETCH_MESSAGES = {
  notFound: 'Orders endpoint not found. Please check API configuration.',
  unauthorized: 'Authentication failed. Please log in again.',
  forbidden: 'Access denied. Insufficient permissions.',
  network: 'Network error. Please check your connection and try again.',
  failedPrefix: 'Failed to fetch orders: ',
} as const;

/** 'Server error (status): message or Unknown error', for a failed orders fetch. */
export function ordersServerError(status: number, message?: string | null): string {
  return `Server error (${status}): ${message || 'Unknown error'}`;
}

/** The profile view's load banner. */
export const PROFILE_LOAD_MESSAGES = {
  banner: 'Failed to load profile data',
  serverErrorPrefix: 'Server error: ',
  network: 'Network error. Please check your connection.',
  unknown: 'Unknown error occurred',
} as const;

/** Red toasts when a view or action is not allowed. */
export const ACCESS_MESSAGES = {
  sellersOnlyAdd: 'Only sellers can add phone listings',
  sellersOnlyEdit: 'Only sellers can edit listings',
  buyersOnlyCart: 'Cart access is for buyers only',
  buyersOnlyCheckout: 'Checkout access is for buyers only',
  adminOnly: 'Access denied. Admin privileges required.',
  listingRemovedByAdmin: 'One of your listings was removed by admin',
} as const;

/** Live notification toasts, by the listing's title. */
export const NOTIFICATION_MESSAGES = {
  /** Red, to the seller. */
  listingRejected: (title: string, reason: string) => `Your listing "${title}" was rejected: ${reason}`,
  /** Blue, to admins. */
  newListingPending: (title: string) => `New listing "${title}" needs review`,
  /** Blue, to admins. */
  updatedListingPending: (title: string) => `Updated listing "${title}" needs review`,
  /** Green, to the seller. */
  listingApproved: (title: string) => `Your listing "${title}" has been approved!`,
  /** Red, to the seller. */
  listingRemovedByAdmin: 'One of your listings was removed by admin',
} as const;
