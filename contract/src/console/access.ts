/**
 * Console access (`/api/access`, owners only): the console's accounts, their sessions and their
 * one-time set-up links; and the public set-up page's two calls (`/auth/setup*`).
 */
import { z } from 'zod';
import { plainText, TenantId } from '../primitives.js';
import { issueText } from '../issues.js';
import { ConsoleRoleSchema } from './session.js';

/** A console account's name: what the accounts CLI takes, too. */
export const AccountUsername = z.string().regex(/^[A-Za-z0-9._@-]{1,64}$/, issueText('username'));

/** A password a person sets: 8 to 200 characters (the accounts CLI's rule). */
export const NewPassword = z
  .string()
  .min(8, issueText('min_length', { min: 8 }))
  .max(200, issueText('max_length', { max: 200 }));

/** How long a set-up link may be used (24 hours). */
export const SETUP_LINK_TTL_MS = 24 * 3_600_000;

/**
 * The platform user an account is linked to, given as an email or a V1 user id and looked up in
 * each of its tenants (as `accounts link` does); null: unlinked.
 */
const PlatformUserWanted = plainText(z.string().trim().min(1, issueText('not_empty')).max(200));

export const AccessAccountCreate = z.strictObject({
  username: AccountUsername,
  role: ConsoleRoleSchema,
  tenants: z.array(TenantId).min(1, issueText('not_empty')).max(50),
  platformUser: PlatformUserWanted.nullable().optional(),
});
export type AccessAccountCreate = z.input<typeof AccessAccountCreate>;

/** A change of an account: its role and tenants; `platformUser` absent keeps the link. */
export const AccessAccountUpdate = AccessAccountCreate;
export type AccessAccountUpdate = z.input<typeof AccessAccountUpdate>;

export const AccessAccountQuery = z.strictObject({ username: AccountUsername });
export const AccessSetupLinkRequest = z.strictObject({ username: AccountUsername });

/** `DELETE /api/access/sessions`: one session (its `id` from the list) or every one of a person. */
export const AccessSessionsQuery = z
  .strictObject({
    session: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/)
      .optional(),
    username: AccountUsername.optional(),
  })
  .refine((q) => (q.session === undefined) !== (q.username === undefined), {
    message: issueText('session_or_username'),
  });

/** A one-time link that lets the person set its password (shown once, to the owner). */
export const SetupLink = z.object({
  username: z.string(),
  url: z.string(),
  /** ISO 8601. */
  expiresAt: z.string(),
});
export type SetupLink = z.infer<typeof SetupLink>;

export const AccessAccount = z.object({
  username: z.string(),
  role: ConsoleRoleSchema,
  tenants: z.array(z.string()),
  platformUserIds: z.record(z.string(), z.string()),
  createdAt: z.string(),
  /** The account has no password yet: its set-up link has not been used. */
  setupPending: z.boolean(),
  /** When its newest unused set-up link stops working (ISO 8601); null: none open. */
  setupExpiresAt: z.string().nullable(),
  /**
   * Its second factors, counted: null where this console has none to tell (read-only here;
   * enrolling is the person's own).
   */
  secondFactor: z
    .object({
      passkeys: z.number().int(),
      totp: z.boolean(),
      recoveryCodesLeft: z.number().int(),
    })
    .nullable(),
});
export type AccessAccount = z.infer<typeof AccessAccount>;

export const AccessSession = z.object({
  /** Not the session's secret: a name for it in this list and for ending it. */
  id: z.string(),
  username: z.string(),
  /** The browser as it named itself (User-Agent, shortened); null: unknown. */
  userAgent: z.string().nullable(),
  /** ISO 8601. */
  startedAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this list was asked for in: ending it signs the owner out. */
  current: z.boolean(),
});
export type AccessSession = z.infer<typeof AccessSession>;

/** Someone who signed in through the identity provider (read-only; mapped role and tenants). */
export const AccessProviderPerson = z.object({
  subject: z.string(),
  /** How the console names them (audit log, sessions): `oidc:<email>`. */
  username: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** As their groups mapped them at the last sign-in; null: refused then (no mapped group). */
  role: z.string().nullable(),
  tenants: z.array(z.string()),
  /** ISO 8601. */
  lastSignInAt: z.string(),
});
export type AccessProviderPerson = z.infer<typeof AccessProviderPerson>;

export const AccessOverview = z.object({
  accounts: z.array(AccessAccount),
  sessions: z.array(AccessSession),
  /** Null when this console signs nobody in through an identity provider. */
  providerPeople: z.array(AccessProviderPerson).nullable(),
});
export type AccessOverview = z.infer<typeof AccessOverview>;

export const AccessAccountCreated = z.object({ account: AccessAccount, setupLink: SetupLink });
export type AccessAccountCreated = z.infer<typeof AccessAccountCreated>;

// ---- the public set-up page -------------------------------------------------------------

/** A set-up link's token: 43 base64url characters (32 random bytes). */
export const SetupToken = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, issueText('invalid_input'));
export const SetupInspectRequest = z.strictObject({ token: SetupToken });
export const SetupInspectAnswer = z.object({ username: z.string(), expiresAt: z.string() });
export type SetupInspectAnswer = z.infer<typeof SetupInspectAnswer>;
export const SetupPasswordRequest = z.strictObject({ token: SetupToken, password: NewPassword });
export type SetupPasswordRequest = z.input<typeof SetupPasswordRequest>;
