/**
 * `pnpm --filter @ledger/platform admin <command>`: tenants and API clients (see admin.ts for the
 * commands). Works on PLATFORM_DATA_DIR (default <repo>/.data/platform); safe while the
 * platform runs.
 */
import { ConfigError } from '@ledger/contract/config';
import { runAdmin, UsageError } from './admin.js';
import { platformOptionsFromEnv } from './config.js';
import { openDb, type Db } from './db/index.js';

export async function main(argv: string[]): Promise<number> {
  let dataDir: string;
  try {
    dataDir = platformOptionsFromEnv(process.env).dataDir;
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(`platform-admin: ${err.message}`);
    return 1;
  }
  let db: Db | null = null;
  try {
    db = await openDb(dataDir);
    await runAdmin(db, argv);
    return 0;
  } catch (err) {
    if (
      err instanceof UsageError ||
      (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error((err as Error).message);
      return 2;
    }
    console.error(err);
    return 1;
  } finally {
    await db?.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
