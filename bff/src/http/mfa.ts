/**
 * The second factor of local accounts (LOCAL_MFA): the second step of a sign-in
 * (`mfa-sign-in.ts`) and the signed-in account's own factors (`/api/mfa*`: passkeys, a TOTP app,
 * recovery codes). Every enrolment, removal and use is audited, without secrets; the sign-in
 * throttle counts every wrong code or password.
 */
import { Hono } from 'hono';
import {
  PasskeyAddRequest,
  PasskeyRemoveRequest,
  PasswordConfirm,
  SecondFactorCode,
} from '@ledger/contract';
import type { MfaState } from '@ledger/contract';
import { SETUP_TTL_MS, newTotp, sealSecret, setupId } from '../auth/mfa.js';
import { DUMMY_HASH, verifyPassword } from '../auth/passwords.js';
import type { AppDeps, AppEnv } from '../types.js';
import { HttpError } from './errors.js';
import {
  BODY,
  attemptOf,
  confirmTotp,
  notOffered,
  recoveryCodesIfNone,
  renewRecoveryCodes,
} from './mfa-steps.js';
import { secondStepRoutes } from './mfa-sign-in.js';
import { registrationOptions, verifiedPasskey } from './passkeys.js';
import { audit, iso, noStore, readBody, userOf } from './route-kit.js';
import type { Ctx } from './route-kit.js';
import { reserveSignInAttempt, throttleKey } from './sign-in-steps.js';

export function mfaRoutes(deps: AppDeps) {
  const { store } = deps;
  const routes = new Hono<AppEnv>();
  routes.route('/', secondStepRoutes(deps));

  /** A change of the account's own factors, done: its audit entry (without a secret). */
  const audited = (c: Ctx, operation: string, targetIds: Record<string, string>, status: number) =>
    audit(c, deps, { tenantId: null, operation, targetIds, outcome: 'success', status });

  const offered = () => {
    if (deps.config.localMfa === 'off') throw notOffered();
  };

  /** The signed-in account's set-up in progress (or a new one). */
  async function setup(c: Ctx, fresh: boolean) {
    const user = userOf(c);
    const id = setupId(user.sid);
    const now = deps.now();
    const found = fresh ? undefined : await store.mfa.getChallenge(id, now);
    if (found) return found;
    const row = {
      id,
      username: user.username,
      stage: 'setup' as const,
      createdAt: now,
      expiresAt: now + SETUP_TTL_MS,
      webauthnChallenge: null,
      totpSecret: null,
    };
    await store.mfa.putChallenge(row);
    return { ...row, attempts: 0 };
  }

  /** The password asked again (a wrong one counts for the sign-in throttle), or 401. */
  async function passwordAgain(c: Ctx, password: string, operation: string) {
    const user = userOf(c);
    const now = deps.now();
    const key = throttleKey(deps, c, user.username);
    const attempt = { ...attemptOf(user.username, operation), role: user.role };
    await reserveSignInAttempt(c, deps, key, attempt, now);
    const account = await store.accounts.find(user.username);
    if (!(await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH)) || !account) {
      await audit(c, deps, { ...attempt, outcome: 'failure', status: 401 });
      throw new HttpError(401, 'wrong password', { code: 'bad_credentials' });
    }
    await store.signinThrottle.clear(key);
  }

  /** Under LOCAL_MFA=required the last factor stays (reset through the accounts CLI). */
  async function keepsAFactor(username: string, removing: 'passkey' | 'totp') {
    if (deps.config.localMfa !== 'required') return;
    const s = await store.mfa.secondFactors(username);
    const left =
      s.passkeys - (removing === 'passkey' ? 1 : 0) + (s.totp && removing !== 'totp' ? 1 : 0);
    if (left < 1)
      throw new HttpError(400, 'the last second factor cannot be removed (LOCAL_MFA=required)', {
        code: 'invalid_request',
      });
  }

  routes.get('/api/mfa', async (c) => {
    const user = userOf(c);
    const [passkeys, totp, state] = await Promise.all([
      store.mfa.listPasskeys(user.username),
      store.mfa.getTotp(user.username),
      store.mfa.secondFactors(user.username),
    ]);
    const body: MfaState = {
      policy: deps.config.localMfa,
      passkeys: passkeys.map((p) => ({
        id: p.id,
        name: p.name,
        createdAt: iso(p.createdAt),
        lastUsedAt: p.lastUsedAt === null ? null : iso(p.lastUsedAt),
      })),
      totp: totp ? { createdAt: iso(totp.createdAt) } : null,
      recoveryCodesLeft: state.recoveryCodesLeft,
    };
    noStore(c);
    return c.json(body);
  });

  routes.post('/api/mfa/passkeys/options', async (c) => {
    offered();
    const options = await registrationOptions(deps, c, userOf(c).username);
    const s = await setup(c, false);
    await store.mfa.updateChallenge(s.id, { webauthnChallenge: options.challenge });
    noStore(c);
    return c.json(options);
  });

  routes.post('/api/mfa/passkeys', async (c) => {
    offered();
    const user = userOf(c);
    const { name, response } = await readBody(c, PasskeyAddRequest, BODY);
    const now = deps.now();
    const challenge = await store.mfa.getChallenge(setupId(user.sid), now);
    const passkey = await verifiedPasskey(deps, c, challenge, response);
    await store.mfa.addPasskey({ ...passkey, username: user.username, name }, now);
    await audited(c, 'mfa.passkey.add', { passkey: name }, 200);
    const recoveryCodes = await recoveryCodesIfNone(deps, user.username, now);
    noStore(c);
    return c.json({ recoveryCodes });
  });

  routes.post('/api/mfa/passkeys/remove', async (c) => {
    offered();
    const user = userOf(c);
    const { id, password } = await readBody(c, PasskeyRemoveRequest, BODY);
    await passwordAgain(c, password, 'mfa.passkey.remove');
    await keepsAFactor(user.username, 'passkey');
    const name = await store.mfa.removePasskey(user.username, id);
    if (name === undefined) throw new HttpError(404, 'no such passkey', { code: 'not_found' });
    await audited(c, 'mfa.passkey.remove', { passkey: name }, 204);
    return c.body(null, 204);
  });

  routes.post('/api/mfa/totp/options', async (c) => {
    offered();
    const s = await setup(c, false);
    const totp = newTotp(userOf(c).username);
    await store.mfa.updateChallenge(s.id, {
      totpSecret: sealSecret(totp.secret, deps.config.sessionSecret),
    });
    noStore(c);
    return c.json(totp);
  });

  routes.post('/api/mfa/totp', async (c) => {
    offered();
    const user = userOf(c);
    const { code } = await readBody(c, SecondFactorCode, BODY);
    const now = deps.now();
    const key = throttleKey(deps, c, user.username);
    await reserveSignInAttempt(
      c,
      deps,
      key,
      { ...attemptOf(user.username, 'mfa.totp.add'), role: user.role },
      now,
    );
    await confirmTotp(c, deps, await store.mfa.getChallenge(setupId(user.sid), now), code, now);
    await store.signinThrottle.clear(key);
    const recoveryCodes = await recoveryCodesIfNone(deps, user.username, now);
    noStore(c);
    return c.json({ recoveryCodes });
  });

  routes.post('/api/mfa/totp/remove', async (c) => {
    offered();
    const user = userOf(c);
    const { password } = await readBody(c, PasswordConfirm, BODY);
    await passwordAgain(c, password, 'mfa.totp.remove');
    await keepsAFactor(user.username, 'totp');
    if (!(await store.mfa.removeTotp(user.username)))
      throw new HttpError(404, 'no TOTP app is set up', { code: 'not_found' });
    await audited(c, 'mfa.totp.remove', {}, 204);
    return c.body(null, 204);
  });

  routes.post('/api/mfa/recovery-codes', async (c) => {
    offered();
    const user = userOf(c);
    const { password } = await readBody(c, PasswordConfirm, BODY);
    await passwordAgain(c, password, 'mfa.recovery.renew');
    const recoveryCodes = await renewRecoveryCodes(deps, user.username, deps.now());
    await audited(c, 'mfa.recovery.renew', {}, 200);
    noStore(c);
    return c.json({ recoveryCodes });
  });

  return routes;
}
