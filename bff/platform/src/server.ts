import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { V1Profile } from '../contract/v1-openapi.js';
import { buildApp } from './app.js';
import type { PlatformContext, PlatformSettings } from './context.js';
import { isInitialised, markInitialised, openDb } from './db/index.js';
import { Faults } from './dev/faults.js';
import { Stats } from './dev/stats.js';
import { FileQueue } from './files/queue.js';
import { sweepOrphans } from './files/storage.js';
import { seedDemoAccess, seedDemoData } from './seed/index.js';
import { demoId } from './seed/ids.js';

/**
 * The id a demo user has in the demo seed (`demoUserId('nordrevision', 'elin.sjoberg')`): fixed,
 * so the BFF can link its demo auditor without asking V1.
 */
export function demoUserId(tenantId: string, localPart: string): string {
  return demoId(`${tenantId}/user/${localPart}`);
}

/** The platform's own reading of `PLATFORM_*`, for the BFF that embeds it. */
export { platformOptionsFromEnv } from './config.js';

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

export interface RunningPlatform {
  /** `http://127.0.0.1:PORT` */
  url: string;
  /** url + '/v1' */
  baseUrl: string;
  port: number;
  close(): Promise<void>;
}

const defaultLog: PlatformContext['log'] = (level, msg, extra) => {
  if (level === 'info') return;
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level, component: 'platform', msg, ...extra })}\n`,
  );
};

/** Tables wiped by a reset (tenants, clients and tokens stay, so tokens keep working). */
const DATA_TABLES = [
  'mails',
  'accept_tokens',
  'file_jobs',
  'files',
  'assignments',
  'financial_years',
  'company_user_permissions',
  'company_group_permissions',
  'companies',
  'group_members',
  'groups',
  'users',
] as const;

/** Starts the V1 platform on its own HTTP server; resolves once it listens and is seeded. */
export async function startPlatform(opts: PlatformOptions): Promise<RunningPlatform> {
  const seed = opts.seed ?? 'demo';
  const dataDir = path.resolve(opts.dataDir);
  const settings: PlatformSettings = {
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    seed,
    dev: opts.dev ?? seed === 'demo',
    tokenTtlS: opts.tokenTtlS ?? 3600,
    maxUploadBytes: Math.round((opts.maxUploadMb ?? 200) * 1024 * 1024),
    profile: opts.profile ?? 'extended',
  };
  fs.mkdirSync(settings.filesDir, { recursive: true });
  const db = await openDb(dataDir);
  const log = opts.log ?? defaultLog;
  const queue = new FileQueue(db, settings.filesDir, log);
  const ctx: PlatformContext = {
    db,
    settings,
    publicUrl: '',
    stats: new Stats(),
    faults: new Faults(),
    queue,
    log,
  };

  const seedIfNew = async () => {
    if (await isInitialised(db)) return;
    await db.transaction().execute(async (trx) => {
      if (seed === 'demo') {
        await seedDemoAccess(trx);
        await seedDemoData(trx, { publicUrl: ctx.publicUrl, filesDir: settings.filesDir });
      }
      await markInitialised(trx, seed);
    });
  };

  const reset = async () => {
    await queue.pause();
    try {
      await db.transaction().execute(async (trx) => {
        for (const table of DATA_TABLES) await trx.deleteFrom(table).execute();
        if (seed === 'demo') {
          await seedDemoAccess(trx);
          await seedDemoData(trx, { publicUrl: ctx.publicUrl, filesDir: settings.filesDir });
        }
      });
      await sweepOrphans(db, settings.filesDir);
      ctx.stats.reset();
    } finally {
      queue.resume();
    }
  };

  const app = buildApp(ctx, { reset });
  const host = opts.host ?? '127.0.0.1';
  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: opts.port ?? 4010, hostname: host }) as Server;
      s.once('listening', () => resolve(s));
      s.once('error', reject);
    });
  } catch (err) {
    await db.destroy();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  ctx.publicUrl = url;

  try {
    await seedIfNew();
    await sweepOrphans(db, settings.filesDir);
    await queue.start();
  } catch (err) {
    await new Promise((r) => server.close(r));
    await db.destroy();
    throw err;
  }

  let closing: Promise<void> | null = null;
  return {
    url,
    baseUrl: `${url}/v1`,
    port,
    close: () =>
      (closing ??= (async () => {
        await queue.stop();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await db.destroy();
      })()),
  };
}
