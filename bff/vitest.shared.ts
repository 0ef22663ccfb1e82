import { availableParallelism } from 'node:os';

/**
 * The test settings of every package under bff/: the tests start real servers and databases, so
 * long timeouts, and one process per file (native SQLite handles, ports, environment). The files
 * share nothing (free ports, a database of their own), and much of their time is spent waiting on
 * servers, so every core runs one (Vitest's default leaves one core idle: one worker on two cores).
 */
export const testSettings = {
  include: ['src/**/*.test.ts'] as string[],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  maxWorkers: availableParallelism(),
};
