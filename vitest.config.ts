import { defineConfig } from 'vitest/config';

// One runner, three projects: pure shared functions, the server against real PostgreSQL, web units.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
