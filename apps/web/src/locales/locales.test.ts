// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const localesDir = fileURLToPath(new URL('.', import.meta.url));
const srcDir = fileURLToPath(new URL('..', import.meta.url));
const LANGUAGES = ['en', 'si', 'ta'] as const;

type Tree = { [key: string]: string | Tree };

const isPluralForms = (node: Tree) =>
  'other' in node && Object.keys(node).every((k) => ['zero', 'one', 'two', 'few', 'many', 'other'].includes(k));

/** Every key of a locale: 'namespace.path', a plural set ({ one, other }) counting as one key. */
function keysOf(language: string): Set<string> {
  const keys = new Set<string>();
  const walk = (node: Tree, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = `${prefix}.${name}`;
      if (typeof value === 'string' || isPluralForms(value)) keys.add(key);
      else walk(value, key);
    }
  };
  for (const file of readdirSync(join(localesDir, language))) {
    if (!file.endsWith('.json')) continue;
    walk(JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as Tree, file.replace(/\.json$/, ''));
  }
  return keys;
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * What the code names: whole keys in quotes, and the fixed start of keys built from values
 * (`orders.status.${status}`), which make every key under that start used.
 */
function namesInCode() {
  const literals = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of sourceFiles(srcDir)) {
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/['"`]([a-z][\w-]*(?:\.[\w-]+)+)['"`]/gi)) literals.add(match[1]!);
    for (const match of code.matchAll(/`([a-z][\w-]*(?:\.[\w-]+)*\.)\$\{/gi)) prefixes.add(match[1]!);
  }
  return { literals, prefixes };
}

describe('the locale files', () => {
  const keys = Object.fromEntries(LANGUAGES.map((language) => [language, keysOf(language)])) as Record<
    (typeof LANGUAGES)[number],
    Set<string>
  >;

  test.each(['si', 'ta'] as const)('%s has every English key and no key English lacks', (language) => {
    expect(
      [...keys.en].filter((key) => !keys[language].has(key)),
      'missing',
    ).toEqual([]);
    expect(
      [...keys[language]].filter((key) => !keys.en.has(key)),
      'extra',
    ).toEqual([]);
  });

  test('every key is used by the code', () => {
    const { literals, prefixes } = namesInCode();
    const unused = [...keys.en].filter(
      (key) => !literals.has(key) && ![...prefixes].some((prefix) => key.startsWith(prefix)),
    );
    expect(unused, `unused keys (searched ${relative(srcDir, srcDir) || 'src'})`).toEqual([]);
  });
});
