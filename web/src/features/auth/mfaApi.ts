/** The BFF's second-factor routes (docs/OPERATIONS.md, "Second factor"). */
import type { LoginStep, MfaState, RecoveryCodes, TotpSetup } from '@ledger/contract';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { request } from '../../lib/data/api.js';

export type { LoginStep, MfaState, RecoveryCodes, TotpSetup };

const post = <T>(url: string, body?: unknown) =>
  request<T>(url, { method: 'POST', body, allowUnauthorized: true });

export const mfaKey = ['mfa'] as const;
export const getMfa = () => request<MfaState>('/api/mfa');

/** Creates a passkey in the browser and gives it to the BFF (`base`: `/api/mfa` or `/auth/mfa/enrol`). */
export async function addPasskey(base: string, name: string): Promise<RecoveryCodes> {
  const path = base === '/api/mfa' ? '/api/mfa/passkeys' : `${base}/passkey`;
  const optionsJSON = await post<PublicKeyCredentialCreationOptionsJSON>(`${path}/options`);
  const response = await startRegistration({ optionsJSON });
  return post<RecoveryCodes>(path, { name, response });
}

/** Signs in with one of the account's passkeys (the second step). */
export async function signInWithPasskey(): Promise<void> {
  const optionsJSON = await post<PublicKeyCredentialRequestOptionsJSON>(
    '/auth/mfa/passkey/options',
  );
  const response = await startAuthentication({ optionsJSON });
  await post<void>('/auth/mfa/passkey', { response });
}

export const totpOptions = (base: string) => post<TotpSetup>(`${base}/totp/options`);
export const confirmTotp = (base: string, code: string) =>
  post<RecoveryCodes>(`${base}/totp`, { code });
export const signInWithCode = (kind: 'totp' | 'recovery', code: string) =>
  post<void>(`/auth/mfa/${kind}`, { code });
export const cancelSignIn = () => post<void>('/auth/mfa/cancel');
export const removePasskey = (id: string, password: string) =>
  post<void>('/api/mfa/passkeys/remove', { id, password });
export const removeTotp = (password: string) => post<void>('/api/mfa/totp/remove', { password });
export const newRecoveryCodes = (password: string) =>
  post<RecoveryCodes>('/api/mfa/recovery-codes', { password });

/** Whether a browser's WebAuthn call was refused or abandoned by the person (not a server error). */
export const passkeyNotUsed = (err: unknown) =>
  err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError');
