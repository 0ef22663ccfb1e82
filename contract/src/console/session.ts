import { z } from 'zod';
import { plainText, TenantId } from '../primitives.js';
import { issueText } from '../issues.js';

export const ConsoleRoleSchema = z.enum(['owner', 'admin', 'auditor']);

export const LoginRequest = z.strictObject({
  username: plainText(
    z
      .string()
      .min(1, issueText('not_empty'))
      .max(64, issueText('max_length', { max: 64 })),
  ),
  /** Any characters: a password is never shown nor stored, only its hash. */
  password: z
    .string()
    .min(1, issueText('not_empty'))
    .max(200, issueText('max_length', { max: 200 })),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

export const ConsoleTenant = z.object({ id: TenantId, name: z.string() });
export type ConsoleTenant = z.infer<typeof ConsoleTenant>;

/** The console's languages. */
export const LANGUAGES = ['sv', 'en'] as const;
export const Language = z.enum(LANGUAGES, {
  error: issueText('language', { supported: LANGUAGES.join(', ') }),
});
export type Language = z.infer<typeof Language>;

/** `PUT /api/preferences`: the signed-in account's console language. */
export const PreferencesRequest = z.strictObject({ language: Language });
export type PreferencesRequest = z.infer<typeof PreferencesRequest>;

export const SessionResponse = z.object({
  user: z.object({
    username: z.string(),
    role: ConsoleRoleSchema,
    /** The language the account chose last (in any browser); null: none yet. */
    language: Language.nullable(),
    /**
     * What decides which companies the account sees: `tenant` every company of its tenants (an
     * admin, or an auditor not linked to a platform user), `linked` only those V1's permissions
     * give its platform user, directly or through a group.
     */
    scope: z.enum(['tenant', 'linked']),
    /** The platform user the account is linked to in each tenant (`{tenantId: userId}`). */
    platformUserIds: z.record(z.string(), z.string()),
  }),
  tenants: z.array(ConsoleTenant),
  /** Ids of the operations the V1 service has: V1.md's, and the extensions it offers. */
  operations: z.array(z.string()),
  /**
   * V1 usernames (lower case) of the platform's machine users (integrations), which the console
   * does not offer as group members; V1's `User` does not tell them from people (MACHINE_USERS).
   */
  machineUsers: z.array(z.string()),
  /** LOCAL_MFA: whether the account's own sign-in page offers second factors (`off`: no). */
  localMfa: z.enum(['required', 'optional', 'off']).optional(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/**
 * `GET /auth/session?probe=1` when no one is signed in and the console has an OpenID Provider
 * (OIDC_*): what the sign-in page offers besides the password (without one the answer is 204).
 */
export const SignInOptions = z.object({
  signIn: z.object({ oidc: z.object({ name: z.string() }).nullable() }),
});
export type SignInOptions = z.infer<typeof SignInOptions>;

/**
 * `POST /auth/logout` of a session signed in through the OpenID Provider: where the browser goes
 * next to end the provider's session too (RP-initiated logout); other sessions get 204.
 */
export const LogoutResponse = z.object({ endSessionUrl: z.url() });
export type LogoutResponse = z.infer<typeof LogoutResponse>;
