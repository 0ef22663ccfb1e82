import { randomBytes } from 'node:crypto';
import { num } from './db.js';
import { StoreCore } from './core.js';
import { parsePlatformUsers, parseTenants, toAccount } from './rows.js';
import type { Account, Role, SessionRow } from './types.js';

/** Console accounts, and their sessions (kept for revocation). */
export class AccountStore extends StoreCore {
  // ---- accounts ---------------------------------------------------------------
  async addAccount(
    a: {
      username: string;
      passwordHash: string;
      role: Role;
      tenants: string[];
      platformUsers?: Record<string, string>;
    },
    now = Date.now(),
  ) {
    await this.o.db
      .insertInto('accounts')
      .values({
        username: a.username,
        password_hash: a.passwordHash,
        role: a.role,
        tenants: JSON.stringify(a.tenants),
        created_at: now,
        updated_at: now,
        language: null,
        platform_users:
          a.platformUsers && Object.keys(a.platformUsers).length
            ? JSON.stringify(a.platformUsers)
            : null,
      })
      .execute();
  }

  /**
   * Links the account to V1 users (`{tenantId: userId}`), or unlinks it (empty); false when there
   * is no such account. Sessions read it through their 1 s row cache, like the role.
   */
  async setPlatformUsers(
    username: string,
    platformUsers: Record<string, string>,
    now = Date.now(),
  ): Promise<boolean> {
    const r = await this.o.db
      .updateTable('accounts')
      .set({
        platform_users: Object.keys(platformUsers).length ? JSON.stringify(platformUsers) : null,
        updated_at: now,
      })
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Remembers the account's console language; false when there is no such account. */
  async setLanguage(username: string, language: string, now = Date.now()): Promise<boolean> {
    const r = await this.o.db
      .updateTable('accounts')
      .set({ language, updated_at: now })
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async getAccount(username: string): Promise<Account | undefined> {
    const r = await this.o.db
      .selectFrom('accounts')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
    return r && toAccount(r);
  }

  async listAccounts(): Promise<Account[]> {
    const rows = await this.o.db.selectFrom('accounts').selectAll().orderBy('username').execute();
    return rows.map(toAccount);
  }

  async countAccounts(): Promise<number> {
    const r = await this.o.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return num(r.n as number | string);
  }

  /** Removes an account and revokes its sessions. */
  async removeAccount(username: string, now = Date.now()): Promise<boolean> {
    const r = await this.o.db
      .deleteFrom('accounts')
      .where('username', '=', username)
      .executeTakeFirst();
    await this.revokeUserSessions(username, now);
    return Number(r.numDeletedRows) > 0;
  }

  /** Changes the password and revokes every session of the account. */
  async setPassword(username: string, passwordHash: string, now = Date.now()): Promise<boolean> {
    const r = await this.o.db
      .updateTable('accounts')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('username', '=', username)
      .executeTakeFirst();
    await this.revokeUserSessions(username, now);
    return Number(r.numUpdatedRows) > 0;
  }

  // ---- sessions ---------------------------------------------------------------
  async createSession(username: string, now = Date.now()): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.o.db
      .insertInto('sessions')
      .values({ id, username, created_at: now, last_seen: now, revoked_at: null })
      .execute();
    return id;
  }

  /** The session with its account's current role and tenants (undefined when the account is gone). */
  async getSession(id: string): Promise<SessionRow | undefined> {
    const r = await this.o.db
      .selectFrom('sessions as s')
      .innerJoin('accounts as a', 'a.username', 's.username')
      .select([
        's.id',
        's.username',
        's.created_at',
        's.last_seen',
        's.revoked_at',
        'a.role',
        'a.tenants',
        'a.language',
        'a.platform_users',
      ])
      .where('s.id', '=', id)
      .executeTakeFirst();
    if (!r) return undefined;
    return {
      id: r.id,
      username: r.username,
      createdAt: num(r.created_at),
      lastSeen: num(r.last_seen),
      revokedAt: r.revoked_at === null ? null : num(r.revoked_at),
      role: r.role as Role,
      tenants: parseTenants(r.tenants),
      language: r.language,
      platformUsers: parsePlatformUsers(r.platform_users),
    };
  }

  async touchSession(id: string, now = Date.now()) {
    await this.o.db.updateTable('sessions').set({ last_seen: now }).where('id', '=', id).execute();
  }

  async revokeSession(id: string, now = Date.now()) {
    await this.o.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
    this.revoked({ sid: id });
  }

  async revokeUserSessions(username: string, now = Date.now()) {
    await this.o.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('username', '=', username)
      .where('revoked_at', 'is', null)
      .execute();
    this.revoked({ username });
  }

  /** Deletes sessions that ended before `before` (revoked or past the absolute timeout). */
  async pruneSessions(before: number) {
    await this.o.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('revoked_at', '<', before), eb('created_at', '<', before)]))
      .execute();
  }
}
