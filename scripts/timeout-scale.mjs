// How much longer the test suites' timeouts are on a busy machine (Vitest's in bff and web,
// Playwright's in e2e): the load average per core when the run starts, from 1 to 3, or
// TEST_TIMEOUT_SCALE when set. Kept in TEST_TIMEOUT_SCALE once read, so the processes a run
// starts (Playwright's workers, the deployment run) wait alike. On the shared two-core machines
// the suites run on, the same work takes from one to over three times as long from day to day;
// a timeout is there to stop a hang, not to measure speed (that is `pnpm bench`'s job).
import { availableParallelism, loadavg } from 'node:os';

export function timeoutScale() {
  if (!process.env.TEST_TIMEOUT_SCALE) {
    const perCore = loadavg()[0] / availableParallelism();
    process.env.TEST_TIMEOUT_SCALE = Math.min(3, Math.max(1, perCore)).toFixed(2);
  }
  return Number(process.env.TEST_TIMEOUT_SCALE) || 1;
}
