import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The layer rules of the server and the web app live in eslint.config.js; these files cross each line once, so a rule that
// stops matching (a renamed folder, a glob typo) fails here instead of going quiet.
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({
  cwd: root,
  // The import rules need no types; a virtual file cannot join the TypeScript project anyway.
  overrideConfig: tseslint.configs.disableTypeChecked,
});

async function lintErrors(file: string, source: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const restrictedImports = (file: string, source: string) =>
  lintErrors(`apps/server/src/${file}`, source, 'no-restricted-imports');
const webRestrictedImports = (file: string, source: string) =>
  lintErrors(`apps/web/src/${file}`, source, 'no-restricted-imports');

describe('server layer rules', () => {
  it('lets routes use plugins, and nothing else in a module', async () => {
    const usePlugin = "import { limit } from '../../plugins/rate-limit.ts';\nexport const l = limit;\n";
    expect(await restrictedImports('modules/cart/cart.routes.ts', usePlugin)).toEqual([]);
    for (const file of ['modules/cart/cart.service.ts', 'modules/cart/cart.repository.ts', 'modules/cart/helper.ts']) {
      expect(await restrictedImports(file, usePlugin), file).toEqual([
        expect.stringContaining('Only routes (*.routes.ts) use plugins'),
      ]);
    }
  });

  it("refuses another module's repository, in services and routes alike, but not the module's own", async () => {
    const other = "import { listCartLines } from '../cart/cart.repository.ts';\nexport const f = listCartLines;\n";
    for (const file of ['modules/orders/orders.service.ts', 'modules/orders/orders.routes.ts']) {
      expect(await restrictedImports(file, other), file).toEqual([
        expect.stringContaining("never imports another module's repository"),
      ]);
    }
    const own = "import { listCartLines } from './cart.repository.ts';\nexport const f = listCartLines;\n";
    expect(await restrictedImports('modules/cart/cart.service.ts', own)).toEqual([]);
  });

  it('keeps plugins away from repositories', async () => {
    const sql = "import { findById } from '../modules/users/users.repository.ts';\nexport const f = findById;\n";
    expect(await restrictedImports('plugins/auth.ts', sql)).toEqual([expect.stringContaining('never its repository')]);
  });

  it('keeps db/ under the modules and the seed', async () => {
    for (const target of ['../modules/users/users.service.ts', '../seed/seed.ts']) {
      const source = `import * as m from '${target}';\nexport const x = m;\n`;
      expect(await restrictedImports('db/client.ts', source), target).toEqual([
        expect.stringContaining('db/ never imports modules'),
      ]);
    }
  });
});

describe('web layer rules', () => {
  it('keeps features apart: one feature never imports another, nor the app shell', async () => {
    const other = "import { CartView } from '@/features/cart/cart-view.tsx';\nexport const v = CartView;\n";
    expect(await webRestrictedImports('features/orders/orders-tab.tsx', other)).toEqual([
      expect.stringContaining('Features do not import each other'),
    ]);
    const own = "import { CartView } from '@/features/cart/cart-view.tsx';\nexport const v = CartView;\n";
    expect(await webRestrictedImports('features/cart/cart-page.tsx', own)).toEqual([]);
    const shell = "import * as app from '@/app/app.tsx';\nexport const a = app;\n";
    expect(await webRestrictedImports('features/cart/cart-page.tsx', shell)).toEqual([
      expect.stringContaining('A feature imports only its own files'),
    ]);
  });

  it('keeps the shared layers under the features', async () => {
    const feature = "import { CartView } from '@/features/cart/cart-view.tsx';\nexport const v = CartView;\n";
    for (const file of ['api/cart/get-cart.ts', 'components/ui/button.tsx', 'lib/session.ts', 'stores/cart-store.ts']) {
      expect(await webRestrictedImports(file, feature), file).toEqual([
        expect.stringContaining('Shared layers (api, components, lib, stores) never import a feature'),
      ]);
    }
  });

  it('refuses an import cycle', async () => {
    // lib/api-client.ts imports lib/session.ts, so session.ts importing the client closes a loop.
    const loop = "import { apiRequest } from './api-client.ts';\nexport const r = apiRequest;\n";
    expect(await lintErrors('apps/web/src/lib/session.ts', loop, 'import-x/no-cycle')).toEqual([
      expect.stringContaining('cycle'),
    ]);
  });
});
