/**
 * What the second step of a sign-in (`mfa-sign-in.ts`) and the account's own factors (`mfa.ts`)
 * share: the audit fields of an attempt, recovery codes, and confirming a TOTP set-up.
 */
import { newRecoveryCodes, openSecret, recoveryCodeHash, totpStep } from '../auth/mfa.js';
import type { AuditInput, ChallengeRow } from '../store/index.js';
import type { AppDeps } from '../types.js';
import { HttpError } from './errors.js';
import { audit } from './route-kit.js';
import type { Ctx } from './route-kit.js';

export const BODY = { notJson: 'the body must be JSON', invalid: 'invalid second factor' };

type AuditFields = Omit<AuditInput, 'method' | 'path' | 'requestId'>;

/** An attempt's audit fields, before the outcome is known (a success of status 204). */
export const attemptOf = (username: string, operation: string): AuditFields => ({
  username,
  role: null,
  tenantId: null,
  operation,
  targetIds: {},
  outcome: 'success',
  status: 204,
});

export const notOffered = () =>
  new HttpError(404, 'second factors are off (LOCAL_MFA=off)', { code: 'not_found' });

/** New recovery codes for the account when it has none left (the first factor); else none. */
export async function recoveryCodesIfNone(deps: AppDeps, username: string, now: number) {
  if ((await deps.store.mfa.secondFactors(username)).recoveryCodesLeft > 0) return [];
  return renewRecoveryCodes(deps, username, now);
}

export async function renewRecoveryCodes(deps: AppDeps, username: string, now: number) {
  const codes = newRecoveryCodes();
  await deps.store.mfa.replaceRecoveryCodes(username, codes.map(recoveryCodeHash), now);
  return codes;
}

/**
 * Confirms a TOTP set-up in progress with a code from the app: the secret is kept (the code's
 * time step taken as used) and the set-up ends, or 400 when the code is wrong.
 */
export async function confirmTotp(
  c: Ctx,
  deps: AppDeps,
  challenge: ChallengeRow | undefined,
  code: string,
  now: number,
) {
  const { store } = deps;
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
