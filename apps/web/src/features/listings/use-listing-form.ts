import { useState } from 'react';
import type { FieldErrors, ListingFormState } from './listing-form.ts';

/** The create and edit forms' values and field messages; editing a field clears its message. */
export function useListingForm(initial: () => ListingFormState) {
  const [form, setForm] = useState<ListingFormState>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (patch: Partial<ListingFormState>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  return { form, errors, setErrors, change };
}
