/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): the relying party, registration options
 * and the check of an authenticator's answer, to register a passkey or to sign in with one.
 */
import { createHash } from 'node:crypto';
import {
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { ChallengeRow } from '../store/index.js';
import type { AppDeps } from '../types.js';
import { HttpError } from './errors.js';
import type { Ctx } from './route-kit.js';

const RP_NAME = 'Ledger Console';

/** The WebAuthn relying party: PUBLIC_URL's host and origin, else the request's own origin. */
export function relyingParty(deps: AppDeps, c: Ctx): { rpID: string; origin: string } {
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

export async function registrationOptions(deps: AppDeps, c: Ctx, username: string) {
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
export async function verifiedPasskey(
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

/**
 * Checks an authenticator's answer to a sign-in's passkey options against the account's passkey
 * it names (its counter taken forward); false for any answer that does not hold.
 */
export async function passkeyAnswerAccepted(
  deps: AppDeps,
  c: Ctx,
  challenge: ChallengeRow,
  response: { id: string },
): Promise<boolean> {
  const { store } = deps;
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
}
