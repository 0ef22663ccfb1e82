import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { buildApp } from './app.js';
import type { PlatformContext, PlatformSettings } from './context.js';
import { isInitialised, markInitialised, openDb } from './db/index.js';
import { Faults } from './dev/faults.js';
import { Stats } from './dev/stats.js';
import { FileQueue } from './files/queue.js';
import { sweepOrphans } from './files/storage.js';
import { seedDemoAccess, seedDemoData } from './seed/index.js';
import { PLATFORM_DEFAULTS, type PlatformOptions } from './config.js';

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
  const seed = opts.seed ?? PLATFORM_DEFAULTS.seed;
  const dataDir = path.resolve(opts.dataDir);
  const settings: PlatformSettings = {
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    seed,
    dev: opts.dev ?? seed === 'demo',
    tokenTtlS: opts.tokenTtlS ?? PLATFORM_DEFAULTS.tokenTtlS,
    maxUploadBytes: Math.round((opts.maxUploadMb ?? PLATFORM_DEFAULTS.maxUploadMb) * 1024 * 1024),
    profile: opts.profile ?? PLATFORM_DEFAULTS.profile,
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
  const host = opts.host ?? PLATFORM_DEFAULTS.host;
  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const s = serve({
        fetch: app.fetch,
        port: opts.port ?? PLATFORM_DEFAULTS.port,
        hostname: host,
      }) as Server;
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
