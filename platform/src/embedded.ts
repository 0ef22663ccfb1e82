/**
 * The platform as the BFF embeds it (`@ledger/platform/embedded`): the BFF imports this module
 * only in demo mode, so a BFF pointed at another V1 service never loads the platform.
 */
import path from 'node:path';
import { platformOptionsFromEnv, type PlatformOptions } from './config.js';
import { demoId } from './seed/ids.js';

export { startPlatform, type RunningPlatform } from './server.js';
export type { PlatformOptions } from './config.js';

/** Settings a BFF's caller gives for its embedded platform (the rest is decided below). */
export type EmbeddedPlatformOptions = Partial<PlatformOptions>;

/**
 * The one place that decides the embedded platform's settings. From `env` (`pnpm start`):
 * PLATFORM_* read as the platform alone reads them (a bad one throws ConfigError). From `given`
 * (tests): those settings over demo data, dev endpoints and any free port. Either way the data
 * lives under the BFF's data dir unless PLATFORM_DATA_DIR or `given.dataDir` names another.
 */
export function embeddedPlatformOptions(
  bffDataDir: string,
  from: { env: Record<string, string | undefined> } | { given: EmbeddedPlatformOptions },
): PlatformOptions {
  const dataDir = path.join(bffDataDir, 'platform');
  if ('given' in from) return { seed: 'demo', dev: true, port: 0, dataDir, ...from.given };
  const options = platformOptionsFromEnv(from.env);
  return from.env.PLATFORM_DATA_DIR ? options : { ...options, dataDir };
}

/**
 * The id a demo user has in the demo seed (`demoUserId('nordrevision', 'elin.sjoberg')`): fixed,
 * so the BFF can link its demo auditor without asking V1.
 */
export function demoUserId(tenantId: string, localPart: string): string {
  return demoId(`${tenantId}/user/${localPart}`);
}
