import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, invalidConfig, port, readEnv, wholeNumber } from '@ledger/contract/config';
import { TenantId } from '@ledger/contract';
import { DEMO_CLIENTS, DEMO_TENANTS as PLATFORM_DEMO_TENANTS } from '@ledger/platform/demo-data';
import { defaultDataDir, defaultWebDist } from './paths.js';
import { readOidcConfig, type OidcConfig } from './auth/oidc/settings.js';
import { ROLES } from './store/types.js';

export { ConfigError };

/** Tenants the console offers when running on the embedded demo platform (its demo seed's). */
export const DEMO_TENANTS = PLATFORM_DEMO_TENANTS.map(({ id, name }) => ({ id, name }));
/** The demo seed's integration users (`integration@<domain>`): machines, not people. */
const DEMO_MACHINE_USERS = PLATFORM_DEMO_TENANTS.map((t) => `${t.systemUser}@${t.domain}`);
/** The demo seed's API client the console signs in to the embedded platform with. */
const DEMO_CLIENT = DEMO_CLIENTS.find((c) => c.id === 'console-demo')!;

export interface Tenant {
  id: string;
  name: string;
}

const TenantList = z
  .string()
  .transform((s, ctx) => {
    try {
      return JSON.parse(s) as unknown;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be JSON, e.g. [{"id":"acme","name":"Acme AB"}]',
      });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(z.strictObject({ id: TenantId, name: z.string().trim().min(1).max(200) }))
      .min(1, 'must list at least one tenant'),
  );

const HttpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const EnvSchema = z.object({
  PORT: port().default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: HttpUrl.optional(),
  V1_BASE_URL: HttpUrl.optional(),
  V1_CLIENT_ID: z.string().min(1).optional(),
  V1_CLIENT_SECRET: z.string().min(1).optional(),
  V1_TOKEN_FORMAT: z.enum(['form', 'json']).default('form'),
  V1_TOKEN_IN: z.enum(['header', 'query']).default('header'),
  V1_TOKEN_TTL_S: wholeNumber(10, 86_400).default(300),
  V1_EXTENSIONS: z.enum(['auto', 'all', 'none']).default('auto'),
  CONSOLE_TENANTS: TenantList.optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .refine((s) => URL.canParse(s), 'is not a valid URL')
    .optional(),
  /** Seconds start-up waits for a DATABASE_URL store that is not there yet (0 = not at all). */
  DATABASE_WAIT_S: wholeNumber(0, 3600).default(30),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  V1_TIMEOUT_MS: wholeNumber(100, 600_000).default(15_000),
  V1_CONNECTIONS: wholeNumber(1, 10_000).default(512),
  V1_CONNECTIONS_PER_OPERATION: wholeNumber(1, 10_000).default(256),
  /** How many reverse proxies (balancers) in front of the BFF to trust: 0 none, 1 one, ... */
  TRUST_PROXY: wholeNumber(0, 10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Extra allowed origins for unsafe methods, comma separated (the Vite dev server under `pnpm dev`). */
  DEV_ORIGINS: z.string().optional(),
  WEB_DIST: z.string().min(1).optional(),
  /**
   * V1 usernames of the platform's machine users (integrations), comma separated: V1's `User`
   * does not say whether a user is a person, so the console is told. Not offered as group members.
   */
  MACHINE_USERS: z.string().optional(),
  /** `/metrics` on a listener of its own, on this port (bound to HOST); unset: none. */
  METRICS_PORT: port().optional(),
  /** `/metrics` needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
  /** A second factor for local accounts: asked of those that have one, of all, or never. */
  LOCAL_MFA: z.enum(['required', 'optional', 'off']).default('optional'),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string | undefined;
  /** V1 base URL including `/v1`; undefined = embedded platform (demo mode). */
  v1BaseUrl: string | undefined;
  demo: boolean;
  clientId: string;
  clientSecret: string;
  tokenFormat: 'form' | 'json';
  tokenIn: 'header' | 'query';
  tokenTtlS: number;
  /** Which extension operations the upstream is taken to have (`auto`: its /v1/openapi.json). */
  extensions: 'auto' | 'all' | 'none';
  /** Tenants offered in the console; undefined outside demo mode without CONSOLE_TENANTS (then taken from the accounts). */
  tenants: Tenant[] | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  /** How long start-up waits for the PostgreSQL store (ms). */
  databaseWaitMs: number;
  sessionSecret: string;
  v1TimeoutMs: number;
  /** Connections to V1 in all, and how many of them one operation may hold. */
  v1Connections: number;
  v1ConnectionsPerOperation: number;
  /** X-Forwarded-* headers are believed (TRUST_PROXY > 0). */
  trustProxy: boolean;
  /** Trusted proxies in front: the client's address is this many X-Forwarded-For entries from the right. */
  trustedProxies: number;
  logLevel: string;
  devOrigins: string[];
  webDist: string;
  /**
   * Where `/metrics` is served: on a listener of its own on this port (then never on PORT), or,
   * when undefined, on PORT when `metricsToken` is set; with neither, nowhere.
   */
  metricsPort: number | undefined;
  /** The bearer token `/metrics` requires, wherever it is served. */
  metricsToken: string | undefined;
  /** V1 usernames (lower case) of machine users, not people (MACHINE_USERS; the demo's own). */
  machineUsers: string[];
  /** Sign-in through the firm's OpenID Provider (OIDC_*); undefined: local accounts only. */
  oidc: OidcConfig | undefined;
  /**
   * Second factors of local accounts (LOCAL_MFA): `optional` asked of accounts that have one,
   * `required` also makes each account without one enrol at sign-in, `off` neither asked nor offered.
   */
  localMfa: 'required' | 'optional' | 'off';
}

/** Validates the environment; throws ConfigError with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const e = readEnv(EnvSchema, env);
  const demo = !e.V1_BASE_URL;
  const dataDir = path.resolve(e.DATA_DIR ?? defaultDataDir);
  const problems: string[] = [];
  if (!demo) {
    if (!e.SESSION_SECRET)
      problems.push('SESSION_SECRET (32+ characters) is required when V1_BASE_URL is set');
    if (!e.V1_CLIENT_ID) problems.push('V1_CLIENT_ID is required when V1_BASE_URL is set');
    if (!e.V1_CLIENT_SECRET) problems.push('V1_CLIENT_SECRET is required when V1_BASE_URL is set');
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT)
    problems.push('METRICS_PORT: must differ from PORT');
  const tenants = e.CONSOLE_TENANTS ?? (demo ? DEMO_TENANTS.map((t) => ({ ...t })) : undefined);
  const publicUrl = e.PUBLIC_URL?.replace(/\/+$/, '');
  const oidc = readOidcConfig(
    env,
    publicUrl,
    ROLES,
    tenants?.map((t) => t.id),
    problems,
  );
  if (problems.length) throw invalidConfig(problems);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    v1BaseUrl: e.V1_BASE_URL?.replace(/\/+$/, ''),
    demo,
    clientId: e.V1_CLIENT_ID ?? DEMO_CLIENT.id,
    clientSecret: e.V1_CLIENT_SECRET ?? DEMO_CLIENT.secret,
    tokenFormat: e.V1_TOKEN_FORMAT,
    tokenIn: e.V1_TOKEN_IN,
    tokenTtlS: e.V1_TOKEN_TTL_S,
    extensions: e.V1_EXTENSIONS,
    tenants,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseWaitMs: e.DATABASE_WAIT_S * 1000,
    sessionSecret: e.SESSION_SECRET ?? demoSessionSecret(dataDir),
    v1TimeoutMs: e.V1_TIMEOUT_MS,
    v1Connections: e.V1_CONNECTIONS,
    v1ConnectionsPerOperation: Math.min(e.V1_CONNECTIONS_PER_OPERATION, e.V1_CONNECTIONS),
    trustProxy: e.TRUST_PROXY > 0,
    trustedProxies: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    devOrigins: (e.DEV_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    webDist: path.resolve(e.WEB_DIST ?? defaultWebDist),
    metricsPort: e.METRICS_PORT,
    metricsToken: e.METRICS_TOKEN,
    machineUsers:
      e.MACHINE_USERS === undefined
        ? demo
          ? [...DEMO_MACHINE_USERS]
          : []
        : e.MACHINE_USERS.split(',')
            .map((s) => s.trim().toLowerCase())
            .filter(Boolean),
    oidc,
    localMfa: e.LOCAL_MFA,
  };
}

/** Demo mode only: a random secret created once and kept in DATA_DIR. */
function demoSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    const s = readFileSync(file, 'utf8').trim();
    if (s.length >= 32) return s;
  } catch {
    /* created below */
  }
  const s = randomBytes(32).toString('base64url');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, s + '\n', { mode: 0o600 });
  } catch (err) {
    throw new ConfigError(
      `DATA_DIR: cannot keep the demo session secret in ${file}: ${(err as Error).message}`,
    );
  }
  return s;
}
