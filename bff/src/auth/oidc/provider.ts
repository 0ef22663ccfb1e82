/**
 * The BFF as a confidential OpenID Connect client of the firm's provider, through `openid-client`
 * (authorization code flow with PKCE S256, state and nonce, every check of the answer and the ID
 * token done by the library) and `jose`, the JOSE library it is built on, for the back-channel
 * logout token. Nothing here writes a token anywhere: the ID token's claims are read and dropped.
 */
import * as client from 'openid-client';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { OidcConfig } from './settings.js';

/** How long a login may take at the provider before its callback is refused. */
export const LOGIN_MAX_AGE_MS = 10 * 60_000;
const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** A failed discovery is tried again after this long, not on every request. */
const RETRY_DISCOVERY_MS = 5_000;

/** A login to start: where to send the browser, and what the callback must find again. */
export interface StartedLogin {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What the callback learnt of the person (the ID token's claims the console uses). */
export interface SignedInPerson {
  sub: string;
  sid: string | null;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  claims: Record<string, unknown>;
}

export class OidcFailure extends Error {
  constructor(
    /** Short and token-free: kept in the audit log and the log. */
    readonly reason: string,
  ) {
    super(reason);
  }
}

export class OidcProvider {
  private discovered: Promise<client.Configuration> | undefined;
  private failedAt = 0;
  private jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  constructor(
    readonly settings: OidcConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** The provider's metadata (discovery from `/.well-known/openid-configuration`), kept once read. */
  config(): Promise<client.Configuration> {
    if (!this.discovered) {
      if (this.now() - this.failedAt < RETRY_DISCOVERY_MS)
        return Promise.reject(new OidcFailure('provider unavailable (discovery failed)'));
      const issuer = new URL(this.settings.issuer);
      this.discovered = client
        .discovery(
          issuer,
          this.settings.clientId,
          undefined,
          client.ClientSecretPost(this.settings.clientSecret),
          issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((err: unknown) => {
          this.discovered = undefined;
          this.failedAt = this.now();
          throw new OidcFailure(`provider unavailable (discovery: ${reason(err)})`);
        });
    }
    return this.discovered;
  }

  async startLogin(): Promise<StartedLogin> {
    const config = await this.config();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: this.settings.scopes,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  /**
   * The callback's answer exchanged for the ID token (code, PKCE verifier, state, nonce, issuer,
   * audience, signature and times all checked by openid-client). `query` is the callback's query
   * string as received.
   */
  async finishLogin(
    query: string,
    expected: { state: string; nonce: string; codeVerifier: string },
  ): Promise<SignedInPerson> {
    const config = await this.config();
    const current = new URL(this.settings.redirectUri);
    current.search = query;
    let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
    try {
      tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
    } catch (err) {
      throw new OidcFailure(`the provider's answer was refused (${reason(err)})`);
    }
    const claims = tokens.claims();
    if (!claims) throw new OidcFailure('no ID token');
    const str = (k: string) => (typeof claims[k] === 'string' ? (claims[k] as string) : null);
    const email = str('email');
    return {
      sub: claims.sub,
      sid: str('sid'),
      email: email && email.includes('@') ? email : null,
      emailVerified: claims.email_verified === true,
      name: str('name'),
      claims: claims as Record<string, unknown>,
    };
  }

  /** Where Sign out sends the browser: the provider's end_session_endpoint, or undefined. */
  async endSessionUrl(): Promise<string | undefined> {
    const config = await this.config();
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(config, {
      client_id: this.settings.clientId,
      post_logout_redirect_uri: this.settings.postLogoutRedirectUri,
    }).href;
  }

  /**
   * A back-channel logout token verified (OpenID Connect Back-Channel Logout 1.0, 2.6): signed by
   * the provider's keys, its issuer, for this client, recent, with the logout event, a `sub` or
   * `sid`, and no nonce. Returns whose sessions to end.
   */
  async verifyLogoutToken(token: string): Promise<{ sub?: string; sid?: string }> {
    const config = await this.config();
    const meta = config.serverMetadata();
    if (!meta.jwks_uri) throw new OidcFailure('the provider has no jwks_uri');
    this.jwks ??= createRemoteJWKSet(new URL(meta.jwks_uri));
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.jwks, {
        issuer: meta.issuer,
        audience: this.settings.clientId,
        requiredClaims: ['iat', 'jti'],
        maxTokenAge: '5m',
        clockTolerance: 30,
        currentDate: new Date(this.now()),
      }));
    } catch (err) {
      throw new OidcFailure(`logout token refused (${reason(err)})`);
    }
    const events = payload.events as Record<string, unknown> | undefined;
    if (!events || typeof events !== 'object' || typeof events[BACKCHANNEL_EVENT] !== 'object')
      throw new OidcFailure('logout token refused (no back-channel logout event)');
    if ('nonce' in payload) throw new OidcFailure('logout token refused (it has a nonce)');
    const sub = typeof payload.sub === 'string' ? payload.sub : undefined;
    const sid = typeof payload.sid === 'string' ? payload.sid : undefined;
    if (!sub && !sid) throw new OidcFailure('logout token refused (neither sub nor sid)');
    return { ...(sub ? { sub } : {}), ...(sid ? { sid } : {}) };
  }
}

/**
 * An error's short reason: the OAuth error code, or the library's code and message (which name
 * what failed, never the values: those stay in the error's `cause`).
 */
function reason(err: unknown): string {
  const e = err as { code?: unknown; error?: unknown; message?: unknown };
  if (typeof e?.error === 'string') return e.error;
  const msg = typeof e?.message === 'string' ? e.message.slice(0, 160) : 'error';
  return typeof e?.code === 'string' ? `${e.code}: ${msg}` : msg;
}
