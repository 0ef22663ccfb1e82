/**
 * The public set-up page's two calls (`/auth/setup*`): what a one-time set-up link is for, and
 * the password it sets. Audited without the token or the password.
 */
import { Hono } from 'hono';
import { SetupInspectRequest, SetupPasswordRequest } from '@ledger/contract';
import { hashPassword } from '../auth/passwords.js';
import type { AppDeps, AppEnv } from '../types.js';
import { HttpError } from './errors.js';
import { audit, iso, noStore, readBody } from './route-kit.js';

/** The web's page a set-up link opens; the token travels in the fragment, never to a log. */
export const SETUP_PAGE = '/set-up';

const refusal = (why: 'unknown' | 'used' | 'expired') =>
  why === 'unknown'
    ? new HttpError(404, 'this set-up link is not known', {
        code: 'setup_link_invalid',
        params: { reason: 'unknown' },
      })
    : new HttpError(410, `this set-up link has been ${why === 'used' ? 'used' : 'expired'}`, {
        code: 'setup_link_invalid',
        params: { reason: why },
      });

export function setupPageRoutes(deps: AppDeps) {
  const { store } = deps;
  const routes = new Hono<AppEnv>();

  routes.post('/auth/setup/inspect', async (c) => {
    const { token } = await readBody(c, SetupInspectRequest, {
      notJson: 'the body must be JSON {token}',
      invalid: 'invalid set-up link',
    });
    const state = await store.access.inspectSetupLink(token, deps.now());
    if (!state.ok) throw refusal(state.why);
    noStore(c);
    return c.json({ username: state.username, expiresAt: iso(state.expiresAt) });
  });

  routes.post('/auth/setup', async (c) => {
    const { token, password } = await readBody(c, SetupPasswordRequest, {
      notJson: 'the body must be JSON {token, password}',
      invalid: 'invalid password',
    });
    const now = deps.now();
    const before = await store.access.inspectSetupLink(token, now);
    if (!before.ok) throw refusal(before.why);
    const state = await store.access.useSetupLink(token, await hashPassword(password), now);
    if (!state.ok) throw refusal(state.why);
    const a = await store.accounts.find(state.username);
    await audit(c, deps, {
      username: state.username,
      role: a?.role ?? null,
      tenantId: null,
      operation: 'access.setup.complete',
      targetIds: { username: state.username },
      outcome: 'success',
      status: 204,
    });
    return c.body(null, 204);
  });

  return routes;
}
