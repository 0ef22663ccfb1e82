import { num } from './db.js';
import type { StoreHandle } from './core.js';
import { SessionRepository } from './sessions.js';
import { toAccount } from './rows.js';
import type { Account, Role } from './types.js';

export const platformUsersColumn = (platformUsers: Record<string, string>) =>
  Object.keys(platformUsers).length ? JSON.stringify(platformUsers) : null;

/**
 * Console accounts (local ones: the people of the OpenID Provider are oidc.ts's). Changes of an
 * account's access that must keep an owner, and its removal, are access.ts's.
 */
export class AccountRepository {
  constructor(private readonly h: StoreHandle) {}

  async add(
    a: {
      username: string;
      passwordHash: string;
      role: Role;
      tenants: string[];
      platformUsers?: Record<string, string>;
    },
    now = Date.now(),
  ) {
    await this.h.db
      .insertInto('accounts')
      .values({
        username: a.username,
        password_hash: a.passwordHash,
        role: a.role,
        tenants: JSON.stringify(a.tenants),
        created_at: now,
        updated_at: now,
        language: null,
        platform_users: platformUsersColumn(a.platformUsers ?? {}),
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
    const r = await this.h.db
      .updateTable('accounts')
      .set({ platform_users: platformUsersColumn(platformUsers), updated_at: now })
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Remembers the account's console language; false when there is no such account. */
  async setLanguage(username: string, language: string, now = Date.now()): Promise<boolean> {
    const r = await this.h.db
      .updateTable('accounts')
      .set({ language, updated_at: now })
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async find(username: string): Promise<Account | undefined> {
    const r = await this.h.db
      .selectFrom('accounts')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
    return r && toAccount(r);
  }

  async list(): Promise<Account[]> {
    const rows = await this.h.db.selectFrom('accounts').selectAll().orderBy('username').execute();
    return rows.map(toAccount);
  }

  async count(): Promise<number> {
    const r = await this.h.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return num(r.n as number | string);
  }

  async countOwners(): Promise<number> {
    const r = await this.h.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('role', '=', 'owner')
      .executeTakeFirstOrThrow();
    return num(r.n as number | string);
  }

  /** Changes the password and revokes every session of the account, in one transaction. */
  async setPassword(username: string, passwordHash: string, now = Date.now()): Promise<boolean> {
    return this.h.transaction(async (tx) => {
      const r = await tx.db
        .updateTable('accounts')
        .set({ password_hash: passwordHash, updated_at: now })
        .where('username', '=', username)
        .executeTakeFirst();
      await new SessionRepository(tx).revokeUser(username, now);
      return Number(r.numUpdatedRows) > 0;
    });
  }
}
