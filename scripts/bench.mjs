// Runs the benchmark suite (bff/bench/index.ts); extra arguments such as --quick pass through.
import { spawnSync } from 'node:child_process';
const args = process.argv.slice(2).filter((a) => a !== '--');
const r = spawnSync(
  'pnpm',
  ['--filter', 'bff', 'exec', 'tsx', '--conditions=source', 'bench/index.ts', ...args],
  {
    stdio: 'inherit',
  },
);
process.exit(r.status ?? 1);
