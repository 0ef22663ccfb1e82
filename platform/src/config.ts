import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { port, readEnv, wholeNumber, yesNo } from '@ledger/contract/config';
import type { V1Profile } from '@ledger/contract/v1-openapi';
import type { PlatformContext } from './context.js';

/** The repository root (platform/src or platform/dist -> ../..). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface PlatformOptions {
  dataDir: string;
  /** 0 = ephemeral; default 4010. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Seeds a new database (and `POST /dev/reset`); default `demo`. */
  seed?: 'demo' | 'none';
  /** Dev endpoints (`/dev/*`); default on when seed is demo. */
  dev?: boolean;
  tokenTtlS?: number;
  maxUploadMb?: number;
  /**
   * `extended` (default): V1 and our extension operations, the OAuth token fields. `v1`: a
   * stand-in for the real service, exactly V1.md's operations and token fields (docs/PLATFORM.md).
   */
  profile?: V1Profile;
  /** Logs (default: JSON lines on stderr for warnings and errors). */
  log?: PlatformContext['log'];
}

/** What the platform does when neither PLATFORM_* nor its caller says otherwise. */
export const PLATFORM_DEFAULTS = {
  port: 4010,
  host: '127.0.0.1',
  seed: 'demo',
  tokenTtlS: 3600,
  maxUploadMb: 200,
  profile: 'extended',
} as const satisfies Partial<PlatformOptions>;

const PlatformEnv = z.object({
  PLATFORM_PORT: port().default(PLATFORM_DEFAULTS.port),
  PLATFORM_HOST: z.string().min(1).default(PLATFORM_DEFAULTS.host),
  PLATFORM_DATA_DIR: z.string().min(1).optional(),
  PLATFORM_SEED: z
    .enum(['demo', 'none'], { error: 'must be demo or none' })
    .default(PLATFORM_DEFAULTS.seed),
  PLATFORM_TOKEN_TTL_S: wholeNumber(1, 30 * 24 * 3600).default(PLATFORM_DEFAULTS.tokenTtlS),
  PLATFORM_DEV: yesNo.optional(),
  PLATFORM_MAX_UPLOAD_MB: wholeNumber(1, 100_000).default(PLATFORM_DEFAULTS.maxUploadMb),
  PLATFORM_PROFILE: z
    .enum(['extended', 'v1'], { error: 'must be extended or v1' })
    .default(PLATFORM_DEFAULTS.profile),
});

/** The platform's settings from `PLATFORM_*`; throws ConfigError naming every bad variable. */
export function platformOptionsFromEnv(
  env: Record<string, string | undefined>,
): PlatformOptions & Required<Omit<PlatformOptions, 'log'>> {
  const e = readEnv(PlatformEnv, env);
  return {
    dataDir: path.resolve(e.PLATFORM_DATA_DIR ?? path.join(REPO_ROOT, '.data', 'platform')),
    port: e.PLATFORM_PORT,
    host: e.PLATFORM_HOST,
    seed: e.PLATFORM_SEED,
    dev: e.PLATFORM_DEV ?? e.PLATFORM_SEED === 'demo',
    tokenTtlS: e.PLATFORM_TOKEN_TTL_S,
    maxUploadMb: e.PLATFORM_MAX_UPLOAD_MB,
    profile: e.PLATFORM_PROFILE,
  };
}
