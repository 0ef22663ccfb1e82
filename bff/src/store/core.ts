import type { Kysely } from 'kysely';
import { sql } from './db.js';
import type { DB } from './tables.js';
import { StoreUnavailableError, mapStoreError, reasonOf } from './errors.js';
import type { StoreCheck } from './types.js';

/** A session (`sid`) or every session of an account (`username`) was revoked. */
export interface Revocation {
  sid?: string;
  username?: string;
}

/**
 * What every repository is built over: the database (or the transaction it is bound to), its
 * dialect and the store's revocation listeners. A repository whose change spans concerns builds
 * the repositories it needs over the transaction's handle (`new SessionRepository(tx)`): they
 * depend downwards only (docs/BFF-NOTES.md, "The store").
 */
export interface StoreHandle {
  readonly db: Kysely<DB>;
  readonly dialect: 'sqlite' | 'postgres';
  /** Tells the store's listeners (the session cache); inside a transaction, once it commits. */
  revoked(r: Revocation): void;
  /**
   * Runs `fn` in one transaction, with a handle bound to it; called inside a transaction already,
   * `fn` runs in that one (a repository's own transaction joins its caller's).
   */
  transaction<T>(fn: (tx: StoreHandle) => Promise<T>): Promise<T>;
}

/**
 * The handle over `db` (the store's database, or one transaction of it). Inside a transaction,
 * revocations are held back and told once it has committed.
 */
export function storeHandle(
  db: Kysely<DB>,
  dialect: StoreHandle['dialect'],
  revoked: (r: Revocation) => void,
): StoreHandle {
  const handle: StoreHandle = {
    db,
    dialect,
    revoked,
    async transaction(fn) {
      if (db.isTransaction) return fn(handle);
      const committed: Revocation[] = [];
      const result = await db
        .transaction()
        .execute((trx) => fn(storeHandle(trx, dialect, (r) => committed.push(r))));
      for (const r of committed) revoked(r);
      return result;
    },
  };
  return handle;
}

/**
 * A cheap query with a deadline (for /readyz): whether the store answers, and when not, why.
 */
export async function pingOnce(db: Kysely<DB>, timeoutMs: number): Promise<StoreCheck> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<StoreCheck>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({ ready: false, kind: 'timed out', reason: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
  });
  const query = sql`select 1 as one`.execute(db).then(
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
