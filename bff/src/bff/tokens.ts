import { TokenResponse } from '../contract/token.js';
import { UpstreamError } from './errors.js';
import { readBody } from './upstream.js';
import type { Upstream } from './upstream.js';

/** Lifetime assumed for a token whose answer gives none (DESIGN.md's `V1_TOKEN_TTL_S` default). */
const FALLBACK_TOKEN_TTL_S = 300;

interface Cached {
  token: string;
  /** When to stop using it (a little before V1's expiry). */
  refreshAt: number;
}

/**
 * One V1 token per tenant: cached until shortly before `expires_in`, single-flight (concurrent
 * callers share one token request), dropped on a 401 so the next caller fetches a new one.
 * Tokens never leave this object except as the Authorization header to V1.
 */
export class TokenManager {
  private readonly cache = new Map<string, Cached>();
  private readonly inflight = new Map<string, Promise<string>>();

  constructor(
    private readonly upstream: Upstream,
    private readonly clientId: string,
    private readonly clientSecret: string,
    private readonly onRequest: (tenant: string, outcome: string) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  /** A usable token from the cache, if any (used by /readyz). */
  peek(tenant: string): string | undefined {
    const c = this.cache.get(tenant);
    return c && c.refreshAt > this.now() ? c.token : undefined;
  }

  get(tenant: string): Promise<string> {
    const cached = this.peek(tenant);
    if (cached) return Promise.resolve(cached);
    let p = this.inflight.get(tenant);
    if (!p) {
      p = this.fetch(tenant).finally(() => this.inflight.delete(tenant));
      this.inflight.set(tenant, p);
    }
    return p;
  }

  /** Drops `token` for the tenant (after V1 said 401 to it); a newer token is kept. */
  invalidate(tenant: string, token: string) {
    if (this.cache.get(tenant)?.token === token) this.cache.delete(tenant);
  }

  clear() {
    this.cache.clear();
  }

  private async fetch(tenant: string): Promise<string> {
    const started = this.now();
    let res;
    try {
      res = await this.upstream.request({
        method: 'POST',
        path: '/token',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-tenant-id': tenant,
        },
        body: JSON.stringify({
          client_id: this.clientId,
          client_secret: this.clientSecret,
        }),
        replayable: true,
        operation: 'token',
      });
    } catch (err) {
      this.onRequest(tenant, 'error');
      throw err;
    }
    const text = (await readBody(res)).toString('utf8');
    this.onRequest(tenant, String(res.statusCode));
    if (res.statusCode !== 200) {
      throw new UpstreamError(
        `V1 refused the console's token request for tenant ${tenant}`,
        502,
        res.statusCode,
        'status',
      );
    }
    let parsed;
    try {
      parsed = TokenResponse.parse(JSON.parse(text));
    } catch {
      throw new UpstreamError(
        'V1 sent an unreadable token answer',
        502,
        res.statusCode,
        'protocol',
      );
    }
    // V1.md promises only `access_token`; a lifetime is used when the answer gives one.
    const expiresIn = (JSON.parse(text) as { expires_in?: unknown }).expires_in;
    const ttlMs =
      (typeof expiresIn === 'number' && expiresIn > 0 ? expiresIn : FALLBACK_TOKEN_TTL_S) * 1000;
    const margin = Math.min(60_000, ttlMs * 0.1);
    this.cache.set(tenant, { token: parsed.access_token, refreshAt: started + ttlMs - margin });
    return parsed.access_token;
  }
}
