/**
 * Test support: a real OpenID Provider (panva's `oidc-provider`, the certified Node
 * implementation) on a port of its own, with a test account store, a `groups` claim, PKCE
 * required, RP-initiated and back-channel logout, and a tiny sign-in page of its own (a form with
 * the account's name, no password). Used by the BFF's vitest and by the e2e spec.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** An account at the test provider, by its id (the `sub`). */
export interface TestOidcAccount {
  email?: string;
  emailVerified?: boolean;
  name?: string;
  groups?: string[];
}

export interface TestOidcClient {
  clientId: string;
  clientSecret: string;
  /** The console's PUBLIC_URL: the redirect, post-logout and back-channel URIs are under it. */
  publicUrl: string;
}

export interface TestOidcProvider {
  issuer: string;
  port: number;
  accounts: Map<string, TestOidcAccount>;
  /** The back-channel logout requests the provider made, and their answers' statuses. */
  backchannelCalls: { status: number }[];
  close(): Promise<void>;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><main><h1>${esc(title)}</h1>${body}</main></body></html>`;

/**
 * Starts the provider on `port` (0: any free one). The client is confidential
 * (client_secret_post), code flow only, PKCE S256 required.
 */
export async function startTestOidcProvider(
  client: TestOidcClient,
  accounts: Record<string, TestOidcAccount>,
  opts: { port?: number; host?: string } = {},
): Promise<TestOidcProvider> {
  const host = opts.host ?? '127.0.0.1';
  const store = new Map(Object.entries(accounts));
  const backchannelCalls: { status: number }[] = [];
  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_q, res) => res.end();
  const server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${host}:${port}`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [`${client.publicUrl}/auth/oidc/callback`],
        post_logout_redirect_uris: [`${client.publicUrl}/sign-in`],
        backchannel_logout_uri: `${client.publicUrl}/auth/oidc/backchannel-logout`,
        backchannel_logout_session_required: true,
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['test-provider-cookie-key-0123456789'] },
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups'],
    },
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx: KoaContextWithOIDC, form: string) {
          ctx.body = page(
            'Sign out of the test provider',
            `${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>`,
          );
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const a = store.get(id);
      if (!a) return undefined;
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            ...(a.email ? { email: a.email, email_verified: a.emailVerified ?? false } : {}),
            ...(a.name ? { name: a.name } : {}),
            groups: a.groups ?? [],
          };
        },
      };
    },
    // No consent page: the console is the firm's own client, granted what it asks for.
    async loadExistingGrant(ctx) {
      const oidc = ctx.oidc;
      const grantId =
        (oidc.result?.consent as { grantId?: string } | undefined)?.grantId ??
        oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) {
        const found = await oidc.provider.Grant.find(grantId);
        if (found) return found;
      }
      const grant = new oidc.provider.Grant({
        clientId: oidc.client!.clientId,
        accountId: oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile groups');
      await grant.save();
      return grant;
    },
    // Its calls out (the back-channel logout) go to the console on this machine: without its
    // guard against special-use addresses (127.0.0.1 is one), which a test cannot avoid.
    fetch: (url, options) => {
      delete (options as { dispatcher?: unknown }).dispatcher;
      return globalThis.fetch(url, options);
    },
    ttl: { Session: 3600, Interaction: 600, Grant: 3600, AccessToken: 300, IdToken: 300 },
  });
  provider.on('backchannel.success', () => backchannelCalls.push({ status: 200 }));
  provider.on('backchannel.error', () => backchannelCalls.push({ status: 0 }));

  const callback = provider.callback();
  handler = (req, res) => {
    const m = /^\/interaction\/([\w-]+)(\/login)?$/.exec((req.url ?? '').split('?')[0]!);
    if (!m) return void callback(req, res);
    void interaction(req, res, m[1]!, !!m[2]).catch((err: unknown) => {
      res.statusCode = 500;
      res.end(String((err as Error).message));
    });
  };

  /** The provider's sign-in page: a form asking for the account's name; its POST signs in. */
  async function interaction(
    req: IncomingMessage,
    res: ServerResponse,
    uid: string,
    post: boolean,
  ) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('not this interaction');
    if (!post) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(
        page(
          'Test provider sign-in',
          `<form method="post" action="/interaction/${esc(uid)}/login">` +
            `<label for="login">Account</label> <input id="login" name="login" autofocus>` +
            `<button type="submit">Continue</button></form>`,
        ),
      );
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const login = new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('login') ?? '';
    if (!store.has(login)) {
      res.statusCode = 400;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page('Test provider sign-in', '<p>No such account.</p>'));
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: login } },
      { mergeWithLastSubmission: false },
    );
  }

  return {
    issuer,
    port,
    accounts: store,
    backchannelCalls,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A cookie jar per host, for following the sign-in through the provider by hand with fetch. */
export class CookieJar {
  private readonly jar = new Map<string, Map<string, string>>();

  header(url: string): string | undefined {
    const c = this.jar.get(new URL(url).host);
    return c && c.size ? [...c].map(([k, v]) => `${k}=${v}`).join('; ') : undefined;
  }

  take(url: string, res: Response) {
    const host = new URL(url).host;
    const c = this.jar.get(host) ?? new Map<string, string>();
    this.jar.set(host, c);
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const i = pair!.indexOf('=');
      const name = pair!.slice(0, i).trim();
      const value = pair!.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) c.delete(name);
      else c.set(name, value);
    }
  }

  get(url: string, name: string): string | undefined {
    return this.jar.get(new URL(url).host)?.get(name);
  }

  set(url: string, name: string, value: string) {
    const host = new URL(url).host;
    const c = this.jar.get(host) ?? new Map<string, string>();
    this.jar.set(host, c);
    c.set(name, value);
  }

  /** One request with the jar's cookies, not following redirects. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header(url);
    if (cookie) headers.set('cookie', cookie);
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.take(url, res);
    return res;
  }
}
