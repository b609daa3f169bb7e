import { useState, type ChangeEvent } from 'react';
import { failureText, serverFieldErrors, type FailureTexts } from './auth-messages.ts';

/** The id of the one auth form on the page (each mode shows one). */
export const AUTH_FORM_ID = 'auth-form';

/**
 * A form's values, per-field errors, main message and busy flag. Editing a field clears its error;
 * after a failed submit the first invalid field gets focus so keyboard and screen-reader users land on it.
 */
export function useAuthForm<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof V & string, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => {
        if (!(name in current)) return current;
        const rest = { ...current };
        delete rest[name];
        return rest;
      });
    },
  });

  const fail = (fieldErrors: Partial<Record<keyof V & string, string>>, text: string | null) => {
    setErrors(fieldErrors);
    setMessage(text);
    setBusy(false);
    // After React has drawn the new errors.
    requestAnimationFrame(() =>
      document.getElementById(AUTH_FORM_ID)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  /**
   * Runs the form's call with the form busy. A failure marks the fields the server named among `fields`;
   * when it named none, its text stands above the form. Success leaves the form busy: each
   * caller then leaves the mode.
   */
  const attempt = async (
    call: () => Promise<void>,
    fields: readonly (keyof V & string)[],
    texts: FailureTexts,
  ): Promise<void> => {
    setMessage(null);
    setBusy(true);
    try {
      await call();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, fields);
      fail(fieldErrors, Object.keys(fieldErrors).length ? null : failureText(error, texts));
    }
  };

  return { values, setValues, errors, message, busy, field, fail, attempt };
}
