/// <reference types="vite/client" />
// Every field of every shared schema refuses a huge text, and says why in its own words: a field
// without a length limit would hand a megabyte to whatever reads it next (a pattern, a clean-up, the
// database). The schemas are found, not listed, so a new field cannot slip past.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>('/src/**/*.schemas.ts', { eager: true });

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Every object schema inside `schema`: through pipes, unions, wrappers, arrays and records. */
function objectsIn(schema: z.ZodType, found = new Set<z.ZodObject>()): Set<z.ZodObject> {
  const def = defOf(schema);
  const children: unknown[] = [];
  if (schema instanceof z.ZodObject) {
    if (found.has(schema)) return found;
    found.add(schema);
    children.push(...(Object.values(schema.shape) as unknown[]));
  }
  children.push(def.in, def.out, def.innerType, def.element, def.valueType);
  if (Array.isArray(def.options)) children.push(...(def.options as unknown[]));
  for (const child of children) if (child instanceof z.ZodType) objectsIn(child, found);
  return found;
}

const HUGE_TEXT = 'a@a.'.repeat(250_000);

const fields = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
    .flatMap(([name, schema]) =>
      [...objectsIn(schema)].flatMap((object) =>
        Object.keys(object.shape).map((key) => [`${file.replace('/src/', '')}: ${name}.${key}`, object, key] as const),
      ),
    ),
);

describe('fields of the shared schemas', () => {
  it('are found', () => {
    expect(fields.map(([where]) => where)).toContain('auth/auth.schemas.ts: loginSchema.email');
  });

  it.each(fields)('%s refuses a 1 MB text with its own message', (_where, object, key) => {
    const result = object.safeParse({ [key]: HUGE_TEXT });
    const issues = result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === key);
    expect(issues.length).toBeGreaterThan(0);
    // zod's own wording ('Too big: expected string to have <=50 characters') names no field.
    for (const issue of issues) expect(issue.message).not.toMatch(/^Too big/);
  });
});
