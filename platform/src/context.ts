import type { V1Profile } from '@ledger/contract/v1-openapi';
import type { Db } from './db/index.js';
import type { Faults } from './dev/faults.js';
import type { Stats } from './dev/stats.js';
import type { FileQueue } from './files/queue.js';

export interface PlatformSettings {
  dataDir: string;
  filesDir: string;
  seed: 'demo' | 'none';
  dev: boolean;
  tokenTtlS: number;
  maxUploadBytes: number;
  /** Which operations and token fields are served (docs/PLATFORM.md "Profiles"). */
  profile: V1Profile;
}

/** Everything a request handler needs; one per running platform. */
export interface PlatformContext {
  db: Db;
  settings: PlatformSettings;
  /** `http://127.0.0.1:PORT`, known once listening (used in invitation links). */
  publicUrl: string;
  stats: Stats;
  faults: Faults;
  queue: FileQueue;
  log: (level: 'info' | 'warn' | 'error', msg: string, extra?: Record<string, unknown>) => void;
}
