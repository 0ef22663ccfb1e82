// `pnpm --filter e2e merge-reports [dir ...]`: merges the blob reports of sharded runs
// (`--shard=i/n` writes one under test-results/<run>/blob/) into one HTML report, plus JUnit
// when E2E_JUNIT names a file. Without arguments: every test-results/*/blob of this checkout.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(e2eDir, 'test-results');
const dirs = process.argv.slice(2).length
  ? process.argv.slice(2).map((d) => path.resolve(d))
  : existsSync(results)
    ? readdirSync(results)
        .map((r) => path.join(results, r, 'blob'))
        .filter((d) => existsSync(d))
    : [];
const zips = dirs.flatMap((d) =>
  readdirSync(d)
    .filter((f) => f.endsWith('.zip'))
    .map((f) => path.join(d, f)),
);
if (!zips.length) {
  console.error(`merge-reports: no blob reports (*.zip) in ${dirs.join(', ') || results}`);
  process.exit(1);
}
const all = mkdtempSync(path.join(tmpdir(), 'ledger-e2e-blobs-'));
zips.forEach((z, i) => copyFileSync(z, path.join(all, `${i}-${path.basename(z)}`)));
const out = path.resolve(process.env.E2E_MERGED_REPORT ?? path.join(results, 'merged'));
mkdirSync(out, { recursive: true });
const reporters = ['html', ...(process.env.E2E_JUNIT ? ['junit'] : [])].join(',');
const cli = path.join(e2eDir, 'node_modules', '@playwright', 'test', 'cli.js');
const r = spawnSync(process.execPath, [cli, 'merge-reports', '--reporter', reporters, all], {
  cwd: e2eDir,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    PLAYWRIGHT_HTML_OUTPUT_DIR: path.join(out, 'html'),
    PLAYWRIGHT_HTML_OPEN: 'never',
    ...(process.env.E2E_JUNIT
      ? { PLAYWRIGHT_JUNIT_OUTPUT_FILE: path.resolve(process.env.E2E_JUNIT) }
      : {}),
  },
});
rmSync(all, { recursive: true, force: true });
if (r.status === 0)
  console.log(`merge-reports: ${zips.length} blob report(s) -> ${path.join(out, 'html')}`);
process.exit(r.status ?? 1);
