import { openDb } from './db.js';
import type { StoreOptions } from './db.js';
import { AccessStore } from './access.js';

export { StoreOpenError, StoreUnavailableError } from './errors.js';
export { parsePlatformUsers } from './rows.js';
export * from './types.js';
export { isOidcUsername, type OidcPerson } from './oidc.js';
export type { ChallengeRow, ChallengeStage, PasskeyRow, SecondFactorState } from './mfa.js';
export { NO_PASSWORD, sessionListId } from './access.js';

/**
 * The BFF store: accounts, sessions (for revocation), sign-in throttle, the console's records
 * (uploads, review marks), the audit log and bulk runs, the auditor's working papers
 * (materiality levels), the people who signed in through the OpenID Provider (oidc.ts), the
 * second factors of local accounts (mfa.ts) and console access (access.ts: set-up links, owners,
 * live sessions). Each area is a module of its own (core.ts says how they are put together).
 */
export class Store extends AccessStore {
  static async open(opts: StoreOptions): Promise<Store> {
    return new Store(await openDb(opts));
  }
}
