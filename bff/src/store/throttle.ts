import type { Kysely } from 'kysely';
import { num, sql } from './db.js';
import type { DB } from './tables.js';
import type { StoreHandle } from './core.js';
import { sortableId } from './rows.js';

/** pg_advisory_xact_lock's first key for the sign-in throttle (the second is the key's hash). */
const THROTTLE_LOCK_CLASS = 0x4c43_0001;

/** The sign-in throttle's record of attempts (http/sign-in.ts). */
export class SigninThrottle {
  constructor(private readonly h: StoreHandle) {}

  /**
   * Records a sign-in attempt for `key` unless `max` are already recorded inside the window,
   * atomically: however many requests arrive at once, on however many instances, at most `max`
   * get a reservation. The reservation stays as a failure unless the sign-in succeeds (then
   * clearFailures). SQLite: one INSERT ... SELECT ... WHERE count < max statement, which holds the
   * file's write lock from its first read. PostgreSQL: the same statement after a transaction
   * lock on the key (pg_advisory_xact_lock), so the count sees every reservation made before.
   */
  async reserve(
    key: string,
    now: number,
    windowMs: number,
    max: number,
  ): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
    const since = now - windowMs;
    const insert = (db: Kysely<DB>) =>
      sql`insert into signin_failures (id, key, at)
          select ${sortableId(now)}, ${key}, cast(${now} as bigint)
          where (select count(*) from signin_failures where key = ${key} and at > ${since}) < ${max}`.execute(
        db,
      );
    const result =
      this.h.dialect === 'postgres'
        ? await this.h.transaction(async ({ db: trx }) => {
            await sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}, hashtext(${key}))`.execute(
              trx,
            );
            return insert(trx);
          })
        : await insert(this.h.db);
    if (Number(result.numAffectedRows ?? 0) > 0) return { ok: true };
    const failures = await this.failuresSince(key, since);
    const oldest = failures[Math.max(0, failures.length - max)] ?? now;
    return { ok: false, retryAfterMs: Math.max(0, oldest + windowMs - now) };
  }

  /** Failures for `key` since `since`, oldest first (timestamps). */
  async failuresSince(key: string, since: number): Promise<number[]> {
    const rows = await this.h.db
      .selectFrom('signin_failures')
      .select('at')
      .where('key', '=', key)
      .where('at', '>', since)
      .orderBy('at')
      .execute();
    return rows.map((r) => num(r.at));
  }

  async clear(key: string) {
    await this.h.db.deleteFrom('signin_failures').where('key', '=', key).execute();
  }

  async prune(before: number) {
    await this.h.db.deleteFrom('signin_failures').where('at', '<', before).execute();
  }
}
