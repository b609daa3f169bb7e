// `npm run build -w @phonekade/server`: the server as plain JavaScript for production, so it runs on
// `node` alone (no tsx, no dev dependencies). Our sources and @phonekade/shared (TypeScript, imported
// with .ts extensions) are bundled in; every other package stays an import from node_modules.
// Usage: node build.mjs [outdir]   (default: dist, beside this file)
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = import.meta.dirname;
const outdir = path.resolve(serverDir, process.argv[2] ?? 'dist');
const { dependencies } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8'));

// The server and the command-line tools a production host runs (migrate, and backup/restore when
// they exist); every one of them ends in -cli.ts. The seed tool comes along: production refuses
// SEED=demo on its own.
const entryPoints = {
  server: path.join(serverDir, 'src/server.ts'),
  ...Object.fromEntries(
    readdirSync(path.join(serverDir, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('-cli.ts'))
      .map((file) => [path.basename(file, '.ts'), path.join(serverDir, 'src', file)]),
  ),
};

/** Bare imports stay imports; only our own workspace packages are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@phonekade/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints,
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages],
});

// Read by path at run time, relative to the bundle (db/client.ts resolves it from import.meta.url).
cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });

// A bundle needing a package the server does not depend on at run time would fail on a production
// install (npm ci --omit=dev): stop the build here instead.
const imported = new Set(
  Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((entry) => entry.external && !entry.path.startsWith('node:')).map((entry) => entry.path),
  ),
);
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const builtins = new Set(builtinModules);
const missing = [...imported].filter((name) => !builtins.has(name) && !(packageName(name) in dependencies));
if (missing.length) {
  console.error(`The server bundle imports packages that are not server dependencies: ${missing.join(', ')}`);
  process.exit(1);
}
writeFileSync(path.join(outdir, 'externals.json'), `${JSON.stringify([...imported].sort(), null, 2)}\n`);
console.log(`Server built into ${path.relative(process.cwd(), outdir) || '.'}: ${Object.keys(entryPoints).join(', ')}`);
