import type { Hono } from 'hono';
import { z } from 'zod';
import type { PlatformContext } from '../context.js';
import { invalidPartMessage, toIssues } from '@ledger/contract';
import { HttpError, jsonResponse, notFound } from '../http/errors.js';
import { listMails } from '../store/mails.js';
import { FaultConfig } from './faults.js';

export interface DevHooks {
  /** Wipes everything and seeds the demo data again. */
  reset: () => Promise<void>;
}

const DAY_MS = 24 * 60 * 60_000;
/** How far back a test may move a pending invitation. */
const Backdate = z.strictObject({ days: z.number().int().min(1).max(3650) });

/** The request body as JSON, by the schema (400 otherwise). */
async function readJson<S extends z.ZodType>(c: { req: { text(): Promise<string> } }, schema: S) {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = toIssues(parsed.error, 'body');
    throw new HttpError(400, invalidPartMessage('body', issues), issues);
  }
  return parsed.data as z.output<S>;
}

/** `/dev/*`: outbox, counters, fault injection, backdating and reset (only with dev on). */
export function registerDevRoutes(app: Hono, ctx: PlatformContext, hooks: DevHooks): void {
  app.get('/dev/mails', async () => {
    const mails = await listMails(ctx.db);
    return jsonResponse(
      mails.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        link: m.link,
        sentAt: m.sentAt,
        userId: m.userId,
      })),
    );
  });

  app.get('/dev/stats', () => jsonResponse(ctx.stats.toJSON()));

  app.get('/dev/faults', () => jsonResponse(ctx.faults.current));

  app.post('/dev/faults', async (c) => {
    const config = await readJson(c, FaultConfig);
    ctx.faults.set(config);
    return jsonResponse(config);
  });

  // A pending invitation made `days` earlier (its time and its last mail), so a test can have an
  // old invitation of its own instead of touching the demo's.
  app.post('/dev/invitations/:userId/backdate', async (c) => {
    const { days } = await readJson(c, Backdate);
    const userId = c.req.param('userId');
    const user = await ctx.db
      .selectFrom('users')
      .select(['created_ts', 'invited_ts', 'last_sent_ts'])
      .where('id', '=', userId)
      .where('is_active', '=', 0)
      .executeTakeFirst();
    if (!user) throw notFound(`No pending invitation for user ${userId}`);
    const back = (ts: number | null) => (ts === null ? null : ts - days * DAY_MS);
    const createdTimestamp = back(user.created_ts)!;
    await ctx.db
      .updateTable('users')
      .set({
        created_ts: createdTimestamp,
        invited_ts: back(user.invited_ts),
        last_sent_ts: back(user.last_sent_ts),
      })
      .where('id', '=', userId)
      .execute();
    return jsonResponse({ id: userId, createdTimestamp });
  });

  app.delete('/dev/faults', () => {
    ctx.faults.clear();
    return new Response(null, { status: 204 });
  });

  app.post('/dev/reset', async () => {
    await hooks.reset();
    return new Response(null, { status: 204 });
  });
}
