import { availableParallelism } from 'node:os';
import { defaultServerConditions } from 'vite';
import { timeoutScale } from './scripts/timeout-scale.mjs';

/**
 * The test settings of the server packages (contract, platform, bff): the tests start real servers and databases, so
 * long timeouts, in child processes (`forks`: native SQLite handles). The files share nothing
 * (free ports, a database of their own), and much of their time is spent waiting on servers, so
 * every core runs one (Vitest's default leaves one core idle: one worker on two cores).
 * A worker keeps the modules it imported from one file to the next (`isolate: false`): Hono,
 * Kysely, zod and the contract were imported again for every file, 47 s of a 128 s run of the
 * three packages (two quiet cores); without, 84 s. Passes with the files shuffled
 * (`--sequence.shuffle.files`, seeds 11 and 23).
 * The timeouts grow with the machine's load when the run starts (scripts/timeout-scale.mjs).
 */
export const testSettings = {
  include: ['src/**/*.test.ts'] as string[],
  testTimeout: 30_000 * timeoutScale(),
  hookTimeout: 60_000 * timeoutScale(),
  pool: 'forks' as const,
  isolate: false,
  maxWorkers: availableParallelism(),
};

/**
 * The workspace packages load from their TypeScript sources in tests: their exports name them
 * under the `source` condition (and their builds otherwise, for plain node).
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};
