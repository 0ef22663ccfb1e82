import type { Kysely } from 'kysely';
import type {
  SignOff,
  SignOffAction,
  SignOffEvent,
  SignOffKind,
  SignOffNote,
  SignOffStep,
} from '@ledger/contract';
import { num } from './db.js';
import type { DB, SignOffNotesTable, SignOffsTable } from './tables.js';
import type { StoreHandle } from './core.js';
import { isItem, isYear } from './filters.js';
import { sortableId } from './rows.js';
import { figureOf, stepOf, toKronor, toOre } from './workpapers.js';
import type { ReviewYear, SignOffActor, SignOffKey, SignOffRefusal } from './types.js';

/** A signature's columns of a step. */
const STEP_COLUMNS = {
  prepared: { by: 'prepared_by', at: 'prepared_at', figure: 'prepared_figure' },
  reviewed: { by: 'reviewed_by', at: 'reviewed_at', figure: 'reviewed_figure' },
} as const;

function toNote(r: SignOffNotesTable): SignOffNote {
  return {
    id: r.id,
    kind: r.kind as SignOffKind,
    item: r.item,
    text: r.text,
    openedBy: r.opened_by,
    openedAt: r.opened_at,
    clearedBy: r.cleared_by,
    clearedAt: r.cleared_at,
    resolution: r.resolution,
  };
}

function toSignOff(
  kind: SignOffKind,
  item: string,
  r: SignOffsTable | undefined,
  notes: SignOffNote[],
): SignOff {
  const sig = (
    by: string | null | undefined,
    at: string | null | undefined,
    ore: SignOffsTable['prepared_figure'] | undefined,
  ) => (by && at && ore != null ? { username: by, at, figure: toKronor(num(ore)) } : null);
  return {
    kind,
    item,
    prepared: sig(r?.prepared_by, r?.prepared_at, r?.prepared_figure),
    reviewed: sig(r?.reviewed_by, r?.reviewed_at, r?.reviewed_figure),
    notes,
  };
}

/** Accounts by number (then as text), then statement lines by id. */
function byItem(a: { kind: string; item: string }, b: { kind: string; item: string }) {
  if (a.kind !== b.kind) return a.kind === 'account' ? -1 : 1;
  const n = a.kind === 'account' ? Number(a.item) - Number(b.item) : 0;
  return n || (a.item < b.item ? -1 : a.item > b.item ? 1 : 0);
}

type Db = Kysely<DB>;

/**
 * The sign-off of a financial year's accounts and statement lines, with review notes and an
 * append-only history (docs/BFF-NOTES.md, "Materiality levels and sign-off").
 */
export class SignOffRepository {
  constructor(private readonly h: StoreHandle) {}

  /** The items of a year with a signature or a note, accounts first (by number), then lines. */
  async list(year: ReviewYear): Promise<SignOff[]> {
    const [rows, notes] = await Promise.all([
      this.h.db.selectFrom('signoffs').selectAll().where(isYear(year)).execute(),
      this.h.db.selectFrom('signoff_notes').selectAll().where(isYear(year)).orderBy('id').execute(),
    ]);
    const items = new Map<
      string,
      { kind: SignOffKind; item: string; row?: SignOffsTable; notes: SignOffNote[] }
    >();
    const entry = (kind: string, item: string) => {
      const k = `${kind}\u0000${item}`;
      let e = items.get(k);
      if (!e) items.set(k, (e = { kind: kind as SignOffKind, item, notes: [] }));
      return e;
    };
    for (const r of rows) if (r.prepared_by || r.reviewed_by) entry(r.kind, r.item).row = r;
    for (const n of notes) entry(n.kind, n.item).notes.push(toNote(n));
    return [...items.values()].sort(byItem).map((e) => toSignOff(e.kind, e.item, e.row, e.notes));
  }

  /** One item as it stands (no signature and no notes: both null, none). */
  private async signOffOf(db: Db, key: SignOffKey): Promise<SignOff> {
    // One after the other: inside a transaction both go over its one connection.
    const row = await db.selectFrom('signoffs').selectAll().where(isItem(key)).executeTakeFirst();
    const notes = await db
      .selectFrom('signoff_notes')
      .selectAll()
      .where(isItem(key))
      .orderBy('id')
      .execute();
    return toSignOff(key.kind, key.item, row, notes.map(toNote));
  }

  /** Appends a step to the item's history. */
  private async record(
    db: Db,
    key: SignOffKey,
    action: SignOffAction,
    who: SignOffActor,
    extra: { figure?: number; noteId?: string; text?: string | null } = {},
  ): Promise<void> {
    await db
      .insertInto('signoff_history')
      .values({
        id: sortableId(who.now),
        tenant_id: key.tenantId,
        company_key: key.companyKey,
        financial_year_id: key.financialYearId,
        kind: key.kind,
        item: key.item,
        action,
        username: who.username,
        at: new Date(who.now).toISOString(),
        figure: extra.figure === undefined ? null : toOre(extra.figure),
        note_id: extra.noteId ?? null,
        text: extra.text ?? null,
      })
      .execute();
  }

  /**
   * Signs a step with the figure signed, replacing that step's earlier signature; appended to the
   * history in the same transaction. A review needs the item prepared (`not_prepared`): checked
   * in the update itself, so a preparation withdrawn meanwhile is never reviewed.
   */
  async sign(
    key: SignOffKey,
    step: SignOffStep,
    figure: number,
    who: SignOffActor,
  ): Promise<{ ok: true; signOff: SignOff } | { ok: false; reason: SignOffRefusal }> {
    const at = new Date(who.now).toISOString();
    return this.h.transaction(async ({ db: trx }) => {
      if (step === 'prepared') {
        const values = {
          prepared_by: who.username,
          prepared_at: at,
          prepared_figure: toOre(figure),
        };
        await trx
          .insertInto('signoffs')
          .values({
            tenant_id: key.tenantId,
            company_key: key.companyKey,
            financial_year_id: key.financialYearId,
            kind: key.kind,
            item: key.item,
            ...values,
            reviewed_by: null,
            reviewed_at: null,
            reviewed_figure: null,
          })
          .onConflict((oc) =>
            oc
              .columns(['tenant_id', 'company_key', 'financial_year_id', 'kind', 'item'])
              .doUpdateSet(values),
          )
          .execute();
      } else {
        const r = await trx
          .updateTable('signoffs')
          .set({ reviewed_by: who.username, reviewed_at: at, reviewed_figure: toOre(figure) })
          .where(isItem(key))
          .where('prepared_by', 'is not', null)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) return { ok: false, reason: 'not_prepared' as const };
      }
      await this.record(trx, key, step, who, { figure });
      return { ok: true, signOff: await this.signOffOf(trx, key) };
    });
  }

  /**
   * Withdraws a step's signature (the history keeps it and says it was withdrawn). Nothing to
   * withdraw: nothing changes or is recorded. A preparation stays while its review does
   * (`reviewed`).
   */
  async withdraw(
    key: SignOffKey,
    step: SignOffStep,
    who: SignOffActor,
  ): Promise<{ ok: true; signOff: SignOff } | { ok: false; reason: SignOffRefusal }> {
    const c = STEP_COLUMNS[step];
    return this.h.transaction(async ({ db: trx }) => {
      let q = trx
        .updateTable('signoffs')
        .set({ [c.by]: null, [c.at]: null, [c.figure]: null })
        .where(isItem(key))
        .where(c.by, 'is not', null);
      if (step === 'prepared') q = q.where('reviewed_by', 'is', null);
      const r = await q.executeTakeFirst();
      if (Number(r.numUpdatedRows) > 0) await this.record(trx, key, `${step}.withdrawn`, who);
      else if (step === 'prepared') {
        const row = await trx
          .selectFrom('signoffs')
          .select('reviewed_by')
          .where(isItem(key))
          .executeTakeFirst();
        if (row?.reviewed_by) return { ok: false, reason: 'reviewed' as const };
      }
      return { ok: true, signOff: await this.signOffOf(trx, key) };
    });
  }

  /** Opens a review note on an item (recorded in its history with the text). */
  async openNote(key: SignOffKey, text: string, who: SignOffActor): Promise<SignOffNote> {
    const id = sortableId(who.now);
    const row: SignOffNotesTable = {
      id,
      tenant_id: key.tenantId,
      company_key: key.companyKey,
      financial_year_id: key.financialYearId,
      kind: key.kind,
      item: key.item,
      text,
      opened_by: who.username,
      opened_at: new Date(who.now).toISOString(),
      cleared_by: null,
      cleared_at: null,
      resolution: null,
    };
    await this.h.transaction(async ({ db: trx }) => {
      await trx.insertInto('signoff_notes').values(row).execute();
      await this.record(trx, key, 'note.opened', who, { noteId: id, text });
    });
    return toNote(row);
  }

  /**
   * Clears an open note of the item, once: undefined when the item has no such note,
   * `note_cleared` when it was cleared before (by whom stays as it was).
   */
  async clearNote(
    key: SignOffKey,
    noteId: string,
    resolution: string | null,
    who: SignOffActor,
  ): Promise<{ ok: true; note: SignOffNote } | { ok: false; reason: SignOffRefusal } | undefined> {
    return this.h.transaction(async ({ db: trx }) => {
      const r = await trx
        .updateTable('signoff_notes')
        .set({ cleared_by: who.username, cleared_at: new Date(who.now).toISOString(), resolution })
        .where(isItem(key))
        .where('id', '=', noteId)
        .where('cleared_at', 'is', null)
        .executeTakeFirst();
      const note = await trx
        .selectFrom('signoff_notes')
        .selectAll()
        .where(isItem(key))
        .where('id', '=', noteId)
        .executeTakeFirst();
      if (!note) return undefined;
      if (Number(r.numUpdatedRows) === 0) return { ok: false, reason: 'note_cleared' as const };
      await this.record(trx, key, 'note.cleared', who, { noteId, text: resolution });
      return { ok: true, note: toNote(note) };
    });
  }

  /** Every step of an item, oldest first. */
  async history(key: SignOffKey): Promise<SignOffEvent[]> {
    const rows = await this.h.db
      .selectFrom('signoff_history')
      .selectAll()
      .where(isItem(key))
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      ...stepOf<SignOffAction>(r),
      figure: figureOf(r.figure),
      noteId: r.note_id,
      text: r.text,
    }));
  }
}
