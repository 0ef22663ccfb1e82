// `node --test eslint/`: the catalog rule refuses words written into the web's screens and lets
// codes, CSS, identifiers, tests and the catalogs through, through the repository's own config.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const eslint = new ESLint({ cwd: root });

async function refusals(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === 'ui-strings/no-literal-text').length;
}

const refused = [
  ['web/src/features/users/probe.tsx', 'export const A = () => <button>Save</button>;'],
  ['web/src/features/users/probe.tsx', 'export const A = () => <input aria-label="Sign out" />;'],
  [
    'web/src/features/users/probe.tsx',
    "export const A = () => <input placeholder={'Filter groups'} />;",
  ],
  [
    'web/src/lib/ui/probe.ts',
    "export const n = { title: 'Saved', message: 'The file is stored.' };",
  ],
  ['web/src/lib/ui/probe.ts', 'export const f = (n: number) => `Deleted ${n} rows`;'],
  ['web/src/app/probe.tsx', 'export const A = () => <p>Räkenskapsår</p>;'],
];

const allowed = [
  [
    'web/src/features/users/probe.tsx',
    'export const A = () => <div className="row wide" style={{ border: "1px solid var(--x)" }} />;',
  ],
  [
    'web/src/features/users/probe.tsx',
    "export const s = ['sv-SE', 'flex-end', 'YYYY-MM-DD', '/api/t/', 'verified', 'ApiError'];",
  ],
  [
    'web/src/features/users/probe.tsx',
    "if (status === 'Not found') throw new Error('Operation is missing');",
  ],
  [
    'web/src/features/users/probe.tsx',
    "import type { X } from 'some module';\nexport type L = 'Both words';",
  ],
  ['web/src/i18n/en/probe.ts', "export const words = { save: 'Save', many: 'Many words here' };"],
  ['web/src/features/users/probe.test.tsx', "expect(screen.getByText('Sign out')).toBeVisible();"],
  [
    'web/src/lib/data/probe.ts',
    "// eslint-disable-next-line ui-strings/no-literal-text -- an English message for logs\nexport const m = 'Request failed';",
  ],
];

for (const [file, code] of refused)
  test(`refuses: ${code}`, async () => assert.ok((await refusals(file, code)) > 0));
for (const [file, code] of allowed)
  test(`allows: ${code.split('\n').at(-1)}`, async () =>
    assert.equal(await refusals(file, code), 0));
