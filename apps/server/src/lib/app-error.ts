export type ErrorKind =
  | 'VALIDATION'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'PAYMENT_FAILED'
  | 'UNAVAILABLE'
  | 'INTERNAL';

export const STATUS_BY_KIND: Record<ErrorKind, number> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/**
 * The one error services throw; the error handler turns it into the API envelope
 * (docs/decisions/004-one-error-handler-and-app-error-kinds.md).
 */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS_BY_KIND[this.kind];
  }
}

export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentication required. Please log in.';
export const INSUFFICIENT_PERMISSIONS_MESSAGE = 'Access denied. Insufficient permissions.';
export const SERVER_ERROR_MESSAGE = 'Server error occurred';
export const INVALID_REQUEST_MESSAGE = 'Invalid request';
export const TOO_MANY_REQUESTS_MESSAGE = (seconds: number) =>
  `Too many requests. Please try again in ${seconds} seconds.`;

export const badRequest = (message: string, details?: Record<string, string>) =>
  new AppError('VALIDATION', message, details);
export const unauthenticated = (message = AUTHENTICATION_REQUIRED_MESSAGE) => new AppError('UNAUTHENTICATED', message);
export const forbidden = (message = INSUFFICIENT_PERMISSIONS_MESSAGE) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, details?: Record<string, string>) =>
  new AppError('CONFLICT', message, details);
/** A part of the service this server does not offer right now (not the caller's fault, 503). */
export const unavailable = (message: string) => new AppError('UNAVAILABLE', message);
