// The operations table is read from the contract's build: Vite loads its config files with Node,
// which takes a workspace package's `default` export (its dist), not its TypeScript sources. The
// contract is built first when its build is older than its sources (a few hundred ms).
import { buildServers } from '../scripts/build-servers.mjs';

buildServers({ packages: ['contract'], log: () => {} });
const { operations } = await import('@ledger/contract');

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
