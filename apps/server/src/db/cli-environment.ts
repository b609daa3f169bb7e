import path from 'node:path';

/**
 * The environment for the db:* scripts. npm runs them inside apps/server, so a relative DATA_DIR
 * (the default './data' included) is taken from where `npm run` was typed, as `npm start` does;
 * otherwise `npm run db:seed` would fill a second database under apps/server/data.
 */
export function cliEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const base = env.INIT_CWD ?? process.cwd();
  return { ...env, DATA_DIR: path.resolve(base, env.DATA_DIR || './data') };
}
