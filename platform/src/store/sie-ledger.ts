import type { BalanceSource } from '../sie/index.js';
import { compareAccounts } from '../sie/numbers.js';
import type { DbOrTrx } from '../db/index.js';

/** Rows per INSERT (3-4 columns each: well inside SQLite's variable limit). */
const BATCH = 2000;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Replaces the stored aggregate of a file (sie_accounts, sie_opening, sie_movements and
 * `files.balance_kind`) with `source`; null removes it. Run it inside the transaction that
 * records the file's status, so processing a file again never leaves old and new rows mixed.
 */
export async function replaceBalanceSource(
  db: DbOrTrx,
  fileId: string,
  source: BalanceSource | null,
): Promise<void> {
  await db.deleteFrom('sie_accounts').where('file_id', '=', fileId).execute();
  await db.deleteFrom('sie_opening').where('file_id', '=', fileId).execute();
  await db.deleteFrom('sie_movements').where('file_id', '=', fileId).execute();
  await db
    .updateTable('files')
    .set({ balance_kind: source?.kind ?? null })
    .where('id', '=', fileId)
    .execute();
  if (!source) return;
  await insertChunked(source.accounts, (chunk) =>
    db
      .insertInto('sie_accounts')
      .values(
        chunk.map((a) => ({
          file_id: fileId,
          account: a.number,
          name: a.name ?? null,
          ktyp: a.kind ?? null,
        })),
      )
      .execute(),
  );
  await insertChunked(source.opening, (chunk) =>
    db
      .insertInto('sie_opening')
      .values(chunk.map((o) => ({ file_id: fileId, account: o.account, amount_ore: o.amount })))
      .execute(),
  );
  await insertChunked(source.movements, (chunk) =>
    db
      .insertInto('sie_movements')
      .values(
        chunk.map((m) => ({
          file_id: fileId,
          account: m.account,
          period: m.period,
          amount_ore: m.amount,
        })),
      )
      .execute(),
  );
}

/** The stored aggregate of a file, or null when it has none. */
export async function loadBalanceSource(
  db: DbOrTrx,
  fileId: string,
): Promise<BalanceSource | null> {
  const file = await db
    .selectFrom('files')
    .select('balance_kind')
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!file?.balance_kind) return null;
  const [accounts, opening, movements] = await Promise.all([
    db
      .selectFrom('sie_accounts')
      .select(['account', 'name', 'ktyp'])
      .where('file_id', '=', fileId)
      .execute(),
    db
      .selectFrom('sie_opening')
      .select(['account', 'amount_ore'])
      .where('file_id', '=', fileId)
      .execute(),
    db
      .selectFrom('sie_movements')
      .select(['account', 'period', 'amount_ore'])
      .where('file_id', '=', fileId)
      .execute(),
  ]);
  return {
    kind: file.balance_kind,
    accounts: accounts.map((a) => ({
      number: a.account,
      ...(a.name !== null ? { name: a.name } : {}),
      ...(a.ktyp !== null ? { kind: a.ktyp } : {}),
    })),
    opening: opening.map((o) => ({ account: o.account, amount: o.amount_ore })),
    movements: movements.map((m) => ({
      account: m.account,
      period: m.period,
      amount: m.amount_ore,
    })),
  };
}

/** A file's accounts with their `#KONTO` names (null: none), in account order. */
export async function fileAccountNames(
  db: DbOrTrx,
  fileId: string,
): Promise<{ account: string; name: string | null }[]> {
  const rows = await db
    .selectFrom('sie_accounts')
    .select(['account', 'name'])
    .where('file_id', '=', fileId)
    .execute();
  return rows.sort((a, b) => compareAccounts(a.account, b.account));
}
