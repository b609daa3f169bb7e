// Turning a failed parse into what people read: one message per field (the API's `details`, the
// form's messages under fields) or the single first message (alerts, toasts, the API's `message`).

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

interface ErrorLike {
  readonly issues: readonly IssueLike[];
}

/** The key under which an issue about the whole input (not one field) is reported. */
export const ROOT_ERROR_KEY = '_root';

function pathKey(path: readonly PropertyKey[]): string {
  return path.length === 0 ? ROOT_ERROR_KEY : path.map(String).join('.');
}

/** The first message for each field, keyed by dotted path ('deliveryAddress.mobile', 'items.0.phoneId'). */
export function fieldErrors(error: ErrorLike): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = pathKey(issue.path);
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The first message, in the schema's own order of checks. */
export function firstErrorMessage(error: ErrorLike): string {
  return error.issues[0]?.message ?? 'Invalid input';
}
