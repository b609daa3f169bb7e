import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@phonekade/shared/i18n/language';

// The web app loads a view's code and the reader's texts only after its own entry has run
// (apps/web/src/app/view-router.tsx, apps/web/src/lib/i18n/i18n.ts): two more round trips before
// the first view can draw. The page names those files in its head instead, so they download beside
// the entry (docs/decisions/080-first-view-in-the-page.md).

/** The views a page can open on, by their source module in the web build's manifest. */
const VIEW_MODULES = {
  home: 'src/features/home/home-view.tsx',
  browse: 'src/app/browse-page.tsx',
  phone: 'src/features/phone-details/phone-details-view.tsx',
  seller: 'src/features/seller-page/seller-page-view.tsx',
} as const;
export type FirstView = keyof typeof VIEW_MODULES;

const localeModule = (language: Language) => `src/locales/${language}/index.ts`;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** `key` and every chunk it imports statically, each once. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** The script URLs (`/assets/…`) a page opening on `view` in `language` preloads. */
export type ViewModules = (view: FirstView, language: Language) => string[];

/**
 * Reads the web build's manifest once; without one (the app not built, development) no page preloads
 * anything. The entry and what it imports are left out: index.html names those itself.
 */
export function readViewModules(webDistDir: string): ViewModules {
  const file = path.join(webDistDir, '.vite/manifest.json');
  if (!existsSync(file)) return () => [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loadedByEntry = entry ? staticClosure(manifest, entry) : new Set<string>();
  const scriptsOf = (key: string) =>
    [...staticClosure(manifest, key)]
      .filter((chunk) => !loadedByEntry.has(chunk))
      .map((chunk) => `/${manifest[chunk]!.file}`)
      .filter((url) => url.endsWith('.js'));
  const known = new Map<string, string[]>();
  return (view, language) => {
    const key = `${view}|${language}`;
    if (!known.has(key)) known.set(key, [...scriptsOf(localeModule(language)), ...scriptsOf(VIEW_MODULES[view])]);
    return known.get(key)!;
  };
}
