import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Every package's Vitest suite in one run (`pnpm test`'s unit stage, scripts/test.mjs): one
// process, the files of all packages sharing the cores, instead of five runs one after another
// each with its own start-up and its own idle tail. Each package keeps its own settings
// (its vitest.config.ts); `cd <package> && npx vitest run` still runs one package alone.
export default defineConfig({
  test: {
    projects: [
      'contract/vitest.config.ts',
      'platform/vitest.config.ts',
      'bff/vitest.config.ts',
      'web/vitest.config.ts',
    ],
    // The files share nothing and much of their time is spent waiting on servers: every core
    // runs one (Vitest's default leaves one core idle).
    maxWorkers: availableParallelism(),
  },
});
