import {
  MfaState,
  PasskeyAddRequest,
  PasskeyRemoveRequest,
  PasskeySignInRequest,
  PasswordConfirm,
  RecoveryCodes,
  SecondFactorCode,
  TotpSetup,
  WebAuthnOptions,
} from './mfa.js';
import type { ConsoleRoute } from './route.js';

/**
 * Second factors: the second step of a sign-in, and the signed-in account's own passkeys, TOTP and
 * recovery codes.
 */
export const mfaRoutes = [
  // ---- the second step of a sign-in (half-signed-in cookie; docs/OPERATIONS.md "Second factor")
  ...(
    [
      ['signInWithTotp', '/auth/mfa/totp', 'Finish a sign-in with a TOTP code', SecondFactorCode],
      [
        'signInWithRecoveryCode',
        '/auth/mfa/recovery',
        'Finish a sign-in with a recovery code (each is good once)',
        SecondFactorCode,
      ],
      [
        'signInWithPasskey',
        '/auth/mfa/passkey',
        "Finish a sign-in with a passkey: the authenticator's answer to /auth/mfa/passkey/options",
        PasskeySignInRequest,
      ],
    ] as const
  ).map(([id, path, summary, body]) => ({
    id,
    method: 'POST' as const,
    path,
    summary: `${summary}; sets the session cookie (401 bad_credentials when wrong, counted by the sign-in throttle)`,
    body,
    status: 204,
    response: null,
    public: true,
  })),
  {
    id: 'passkeySignInOptions',
    method: 'POST',
    path: '/auth/mfa/passkey/options',
    summary: "WebAuthn options for finishing a sign-in with one of the account's passkeys",
    status: 200,
    response: WebAuthnOptions,
    public: true,
  },
  {
    id: 'enrolTotpOptions',
    method: 'POST',
    path: '/auth/mfa/enrol/totp/options',
    summary: 'LOCAL_MFA=required, an account without a second factor: a TOTP secret to set up',
    status: 200,
    response: TotpSetup,
    public: true,
  },
  {
    id: 'enrolTotp',
    method: 'POST',
    path: '/auth/mfa/enrol/totp',
    summary:
      "LOCAL_MFA=required: confirm the TOTP set-up with a code; sets the session cookie and answers the account's recovery codes",
    body: SecondFactorCode,
    status: 200,
    response: RecoveryCodes,
    public: true,
  },
  {
    id: 'enrolPasskeyOptions',
    method: 'POST',
    path: '/auth/mfa/enrol/passkey/options',
    summary:
      'LOCAL_MFA=required, an account without a second factor: WebAuthn options to create a passkey',
    status: 200,
    response: WebAuthnOptions,
    public: true,
  },
  {
    id: 'enrolPasskey',
    method: 'POST',
    path: '/auth/mfa/enrol/passkey',
    summary:
      "LOCAL_MFA=required: add the passkey created; sets the session cookie and answers the account's recovery codes",
    body: PasskeyAddRequest,
    status: 200,
    response: RecoveryCodes,
    public: true,
  },
  {
    id: 'cancelSignIn',
    method: 'POST',
    path: '/auth/mfa/cancel',
    summary: 'Abandon a half-finished sign-in',
    status: 204,
    response: null,
    public: true,
  },
  // ---- the signed-in account's own second factors (not under LOCAL_MFA=off) ----
  {
    id: 'getMfa',
    method: 'GET',
    path: '/api/mfa',
    summary:
      "The signed-in account's second factors: passkeys by name, TOTP or not, recovery codes left",
    status: 200,
    response: MfaState,
  },
  {
    id: 'addPasskeyOptions',
    method: 'POST',
    path: '/api/mfa/passkeys/options',
    summary: 'WebAuthn options to create a passkey for the signed-in account',
    status: 200,
    response: WebAuthnOptions,
  },
  {
    id: 'addPasskey',
    method: 'POST',
    path: '/api/mfa/passkeys',
    summary:
      'Add the passkey created, with a name (the first factor also answers new recovery codes)',
    body: PasskeyAddRequest,
    status: 200,
    response: RecoveryCodes,
    audit: 'mfa.passkey.add',
  },
  {
    id: 'removePasskey',
    method: 'POST',
    path: '/api/mfa/passkeys/remove',
    summary: 'Remove a passkey (the password asked again)',
    body: PasskeyRemoveRequest,
    status: 204,
    response: null,
    audit: 'mfa.passkey.remove',
  },
  {
    id: 'totpOptions',
    method: 'POST',
    path: '/api/mfa/totp/options',
    summary: 'A new TOTP secret to set up (shown this once; kept until confirmed, 10 minutes)',
    status: 200,
    response: TotpSetup,
  },
  {
    id: 'setTotp',
    method: 'POST',
    path: '/api/mfa/totp',
    summary: 'Confirm the TOTP set-up with a code from the app (replaces an earlier one)',
    body: SecondFactorCode,
    status: 200,
    response: RecoveryCodes,
    audit: 'mfa.totp.add',
  },
  {
    id: 'removeTotp',
    method: 'POST',
    path: '/api/mfa/totp/remove',
    summary: 'Remove the TOTP app (the password asked again)',
    body: PasswordConfirm,
    status: 204,
    response: null,
    audit: 'mfa.totp.remove',
  },
  {
    id: 'newRecoveryCodes',
    method: 'POST',
    path: '/api/mfa/recovery-codes',
    summary: 'Replace the recovery codes with new ones, shown this once (the password asked again)',
    body: PasswordConfirm,
    status: 200,
    response: RecoveryCodes,
    audit: 'mfa.recovery.renew',
  },
] as const satisfies readonly ConsoleRoute[];
