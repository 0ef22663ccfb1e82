import { z } from 'zod';
import { Email, PlainId, plainText } from '../primitives.js';
import { issueText } from '../issues.js';

// ---- Users and invitations ---------------------------------------------------
export const Module = z.enum(['AUDIT', 'ANALYTICS']);
export type Module = z.infer<typeof Module>;

export const User = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean().optional(),
  createdTimestamp: z.number().optional(),
});
export type User = z.infer<typeof User>;

export const UserRole = z.enum([
  'certifiedAccountant',
  'auditResponsible',
  'auditEmployee',
  'accountingConsultant',
  'other',
]);
export const UserSource = z.enum(['USER', 'GROUP', 'ALL']);

/** The result of creating invitations. */
export const UserResponse = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  initials: z.string().optional(),
  userRole: UserRole.optional(),
  createdTimestamp: z.number(),
  isActive: z.boolean(),
  source: UserSource,
});
export type UserResponse = z.infer<typeof UserResponse>;

export const MAX_INVITATION_EMAILS = 100;
export const InviteUserData = z
  .strictObject({
    emails: z
      .array(Email)
      .min(1, issueText('emails_required'))
      .max(MAX_INVITATION_EMAILS, issueText('too_many_emails', { max: MAX_INVITATION_EMAILS })),
    groupIds: z.array(PlainId).optional(),
    modules: z.array(Module).optional(),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.emails.forEach((email, i) => {
      const key = email.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['emails', i],
          message: issueText('email_twice', { email }),
        });
      }
      seen.add(key);
    });
  });
export type InviteUserData = z.infer<typeof InviteUserData>;

// ---- Groups ------------------------------------------------------------------
export const GroupName = plainText(
  z
    .string()
    .trim()
    .min(1, issueText('not_empty'))
    .max(100, issueText('max_length', { max: 100 })),
);
export const Group = z.object({ id: z.string(), name: z.string() });
export type Group = z.infer<typeof Group>;
export const CreateGroup = z.object({ name: GroupName });
export type CreateGroup = z.infer<typeof CreateGroup>;
