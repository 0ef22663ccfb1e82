/**
 * `pnpm bench [-- --quick]`: runs every `*.bench.ts` module in this folder one after another,
 * merges their results into `bench-results.json` at the repository root and prints a table.
 * A bench module default-exports `(opts: BenchOptions) => Promise<Partial<BenchResults>>`.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';
import type { BenchOptions, BenchResults } from './types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const quick = process.argv.includes('--quick');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);

const resultsPath = path.join(root, 'bench-results.json');
const empty: BenchResults = {
  proxy: null,
  tokens: null,
  ingest: null,
  balances: null,
  upload: null,
  load: null,
  web: null,
  startup: null,
  scale: null,
  i18n: null,
  workbench: null,
  vouchers: null,
  journal: null,
  faults: null,
  bulk: null,
  lighthouse: null,
};
// With --only, the sections not run keep the figures of the last full run.
const results: BenchResults = only ? { ...empty, ...(await readPrevious()) } : empty;

async function readPrevious(): Promise<Partial<BenchResults>> {
  try {
    return JSON.parse(await readFile(resultsPath, 'utf8')) as Partial<BenchResults>;
  } catch {
    return {};
  }
}

const files = (await readdir(here)).filter((f) => f.endsWith('.bench.ts')).sort();
for (const file of files) {
  if (only && !file.startsWith(only)) continue;
  const started = Date.now();
  console.error(`bench: ${file}${quick ? ' (quick)' : ''} ...`);
  const mod = (await import(pathToFileURL(path.join(here, file)).href)) as {
    default: (o: BenchOptions) => Promise<Partial<BenchResults>>;
  };
  Object.assign(results, await mod.default({ quick, root }));
  console.error(`bench: ${file} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

await writeFile(resultsPath, JSON.stringify(results, null, 2) + '\n');
for (const [section, values] of Object.entries(results)) {
  if (values === null) {
    console.log(`${section.padEnd(9)} (not measured yet)`);
    continue;
  }
  for (const [key, value] of Object.entries(values)) {
    console.log(
      `${section.padEnd(9)} ${key.padEnd(22)} ${typeof value === 'object' ? JSON.stringify(value) : value}`,
    );
  }
}
console.log(`written ${resultsPath}`);
process.exit(0);
