import { availableParallelism } from 'node:os';
import { timeoutScale } from '../scripts/timeout-scale.mjs';

/**
 * The test settings of every package under bff/: the tests start real servers and databases, so
 * long timeouts, and one process per file (native SQLite handles, ports, environment). The files
 * share nothing (free ports, a database of their own), and much of their time is spent waiting on
 * servers, so every core runs one (Vitest's default leaves one core idle: one worker on two cores).
 * The timeouts grow with the machine's load when the run starts (scripts/timeout-scale.mjs).
 */
export const testSettings = {
  include: ['src/**/*.test.ts'] as string[],
  testTimeout: 30_000 * timeoutScale(),
  hookTimeout: 60_000 * timeoutScale(),
  pool: 'forks' as const,
  maxWorkers: availableParallelism(),
};
