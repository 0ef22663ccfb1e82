import { openDb } from './db.js';
import type { OpenedDb, StoreOptions } from './db.js';
import { pingOnce, storeHandle } from './core.js';
import type { Revocation, StoreHandle } from './core.js';
import { repositoriesOver } from './repositories.js';
import type { Repositories } from './repositories.js';
import type { StoreCheck } from './types.js';

export { StoreOpenError, StoreUnavailableError } from './errors.js';
export { parsePlatformUsers } from './rows.js';
export * from './types.js';
export { isOidcUsername, type OidcPerson } from './oidc.js';
export type { ChallengeRow, ChallengeStage, PasskeyRow, SecondFactorState } from './mfa.js';
export { NO_PASSWORD } from './access.js';
export { sessionListId } from './sessions.js';
export type { Repositories } from './repositories.js';

/**
 * The BFF store: one repository per concern over one database (repositories.ts lists them):
 * accounts, console access (owners, set-up links), sessions (for revocation), second factors, people signed in through the
 * OpenID Provider, the sign-in throttle, the audit log and bulk runs, the console's records
 * (uploads, invitation resends, review marks) and the auditor's working papers (materiality,
 * sign-off, vouchers examined). `store.transaction` makes one change of several of them atomic.
 */
export class Store implements Repositories {
  readonly accounts: Repositories['accounts'];
  readonly sessions: Repositories['sessions'];
  readonly access: Repositories['access'];
  readonly mfa: Repositories['mfa'];
  readonly oidc: Repositories['oidc'];
  readonly signinThrottle: Repositories['signinThrottle'];
  readonly audit: Repositories['audit'];
  readonly bulkRuns: Repositories['bulkRuns'];
  readonly uploads: Repositories['uploads'];
  readonly invitationResends: Repositories['invitationResends'];
  readonly reviewMarks: Repositories['reviewMarks'];
  readonly materiality: Repositories['materiality'];
  readonly signOffs: Repositories['signOffs'];
  readonly voucherMarks: Repositories['voucherMarks'];

  /** Told about every revocation made through this store (the session cache listens). */
  private readonly revokeListeners = new Set<(r: Revocation) => void>();
  private readonly handle: StoreHandle;
  private pinging: Promise<StoreCheck> | undefined;

  static async open(opts: StoreOptions): Promise<Store> {
    return new Store(await openDb(opts));
  }

  private constructor(private readonly opened: OpenedDb) {
    this.handle = storeHandle(opened.db, opened.dialect, (x) => {
      for (const fn of this.revokeListeners) fn(x);
    });
    const r = repositoriesOver(this.handle);
    this.accounts = r.accounts;
    this.sessions = r.sessions;
    this.access = r.access;
    this.mfa = r.mfa;
    this.oidc = r.oidc;
    this.signinThrottle = r.signinThrottle;
    this.audit = r.audit;
    this.bulkRuns = r.bulkRuns;
    this.uploads = r.uploads;
    this.invitationResends = r.invitationResends;
    this.reviewMarks = r.reviewMarks;
    this.materiality = r.materiality;
    this.signOffs = r.signOffs;
    this.voucherMarks = r.voucherMarks;
  }

  get dialect() {
    return this.opened.dialect;
  }

  /** Runs `fn` in one transaction over repositories bound to it (revocations told on commit). */
  transaction<T>(fn: (tx: Repositories) => Promise<T>): Promise<T> {
    return this.handle.transaction((tx) => fn(repositoriesOver(tx)));
  }

  onRevoke(fn: (r: Revocation) => void): () => void {
    this.revokeListeners.add(fn);
    return () => this.revokeListeners.delete(fn);
  }

  close() {
    return this.opened.close();
  }

  /**
   * Whether the store answers within `timeoutMs` (for /readyz). Concurrent callers share one
   * query, so probes arriving while the store hangs do not pile up connections.
   */
  ping(timeoutMs: number): Promise<StoreCheck> {
    this.pinging ??= pingOnce(this.opened.db, timeoutMs).finally(() => (this.pinging = undefined));
    return this.pinging;
  }
}
