import type { HttpBindings } from '@hono/node-server';
import type { Capabilities } from './upstream/capabilities.js';
import type { Config, Tenant } from './config.js';
import type { OidcProvider } from './auth/oidc/provider.js';
import type { Logger } from './http/logger.js';
import type { Metrics } from './http/metrics.js';
import type { Sessions, SessionUser } from './auth/session.js';
import type { Store } from './store/index.js';
import type { TokenManager } from './upstream/tokens.js';
import type { CompanyScope } from './upstream/scope.js';
import type { OpenAssignmentChecks } from './upstream/open-assignments.js';
import type { Upstream } from './upstream/upstream.js';

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: {
    requestId: string;
    /** When the request began (performance.now()), for its duration in the access log. */
    startedMs: number;
    https: boolean;
    user: SessionUser | undefined;
    /** The answer was written on node:http's response by the proxy, not returned to Hono. */
    rawAnswer: boolean;
  };
}

export interface AppDeps {
  config: Config;
  store: Store;
  sessions: Sessions;
  tokens: TokenManager;
  /** Which operations the upstream has (V1's always; extensions per V1_EXTENSIONS). */
  capabilities: Capabilities;
  /** The companies linked auditors may see (V1's permissions, cached briefly). */
  scope: CompanyScope;
  /** The overview's open assignments without work materiality (V1 per company, cached briefly). */
  openAssignments: OpenAssignmentChecks;
  upstream: Upstream;
  logger: Logger;
  /** The access line of every request (logger.ts). */
  accessLog: Logger;
  metrics: Metrics;
  now: () => number;
  /** Origins allowed on unsafe methods (filled once the port is known). */
  allowedOrigins: Set<string>;
  /** The console's tenants (configured, or from the accounts outside demo mode). */
  tenants: () => Tenant[];
  tenantName: (id: string) => string | undefined;
  /** The firm's OpenID Provider (OIDC_*), when sign-in through it is configured. */
  oidc?: OidcProvider | undefined;
}
