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
    // The files share nothing and much of their time is spent waiting on servers (deadlines,
    // start-ups): one more worker than cores fills those waits. The unit stage took 193 s with
    // one per core, 169 s with three and 168 s with four (two quiet cores, Node 22's run beside).
    maxWorkers: availableParallelism() + 1,
  },
});
