// `node --test eslint/`: the boundary rules (eslint/boundaries.js) refuse each crossing through the repository's own ESLint
// configuration, and lets the allowed imports through.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const eslint = new ESLint({ cwd: root });

async function crossings(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages
    .filter((m) => m.ruleId === 'boundaries/dependencies' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const refused = [
  [
    'web/src/lib/probe.ts',
    "import { UsersPage } from '../features/users/UsersPage.js';",
    /shared plumbing \(web\/src\/lib\) must not depend on screens/,
  ],
  ['web/src/lib/probe.ts', "export { App } from '../app/App.js';", /must not depend on screens/],
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
    'contract/src/probe.ts',
    "import { createApp } from '../../bff/src/http/app.js';",
    /may not leave its package contract\//,
  ],
  [
    'platform/src/probe.ts',
    "import { loadConfig } from '../../bff/src/config.js';",
    /may not leave its package platform\//,
  ],
  [
    'bff/src/probe.ts',
    "import { readSie } from '../../platform/src/sie/reader.js';",
    /may not leave its package bff\//,
  ],
  [
    'bff/src/probe.ts',
    "import { startPlatform } from '@ledger/platform/embedded';",
    /only when it embeds the platform/,
  ],
  [
    'bff/src/probe.ts',
    "import { startTestPlatform } from '@ledger/platform/testing';",
    /for tests only/,
  ],
  [
    'bff/src/probe.ts',
    "const modPath = '../platform/server.js';\nconst m = await import(modPath);",
    /computed path/,
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
  ['bff/src/probe.ts', "import type { PlatformOptions } from '@ledger/platform/embedded';"],
  ['bff/src/probe.ts', "const m = await import('@ledger/platform/embedded');"],
  ['bff/src/probe.ts', "import { operations } from '@ledger/contract';"],
  ['platform/src/probe.ts', "import { operations } from '@ledger/contract';"],
  ['platform/src/http/probe.ts', "import { openDb } from '../db/index.js';"],
  ['bff/src/probe.test.ts', "import { startTestPlatform } from '@ledger/platform/testing';"],
];
for (const [file, code] of allowed) {
  test(`allows in ${file}: ${code}`, async () => {
    assert.deepEqual(await crossings(file, code), []);
  });
}
