import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { num } from './db.js';
import type { DB } from './tables.js';
import type { StoreHandle } from './core.js';
import { AccountRepository, platformUsersColumn } from './accounts.js';
import { MfaRepository } from './mfa.js';
import { SessionRepository } from './sessions.js';
import type { Role } from './types.js';

/** The password hash of an account whose password is not set yet: no password matches it. */
export const NO_PASSWORD = '!setup-pending';

/** A set-up link's token as stored: its SHA-256 (base64url); the token itself is never kept. */
export const setupTokenHash = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('base64url');

/** Why a set-up link does not work (unknown: no such link, or its account is gone). */
export type SetupLinkState =
  | { ok: true; username: string; expiresAt: number }
  | { ok: false; why: 'unknown' | 'used' | 'expired' };

/**
 * Console access (issue #34): one-time set-up links (SHA-256 at rest, used at most once), changes
 * of an account's role and tenants and its removal, never leaving fewer than one owner. The live
 * sessions are sessions.ts's.
 */
export class ConsoleAccess {
  constructor(private readonly h: StoreHandle) {}

  /** A new set-up link for the account (earlier unused ones die); answers the token, once. */
  async createSetupLink(
    username: string,
    createdBy: string,
    ttlMs: number,
    now = Date.now(),
  ): Promise<{ token: string; expiresAt: number }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + ttlMs;
    await this.h.transaction(async ({ db }) => {
      await db
        .updateTable('setup_links')
        .set({ used_at: now })
        .where('username', '=', username)
        .where('used_at', 'is', null)
        .execute();
      await db
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
    const r = await this.h.db
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
    const done = await this.h.transaction(async (tx) => {
      const used = await tx.db
        .updateTable('setup_links')
        .set({ used_at: now })
        .where('token_hash', '=', setupTokenHash(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      await new AccountRepository(tx).setPassword(state.username, passwordHash, now);
      return true;
    });
    return done ? state : { ok: false, why: 'used' };
  }

  /** Each account's newest unused, unexpired link's end (ms), by username. */
  async openSetupLinks(now = Date.now()): Promise<Map<string, number>> {
    const rows = await this.h.db
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
   * Changes role, tenants and (when given) the platform-user links. `last_owner` when it would
   * leave no owner (the count and the change are one transaction, see `owners`); `missing` when
   * there is no such account.
   */
  async updateAccess(
    username: string,
    change: { role: Role; tenants: string[]; platformUsers?: Record<string, string> },
    now = Date.now(),
  ): Promise<'ok' | 'missing' | 'last_owner'> {
    return this.h.transaction(async ({ db }) => {
      const a = await db
        .selectFrom('accounts')
        .select(['role'])
        .where('username', '=', username)
        .executeTakeFirst();
      if (!a) return 'missing';
      if (a.role === 'owner' && change.role !== 'owner' && (await this.owners(db)) <= 1)
        return 'last_owner';
      await db
        .updateTable('accounts')
        .set({
          role: change.role,
          tenants: JSON.stringify(change.tenants),
          updated_at: now,
          ...(change.platformUsers
            ? { platform_users: platformUsersColumn(change.platformUsers) }
            : {}),
        })
        .where('username', '=', username)
        .execute();
      return 'ok';
    });
  }

  /**
   * Removes the account with everything of it: set-up links, second factors, and its sessions
   * (revoked), in one transaction; refused for the last owner.
   */
  async removeAccount(
    username: string,
    now = Date.now(),
  ): Promise<'ok' | 'missing' | 'last_owner'> {
    return this.h.transaction(async (tx) => {
      const a = await tx.db
        .selectFrom('accounts')
        .select(['role'])
        .where('username', '=', username)
        .executeTakeFirst();
      if (!a) return 'missing' as const;
      if (a.role === 'owner' && (await this.owners(tx.db)) <= 1) return 'last_owner' as const;
      await tx.db.deleteFrom('accounts').where('username', '=', username).execute();
      await tx.db.deleteFrom('setup_links').where('username', '=', username).execute();
      await new MfaRepository(tx).removeAllOf(username);
      await new SessionRepository(tx).revokeUser(username, now);
      return 'ok' as const;
    });
  }

  /**
   * The owners, counted inside a change's transaction. On PostgreSQL their rows are locked
   * (`for update`): of two owners demoting each other at once, the second waits for the first and
   * then no longer counts it, so one of them is refused. SQLite has one writer at a time.
   */
  private async owners(trx: Kysely<DB>): Promise<number> {
    let q = trx.selectFrom('accounts').select('username').where('role', '=', 'owner');
    if (this.h.dialect === 'postgres') q = q.forUpdate();
    return (await q.execute()).length;
  }
}
