/**
 * The second step of a sign-in with a local account (LOCAL_MFA): after a right password, a
 * half-signed-in cookie that opens only `/auth/mfa/*`, where a TOTP code, a recovery code or a
 * passkey finishes the sign-in, or (LOCAL_MFA=required, no factor yet) one is set up first.
 * Every use is audited, without secrets; the sign-in throttle counts every wrong answer.
 */
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { PasskeyAddRequest, PasskeySignInRequest, SecondFactorCode } from '@ledger/contract';
import type { LoginStep, SecondFactorMethod } from '@ledger/contract';
import {
  ENROL_TTL_MS,
  MAX_CHALLENGE_FAILURES,
  VERIFY_TTL_MS,
  challengeId,
  newChallengeToken,
  newTotp,
  openSecret,
  recoveryCodeHash,
  sealSecret,
  totpStep,
} from '../auth/mfa.js';
import type { Account, ChallengeRow } from '../store/index.js';
import type { AppDeps, AppEnv } from '../types.js';
import { HttpError } from './errors.js';
import { sessionCookieOptions } from './http-policy.js';
import { BODY, attemptOf, confirmTotp, notOffered, recoveryCodesIfNone } from './mfa-steps.js';
import {
  passkeyAnswerAccepted,
  registrationOptions,
  relyingParty,
  verifiedPasskey,
} from './passkeys.js';
import { audit, head, https, noStore, readBody } from './route-kit.js';
import type { Ctx } from './route-kit.js';
import { reserveSignInAttempt, startSession, throttleKey } from './sign-in-steps.js';

const SIGNIN_COOKIE = 'ledger_signin';
const HOST_SIGNIN_COOKIE = '__Host-ledger_signin';
const signInCookieName = (deps: AppDeps, c: Ctx) =>
  https(deps, c) ? HOST_SIGNIN_COOKIE : SIGNIN_COOKIE;

/** The methods an account can finish a sign-in with (none: it has no second factor). */
async function methodsOf(deps: AppDeps, username: string): Promise<SecondFactorMethod[]> {
  const s = await deps.store.mfa.secondFactors(username);
  const methods: SecondFactorMethod[] = [];
  if (s.passkeys > 0) methods.push('passkey');
  if (s.totp) methods.push('totp');
  if (methods.length && s.recoveryCodesLeft > 0) methods.push('recovery');
  return methods;
}

/**
 * After a right password: the second step due (and its half-signed-in cookie set), or undefined
 * when the sign-in is done (LOCAL_MFA=off, or an account without a factor under `optional`).
 */
export async function beginSecondStep(
  c: Ctx,
  deps: AppDeps,
  account: Account,
  now: number,
): Promise<LoginStep | undefined> {
  const policy = deps.config.localMfa;
  if (policy === 'off') return undefined;
  const methods = await methodsOf(deps, account.username);
  const step: LoginStep | undefined = methods.length
    ? { step: 'verify', methods }
    : policy === 'required'
      ? { step: 'enrol' }
      : undefined;
  if (!step) return undefined;
  const ttl = step.step === 'verify' ? VERIFY_TTL_MS : ENROL_TTL_MS;
  const { token, id } = newChallengeToken();
  await deps.store.mfa.putChallenge({
    id,
    username: account.username,
    stage: step.step,
    createdAt: now,
    expiresAt: now + ttl,
    webauthnChallenge: null,
    totpSecret: null,
  });
  setCookie(c, signInCookieName(deps, c), token, {
    ...sessionCookieOptions(https(deps, c), head(c)),
    maxAge: ttl / 1000,
  });
  return step;
}

/** The routes of the second step (`/auth/mfa/*`). */
export function secondStepRoutes(deps: AppDeps) {
  const { store } = deps;
  const routes = new Hono<AppEnv>();

  /** The half-signed-in state the cookie names in one of these stages, or 401 `not_signed_in`. */
  async function pending(c: Ctx, stages: ChallengeRow['stage'][]) {
    if (deps.config.localMfa === 'off') throw notOffered();
    const token = getCookie(c, signInCookieName(deps, c));
    const challenge = token
      ? await store.mfa.getChallenge(challengeId(token), deps.now())
      : undefined;
    if (!challenge || !stages.includes(challenge.stage))
      throw new HttpError(401, 'the sign-in has expired; start again with the password', {
        code: 'not_signed_in',
      });
    return challenge;
  }

  /** The sign-in finished: the half-signed-in state ends, the session begins. */
  async function finish(
    c: Ctx,
    challenge: ChallengeRow,
    key: string,
    method: string,
    status = 204,
  ) {
    const account = await store.accounts.find(challenge.username);
    await store.mfa.deleteChallenge(challenge.id);
    deleteCookie(c, signInCookieName(deps, c), sessionCookieOptions(https(deps, c), head(c)));
    if (!account)
      throw new HttpError(401, 'the sign-in has expired; start again with the password', {
        code: 'not_signed_in',
      });
    await store.signinThrottle.clear(key);
    await startSession(c, deps, account.username);
    deps.metrics.signins.inc({ outcome: 'success' });
    await audit(c, deps, {
      ...attemptOf(account.username, 'auth.login.second-factor'),
      role: account.role,
      targetIds: { method },
      status,
    });
  }

  /**
   * A second-factor answer: the throttle's reservation first (as the password's), then `check`;
   * a wrong answer stays counted, and after MAX_CHALLENGE_FAILURES the half-signed-in state ends.
   */
  async function answer(
    c: Ctx,
    challenge: ChallengeRow,
    method: SecondFactorMethod,
    check: () => Promise<boolean>,
  ) {
    const now = deps.now();
    const key = throttleKey(deps, c, challenge.username);
    const attempt = attemptOf(challenge.username, 'auth.login.second-factor');
    await reserveSignInAttempt(c, deps, key, { ...attempt, targetIds: { method } }, now);
    if (await check()) return finish(c, challenge, key, method);
    deps.metrics.signins.inc({ outcome: 'failure' });
    await audit(c, deps, { ...attempt, targetIds: { method }, outcome: 'failure', status: 401 });
    if ((await store.mfa.failChallenge(challenge.id)) >= MAX_CHALLENGE_FAILURES)
      await store.mfa.deleteChallenge(challenge.id);
    throw new HttpError(401, 'wrong code or passkey', { code: 'bad_credentials' });
  }

  /** A TOTP code good for the account's secret, taken as used (each time step once). */
  async function totpAccepted(username: string, code: string, now: number) {
    const totp = await store.mfa.getTotp(username);
    const secret = totp && openSecret(totp.secret, deps.config.sessionSecret);
    if (!secret) return false;
    const step = totpStep(secret, code, now);
    return step !== null && (await store.mfa.useTotpStep(username, step));
  }

  routes.post('/auth/mfa/totp', async (c) => {
    const challenge = await pending(c, ['verify']);
    const { code } = await readBody(c, SecondFactorCode, BODY);
    await answer(c, challenge, 'totp', () => totpAccepted(challenge.username, code, deps.now()));
    noStore(c);
    return c.body(null, 204);
  });

  routes.post('/auth/mfa/recovery', async (c) => {
    const challenge = await pending(c, ['verify']);
    const { code } = await readBody(c, SecondFactorCode, BODY);
    await answer(c, challenge, 'recovery', () =>
      store.mfa.useRecoveryCode(challenge.username, recoveryCodeHash(code), deps.now()),
    );
    noStore(c);
    return c.body(null, 204);
  });

  routes.post('/auth/mfa/passkey/options', async (c) => {
    const challenge = await pending(c, ['verify']);
    const passkeys = await store.mfa.listPasskeys(challenge.username);
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(deps, c).rpID,
      allowCredentials: passkeys.map((p) => ({ id: p.id, transports: p.transports })),
      userVerification: 'preferred',
    });
    await store.mfa.updateChallenge(challenge.id, { webauthnChallenge: options.challenge });
    noStore(c);
    return c.json(options);
  });

  routes.post('/auth/mfa/passkey', async (c) => {
    const challenge = await pending(c, ['verify']);
    const { response } = await readBody(c, PasskeySignInRequest, BODY);
    await answer(c, challenge, 'passkey', () =>
      passkeyAnswerAccepted(deps, c, challenge, response),
    );
    noStore(c);
    return c.body(null, 204);
  });

  // LOCAL_MFA=required and no factor yet: set one up, then the session begins.
  routes.post('/auth/mfa/enrol/totp/options', async (c) => {
    const challenge = await pending(c, ['enrol']);
    const setup = newTotp(challenge.username);
    await store.mfa.updateChallenge(challenge.id, {
      totpSecret: sealSecret(setup.secret, deps.config.sessionSecret),
    });
    noStore(c);
    return c.json(setup);
  });

  routes.post('/auth/mfa/enrol/totp', async (c) => {
    const challenge = await pending(c, ['enrol']);
    const { code } = await readBody(c, SecondFactorCode, BODY);
    const now = deps.now();
    const key = throttleKey(deps, c, challenge.username);
    await reserveSignInAttempt(
      c,
      deps,
      key,
      { ...attemptOf(challenge.username, 'mfa.totp.add'), targetIds: { method: 'totp' } },
      now,
    );
    await confirmTotp(c, deps, challenge, code, now);
    const recoveryCodes = await recoveryCodesIfNone(deps, challenge.username, now);
    await finish(c, challenge, key, 'totp', 200);
    noStore(c);
    return c.json({ recoveryCodes });
  });

  routes.post('/auth/mfa/enrol/passkey/options', async (c) => {
    const challenge = await pending(c, ['enrol']);
    const options = await registrationOptions(deps, c, challenge.username);
    await store.mfa.updateChallenge(challenge.id, { webauthnChallenge: options.challenge });
    noStore(c);
    return c.json(options);
  });

  routes.post('/auth/mfa/enrol/passkey', async (c) => {
    const challenge = await pending(c, ['enrol']);
    const { name, response } = await readBody(c, PasskeyAddRequest, BODY);
    const now = deps.now();
    const passkey = await verifiedPasskey(deps, c, challenge, response);
    await store.mfa.addPasskey({ ...passkey, username: challenge.username, name }, now);
    await audit(c, deps, {
      ...attemptOf(challenge.username, 'mfa.passkey.add'),
      targetIds: { passkey: name },
      status: 200,
    });
    const recoveryCodes = await recoveryCodesIfNone(deps, challenge.username, now);
    await finish(c, challenge, throttleKey(deps, c, challenge.username), 'passkey', 200);
    noStore(c);
    return c.json({ recoveryCodes });
  });

  routes.post('/auth/mfa/cancel', async (c) => {
    const token = getCookie(c, signInCookieName(deps, c));
    if (token) await store.mfa.deleteChallenge(challengeId(token));
    deleteCookie(c, signInCookieName(deps, c), sessionCookieOptions(https(deps, c), head(c)));
    return c.body(null, 204);
  });

  return routes;
}
