import { sql } from './db.js';
import type { OpenedDb } from './db.js';
import { StoreUnavailableError, mapStoreError, reasonOf } from './errors.js';
import type { StoreCheck } from './types.js';

/**
 * The store's connection, its revocation listeners and its readiness. The areas (accounts.ts,
 * throttle.ts, records.ts, audit.ts, workpapers.ts, mfa.ts) each add their methods to the class before,
 * in that order: an area may call the methods of those before it (removing an account revokes its
 * sessions).
 */
export class StoreCore {
  /** Told about every revocation made through this store (the session cache listens). */
  private readonly revokeListeners = new Set<(r: { sid?: string; username?: string }) => void>();

  protected constructor(protected readonly o: OpenedDb) {}

  onRevoke(fn: (r: { sid?: string; username?: string }) => void): () => void {
    this.revokeListeners.add(fn);
    return () => this.revokeListeners.delete(fn);
  }

  protected revoked(r: { sid?: string; username?: string }) {
    for (const fn of this.revokeListeners) fn(r);
  }

  get dialect() {
    return this.o.dialect;
  }

  close() {
    return this.o.close();
  }

  // ---- readiness -------------------------------------------------------------------
  private pinging: Promise<StoreCheck> | undefined;

  /**
   * A cheap query with a deadline (for /readyz). Concurrent callers share one query, so probes
   * arriving while the store hangs do not pile up connections.
   */
  ping(timeoutMs: number): Promise<StoreCheck> {
    this.pinging ??= this.pingOnce(timeoutMs).finally(() => (this.pinging = undefined));
    return this.pinging;
  }

  private async pingOnce(timeoutMs: number): Promise<StoreCheck> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<StoreCheck>((resolve) => {
      timer = setTimeout(
        () =>
          resolve({ ready: false, kind: 'timed out', reason: `no answer within ${timeoutMs} ms` }),
        timeoutMs,
      );
    });
    const query = sql`select 1 as one`.execute(this.o.db).then(
      (): StoreCheck => ({ ready: true }),
      (err: unknown): StoreCheck => {
        const m = mapStoreError(err);
        return m instanceof StoreUnavailableError
          ? { ready: false, kind: m.kind, reason: m.reason }
          : { ready: false, kind: 'error', reason: reasonOf(err) };
      },
    );
    try {
      return await Promise.race([query, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}
