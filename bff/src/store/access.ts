import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { num } from './db.js';
import type { DB } from './db.js';
import { MfaStore } from './mfa.js';
import { parseTenants } from './rows.js';
import type { Role } from './types.js';

/** The password hash of an account whose password is not set yet: no password matches it. */
export const NO_PASSWORD = '!setup-pending';

/** A set-up link's token as stored: its SHA-256 (base64url); the token itself is never kept. */
export const setupTokenHash = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

/** A session's name in the owner's list: not its id, which is what the cookie's seal holds. */
export const sessionListId = (sid: string) =>
  createHash('sha256').update(`session:${sid}`, 'utf8').digest('base64url').slice(0, 22);

/** Why a set-up link does not work (unknown: no such link, or its account is gone). */
export type SetupLinkState =
  | { ok: true; username: string; expiresAt: number }
  | { ok: false; why: 'unknown' | 'used' | 'expired' };

export interface ActiveSession {
  sid: string;
  username: string;
  role: Role | null;
  userAgent: string | null;
  createdAt: number;
  lastSeen: number;
}

/**
 * Console access (issue #34): one-time set-up links (SHA-256 at rest, single use), the owners
 * (never fewer than one through here), and the sessions alive now.
 */
export class AccessStore extends MfaStore {
  /** A new set-up link for the account (earlier unused ones die); answers the token, once. */
  async createSetupLink(
    username: string,
    createdBy: string,
    ttlMs: number,
    now = Date.now(),
  ): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + ttlMs;
    await this.o.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('setup_links')
        .set({ used_at: now })
        .where('username', '=', username)
        .where('used_at', 'is', null)
        .execute();
      await trx
        .insertInto('setup_links')
        .values({
          token_hash: setupTokenHash(token),
          username,
          created_by: createdBy,
          created_at: now,
          expires_at: expiresAt,
          used_at: null,
        })
        .execute();
    });
    return { token, expiresAt };
  }

  /** Whose link this is and whether it still works (changes nothing). */
  async inspectSetupLink(token: string, now = Date.now()): Promise<SetupLinkState> {
    const r = await this.o.db
      .selectFrom('setup_links as l')
      .innerJoin('accounts as a', 'a.username', 'l.username')
      .select(['l.username', 'l.expires_at', 'l.used_at'])
      .where('l.token_hash', '=', setupTokenHash(token))
      .executeTakeFirst();
    if (!r) return { ok: false, why: 'unknown' };
    if (r.used_at !== null) return { ok: false, why: 'used' };
    if (num(r.expires_at) <= now) return { ok: false, why: 'expired' };
    return { ok: true, username: r.username, expiresAt: num(r.expires_at) };
  }

  /**
   * Uses the link: sets the account's password and ends its sessions, in one transaction; the
   * link is marked used first, so two requests with one token cannot both set a password.
   */
  async useSetupLink(
    token: string,
    passwordHash: string,
    now = Date.now(),
  ): Promise<SetupLinkState> {
    const state = await this.inspectSetupLink(token, now);
    if (!state.ok) return state;
    const done = await this.o.db.transaction().execute(async (trx) => {
      const used = await trx
        .updateTable('setup_links')
        .set({ used_at: now })
        .where('token_hash', '=', setupTokenHash(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await trx
        .updateTable('accounts')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('username', '=', state.username)
        .execute();
      await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('username', '=', state.username)
        .where('revoked_at', 'is', null)
        .execute();
      return true;
    });
    if (!done) return { ok: false, why: 'used' };
    this.revoked({ username: state.username });
    return state;
  }

  /** Each account's newest unused, unexpired link's end (ms), by username. */
  async openSetupLinks(now = Date.now()): Promise<Map<string, number>> {
    const rows = await this.o.db
      .selectFrom('setup_links')
      .select(['username', 'expires_at'])
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    const out = new Map<string, number>();
    for (const r of rows)
      out.set(r.username, Math.max(out.get(r.username) ?? 0, num(r.expires_at)));
    return out;
  }

  /**
   * The owners, counted inside a change's transaction. On PostgreSQL their rows are locked
   * (`for update`): of two owners demoting each other at once, the second waits for the first and
   * then no longer counts it, so one of them is refused. SQLite has one writer at a time.
   */
  private async owners(trx: Transaction<DB>): Promise<number> {
    let q = trx.selectFrom('accounts').select('username').where('role', '=', 'owner');
    if (this.o.dialect === 'postgres') q = q.forUpdate();
    return (await q.execute()).length;
  }

  async countOwners(): Promise<number> {
    const r = await this.o.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('role', '=', 'owner')
      .executeTakeFirstOrThrow();
    return num(r.n as number | string);
  }

  /**
   * Changes role, tenants and (when given) the platform-user links. `last_owner` when it would
   * leave no owner (the count and the change are one transaction, see `owners`); `missing` when
   * there is no such account.
   */
  async updateAccess(
    username: string,
    change: { role: Role; tenants: string[]; platformUsers?: Record<string, string> },
    now = Date.now(),
  ): Promise<'ok' | 'missing' | 'last_owner'> {
    return this.o.db.transaction().execute(async (trx) => {
      const a = await trx
        .selectFrom('accounts')
        .select(['role'])
        .where('username', '=', username)
        .executeTakeFirst();
      if (!a) return 'missing';
      if (a.role === 'owner' && change.role !== 'owner' && (await this.owners(trx)) <= 1)
        return 'last_owner';
      await trx
        .updateTable('accounts')
        .set({
          role: change.role,
          tenants: JSON.stringify(change.tenants),
          updated_at: now,
          ...(change.platformUsers
            ? {
                platform_users: Object.keys(change.platformUsers).length
                  ? JSON.stringify(change.platformUsers)
                  : null,
              }
            : {}),
        })
        .where('username', '=', username)
        .execute();
      return 'ok';
    });
  }

  /** Removes the account, its links and sessions; refused for the last owner. */
  async removeAccess(username: string, now = Date.now()): Promise<'ok' | 'missing' | 'last_owner'> {
    const outcome = await this.o.db.transaction().execute(async (trx) => {
      const a = await trx
        .selectFrom('accounts')
        .select(['role'])
        .where('username', '=', username)
        .executeTakeFirst();
      if (!a) return 'missing' as const;
      if (a.role === 'owner' && (await this.owners(trx)) <= 1) return 'last_owner' as const;
      await trx.deleteFrom('accounts').where('username', '=', username).execute();
      await trx.deleteFrom('setup_links').where('username', '=', username).execute();
      return 'ok' as const;
    });
    // The account is gone; removeAccount (and what other areas add to it: their rows of the
    // account) ends its sessions.
    if (outcome === 'ok') await this.removeAccount(username, now);
    return outcome;
  }

  /** The browser (its User-Agent, shortened) a session was started in. */
  async setSessionDevice(id: string, userAgent: string) {
    await this.o.db
      .updateTable('sessions')
      .set({ user_agent: userAgent.slice(0, 400) })
      .where('id', '=', id)
      .execute();
  }

  /** Sessions alive now: not revoked, within the idle and absolute timeouts; newest first. */
  async activeSessions(idleMs: number, absoluteMs: number, now = Date.now()) {
    const rows = await this.o.db
      .selectFrom('sessions as s')
      .leftJoin('accounts as a', 'a.username', 's.username')
      .select([
        's.id',
        's.username',
        's.created_at',
        's.last_seen',
        's.user_agent',
        'a.role',
        'a.tenants',
      ])
      .where('s.revoked_at', 'is', null)
      .where('s.created_at', '>', now - absoluteMs)
      .where('s.last_seen', '>', now - idleMs)
      .orderBy('s.last_seen', 'desc')
      .execute();
    // A session without an account here is another area's (a person signed in through the
    // identity provider): its tenants are that area's to tell (null).
    return rows.map((r): ActiveSession & { tenants: string[] | null } => ({
      sid: r.id,
      username: r.username,
      role: (r.role ?? null) as Role | null,
      userAgent: r.user_agent ?? null,
      createdAt: num(r.created_at),
      lastSeen: num(r.last_seen),
      tenants: r.tenants === null ? null : parseTenants(r.tenants),
    }));
  }
}
