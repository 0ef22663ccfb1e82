import { z } from 'zod';
import { plainText } from '../primitives.js';
import { issueText } from '../issues.js';

/** LOCAL_MFA: a second factor asked of the accounts that have one, of every account, or never. */
export const LocalMfa = z.enum(['required', 'optional', 'off']);
export type LocalMfa = z.infer<typeof LocalMfa>;

/** The second factors a sign-in may be finished with. */
export const SecondFactorMethod = z.enum(['passkey', 'totp', 'recovery']);
export type SecondFactorMethod = z.infer<typeof SecondFactorMethod>;

/**
 * `POST /auth/login` when the password was right but a second step is due (200; 204 when the
 * sign-in is done): `verify` asks one of `methods`, `enrol` (LOCAL_MFA=required) asks the
 * account to set one up first. Until then the browser holds only a short-lived half-signed-in
 * cookie that opens nothing but these steps.
 */
export const LoginStep = z.discriminatedUnion('step', [
  z.object({ step: z.literal('verify'), methods: z.array(SecondFactorMethod) }),
  z.object({ step: z.literal('enrol') }),
]);
export type LoginStep = z.infer<typeof LoginStep>;

/** A TOTP or recovery code as typed. */
export const SecondFactorCode = z.strictObject({
  code: z
    .string()
    .min(1, issueText('not_empty'))
    .max(64, issueText('max_length', { max: 64 })),
});
export type SecondFactorCode = z.infer<typeof SecondFactorCode>;

/** The browser's WebAuthn answer (`@simplewebauthn/browser`), checked in full by the BFF. */
export const WebAuthnAnswer = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal('public-key'),
  response: z.record(z.string(), z.unknown()),
});

export const PasskeyName = plainText(
  z
    .string()
    .trim()
    .min(1, issueText('not_empty'))
    .max(64, issueText('max_length', { max: 64 })),
);

/** A passkey to add: its name and the authenticator's answer. */
export const PasskeyAddRequest = z.strictObject({ name: PasskeyName, response: WebAuthnAnswer });
export type PasskeyAddRequest = z.infer<typeof PasskeyAddRequest>;

/** A sign-in with a passkey: the authenticator's answer. */
export const PasskeySignInRequest = z.strictObject({ response: WebAuthnAnswer });

/** The account's password, asked again before a factor is removed or the codes are replaced. */
export const PasswordConfirm = z.strictObject({
  password: z
    .string()
    .min(1, issueText('not_empty'))
    .max(200, issueText('max_length', { max: 200 })),
});
export type PasswordConfirm = z.infer<typeof PasswordConfirm>;

export const PasskeyRemoveRequest = PasswordConfirm.extend({ id: z.string().min(1).max(1024) });
export type PasskeyRemoveRequest = z.infer<typeof PasskeyRemoveRequest>;

/** A TOTP set-up: the secret once, as a key to type and as the URI the QR code holds. */
export const TotpSetup = z.object({ secret: z.string(), uri: z.string() });
export type TotpSetup = z.infer<typeof TotpSetup>;

/** New recovery codes, shown this once (empty when the account kept the set it had). */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** `GET /api/mfa`: the signed-in account's second factors (never a secret). */
export const MfaState = z.object({
  policy: LocalMfa,
  passkeys: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
    }),
  ),
  totp: z.object({ createdAt: z.string() }).nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaState = z.infer<typeof MfaState>;

/** WebAuthn options for the browser (`@simplewebauthn/server`'s JSON, passed on as it is). */
export const WebAuthnOptions = z.looseObject({ challenge: z.string() });
