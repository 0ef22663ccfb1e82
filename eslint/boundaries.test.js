// `node --test eslint/`: the boundary rule refuses each crossing through the repository's own ESLint
// configuration, and lets the allowed imports through.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const eslint = new ESLint({ cwd: root });

async function crossings(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message);
}

const refused = [
  [
    'web/src/lib/probe.ts',
    "import { UsersPage } from '../features/users/UsersPage.js';",
    /web\/src\/lib\/ may not import web\/src\/features\//,
  ],
  [
    'web/src/lib/probe.ts',
    "export { App } from '../app/App.js';",
    /may not import web\/src\/app\//,
  ],
  [
    'web/src/features/users/probe.tsx',
    "import { GroupsPage } from '../groups/GroupsPage.js';",
    /feature "users" may not import feature "groups"/,
  ],
  [
    'web/src/features/users/probe.tsx',
    "const p = import('../../features/groups/GroupsPage.js');",
    /feature "users"/,
  ],
  [
    'bff/src/contract/probe.ts',
    "import { createApp } from '../bff/app.js';",
    /contract\/ may not import bff\/src\/bff\//,
  ],
  [
    'bff/src/contract/probe.ts',
    "import { startPlatform } from '../platform/server.js';",
    /holds no server code/,
  ],
  [
    'bff/src/platform/probe.ts',
    "import { loadConfig } from '../bff/config.js';",
    /platform\/ may not import bff\/src\/bff\//,
  ],
  [
    'bff/src/bff/probe.ts',
    "import { readSie } from '../platform/sie/reader.js';",
    /only through bff\/src\/platform\/server\.ts/,
  ],
];
for (const [file, code, message] of refused) {
  test(`refuses in ${file}: ${code}`, async () => {
    const found = await crossings(file, code);
    assert.equal(found.length, 1, `expected one boundary error, got ${JSON.stringify(found)}`);
    assert.match(found[0], message);
  });
}

const allowed = [
  ['web/src/features/users/probe.tsx', "import { useOp } from '../../lib/queries.js';"],
  ['web/src/features/companies/tabs/probe.tsx', "import { CompanyForm } from '../CompanyForm.js';"],
  ['web/src/app/probe.tsx', "const p = import('../features/users/UsersPage.js');"],
  ['bff/src/bff/probe.ts', "import type { PlatformOptions } from '../platform/server.js';"],
  ['bff/src/platform/probe.ts', "import { operations } from '../contract/index.js';"],
  ['bff/src/bff/probe.test.ts', "import { readSie } from '../platform/sie/reader.js';"],
];
for (const [file, code] of allowed) {
  test(`allows in ${file}: ${code}`, async () => {
    assert.deepEqual(await crossings(file, code), []);
  });
}
