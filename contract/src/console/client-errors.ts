import { z } from 'zod';

/**
 * What the web reports when a screen fails to render (`POST /api/client-errors`): enough for the
 * log to say what broke where, nothing a person typed. Each field has a length limit so one
 * report stays small.
 */
export const ClientErrorReport = z.strictObject({
  name: z.string().max(100),
  message: z.string().max(1_000),
  stack: z.string().max(4_000).optional(),
  componentStack: z.string().max(2_000).optional(),
  /** The page's path (`/t/nordrevision/companies/…`), never its query. */
  path: z.string().max(500),
  /** A screen's code or style sheet that did not arrive (a new deployment, the network). */
  loadFailure: z.boolean().optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReport>;
