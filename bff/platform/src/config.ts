import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { PlatformOptions } from './server.js';

/** The repository root (bff/src/platform -> ../../..). */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
    error: 'must be 1/0, true/false, yes/no or on/off',
  })
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const PlatformEnv = z.object({
  PLATFORM_PORT: int(0, 65535).default(4010),
  PLATFORM_HOST: z.string().min(1).default('127.0.0.1'),
  PLATFORM_DATA_DIR: z.string().min(1).optional(),
  PLATFORM_SEED: z.enum(['demo', 'none'], { error: 'must be demo or none' }).default('demo'),
  PLATFORM_TOKEN_TTL_S: int(1, 30 * 24 * 3600).default(3600),
  PLATFORM_DEV: flag.optional(),
  PLATFORM_MAX_UPLOAD_MB: int(1, 100_000).default(200),
  PLATFORM_PROFILE: z
    .enum(['extended', 'v1'], { error: 'must be extended or v1' })
    .default('extended'),
});

/** Options from the environment, or a readable error listing every bad variable. */
export function platformOptionsFromEnv(
  env: NodeJS.ProcessEnv,
): { ok: true; options: PlatformOptions } | { ok: false; error: string } {
  const picked = Object.fromEntries(
    Object.keys(PlatformEnv.shape)
      .filter((k) => env[k] !== undefined && env[k] !== '')
      .map((k) => [k, env[k]]),
  );
  const res = PlatformEnv.safeParse(picked);
  if (!res.success) {
    const lines = res.error.issues.map(
      (i) => `  ${String(i.path[0])}=${JSON.stringify(picked[String(i.path[0])])}: ${i.message}`,
    );
    return { ok: false, error: `Invalid platform configuration:\n${lines.join('\n')}` };
  }
  const e = res.data;
  return {
    ok: true,
    options: {
      dataDir: path.resolve(e.PLATFORM_DATA_DIR ?? path.join(REPO_ROOT, '.data', 'platform')),
      port: e.PLATFORM_PORT,
      host: e.PLATFORM_HOST,
      seed: e.PLATFORM_SEED,
      dev: e.PLATFORM_DEV ?? e.PLATFORM_SEED === 'demo',
      tokenTtlS: e.PLATFORM_TOKEN_TTL_S,
      maxUploadMb: e.PLATFORM_MAX_UPLOAD_MB,
      profile: e.PLATFORM_PROFILE,
    },
  };
}
