/**
 * The second factor of local accounts (LOCAL_MFA): the second step of a sign-in
 * (`/auth/mfa/*`, behind a half-signed-in cookie that opens nothing else) and the signed-in
 * account's own factors (`/api/mfa*`). Every enrolment, removal and use is audited, without
 * secrets; the sign-in throttle counts every wrong code.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  PasskeyAddRequest,
  PasskeyRemoveRequest,
  PasskeySignInRequest,
  PasswordConfirm,
  SecondFactorCode,
} from '@ledger/contract';
import type { LoginStep, MfaState, SecondFactorMethod } from '@ledger/contract';
import {
  ENROL_TTL_MS,
  MAX_CHALLENGE_FAILURES,
  SETUP_TTL_MS,
  VERIFY_TTL_MS,
  challengeId,
  newChallengeToken,
  newRecoveryCodes,
  newTotp,
  openSecret,
  recoveryCodeHash,
  sealSecret,
  setupId,
  totpStep,
} from '../auth/mfa.js';
import { DUMMY_HASH, verifyPassword } from '../auth/passwords.js';
import type { Account, AuditInput, ChallengeRow } from '../store/index.js';
import type { AppDeps, AppEnv } from '../types.js';
import { HttpError } from './errors.js';
import { sessionCookieOptions } from './http-policy.js';
import { audit, head, https, noStore, readBody, userOf } from './route-kit.js';
import type { Ctx } from './route-kit.js';
import { reserveSignInAttempt, startSession, throttleKey } from './sign-in-steps.js';

const RP_NAME = 'Ledger Console';
const SIGNIN_COOKIE = 'ledger_signin';
const HOST_SIGNIN_COOKIE = '__Host-ledger_signin';
const signInCookieName = (deps: AppDeps, c: Ctx) =>
  https(deps, c) ? HOST_SIGNIN_COOKIE : SIGNIN_COOKIE;

const BODY = { notJson: 'the body must be JSON', invalid: 'invalid second factor' };
const iso = (ms: number) => new Date(ms).toISOString();

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

/** The WebAuthn relying party: PUBLIC_URL's host and origin, else the request's own origin. */
function relyingParty(deps: AppDeps, c: Ctx): { rpID: string; origin: string } {
  if (deps.config.publicUrl) {
    const u = new URL(deps.config.publicUrl);
    return { rpID: u.hostname, origin: u.origin };
  }
  const origin = c.req.header('origin');
  if (origin && deps.allowedOrigins.has(origin)) return { rpID: new URL(origin).hostname, origin };
  throw new HttpError(400, "a passkey needs a request from the console's own origin (PUBLIC_URL)", {
    code: 'invalid_request',
  });
}

/** The WebAuthn user handle: not the username itself, but stable for it. */
const userHandle = (username: string) =>
  new Uint8Array(createHash('sha256').update(`ledger-console:${username}`).digest());

async function registrationOptions(deps: AppDeps, c: Ctx, username: string) {
  const existing = await deps.store.mfa.listPasskeys(username);
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(deps, c).rpID,
    userName: username,
    userID: userHandle(username),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

/** Checks the authenticator's answer to a registration; the passkey to store, or 400. */
async function verifiedPasskey(
  deps: AppDeps,
  c: Ctx,
  challenge: ChallengeRow | undefined,
  response: unknown,
) {
  if (!challenge?.webauthnChallenge)
    throw new HttpError(400, 'ask for passkey options first', { code: 'invalid_request' });
  const rp = relyingParty(deps, c);
  const result = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge.webauthnChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => undefined);
  await deps.store.mfa.updateChallenge(challenge.id, { webauthnChallenge: null });
  if (!result?.verified)
    throw new HttpError(400, 'the passkey could not be verified', { code: 'invalid_request' });
  const cred = result.registrationInfo.credential;
  return {
    id: cred.id,
    publicKey: Buffer.from(cred.publicKey).toString('base64url'),
    counter: cred.counter,
    transports: cred.transports ?? [],
  };
}

/** New recovery codes for the account when it has none left (the first factor); else none. */
async function recoveryCodesIfNone(deps: AppDeps, username: string, now: number) {
  if ((await deps.store.mfa.secondFactors(username)).recoveryCodesLeft > 0) return [];
  return renewRecoveryCodes(deps, username, now);
}

async function renewRecoveryCodes(deps: AppDeps, username: string, now: number) {
  const codes = newRecoveryCodes();
  await deps.store.mfa.replaceRecoveryCodes(username, codes.map(recoveryCodeHash), now);
  return codes;
}

type AuditFields = Omit<AuditInput, 'method' | 'path' | 'requestId'>;

export function mfaRoutes(deps: AppDeps) {
  const { store } = deps;
  const routes = new Hono<AppEnv>();

  // ---- the second step of a sign-in ------------------------------------------------------
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

  const attemptOf = (username: string, operation: string): AuditFields => ({
    username,
    role: null,
    tenantId: null,
    operation,
    targetIds: {},
    outcome: 'success',
    status: 204,
  });

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
    await answer(c, challenge, 'passkey', async () => {
      if (!challenge.webauthnChallenge) return false;
      await store.mfa.updateChallenge(challenge.id, { webauthnChallenge: null });
      const passkey = (await store.mfa.listPasskeys(challenge.username)).find(
        (p) => p.id === response.id,
      );
      if (!passkey) return false;
      const rp = relyingParty(deps, c);
      const result = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: challenge.webauthnChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: {
          id: passkey.id,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!result?.verified) return false;
      await store.mfa.usePasskey(passkey.id, result.authenticationInfo.newCounter, deps.now());
      return true;
    });
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
    await confirmTotp(c, challenge, code, now);
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

  /**
   * Confirms a TOTP set-up in progress with a code from the app: the secret is kept (the code's
   * time step taken as used) and the set-up ends, or 400 when the code is wrong.
   */
  async function confirmTotp(
    c: Ctx,
    challenge: ChallengeRow | undefined,
    code: string,
    now: number,
  ) {
    const secret =
      challenge?.totpSecret && openSecret(challenge.totpSecret, deps.config.sessionSecret);
    if (!challenge || !secret)
      throw new HttpError(400, 'start the TOTP set-up first', { code: 'invalid_request' });
    const step = totpStep(secret, code, now);
    if (step === null) {
      await audit(c, deps, {
        ...attemptOf(challenge.username, 'mfa.totp.add'),
        outcome: 'failure',
        status: 401,
      });
      throw new HttpError(401, 'wrong code', { code: 'bad_credentials' });
    }
    await store.mfa.setTotp(challenge.username, challenge.totpSecret!, step, now);
    await store.mfa.updateChallenge(challenge.id, { totpSecret: null });
    await audit(c, deps, {
      ...attemptOf(challenge.username, 'mfa.totp.add'),
      status: 200,
    });
  }

  // ---- the signed-in account's own factors ---------------------------------------------------
  const notOffered = () =>
    new HttpError(404, 'second factors are off (LOCAL_MFA=off)', { code: 'not_found' });
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
    await audit(c, deps, {
      tenantId: null,
      operation: 'mfa.passkey.add',
      targetIds: { passkey: name },
      outcome: 'success',
      status: 200,
    });
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
    await audit(c, deps, {
      tenantId: null,
      operation: 'mfa.passkey.remove',
      targetIds: { passkey: name },
      outcome: 'success',
      status: 204,
    });
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
    await confirmTotp(c, await store.mfa.getChallenge(setupId(user.sid), now), code, now);
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
    await audit(c, deps, {
      tenantId: null,
      operation: 'mfa.totp.remove',
      targetIds: {},
      outcome: 'success',
      status: 204,
    });
    return c.body(null, 204);
  });

  routes.post('/api/mfa/recovery-codes', async (c) => {
    offered();
    const user = userOf(c);
    const { password } = await readBody(c, PasswordConfirm, BODY);
    await passwordAgain(c, password, 'mfa.recovery.renew');
    const recoveryCodes = await renewRecoveryCodes(deps, user.username, deps.now());
    await audit(c, deps, {
      tenantId: null,
      operation: 'mfa.recovery.renew',
      targetIds: {},
      outcome: 'success',
      status: 200,
    });
    noStore(c);
    return c.json({ recoveryCodes });
  });

  return routes;
}
