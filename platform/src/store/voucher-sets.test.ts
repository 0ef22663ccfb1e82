/**
 * A file's vouchers written beside its live set (store/voucher-sets.ts, decisions/0050): reads
 * between the chunks of a new set answer from the live one, an interrupted write leaves the live
 * set as it was, and the set left half written is dropped, by hand or at the next start.
 */
import { Readable } from 'node:stream';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { VOUCHERS_TOTAL_HEADER } from '@ledger/contract';
import { openDb, type Db } from '../db/index.js';
import { readVoucherBatches, type SieVoucher } from '../sie/index.js';
import {
  BARE,
  client,
  createCompany,
  eventually,
  getToken,
  provisionBare,
  settledFile,
  sieSample,
  startTestPlatform,
  uploadPath,
} from '../../test/platform-helpers.js';
import { dropStaleVoucherSets, switchLiveVoucherSet, writeVoucherSet } from './voucher-sets.js';
import { listVouchers, yearVoucherSet } from './vouchers.js';

const SAMPLE = 'BL0001_typ4.SE';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-voucher-sets-'));
let key: string;
let yearId: string;
let fileId: string;
let db: Db;

beforeAll(async () => {
  await provisionBare(dir);
  const p = await startTestPlatform({ dataDir: dir, seed: 'none' });
  try {
    const c = client(p.baseUrl, await getToken(p.baseUrl, BARE.clientId, BARE.secret));
    key = await createCompany(c, '556265-1892');
    const up = await c.upload(uploadPath(key), SAMPLE, sieSample(SAMPLE));
    fileId = (up.json as { id: string }).id;
    const { report } = await settledFile(c, key, fileId);
    yearId = report.financialYearId!;
  } finally {
    await p.close();
  }
  db = await openDb(dir);
});
afterAll(async () => {
  await db?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The sample's vouchers as the ingest reads them, a few at a time; `stop` throws after n batches. */
async function* batches(opts: { stop?: number; between?: () => Promise<void> } = {}) {
  let n = 0;
  for await (const batch of readVoucherBatches(Readable.from([sieSample(SAMPLE)]))) {
    for (let i = 0; i < batch.length; i += 10) {
      if (opts.stop !== undefined && n === opts.stop) throw new Error('the ingest was interrupted');
      n++;
      yield batch.slice(i, i + 10) as SieVoucher[];
      await opts.between?.();
    }
  }
}

/** What a reader of the year's vouchers gets now: the set and the total of all its vouchers. */
async function read() {
  const set = (await yearVoucherSet(db, key, yearId))!;
  const page = (await listVouchers(db, set.setId, { offset: 0, limit: 5 }))!;
  return { setId: set.setId, total: page.total };
}

const rowsOf = (setId: number) =>
  db
    .selectFrom('sie_voucher_rows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('set_id', '=', setId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));

it('answers from the live set while a new one is written, then from the new one', async () => {
  const before = await read();
  expect(before.total).toBe(84);
  const seen: { setId: number; total: number }[] = [];
  // chunks of about 20 rows: the sample's 405 rows in some twenty transactions
  const written = writeVoucherSet(
    db,
    fileId,
    batches({ between: async () => void seen.push(await read()) }),
    {
      chunkRows: 20,
    },
  );
  // a reader beside the writer, its reads between the writer's chunks
  const beside: { setId: number; total: number }[] = [];
  let done = false;
  void written.finally(() => (done = true));
  while (!done) {
    beside.push(await read());
    // as requests come: an event each, not a chain of promises that never lets the writer run
    await new Promise((resolve) => setImmediate(resolve));
  }
  const set = await written;
  expect(set).toMatchObject({ fileId, vouchers: 84, rows: 405 });
  expect(seen.length).toBeGreaterThan(5);
  expect(beside.length).toBeGreaterThan(0);
  for (const r of [...seen, ...beside]) expect(r).toEqual(before);

  await db.transaction().execute((trx) => switchLiveVoucherSet(trx, fileId, set.setId));
  expect(await read()).toEqual({ setId: set.setId, total: 84 });
  // the replaced set is no longer read: a page of it answers null (choose again)
  expect(await listVouchers(db, before.setId, { offset: 0, limit: 5 })).toBeNull();
  expect(await dropStaleVoucherSets(db, { chunkRows: 50 })).toBe(1);
  expect(await rowsOf(before.setId)).toBe(0);
  expect(await rowsOf(set.setId)).toBe(405);
});

it('leaves the live set as it was when the write is interrupted; the half set is dropped', async () => {
  const before = await read();
  await expect(
    writeVoucherSet(db, fileId, batches({ stop: 4 }), { chunkRows: 20 }),
  ).rejects.toThrow('the ingest was interrupted');
  expect(await read()).toEqual(before);
  const half = (await db
    .selectFrom('sie_voucher_sets')
    .select('id')
    .where('file_id', '=', fileId)
    .where('live', '=', 0)
    .executeTakeFirstOrThrow()) as { id: number };
  expect(await rowsOf(half.id)).toBeGreaterThan(0);
  expect(await rowsOf(half.id)).toBeLessThan(405);
  expect(await dropStaleVoucherSets(db)).toBe(1);
  expect(await rowsOf(half.id)).toBe(0);
  expect(await read()).toEqual(before);
});

it('drops a set left half written by a crash at the next start', async () => {
  await expect(
    writeVoucherSet(db, fileId, batches({ stop: 2 }), { chunkRows: 20 }),
  ).rejects.toThrow();
  const sets = () =>
    db
      .selectFrom('sie_voucher_sets')
      .select(['id', 'live'])
      .where('file_id', '=', fileId)
      .execute();
  expect(await sets()).toHaveLength(2);
  await db.destroy();
  const p = await startTestPlatform({ dataDir: dir, seed: 'none' });
  try {
    const c = client(p.baseUrl, await getToken(p.baseUrl, BARE.clientId, BARE.secret));
    const res = await c.get(`/company/${key}/vouchers?financialYearId=${yearId}&limit=1`);
    expect(Number(res.headers.get(VOUCHERS_TOTAL_HEADER))).toBe(84);
    db = await openDb(dir);
    await eventually(async () => (await sets()).length === 1);
    expect((await sets())[0]!.live).toBe(1);
  } finally {
    await p.close();
  }
});
