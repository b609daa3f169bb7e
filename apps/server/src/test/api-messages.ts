import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const sharedRoot = fileURLToPath(new URL('../../../../packages/shared/src', import.meta.url));
const serverRoot = fileURLToPath(new URL('..', import.meta.url));
const SERVER_FOLDERS = ['modules', 'lib', 'plugins'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.(test|d)\.ts$/.test(name) && !/-cli\.ts$/.test(name) ? [path] : [];
  });
}

function collect(value: unknown, found: Map<string, string>, where: string): void {
  if (typeof value === 'string') {
    if (value.trim()) found.set(value, where);
  } else if (typeof value === 'function') {
    // A message built from values: called with numbered placeholders it yields its catalogue key.
    let text: unknown;
    try {
      text = (value as (...args: string[]) => unknown)(...Array.from({ length: value.length }, (_, i) => `{${i}}`));
    } catch {
      // A message that needs more than plain values (a list of titles) is no API answer: notifications
      // are worded by the web app from their data.
      return;
    }
    if (typeof text === 'string') found.set(text, `${where}()`);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) collect(inner, found, `${where}.${key}`);
  }
}

/**
 * Every English message the API can answer with: the exports named *_MESSAGE or *_MESSAGES of the
 * shared package and of the server's modules, lib and plugins (the naming rule the code follows for a
 * text a person reads), message functions turned into their placeholder keys.
 */
export async function collectApiMessages(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const files = [
    // The catalogues themselves (shared/src/i18n) are what is checked, not messages.
    ...sourceFiles(sharedRoot).filter((file) => !relative(sharedRoot, file).startsWith('i18n')),
    ...SERVER_FOLDERS.flatMap((folder) => sourceFiles(join(serverRoot, folder))),
  ];
  for (const file of files) {
    const exports = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (/_MESSAGES?$/.test(name)) collect(value, found, `${relative(join(serverRoot, '../../..'), file)}:${name}`);
    }
  }
  return found;
}
