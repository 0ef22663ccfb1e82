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
import { workRefusal } from './company-scope.js';
import { HttpError } from './errors.js';
import { audit, noStore, readBody, readQuery, userOf } from './route-kit.js';
import type { Ctx } from './route-kit.js';

type Operation =
  'signoffs.sign' | 'signoffs.withdraw' | 'signoffs.note.open' | 'signoffs.note.clear';

/** An item as a request names it. */
interface ItemRequest {
  tenant: string;
  company: string;
  financialYearId: string;
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

  /** 403 for a tenant not the account's, or a company a linked auditor may not see. */

  /** The change's audit entry: the item, and what was done to it (`more`). */
  const auditChange = (
    c: Ctx,
    operation: Operation,
    r: ItemRequest,
    more: Record<string, string>,
    outcome: 'success' | 'denied',
    status: number,
  ) =>
    audit(c, deps, {
      tenantId: r.tenant,
      operation,
      targetIds: {
        companyDurableKey: r.company,
        financialYearId: r.financialYearId,
        kind: r.kind,
        item: r.item,
        ...more,
      },
      outcome,
      status,
    });

  /** A change's refusal (403, or a 404/409 found by the store), audited as denied and thrown. */
  const refuse = async (
    c: Ctx,
    operation: Operation,
    r: ItemRequest,
    more: Record<string, string>,
    refused: HttpError,
  ): Promise<never> => {
    await auditChange(c, operation, r, more, 'denied', refused.status);
    throw refused;
  };

  const actor = (c: Ctx) => ({ username: userOf(c).username, now: deps.now() });

  routes.get('/api/signoffs', async (c) => {
    const q = readQuery(c, SignOffsQuery, true);
    const refused = await workRefusal(c, deps, q.tenant, q.company);
    if (refused) throw refused;
    noStore(c);
    return c.json(
      await store.signOffs.list({
        tenantId: q.tenant,
        companyKey: q.company,
        financialYearId: q.financialYearId,
      }),
    );
  });

  routes.get('/api/signoffs/history', async (c) => {
    const q = readQuery(c, SignOffHistoryQuery, true);
    const refused = await workRefusal(c, deps, q.tenant, q.company);
    if (refused) throw refused;
    noStore(c);
    return c.json(await store.signOffs.history(keyOf(q)));
  });

  routes.put('/api/signoffs', async (c) => {
    const b = await readBody(c, SignOffRequest, {
      notJson: 'the body must be JSON {tenant, company, financialYearId, kind, item, step, figure}',
      invalid: 'invalid sign-off',
    });
    // Kronor with two decimals, as the audit log writes amounts.
    const more = { step: b.step, figure: b.figure.toFixed(2) };
    const refused = await workRefusal(c, deps, b.tenant, b.company);
    if (refused) await refuse(c, 'signoffs.sign', b, more, refused);
    const done = await store.signOffs.sign(keyOf(b), b.step, b.figure, actor(c));
    if (!done.ok) return refuse(c, 'signoffs.sign', b, more, conflict(done.reason));
    await auditChange(c, 'signoffs.sign', b, more, 'success', 200);
    noStore(c);
    return c.json(done.signOff);
  });

  routes.delete('/api/signoffs', async (c) => {
    const q = readQuery(c, SignOffWithdrawQuery, true);
    const more = { step: q.step };
    const refused = await workRefusal(c, deps, q.tenant, q.company);
    if (refused) await refuse(c, 'signoffs.withdraw', q, more, refused);
    const done = await store.signOffs.withdraw(keyOf(q), q.step, actor(c));
    if (!done.ok) return refuse(c, 'signoffs.withdraw', q, more, conflict(done.reason));
    await auditChange(c, 'signoffs.withdraw', q, more, 'success', 200);
    noStore(c);
    return c.json(done.signOff);
  });

  routes.post('/api/signoffs/notes', async (c) => {
    const b = await readBody(c, SignOffNoteRequest, {
      notJson: 'the body must be JSON {tenant, company, financialYearId, kind, item, text}',
      invalid: 'invalid review note',
    });
    const refused = await workRefusal(c, deps, b.tenant, b.company);
    if (refused) await refuse(c, 'signoffs.note.open', b, {}, refused);
    const note = await store.signOffs.openNote(keyOf(b), b.text, actor(c));
    await auditChange(c, 'signoffs.note.open', b, { noteId: note.id }, 'success', 201);
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
    const refused = await workRefusal(c, deps, b.tenant, b.company);
    if (refused) await refuse(c, 'signoffs.note.clear', b, more, refused);
    const done = await store.signOffs.clearNote(keyOf(b), b.noteId, b.resolution ?? null, actor(c));
    if (!done)
      return refuse(
        c,
        'signoffs.note.clear',
        b,
        more,
        new HttpError(404, 'this item has no such review note', { code: 'not_found' }),
      );
    if (!done.ok) return refuse(c, 'signoffs.note.clear', b, more, conflict(done.reason));
    await auditChange(c, 'signoffs.note.clear', b, more, 'success', 200);
    noStore(c);
    return c.json(done.note);
  });
  return routes;
}
