/**
 * The test settings of every package under bff/: the tests start real servers and databases, so
 * long timeouts, and one process per file (native SQLite handles, ports, environment).
 */
export const testSettings = {
  include: ['src/**/*.test.ts'] as string[],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
};
