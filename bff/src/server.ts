import type { AddressInfo } from 'node:net';
import { createServer } from 'node:http';
import type { Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { getRequestListener } from '@hono/node-server';
import type pino from 'pino';
import { createApp } from './http/app.js';
import { metricsApp } from './http/health.js';
import { compressAnswers } from './http/compress.js';
import { isProxied } from './http/http-policy.js';
import { ConfigError, DEMO_TENANTS, loadConfig } from './config.js';
import type { Config, Tenant } from './config.js';
import { accessLogger, createLogger } from './http/logger.js';
import { createMetrics } from './http/metrics.js';
import { hashPassword } from './auth/passwords.js';
import { Sessions, ABSOLUTE_TIMEOUT_MS } from './auth/session.js';
import { LOGIN_MAX_AGE_MS, OidcProvider } from './auth/oidc/provider.js';
import { SIGNIN_WINDOW_MS } from './auth/throttle.js';
import { Store } from './store/index.js';
import type { StoreOptions } from './store/db.js';
import { reasonOf } from './store/errors.js';
import { TokenManager } from './upstream/tokens.js';
import { Capabilities } from './upstream/capabilities.js';
import { CompanyScope } from './upstream/scope.js';
import { OpenAssignmentChecks } from './upstream/open-assignments.js';
import { Upstream } from './upstream/upstream.js';
import type { AppDeps } from './types.js';
import type {
  EmbeddedPlatformOptions,
  PlatformOptions,
  RunningPlatform,
} from '@ledger/platform/embedded';

/** How long start-up waits for the upstream's OpenAPI document before serving without it. */
const CAPABILITIES_WAIT_MS = 1_000;

export type { EmbeddedPlatformOptions };

export interface StartBffOptions {
  /** Environment to read the configuration from (default process.env). */
  env?: Record<string, string | undefined>;
  /**
   * Embedded platform settings (demo mode only): `env` reads PLATFORM_* from the environment as
   * `pnpm start` does; settings given are taken over demo data on any free port (tests).
   */
  platform?: EmbeddedPlatformOptions | 'env';
  /** Clock (tests move it to reach the session timeouts). */
  now?: () => number;
  /** Log destination (default stdout). */
  logDestination?: pino.DestinationStream;
  /** Store deadlines (tests shorten them). */
  store?: Pick<StoreOptions, 'busyTimeoutMs' | 'queryTimeoutMs' | 'connectTimeoutMs'>;
}

export interface RunningBff {
  url: string;
  port: number;
  /** `/metrics`'s own listener (METRICS_PORT), when there is one. */
  metricsUrl: string | undefined;
  config: Config;
  store: Store;
  tokens: TokenManager;
  /** The overview's open-assignment check (its V1 calls, for tests). */
  openAssignments: OpenAssignmentChecks;
  /** Who sees which company, from V1's permissions (its V1 calls, for tests). */
  scope: CompanyScope;
  /** The embedded platform, when the BFF started one, and its settings. */
  platform: RunningPlatform | undefined;
  platformOptions: PlatformOptions | undefined;
  close(): Promise<void>;
}

export const DEMO_ACCOUNTS = [
  {
    username: 'admin',
    password: 'admin-demo',
    role: 'owner',
    tenants: DEMO_TENANTS.map((t) => t.id),
  },
  { username: 'auditor', password: 'auditor-demo', role: 'auditor', tenants: ['nordrevision'] },
] as const;

/**
 * The demo platform user the demo auditor is linked to when the BFF creates it: Elin Sjöberg of
 * nordrevision, in the group Granskare, who may see four of its six demo companies (Norrsken Bygg
 * and Umeå Café & Bageri, open to every user; Kiruna Gruvteknik and Skellefteå Elinstallation
 * through Granskare) and every company later created for every user (authorization type 1).
 */
export const DEMO_AUDITOR_PLATFORM_USER = { tenantId: 'nordrevision', localPart: 'elin.sjoberg' };

/**
 * The demo platform user the demo admin is linked to when the BFF creates it: Anna Lindqvist of
 * nordrevision, in the groups Revisorer and Byråledning, which the new-company form offers as
 * "only my groups". Admins are not scoped by a link; in sydekonomi the admin has none, so there
 * a new company's access starts as nobody.
 */
export const DEMO_ADMIN_PLATFORM_USER = { tenantId: 'nordrevision', localPart: 'anna.lindqvist' };

/**
 * Starts the embedded V1 platform on its data under `bffDataDir`, as embeddedPlatformOptions
 * decides with `given` (the accounts CLI, tests).
 */
export async function startEmbeddedPlatform(
  bffDataDir: string,
  given: EmbeddedPlatformOptions = {},
): Promise<RunningPlatform> {
  const { embeddedPlatformOptions, startPlatform } = await import('@ledger/platform/embedded');
  return startPlatform(embeddedPlatformOptions(bffDataDir, { given }));
}

/** Starts the BFF (and, in demo mode, the embedded platform). */
export async function startBff(opts: StartBffOptions = {}): Promise<RunningBff> {
  const env = opts.env ?? process.env;
  const config = loadConfig(env);
  // Loaded in demo mode only: a BFF pointed at another V1 service never loads the platform's
  // server code.
  const embedded = config.demo ? await import('@ledger/platform/embedded') : undefined;
  const platformOptions = embedded?.embeddedPlatformOptions(
    config.dataDir,
    opts.platform === 'env' ? { env } : { given: opts.platform ?? {} },
  );
  const now = opts.now ?? Date.now;
  const logger = createLogger(config.logLevel, opts.logDestination);

  const store = await Store.open({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    waitMs: config.databaseWaitMs,
    onOpenRetry: ({ attempt, reason, retryInMs }) =>
      logger.warn({ attempt, reason, retryInMs }, 'the store is not there yet; trying again'),
    onConnectionError: (err) =>
      logger.warn({ reason: reasonOf(err) }, 'a store connection failed; it is dropped'),
    ...opts.store,
  });
  let platform: RunningPlatform | undefined;
  // Set below in demo mode (no V1_BASE_URL), where the embedded platform is the upstream.
  let v1BaseUrl = config.v1BaseUrl ?? '';
  try {
    if (embedded && platformOptions) {
      platform = await embedded.startPlatform(platformOptions);
      v1BaseUrl = platform.baseUrl;
      await ensureDemoAccounts(store, embedded.demoUserId);
    }
    if (!config.demo && !config.oidc && (await store.accounts.count()) === 0)
      throw new ConfigError(
        'no console accounts: add one first, e.g. `pnpm --filter bff accounts add alice --role owner --tenants <tenant-id>`',
      );
  } catch (err) {
    await store.close();
    await platform?.close();
    throw err;
  }

  let tenants: Tenant[];
  if (config.tenants) tenants = config.tenants;
  else {
    const ids = new Set([
      ...(await store.accounts.list()).flatMap((a) => a.tenants),
      ...(config.oidc?.access.flatMap((r) => r.tenants) ?? []),
    ]);
    tenants = [...ids].sort().map((id) => ({ id, name: id }));
  }
  const byId = new Map(tenants.map((t) => [t.id, t.name]));

  const metrics = createMetrics();
  const upstream = new Upstream({
    baseUrl: v1BaseUrl,
    timeoutMs: config.v1TimeoutMs,
    connections: config.v1Connections,
    connectionsPerOperation: config.v1ConnectionsPerOperation,
    onAttempt: (operation, outcome) => metrics.upstreamRequests.inc({ operation, outcome }),
    onRetry: (operation, reason) => metrics.upstreamRetries.inc({ operation, reason }),
  });
  const tokens = new TokenManager(
    upstream,
    {
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      format: config.tokenFormat,
      sendIn: config.tokenIn,
      fallbackTtlS: config.tokenTtlS,
    },
    (tenant, outcome) => metrics.tokenRequests.inc({ tenant, outcome }),
    now,
  );
  const capabilities = new Capabilities(config.extensions, upstream, logger, now);
  // The upstream's document is read in the background; start-up waits for it a moment at most.
  await Promise.race([
    capabilities.refresh(),
    sleep(CAPABILITIES_WAIT_MS, undefined, { ref: false }),
  ]);
  const deps: AppDeps = {
    config,
    store,
    sessions: new Sessions(store, config.sessionSecret, now),
    tokens,
    capabilities,
    scope: new CompanyScope({ upstream, tokens, now }),
    openAssignments: new OpenAssignmentChecks({ upstream, tokens, now }),
    upstream,
    logger,
    accessLog: accessLogger(logger),
    metrics,
    now,
    allowedOrigins: new Set(),
    tenants: () => tenants,
    tenantName: (id) => byId.get(id),
    oidc: config.oidc && new OidcProvider(config.oidc, now),
  };
  const handleWithApp = getRequestListener(createApp(deps).fetch);
  // Every answer is compressed by the one rule of compress.ts: the app's wrapped here, the
  // proxy's (written on the response itself) only when it may be (upstream/exchange.ts).
  const server = createServer((req, res) => {
    if (isProxied(req)) void handleWithApp(req, res);
    else compressAnswers(req, res, () => void handleWithApp(req, res));
  });
  // Metrics on a listener of their own (METRICS_PORT), bound like the console's.
  const metricsServer =
    config.metricsPort === undefined
      ? undefined
      : createServer(getRequestListener(metricsApp(deps).fetch));
  try {
    await listen(server, config.port, config.host, 'PORT');
    if (metricsServer)
      await listen(metricsServer, config.metricsPort!, config.host, 'METRICS_PORT').catch(
        async (err: unknown) => {
          await closeServer(server);
          throw err;
        },
      );
  } catch (err) {
    await upstream.close();
    await store.close();
    await platform?.close();
    throw err;
  }
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Long uploads: the default 300 s request timeout would cut off a slow 200 MB upload.
  server.requestTimeout = 30 * 60_000;
  const port = (server.address() as AddressInfo).port;
  const hostForUrl = config.host.includes(':') ? `[${config.host}]` : config.host;
  const urlOf = (p: number) => `http://${hostForUrl === '0.0.0.0' ? '127.0.0.1' : hostForUrl}:${p}`;
  const url = urlOf(port);
  const metricsUrl = metricsServer
    ? urlOf((metricsServer.address() as AddressInfo).port)
    : undefined;
  for (const o of [
    `http://127.0.0.1:${port}`,
    `http://localhost:${port}`,
    ...(config.publicUrl ? [new URL(config.publicUrl).origin] : []),
    ...config.devOrigins,
  ])
    deps.allowedOrigins.add(o);

  const prune = setInterval(() => {
    const t = now();
    store.sessions
      .prune(t - ABSOLUTE_TIMEOUT_MS)
      .catch((err: unknown) => logger.warn({ err }, 'prune sessions'));
    store.signinThrottle
      .prune(t - SIGNIN_WINDOW_MS)
      .catch((err: unknown) => logger.warn({ err }, 'prune failures'));
    store.mfa
      .pruneChallenges(t)
      .catch((err: unknown) => logger.warn({ err }, 'prune second-factor challenges'));
    store.oidc
      .pruneLogins(t - LOGIN_MAX_AGE_MS)
      .catch((err: unknown) => logger.warn({ err }, 'prune provider logins'));
  }, 10 * 60_000);
  prune.unref();

  logger.info(
    { url, metricsUrl, v1: v1BaseUrl, demo: config.demo, store: store.dialect },
    'bff listening',
  );
  let closed = false;
  return {
    url,
    port,
    metricsUrl,
    config,
    store,
    tokens,
    openAssignments: deps.openAssignments,
    scope: deps.scope,
    platform,
    platformOptions,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(prune);
      await Promise.all([closeServer(server), metricsServer && closeServer(metricsServer)]);
      await upstream.close();
      await store.close();
      await platform?.close();
    },
  };
}

/** Listens on `port` and `host`; a failure names the setting (`PORT`, `METRICS_PORT`). */
async function listen(server: Server, port: number, host: string, setting: string) {
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'EADDRINUSE') throw err;
    throw new ConfigError(`cannot listen on HOST=${host} ${setting}=${port}: ${reasonOf(err)}`);
  }
}

function closeServer(server: Server & { closeAllConnections(): void }): Promise<void> {
  return new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * Adds the demo accounts the store lacks. Each is created linked to its demo platform user (the
 * seed's ids are fixed); an account of an older data dir, or one unlinked by the CLI, stays as it
 * is.
 */
async function ensureDemoAccounts(
  store: Store,
  demoUserId: (tenantId: string, localPart: string) => string,
) {
  const link = (u: { tenantId: string; localPart: string }) => ({
    [u.tenantId]: demoUserId(u.tenantId, u.localPart),
  });
  for (const a of DEMO_ACCOUNTS) {
    const had = await store.accounts.find(a.username);
    // The demo admin of a data dir from before owners became its owner (issue #34).
    if (had?.role === 'admin' && a.role === 'owner')
      await store.access.updateAccess(a.username, { role: 'owner', tenants: had.tenants });
    if (had) continue;
    await store.accounts.add({
      username: a.username,
      passwordHash: await hashPassword(a.password),
      role: a.role,
      tenants: [...a.tenants],
      platformUsers: link(
        a.role === 'auditor' ? DEMO_AUDITOR_PLATFORM_USER : DEMO_ADMIN_PLATFORM_USER,
      ),
    });
  }
}
