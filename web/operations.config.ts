// The operations table is read from the contract's build: Vite loads its config files with Node,
// which takes a workspace package's `default` export (its dist), not its TypeScript sources. The
// contract is built first when its build is older than its sources (a few hundred ms).
import type * as Contract from '@ledger/contract';
import { buildServers } from '../scripts/build-servers.mjs';

buildServers({ packages: ['contract'], log: () => {} });
// Named through a variable, so the config's bundler leaves the import to Node: on a fresh clone
// the build it resolves to does not exist until the line above has run.
const contract = '@ledger/contract';
const { operations } = (await import(contract)) as typeof Contract;

/** The operation table without schemas, injected into the web as `__OPERATIONS__`. */
export const operationsDefine = {
  __OPERATIONS__: JSON.stringify(
    Object.fromEntries(
      operations.map((o) => [
        o.id,
        {
          method: o.method,
          path: o.path,
          role: o.role,
          audit: o.audit,
          extension: 'extension' in o && o.extension === true,
        },
      ]),
    ),
  ),
};
