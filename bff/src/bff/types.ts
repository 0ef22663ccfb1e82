import type { HttpBindings } from '@hono/node-server';
import type { Capabilities } from './capabilities.js';
import type { Config, Tenant } from './config.js';
import type { Logger } from './logger.js';
import type { Metrics } from './metrics.js';
import type { Sessions, SessionUser } from './session.js';
import type { Store } from './store/index.js';
import type { TokenManager } from './tokens.js';
import type { Upstream } from './upstream.js';

export interface AppEnv {
  Bindings: HttpBindings;
  Variables: { requestId: string; user: SessionUser | undefined };
}

export interface AppDeps {
  config: Config;
  store: Store;
  sessions: Sessions;
  tokens: TokenManager;
  /** Which operations the upstream has (V1's always; extensions per V1_EXTENSIONS). */
  capabilities: Capabilities;
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
}
