import type { Hono } from 'hono';
import type { PlatformContext } from '../context.js';
import { invalidPartMessage, toIssues } from '@ledger/contract';
import { HttpError, jsonResponse } from '../http/errors.js';
import { listMails } from '../store/mails.js';
import { FaultConfig } from './faults.js';

export interface DevHooks {
  /** Wipes everything and seeds the demo data again. */
  reset: () => Promise<void>;
}

/** `/dev/*`: outbox, counters, fault injection and reset (only with dev on). */
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
    let raw: unknown;
    try {
      raw = JSON.parse(await c.req.text());
    } catch {
      throw new HttpError(400, 'The request body is not valid JSON');
    }
    const parsed = FaultConfig.safeParse(raw);
    if (!parsed.success) {
      const issues = toIssues(parsed.error, 'body');
      throw new HttpError(400, invalidPartMessage('body', issues), issues);
    }
    ctx.faults.set(parsed.data);
    return jsonResponse(parsed.data);
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
