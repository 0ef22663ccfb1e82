/**
 * The second factor of local accounts: TOTP codes, recovery codes, the sealing of the TOTP secret
 * at rest, and the tokens of the half-signed-in state. No secret here is ever logged.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  hkdfSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Ledger Console';
const PERIOD_S = 30;
/** How many recovery codes a set holds. */
export const RECOVERY_CODES = 10;
/** How long the half-signed-in state lasts: to answer the second factor, or to enrol one. */
export const VERIFY_TTL_MS = 5 * 60_000;
export const ENROL_TTL_MS = 15 * 60_000;
/** How long a signed-in set-up (a TOTP secret shown, a passkey asked for) waits for its answer. */
export const SETUP_TTL_MS = 10 * 60_000;
/** Wrong answers one half-signed-in state takes before it ends (the sign-in throttle counts too). */
export const MAX_CHALLENGE_FAILURES = 5;

const totpOf = (secret: Secret, username: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label: username,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret,
  });

/** A new TOTP secret (160 bits) and the `otpauth://` URI an app reads from the QR code. */
export function newTotp(username: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 });
  return { secret: secret.base32, uri: totpOf(secret, username).toString() };
}

/** The `otpauth://` URI of a base32 secret. */
export const totpUri = (secret: string, username: string) =>
  totpOf(Secret.fromBase32(secret), username).toString();

/**
 * The time step a code is good for (the current one, or one either side for a clock that is a
 * little off), or null when the code is wrong.
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    timestamp: now,
    window: 1,
  });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

// ---- recovery codes -----------------------------------------------------------------------
/** 32 letters and digits that cannot be mistaken for one another (no 0/o, 1/l). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A set of recovery codes: 16 characters (80 bits) each, shown as `xxxx-xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(n = RECOVERY_CODES): string[] {
  return Array.from({ length: n }, () => {
    let s = '';
    for (let i = 0; i < 16; i++) s += ALPHABET[randomInt(ALPHABET.length)];
    return s.match(/.{4}/g)!.join('-');
  });
}

/** A recovery code as typed: case, spaces and dashes do not matter. */
export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/** What the store keeps of a recovery code: its SHA-256 (80 random bits need no slow hash). */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256').update(normalRecoveryCode(code)).digest('hex');

// ---- the TOTP secret at rest --------------------------------------------------------------
const keyOf = (sessionSecret: string) =>
  Buffer.from(hkdfSync('sha256', sessionSecret, 'ledger-console', 'mfa-totp-secret', 32));

/** Seals a TOTP secret (AES-256-GCM, key derived from SESSION_SECRET): `v1.<iv>.<tag>.<data>`. */
export function sealSecret(secret: string, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(sessionSecret), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The sealed secret, or undefined when it cannot be opened (another SESSION_SECRET). */
export function openSecret(sealed: string, sessionSecret: string): string | undefined {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || !data) return undefined;
  try {
    const d = createDecipheriv('aes-256-gcm', keyOf(sessionSecret), Buffer.from(iv, 'base64url'));
    d.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([d.update(Buffer.from(data, 'base64url')), d.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

// ---- the half-signed-in state ---------------------------------------------------------------
/** A new half-signed-in token (the cookie's value) and the id the store keeps it under. */
export function newChallengeToken(): { token: string; id: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, id: challengeId(token) };
}
export const challengeId = (token: string) =>
  createHash('sha256').update(token).digest('base64url');
/** The id of a signed-in session's set-up in progress. */
export const setupId = (sid: string) => `s:${sid}`;
