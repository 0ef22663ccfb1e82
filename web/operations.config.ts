// Relative on purpose: the config loader bundles relative imports, but would leave the
// workspace package to Node, which cannot load TypeScript.
import { operations } from '../bff/contract/src/index.js';

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
