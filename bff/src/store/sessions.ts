import { createHash, randomBytes } from 'node:crypto';
import { num } from './db.js';
import type { StoreHandle } from './core.js';
import { parsePlatformUsers, parseTenants } from './rows.js';
import type { Role, SessionRow } from './types.js';

/** A session's name in the owner's list: not its id, which is what the cookie's seal holds. */
export const sessionListId = (sid: string) =>
  createHash('sha256').update(`session:${sid}`, 'utf8').digest('base64url').slice(0, 22);

export interface ActiveSession {
  sid: string;
  username: string;
  role: Role | null;
  userAgent: string | null;
  createdAt: number;
  lastSeen: number;
}

/** The columns a session is answered with, from its row and its account's or person's. */
const SESSION_COLUMNS = [
  's.id',
  's.username',
  's.created_at',
  's.last_seen',
  's.revoked_at',
] as const;

function toSessionRow(r: {
  id: string;
  username: string;
  created_at: number | string;
  last_seen: number | string;
  revoked_at: number | string | null;
  role: string;
  tenants: string;
  language: string | null;
  platform_users: string | null;
}): SessionRow {
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

/**
 * Console sessions, kept for revocation: a local account's, or one signed in through the OpenID
 * Provider (with the provider's `sub` and `sid`, for its back-channel logout).
 */
export class SessionRepository {
  constructor(private readonly h: StoreHandle) {}

  async create(
    username: string,
    now = Date.now(),
    oidc?: { sub: string; sid: string | null },
  ): Promise<string> {
    const id = randomBytes(32).toString('base64url');
    await this.h.db
      .insertInto('sessions')
      .values({
        id,
        username,
        created_at: now,
        last_seen: now,
        revoked_at: null,
        ...(oidc ? { oidc_sub: oidc.sub, oidc_sid: oidc.sid } : {}),
      })
      .execute();
    return id;
  }

  /**
   * The session with its account's current role and tenants, or its person's for one signed in
   * through the provider (undefined when the account is gone or the person refused).
   */
  async find(id: string): Promise<SessionRow | undefined> {
    const local = await this.h.db
      .selectFrom('sessions as s')
      .innerJoin('accounts as a', 'a.username', 's.username')
      .select([...SESSION_COLUMNS, 'a.role', 'a.tenants', 'a.language', 'a.platform_users'])
      .where('s.id', '=', id)
      .executeTakeFirst();
    if (local) return toSessionRow(local);
    const r = await this.h.db
      .selectFrom('sessions as s')
      .innerJoin('oidc_people as p', 'p.sub', 's.oidc_sub')
      .select([...SESSION_COLUMNS, 'p.role', 'p.tenants', 'p.language', 'p.platform_users'])
      .where('s.id', '=', id)
      .whereRef('p.username', '=', 's.username')
      .executeTakeFirst();
    if (!r || r.role === null) return undefined;
    return toSessionRow({ ...r, role: r.role });
  }

  async touch(id: string, now = Date.now()) {
    await this.h.db.updateTable('sessions').set({ last_seen: now }).where('id', '=', id).execute();
  }

  /** Revokes at `now` the sessions still live that the caller's `where` picks. */
  private revokeLive(now: number) {
    return this.h.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('revoked_at', 'is', null);
  }

  async revoke(id: string, now = Date.now()) {
    await this.revokeLive(now).where('id', '=', id).execute();
    this.h.revoked({ sid: id });
  }

  /** Revokes every session of the account. */
  async revokeUser(username: string, now = Date.now()) {
    await this.revokeLive(now).where('username', '=', username).execute();
    this.h.revoked({ username });
  }

  /**
   * Back-channel logout: ends the live sessions of the provider's session `sid` (of `sub`, when
   * given too), or with `sid` absent every session of `sub`. Returns how many ended.
   */
  async revokeOidc(by: { sub?: string; sid?: string }, now = Date.now()): Promise<number> {
    if (!by.sub && !by.sid) return 0;
    let q = this.h.db.selectFrom('sessions').select('id').where('revoked_at', 'is', null);
    if (by.sid) q = q.where('oidc_sid', '=', by.sid);
    if (by.sub) q = q.where('oidc_sub', '=', by.sub);
    const ids = (await q.execute()).map((r) => r.id);
    if (ids.length === 0) return 0;
    await this.revokeLive(now).where('id', 'in', ids).execute();
    for (const sid of ids) this.h.revoked({ sid });
    return ids.length;
  }

  /** The provider's `sub` and `sid` of a console session (undefined: a local account's). */
  async oidcOf(id: string): Promise<{ sub: string; sid: string | null } | undefined> {
    const r = await this.h.db
      .selectFrom('sessions')
      .select(['oidc_sub', 'oidc_sid'])
      .where('id', '=', id)
      .executeTakeFirst();
    return r?.oidc_sub ? { sub: r.oidc_sub, sid: r.oidc_sid ?? null } : undefined;
  }

  /** The browser (its User-Agent, shortened) a session was started in. */
  async setDevice(id: string, userAgent: string) {
    await this.h.db
      .updateTable('sessions')
      .set({ user_agent: userAgent.slice(0, 400) })
      .where('id', '=', id)
      .execute();
  }

  /** Sessions alive now: not revoked, within the idle and absolute timeouts; newest first. */
  async active(idleMs: number, absoluteMs: number, now = Date.now()) {
    const rows = await this.h.db
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
    // A session without an account here is a person's signed in through the identity provider:
    // its tenants are the person's to tell (null).
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

  /** Deletes sessions that ended before `before` (revoked or past the absolute timeout). */
  async prune(before: number) {
    await this.h.db
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('revoked_at', '<', before), eb('created_at', '<', before)]))
      .execute();
  }
}
