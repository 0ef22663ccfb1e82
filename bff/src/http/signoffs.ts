import { Hono } from 'hono';
import {
  SignOffHistoryQuery,
  SignOffNoteClearRequest,
  SignOffNoteRequest,
  SignOffRequest,
  SignOffWithdrawQuery,
  SignOffsQuery,
} from '@ledger/contract';
import type { SignOffKind } from '@ledger/contract';
import type { SignOffKey, SignOffRefusal } from '../store/index.js';
import type { AppDeps, AppEnv } from '../types.js';
import { HttpError } from './errors.js';
import { noStore, readBody, readQuery } from './route-kit.js';
import type { Ctx } from './route-kit.js';
import { workingPapers, type YearRequest } from './working-papers.js';

type Operation =
  'signoffs.sign' | 'signoffs.withdraw' | 'signoffs.note.open' | 'signoffs.note.clear';

/** An item as a request names it. */
interface ItemRequest extends YearRequest {
  kind: SignOffKind;
  item: string;
}

const keyOf = (r: ItemRequest): SignOffKey => ({
  tenantId: r.tenant,
  companyKey: r.company,
  financialYearId: r.financialYearId,
  kind: r.kind,
  item: r.item,
});

const CONFLICTS: Record<SignOffRefusal, string> = {
  not_prepared: 'this item is not prepared: it is signed as prepared before it is reviewed',
  reviewed: "this item's review stands: withdraw the review before the preparation",
  note_cleared: 'this review note is already cleared',
};
const conflict = (reason: SignOffRefusal) =>
  new HttpError(409, CONFLICTS[reason], { code: 'signoff_conflict', params: { reason } });

/**
 * Sign-off (`/api/signoffs`, ISA 230): an account or statement line of a company's financial year
 * signed as prepared and as reviewed (who, when, the figure signed), review notes open until
 * cleared, and each item's history, which is only appended to. Kept in the BFF's store per tenant;
 * every role (admins and auditors) may read and sign, a linked auditor on its companies only.
 * Every change is audited, a refused one as denied.
 */
export function signOffRoutes(deps: AppDeps) {
  const { store } = deps;
  const routes = new Hono<AppEnv>();

  const papers = workingPapers(deps);
  /** The item, and what was done to it (`more`). */
  const itemOf = (r: ItemRequest, more: Record<string, string>) => ({
    kind: r.kind,
    item: r.item,
    ...more,
  });
  const refuse = (
    c: Ctx,
    operation: Operation,
    r: ItemRequest,
    more: Record<string, string>,
    refused: HttpError,
  ) => papers.refuse(c, operation, r, itemOf(r, more), refused);
  const auditDone = (
    c: Ctx,
    operation: Operation,
    r: ItemRequest,
    more: Record<string, string>,
    status: number,
  ) => papers.auditChange(c, operation, r, itemOf(r, more), 'success', status);

  routes.get(
    '/api/signoffs',
    papers.read(SignOffsQuery, (q) => store.signOffs.list(papers.yearOf(q))),
  );
  routes.get(
    '/api/signoffs/history',
    papers.read(SignOffHistoryQuery, (q) => store.signOffs.history(keyOf(q))),
  );

  routes.put('/api/signoffs', async (c) => {
    const b = await readBody(c, SignOffRequest, {
      notJson: 'the body must be JSON {tenant, company, financialYearId, kind, item, step, figure}',
      invalid: 'invalid sign-off',
    });
    // Kronor with two decimals, as the audit log writes amounts.
    const more = { step: b.step, figure: b.figure.toFixed(2) };
    await papers.mayChange(c, 'signoffs.sign', b, itemOf(b, more));
    const done = await store.signOffs.sign(keyOf(b), b.step, b.figure, papers.actor(c));
    if (!done.ok) return refuse(c, 'signoffs.sign', b, more, conflict(done.reason));
    await auditDone(c, 'signoffs.sign', b, more, 200);
    noStore(c);
    return c.json(done.signOff);
  });

  routes.delete('/api/signoffs', async (c) => {
    const q = readQuery(c, SignOffWithdrawQuery, true);
    const more = { step: q.step };
    await papers.mayChange(c, 'signoffs.withdraw', q, itemOf(q, more));
    const done = await store.signOffs.withdraw(keyOf(q), q.step, papers.actor(c));
    if (!done.ok) return refuse(c, 'signoffs.withdraw', q, more, conflict(done.reason));
    await auditDone(c, 'signoffs.withdraw', q, more, 200);
    noStore(c);
    return c.json(done.signOff);
  });

  routes.post('/api/signoffs/notes', async (c) => {
    const b = await readBody(c, SignOffNoteRequest, {
      notJson: 'the body must be JSON {tenant, company, financialYearId, kind, item, text}',
      invalid: 'invalid review note',
    });
    await papers.mayChange(c, 'signoffs.note.open', b, itemOf(b, {}));
    const note = await store.signOffs.openNote(keyOf(b), b.text, papers.actor(c));
    await auditDone(c, 'signoffs.note.open', b, { noteId: note.id }, 201);
    noStore(c);
    return c.json(note, 201);
  });

  routes.put('/api/signoffs/notes', async (c) => {
    const b = await readBody(c, SignOffNoteClearRequest, {
      notJson:
        'the body must be JSON {tenant, company, financialYearId, kind, item, noteId, resolution?}',
      invalid: 'invalid clearing of a review note',
    });
    const more = { noteId: b.noteId };
    await papers.mayChange(c, 'signoffs.note.clear', b, itemOf(b, more));
    const done = await store.signOffs.clearNote(
      keyOf(b),
      b.noteId,
      b.resolution ?? null,
      papers.actor(c),
    );
    if (!done)
      return refuse(
        c,
        'signoffs.note.clear',
        b,
        more,
        new HttpError(404, 'this item has no such review note', { code: 'not_found' }),
      );
    if (!done.ok) return refuse(c, 'signoffs.note.clear', b, more, conflict(done.reason));
    await auditDone(c, 'signoffs.note.clear', b, more, 200);
    noStore(c);
    return c.json(done.note);
  });
  return routes;
}
