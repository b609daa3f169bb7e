// Test helper: what a schema says about an input, as the API's `details` would carry it.
import type { z } from 'zod';

import { fieldErrors } from '../common/zod-errors.ts';

/** The first message per field, or null when the input passes. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  return result.success ? null : fieldErrors(result.error);
}

/** The parsed value; fails the test with the messages when the input does not pass. */
export function parsed<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new Error(`expected a pass, got ${JSON.stringify(fieldErrors(result.error))}`);
  return result.data;
}
