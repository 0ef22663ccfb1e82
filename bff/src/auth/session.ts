import * as Iron from 'iron-webcrypto';
import { LRUCache } from 'lru-cache';
import { LANGUAGES, type Language } from '@ledger/contract';
import type { Store, Role, SessionRow } from '../store/index.js';

export const IDLE_TIMEOUT_MS = 30 * 60_000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 3_600_000;
/** last_seen is written at most this often (the idle timeout is exact to within this). */
const TOUCH_EVERY_MS = 60_000;
/**
 * Session rows are kept in memory this long. Revocations through this process's store clear
 * the cache at once; one made by another process (the accounts CLI) is seen within this time.
 */
const ROW_CACHE_MS = 1_000;
export const COOKIE_NAME = 'ledger_session';
export const HOST_COOKIE_NAME = '__Host-ledger_session';

interface CookiePayload {
  /** Session id (row in the store, for revocation and timeouts). */
  sid: string;
  /** Issued at (ms). */
  iat: number;
}

export interface SessionUser {
  sid: string;
  username: string;
  role: Role;
  tenants: string[];
  /** The account's console language; null when none was chosen or the stored one is unknown. */
  language: Language | null;
  /** The V1 user the account is linked to, per tenant (`{tenantId: userId}`); empty: unlinked. */
  platformUsers: Record<string, string>;
}

/**
 * Whether the user sees only the companies V1's permissions give its platform user: an auditor
 * linked in any tenant (in a tenant without a link it then sees none). Admins are never scoped.
 */
export const isScoped = (user: SessionUser): boolean =>
  user.role === 'auditor' && Object.keys(user.platformUsers).length > 0;

const isLanguage = (s: string | null): s is Language =>
  s !== null && (LANGUAGES as readonly string[]).includes(s);

const sealOptions = { ...Iron.defaults, ttl: ABSOLUTE_TIMEOUT_MS };

/**
 * The session cookie: an iron-webcrypto seal (AES-256-CBC + HMAC-SHA256) of `{sid, iat}`.
 * The session row in the store holds the timeouts and the revocation.
 */
export class Sessions {
  private readonly unsealed = new LRUCache<string, CookiePayload>({ max: 10_000 });
  private readonly rows = new LRUCache<string, SessionRow>({ max: 10_000, ttl: ROW_CACHE_MS });

  constructor(
    private readonly store: Store,
    private readonly secret: string,
    private readonly now: () => number,
  ) {
    store.onRevoke(({ sid, username }) => {
      if (sid) this.rows.delete(sid);
      if (username)
        for (const [k, row] of this.rows.entries())
          if (row.username === username) this.rows.delete(k);
    });
  }

  private async row(sid: string): Promise<SessionRow | undefined> {
    const hit = this.rows.get(sid);
    if (hit) return hit;
    const row = await this.store.sessions.find(sid);
    if (!row) {
      this.rows.delete(sid);
      return undefined;
    }
    this.rows.set(sid, row);
    return row;
  }

  /** A new session; `oidc`: signed in through the OpenID Provider (its `sub` and `sid`). */
  async create(username: string, oidc?: { sub: string; sid: string | null }): Promise<string> {
    const now = this.now();
    const sid = await this.store.sessions.create(username, now, oidc);
    return Iron.seal(
      globalThis.crypto,
      { sid, iat: now } satisfies CookiePayload,
      this.secret,
      sealOptions,
    );
  }

  private async unseal(value: string): Promise<CookiePayload | undefined> {
    const hit = this.unsealed.get(value);
    if (hit) return hit;
    if (value.length > 4096) return undefined;
    try {
      const p = (await Iron.unseal(
        globalThis.crypto,
        value,
        this.secret,
        sealOptions,
      )) as CookiePayload;
      if (typeof p?.sid !== 'string' || typeof p.iat !== 'number') return undefined;
      this.unsealed.set(value, p);
      return p;
    } catch {
      return undefined;
    }
  }

  /** The signed-in user for a cookie value, or undefined (bad seal, unknown, revoked, timed out). */
  async resolve(value: string | undefined): Promise<SessionUser | undefined> {
    if (!value) return undefined;
    const p = await this.unseal(value);
    if (!p) return undefined;
    const row = await this.row(p.sid);
    if (!row || row.revokedAt !== null) return undefined;
    const now = this.now();
    if (now - row.createdAt > ABSOLUTE_TIMEOUT_MS || now - row.lastSeen > IDLE_TIMEOUT_MS) {
      await this.store.sessions.revoke(row.id, now);
      return undefined;
    }
    if (now - row.lastSeen > TOUCH_EVERY_MS) {
      row.lastSeen = now;
      await this.store.sessions.touch(row.id, now);
    }
    return {
      sid: row.id,
      username: row.username,
      role: row.role,
      tenants: row.tenants,
      language: isLanguage(row.language) ? row.language : null,
      platformUsers: row.platformUsers,
    };
  }

  /** Notes the browser a new session (its sealed cookie value) was started in, for Console access. */
  async noteDevice(value: string, userAgent: string | undefined): Promise<void> {
    const p = userAgent ? await this.unseal(value) : undefined;
    if (p && userAgent) await this.store.sessions.setDevice(p.sid, userAgent);
  }

  /** Drops the cached rows of an account changed through this process (its language). */
  forgetAccount(username: string) {
    for (const [k, row] of this.rows.entries()) if (row.username === username) this.rows.delete(k);
  }

  /** Revokes the session a cookie names (logout, rotation at sign-in). */
  async revoke(value: string | undefined): Promise<string | undefined> {
    if (!value) return undefined;
    const p = await this.unseal(value);
    if (!p) return undefined;
    await this.store.sessions.revoke(p.sid, this.now());
    return p.sid;
  }
}
