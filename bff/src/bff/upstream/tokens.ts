import { TokenResponse } from '../../contract/token.js';
import { UpstreamError } from '../http/errors.js';
import { readBody } from './upstream.js';
import type { Upstream } from './upstream.js';

export interface TokenSettings {
  clientId: string;
  clientSecret: string;
  /** How the two credentials go: form fields (V1.md's worked example) or a JSON body. */
  format: 'form' | 'json';
  /** How the token goes to V1: `Authorization: Bearer` or the `access_token` query. */
  sendIn: 'header' | 'query';
  /** Lifetime of a token whose answer says none (no `expires_in`, not a JWT with `exp`). */
  fallbackTtlS: number;
}

interface Cached {
  token: string;
  /** When to stop using it (a little before V1's expiry). */
  refreshAt: number;
}

interface Failure {
  error: UpstreamError;
  /** Until then every caller gets `error` and V1's token endpoint is not asked. */
  until: number;
  /** Consecutive failures (the back-off doubles with each). */
  count: number;
}

const FIRST_BACKOFF_MS = 2_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * One V1 token per tenant, asked for with exactly V1.md's two fields; only `access_token` of the
 * answer is relied on. Cached until shortly before `expires_in`, else the JWT's `exp`, else the
 * configured lifetime; single-flight (concurrent callers share one token request), and a failed
 * request is shared too: for a short back-off window every caller gets its error without V1
 * being asked again. Tokens never leave this object except towards V1.
 */
export class TokenManager {
  private readonly cache = new Map<string, Cached>();
  private readonly inflight = new Map<string, Promise<string>>();
  private readonly failures = new Map<string, Failure>();

  constructor(
    private readonly upstream: Upstream,
    private readonly settings: TokenSettings,
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
    const failure = this.failures.get(tenant);
    if (failure && failure.until > this.now()) return Promise.reject(failure.error);
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
    this.failures.clear();
  }

  /** A V1 path with the token as the `access_token` query, when that is how it is sent. */
  pathWithToken(path: string, token: string): string {
    if (this.settings.sendIn !== 'query') return path;
    return `${path}${path.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}`;
  }

  /** The request headers with the token, when it goes in a header. */
  headersWithToken(headers: Record<string, string>, token: string): Record<string, string> {
    return this.settings.sendIn === 'header'
      ? { ...headers, authorization: `Bearer ${token}` }
      : headers;
  }

  private async fetch(tenant: string): Promise<string> {
    try {
      const token = await this.request(tenant);
      this.failures.delete(tenant);
      return token;
    } catch (err) {
      const error =
        err instanceof UpstreamError
          ? err
          : new UpstreamError('V1 token request failed', 502, undefined, 'connection');
      const count = (this.failures.get(tenant)?.count ?? 0) + 1;
      const backoff = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (count - 1));
      this.failures.set(tenant, { error, until: this.now() + backoff, count });
      throw error;
    }
  }

  private async request(tenant: string): Promise<string> {
    const started = this.now();
    const { clientId, clientSecret, format } = this.settings;
    const body =
      format === 'form'
        ? new URLSearchParams({ client_id: clientId, client_secret: clientSecret }).toString()
        : JSON.stringify({ client_id: clientId, client_secret: clientSecret });
    let res;
    try {
      res = await this.upstream.request({
        method: 'POST',
        path: '/token',
        headers: {
          'content-type':
            format === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
          accept: 'application/json',
          'x-tenant-id': tenant,
        },
        body,
        replayable: true,
        operation: 'token',
      });
    } catch (err) {
      this.onRequest(tenant, 'error');
      throw err;
    }
    const text = (await readBody(res)).toString('utf8');
    this.onRequest(tenant, String(res.statusCode));
    if (res.statusCode < 200 || res.statusCode >= 300) {
      throw new UpstreamError(
        `V1 refused the console's token request for tenant ${tenant}`,
        502,
        res.statusCode,
        'status',
      );
    }
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
    const parsed = TokenResponse.safeParse(answer);
    if (!parsed.success) {
      throw new UpstreamError(
        'V1 sent a token answer without access_token',
        502,
        res.statusCode,
        'protocol',
      );
    }
    const token = parsed.data.access_token;
    const ttlMs = this.lifetimeMs(answer as { expires_in?: unknown }, token, started);
    const margin = Math.min(60_000, ttlMs * 0.1);
    this.cache.set(tenant, { token, refreshAt: started + ttlMs - margin });
    return token;
  }

  /** `expires_in` when the answer gives one, else the JWT's `exp`, else the configured lifetime. */
  private lifetimeMs(answer: { expires_in?: unknown }, token: string, now: number): number {
    const expiresIn = Number(answer.expires_in);
    if (Number.isFinite(expiresIn) && expiresIn > 0) return expiresIn * 1000;
    const exp = jwtExpiry(token);
    if (exp !== undefined && exp * 1000 > now) return exp * 1000 - now;
    return this.settings.fallbackTtlS * 1000;
  }
}

/** The `exp` claim (epoch seconds) of a JWT, or undefined for any other token. */
export function jwtExpiry(token: string): number | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as unknown;
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}
