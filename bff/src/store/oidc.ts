import { randomBytes } from 'node:crypto';
import { num } from './db.js';
import { parsePlatformUsers, parseTenants } from './rows.js';
import { WorkpaperStore } from './workpapers.js';
import type { Role, SessionRow } from './types.js';

/** The console username of a person signed in through the OpenID Provider (never a local one's). */
export const OIDC_USERNAME_PREFIX = 'oidc:';
export const isOidcUsername = (username: string) => username.startsWith(OIDC_USERNAME_PREFIX);

/** A person who signed in through the OpenID Provider, as their groups last mapped them. */
export interface OidcPerson {
  sub: string;
  /** How the console names them (audit log, header): `oidc:<email>`, or `oidc:<sub>`. */
  username: string;
  email: string | null;
  name: string | null;
  /** Null: refused at the last sign-in (no mapped group any more). */
  role: Role | null;
  tenants: string[];
  platformUsers: Record<string, string>;
  firstSignInAt: number;
  lastSignInAt: number;
}

/** A login under way: what the callback checks the provider's answer against. */
export interface OidcLogin {
  nonce: string;
  codeVerifier: string;
  next: string | null;
  /** The address the browser started from. */
  address: string;
  createdAt: number;
}

/**
 * Sign-in through the OpenID Provider (migration 013): the people who signed in that way, the
 * logins under way (each used once), and sessions that carry the provider's `sid` and `sub`.
 */
export class OidcStore extends WorkpaperStore {
  // ---- logins under way ------------------------------------------------------------
  async addOidcLogin(state: string, login: OidcLogin) {
    await this.o.db
      .insertInto('oidc_logins')
      .values({
        state,
        nonce: login.nonce,
        code_verifier: login.codeVerifier,
        next: login.next,
        address: login.address,
        created_at: login.createdAt,
      })
      .execute();
  }

  /** How many logins started from `address` since `since` are still under way. */
  async countOidcLogins(address: string, since: number): Promise<number> {
    const r = await this.o.db
      .selectFrom('oidc_logins')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('address', '=', address)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Drops the logins started before `before` (never finished: their state has expired). */
  async pruneOidcLogins(before: number): Promise<void> {
    await this.o.db.deleteFrom('oidc_logins').where('created_at', '<', before).execute();
  }

  /**
   * Takes the login of `state` out of the store: only one caller ever gets it (a replayed
   * callback finds nothing). Logins older than `maxAgeMs` are dropped and not returned.
   */
  async takeOidcLogin(
    state: string,
    now: number,
    maxAgeMs: number,
  ): Promise<OidcLogin | undefined> {
    await this.o.db
      .deleteFrom('oidc_logins')
      .where('created_at', '<', now - maxAgeMs)
      .execute();
    const r = await this.o.db
      .selectFrom('oidc_logins')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirst();
    if (!r) return undefined;
    const gone = await this.o.db
      .deleteFrom('oidc_logins')
      .where('state', '=', state)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) !== 1) return undefined;
    return {
      nonce: r.nonce,
      codeVerifier: r.code_verifier,
      next: r.next,
      address: r.address,
      createdAt: num(r.created_at),
    };
  }

  // ---- people -----------------------------------------------------------------------
  /**
   * Records a sign-in (or a refusal: `role` null, no tenants) of the person `sub`; returns the
   * username their sessions carry. The username is `oidc:<email>` unless another person has it.
   */
  async recordOidcPerson(
    p: {
      sub: string;
      email: string | null;
      name: string | null;
      role: Role | null;
      tenants: string[];
      platformUsers: Record<string, string>;
    },
    now = Date.now(),
  ): Promise<string> {
    const existing = await this.o.db
      .selectFrom('oidc_people')
      .selectAll()
      .where('sub', '=', p.sub)
      .executeTakeFirst();
    const wanted = OIDC_USERNAME_PREFIX + (p.email ? p.email.toLowerCase() : p.sub);
    const holder = await this.o.db
      .selectFrom('oidc_people')
      .select('sub')
      .where('username', '=', wanted)
      .executeTakeFirst();
    const username =
      !holder || holder.sub === p.sub
        ? wanted
        : (existing?.username ?? OIDC_USERNAME_PREFIX + p.sub);
    const values = {
      username,
      email: p.email,
      name: p.name,
      role: p.role,
      tenants: JSON.stringify(p.tenants),
      platform_users: Object.keys(p.platformUsers).length ? JSON.stringify(p.platformUsers) : null,
      last_sign_in: now,
    };
    if (existing) {
      await this.o.db.updateTable('oidc_people').set(values).where('sub', '=', p.sub).execute();
      if (existing.username !== username) await this.revokeUserSessions(existing.username, now);
    } else
      await this.o.db
        .insertInto('oidc_people')
        .values({ sub: p.sub, ...values, language: null, first_sign_in: now })
        .execute();
    return username;
  }

  async getOidcPerson(sub: string): Promise<OidcPerson | undefined> {
    const r = await this.o.db
      .selectFrom('oidc_people')
      .selectAll()
      .where('sub', '=', sub)
      .executeTakeFirst();
    return r && toPerson(r);
  }

  /** Everyone who signed in through the provider, the latest sign-in first (the access page). */
  async listOidcPeople(): Promise<OidcPerson[]> {
    const rows = await this.o.db
      .selectFrom('oidc_people')
      .selectAll()
      .orderBy('last_sign_in', 'desc')
      .orderBy('sub')
      .execute();
    return rows.map(toPerson);
  }

  // ---- sessions ---------------------------------------------------------------------
  /** A session; one signed in through the provider keeps its `sub` and `sid`. */
  override async createSession(
    username: string,
    now = Date.now(),
    oidc?: { sub: string; sid: string | null },
  ): Promise<string> {
    if (!oidc) return super.createSession(username, now);
    const id = randomBytes(32).toString('base64url');
    await this.o.db
      .insertInto('sessions')
      .values({
        id,
        username,
        created_at: now,
        last_seen: now,
        revoked_at: null,
        oidc_sub: oidc.sub,
        oidc_sid: oidc.sid,
      })
      .execute();
    return id;
  }

  /** A local account's session as before; a provider's session with its person's access. */
  override async getSession(id: string): Promise<SessionRow | undefined> {
    const local = await super.getSession(id);
    if (local) return local;
    const r = await this.o.db
      .selectFrom('sessions as s')
      .innerJoin('oidc_people as p', 'p.sub', 's.oidc_sub')
      .select([
        's.id',
        's.username',
        's.created_at',
        's.last_seen',
        's.revoked_at',
        'p.role',
        'p.tenants',
        'p.language',
        'p.platform_users',
      ])
      .where('s.id', '=', id)
      .whereRef('p.username', '=', 's.username')
      .executeTakeFirst();
    if (!r || r.role === null) return undefined;
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

  /** The person's language, for a provider's username; a local account's as before. */
  override async setLanguage(username: string, language: string, now = Date.now()) {
    if (!isOidcUsername(username)) return super.setLanguage(username, language, now);
    const r = await this.o.db
      .updateTable('oidc_people')
      .set({ language })
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /**
   * Back-channel logout: ends the live sessions of the provider's session `sid` (of `sub`, when
   * given too), or with `sid` absent every session of `sub`. Returns how many ended.
   */
  async revokeOidcSessions(by: { sub?: string; sid?: string }, now = Date.now()): Promise<number> {
    if (!by.sub && !by.sid) return 0;
    let q = this.o.db.selectFrom('sessions').select('id').where('revoked_at', 'is', null);
    if (by.sid) q = q.where('oidc_sid', '=', by.sid);
    if (by.sub) q = q.where('oidc_sub', '=', by.sub);
    const ids = (await q.execute()).map((r) => r.id);
    if (ids.length === 0) return 0;
    await this.o.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', 'in', ids)
      .where('revoked_at', 'is', null)
      .execute();
    for (const sid of ids) this.revoked({ sid });
    return ids.length;
  }

  /** The provider's `sub` and `sid` of a console session (undefined: a local account's). */
  async oidcOfSession(id: string): Promise<{ sub: string; sid: string | null } | undefined> {
    const r = await this.o.db
      .selectFrom('sessions')
      .select(['oidc_sub', 'oidc_sid'])
      .where('id', '=', id)
      .executeTakeFirst();
    return r?.oidc_sub ? { sub: r.oidc_sub, sid: r.oidc_sid ?? null } : undefined;
  }
}

function toPerson(r: {
  sub: string;
  username: string;
  email: string | null;
  name: string | null;
  role: string | null;
  tenants: string;
  platform_users: string | null;
  first_sign_in: number | string;
  last_sign_in: number | string;
}): OidcPerson {
  return {
    sub: r.sub,
    username: r.username,
    email: r.email,
    name: r.name,
    role: r.role as Role | null,
    tenants: parseTenants(r.tenants),
    platformUsers: parsePlatformUsers(r.platform_users),
    firstSignInAt: num(r.first_sign_in),
    lastSignInAt: num(r.last_sign_in),
  };
}
