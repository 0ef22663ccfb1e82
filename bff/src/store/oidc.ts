import { num } from './db.js';
import type { StoreHandle } from './core.js';
import type { OidcPeopleTable } from './tables.js';
import { parsePlatformUsers, parseTenants } from './rows.js';
import { SessionRepository } from './sessions.js';
import type { Role } from './types.js';

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
 * Sign-in through the OpenID Provider (migration 013): the people who signed in that way and the
 * logins under way (each used once). Their sessions, with the provider's `sid` and `sub`, are
 * sessions.ts's.
 */
export class OidcRepository {
  constructor(private readonly h: StoreHandle) {}

  async addLogin(state: string, login: OidcLogin) {
    await this.h.db
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
  async countLogins(address: string, since: number): Promise<number> {
    const r = await this.h.db
      .selectFrom('oidc_logins')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('address', '=', address)
      .where('created_at', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  /** Drops the logins started before `before` (never finished: their state has expired). */
  async pruneLogins(before: number): Promise<void> {
    await this.h.db.deleteFrom('oidc_logins').where('created_at', '<', before).execute();
  }

  /**
   * Takes the login of `state` out of the store: only one caller ever gets it (a replayed
   * callback finds nothing). Logins older than `maxAgeMs` are dropped and not returned.
   */
  async takeLogin(state: string, now: number, maxAgeMs: number): Promise<OidcLogin | undefined> {
    await this.h.db
      .deleteFrom('oidc_logins')
      .where('created_at', '<', now - maxAgeMs)
      .execute();
    const r = await this.h.db
      .selectFrom('oidc_logins')
      .selectAll()
      .where('state', '=', state)
      .executeTakeFirst();
    if (!r) return undefined;
    const gone = await this.h.db
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

  /**
   * Records a sign-in (or a refusal: `role` null, no tenants) of the person `sub`; returns the
   * username their sessions carry. The username is `oidc:<email>` unless another person has it.
   */
  async recordPerson(
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
    const existing = await this.h.db
      .selectFrom('oidc_people')
      .selectAll()
      .where('sub', '=', p.sub)
      .executeTakeFirst();
    const wanted = OIDC_USERNAME_PREFIX + (p.email ? p.email.toLowerCase() : p.sub);
    const holder = await this.h.db
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
      await this.h.db.updateTable('oidc_people').set(values).where('sub', '=', p.sub).execute();
      if (existing.username !== username)
        await new SessionRepository(this.h).revokeUser(existing.username, now);
    } else
      await this.h.db
        .insertInto('oidc_people')
        .values({ sub: p.sub, ...values, language: null, first_sign_in: now })
        .execute();
    return username;
  }

  async findPerson(sub: string): Promise<OidcPerson | undefined> {
    const r = await this.h.db
      .selectFrom('oidc_people')
      .selectAll()
      .where('sub', '=', sub)
      .executeTakeFirst();
    return r && toPerson(r);
  }

  /** Everyone who signed in through the provider, the latest sign-in first (the access page). */
  async listPeople(): Promise<OidcPerson[]> {
    const rows = await this.h.db
      .selectFrom('oidc_people')
      .selectAll()
      .orderBy('last_sign_in', 'desc')
      .orderBy('sub')
      .execute();
    return rows.map(toPerson);
  }

  /** Remembers the person's console language (`username`: theirs, `oidc:...`). */
  async setLanguage(username: string, language: string): Promise<boolean> {
    const r = await this.h.db
      .updateTable('oidc_people')
      .set({ language })
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}

function toPerson(r: OidcPeopleTable): OidcPerson {
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
