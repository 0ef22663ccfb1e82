import { TokenResponse } from '@ledger/contract/token';
import { UpstreamError } from '../http/errors.js';
import { formatMs } from './deadline.js';
import type { Deadline } from './deadline.js';
import { discardBody, readWhole } from './upstream.js';
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
  /** Asked for after V1 refused a token: a 401 to this one too means V1 refuses the console. */
  probation: boolean;
}

interface Failure {
  error: UpstreamError;
  /** Until then every caller gets `error` and V1's token endpoint is not asked. */
  until: number;
}

/** Largest token answer read (V1.md's is one short JSON object). */
const MAX_TOKEN_ANSWER = 64 * 1024;
/**
 * After a failed token request (V1 down, slow, erring), callers get its error at once for this
 * long; the next caller after it asks again (the probe), so a V1 that is back is noticed within
 * a second, and V1 gets at most one token request a second per tenant while it fails.
 */
const FAILURE_WINDOW_MS = 1_000;
/** When V1 hands out tokens and then refuses them: 2 s, doubling to 30 s, one token request each. */
const FIRST_REFUSAL_MS = 2_000;
const MAX_REFUSAL_MS = 30_000;

/**
 * One V1 token per tenant, asked for with exactly V1.md's two fields; only `access_token` of the
 * answer is relied on. Cached until shortly before `expires_in`, else the JWT's `exp`, else the
 * configured lifetime; single-flight (concurrent callers share one token request, each waiting
 * no longer than its own deadline), and a failed request is shared too: for a short window every
 * caller gets its error without V1 being asked again. Tokens never leave this object except
 * towards V1.
 */
export class TokenManager {
  private readonly cache = new Map<string, Cached>();
  private readonly inflight = new Map<string, Promise<string>>();
  private readonly failures = new Map<string, Failure>();
  /** Consecutive tokens V1 refused as soon as they were issued, per tenant. */
  private readonly refusals = new Map<string, number>();
  /** Tenants whose token V1 refused: the next one is on probation. */
  private readonly replacing = new Set<string>();

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

  /** The tenant's token; a caller with a deadline waits for a new one no longer than that. */
  get(tenant: string, deadline?: Deadline): Promise<string> {
    const cached = this.peek(tenant);
    if (cached) return Promise.resolve(cached);
    const failure = this.failures.get(tenant);
    if (failure && failure.until > this.now()) return Promise.reject(failure.error);
    let p = this.inflight.get(tenant);
    if (!p) {
      p = this.fetch(tenant).finally(() => this.inflight.delete(tenant));
      this.inflight.set(tenant, p);
    }
    return deadline ? deadline.race(p, 'waiting for a V1 token') : p;
  }

  /**
   * V1 answered 401 to `token`: it is dropped. Answers whether a call should be sent again with a
   * new token: not when this token was itself the replacement of a refused one (V1 refuses the
   * console's tokens; then callers get a 502 for a back-off window, one token request each).
   */
  rejected(tenant: string, token: string): boolean {
    const c = this.cache.get(tenant);
    if (c?.token !== token) return true; // already replaced by another caller
    this.cache.delete(tenant);
    if (!c.probation) {
      this.replacing.add(tenant);
      return true;
    }
    const count = (this.refusals.get(tenant) ?? 0) + 1;
    this.refusals.set(tenant, count);
    this.failures.set(tenant, {
      error: new UpstreamError("V1 refuses the console's tokens", 502, 401, 'status'),
      until: this.now() + Math.min(MAX_REFUSAL_MS, FIRST_REFUSAL_MS * 2 ** (count - 1)),
    });
    return false;
  }

  /** V1 accepted `token`: it is off probation. */
  accepted(tenant: string, token: string) {
    const c = this.cache.get(tenant);
    if (c?.probation && c.token === token) {
      c.probation = false;
      this.refusals.delete(tenant);
    }
  }

  clear() {
    this.cache.clear();
    this.failures.clear();
    this.refusals.clear();
    this.replacing.clear();
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
    const deadline = this.upstream.deadline();
    try {
      const token = await this.request(tenant, deadline);
      this.failures.delete(tenant);
      return token;
    } catch (err) {
      const error =
        err instanceof UpstreamError
          ? err
          : new UpstreamError('V1 token request failed', 502, undefined, 'connection');
      this.failures.set(tenant, { error, until: this.now() + FAILURE_WINDOW_MS });
      throw error;
    } finally {
      deadline.dispose();
    }
  }

  private async request(tenant: string, deadline: Deadline): Promise<string> {
    const started = this.now();
    const { clientId, clientSecret, format } = this.settings;
    const body =
      format === 'form'
        ? new URLSearchParams({ client_id: clientId, client_secret: clientSecret }).toString()
        : JSON.stringify({ client_id: clientId, client_secret: clientSecret });
    let res;
    let text;
    try {
      res = await this.upstream.request(
        {
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
        },
        deadline,
      );
      if (res.statusCode >= 200 && res.statusCode < 300)
        text = (await readWhole(res, MAX_TOKEN_ANSWER, 'token answer')).toString('utf8');
      else discardBody(res);
    } catch (err) {
      this.onRequest(tenant, 'error');
      if (err instanceof UpstreamError && err.kind === 'timeout')
        throw new UpstreamError(
          `V1's token endpoint did not answer within ${formatMs(deadline.budgetMs)}`,
          504,
          undefined,
          'timeout',
        );
      throw err;
    }
    this.onRequest(tenant, String(res.statusCode));
    if (text === undefined) {
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
    const probation = this.replacing.delete(tenant) || this.refusals.has(tenant);
    this.cache.set(tenant, { token, refreshAt: started + ttlMs - margin, probation });
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
