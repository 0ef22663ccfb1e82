import { z } from 'zod';
import { DurableKey, PlainId, plainText } from '../primitives.js';
import { checkOrganizationNumber } from '../orgnr.js';
import { issueText } from '../issues.js';
import { Group, User } from './people.js';

// ---- Companies ---------------------------------------------------------------
export const LegalForm = z.enum([
  'LIMITED_LIABILITY_COMPANY',
  'LIMITED_LIABILITY_BANK',
  'LIMITED_LIABILITY_INSURANCE',
  'SOLE_TRADER',
  'TRADING_PARTNERSHIP',
  'LIMITED_PARTNERSHIP',
  'ECONOMIC_ASSOCIATION',
  'CONDOMINIUM_ASSOCIATIONS',
  'COOPERATIVE_RENTED_APARTMENT_ASSOCIATION',
  'JOINED_OWNED_FIRM',
  'NON_PROFIT_ASSOCIATION',
  'COMMUNITY_ASSOCIATION',
  'REGISTERED_RELIGIOUS_COMMUNITY',
  'FOUNDATION',
  'MUNICIPALITY',
  'MUNICIPALITIES_FEDERATION',
  'COUNTY_COUNCIL',
  'SAVINGS_BANK',
  'FOREIGN_JURIDICAL_PERSON',
]);
export type LegalForm = z.infer<typeof LegalForm>;
export const AnnualReportFramework = z.enum(['K1', 'K2', 'K3', 'RedR']);
export type AnnualReportFramework = z.infer<typeof AnnualReportFramework>;
export const Country = z.enum(['OTHER', 'SWEDEN']);
export type Country = z.infer<typeof Country>;

/** `extendedAttributes` of a single company: not in V1's declared schema, shown by V1.md. */
export const CompanyExtendedAttributes = z.object({
  SNI: z.string().optional(),
  workMateriality: z.string().optional(),
});

export const Company = z.object({
  durableKey: DurableKey,
  organizationNumber: z.string(),
  name: z.string(),
  defaultAccountPlan: z.string(),
  // V1.md: a free string in responses.
  country: z.string().optional(),
  address: z.string().optional(),
  legalForm: LegalForm.optional(),
  annualReportFramework: AnnualReportFramework.optional(),
  extendedAttributes: CompanyExtendedAttributes.optional(),
});
export type Company = z.infer<typeof Company>;

const CompanyName = plainText(
  z
    .string()
    .trim()
    .min(1, issueText('not_empty'))
    .max(200, issueText('max_length', { max: 200 })),
);
const OrganizationNumber = plainText(
  z
    .string()
    .trim()
    .min(1, issueText('not_empty'))
    .max(40, issueText('max_length', { max: 40 })),
);
/** Written on several lines in the console (tab and line breaks allowed). */
const Address = plainText(
  z
    .string()
    .trim()
    .max(500, issueText('max_length', { max: 500 })),
  true,
);

export const AuthorizationType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type AuthorizationType = z.infer<typeof AuthorizationType>;
export const CompanyAuthorization = z.object({
  groupIds: z.array(PlainId),
  userIds: z.array(PlainId),
  type: AuthorizationType,
});
export type CompanyAuthorization = z.infer<typeof CompanyAuthorization>;

/** Which id lists an authorization type uses (docs/PLATFORM.md); a list it does not use must be empty. */
export const AUTHORIZATION_LISTS: Record<AuthorizationType, { users: boolean; groups: boolean }> = {
  1: { users: false, groups: false },
  2: { users: true, groups: true },
  3: { users: false, groups: true },
  4: { users: true, groups: false },
};

export const CompanyCreateData = z.object({
  annualReportFramework: AnnualReportFramework,
  organizationNumber: OrganizationNumber,
  name: CompanyName,
  legalForm: LegalForm.optional(),
  country: Country.optional(),
  address: Address.optional(),
});
export type CompanyCreateData = z.infer<typeof CompanyCreateData>;

export const CompanyCreate = z
  .object({ authorization: CompanyAuthorization, data: CompanyCreateData })
  .superRefine((v, ctx) => {
    const orgNrProblem = checkOrganizationNumber(
      v.data.organizationNumber,
      v.data.country ?? 'SWEDEN',
    );
    if (orgNrProblem) {
      ctx.addIssue({ code: 'custom', path: ['data', 'organizationNumber'], message: orgNrProblem });
    }
    const uses = AUTHORIZATION_LISTS[v.authorization.type];
    for (const [list, used] of [
      ['userIds', uses.users],
      ['groupIds', uses.groups],
    ] as const) {
      if (!used && v.authorization[list].length > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['authorization', list],
          message: issueText('must_be_empty_for_type', { type: v.authorization.type }),
        });
      }
    }
  });
export type CompanyCreate = z.infer<typeof CompanyCreate>;

/**
 * The create data's fields, each optional, in V1's order. "No other fields are updatable":
 * unknown fields are refused so nobody believes them saved.
 */
export const CompanyUpdate = CompanyCreateData.pick({
  name: true,
  address: true,
  organizationNumber: true,
  country: true,
  legalForm: true,
  annualReportFramework: true,
})
  .partial()
  .strict()
  .superRefine((v, ctx) => {
    // Without a country in the update the company's stored country decides (the server checks).
    if (v.organizationNumber === undefined || v.country === undefined) return;
    const problem = checkOrganizationNumber(v.organizationNumber, v.country);
    if (problem) ctx.addIssue({ code: 'custom', path: ['organizationNumber'], message: problem });
  });
export type CompanyUpdate = z.infer<typeof CompanyUpdate>;

export const CompanyExtendedAttributeChoice = z.enum(['snicode', 'workmateriality']);
export type CompanyExtendedAttributeChoice = z.infer<typeof CompanyExtendedAttributeChoice>;

/** The largest value V1's `integer (int32)` takes (a company's work materiality, in kronor). */
export const INT32_MAX = 2147483647;
export const UpdateCompanyExtendedAttributes = z.object({
  value: z
    .number()
    .int(issueText('whole_number'))
    .min(0, issueText('not_negative'))
    .max(INT32_MAX, issueText('too_large'))
    .describe('snicode: an SNI 2007 code, 1-99999; workmateriality: a whole amount, 0 or more'),
});
export type UpdateCompanyExtendedAttributes = z.infer<typeof UpdateCompanyExtendedAttributes>;

/** The per-attribute range V1's one body schema cannot say (docs/PLATFORM.md). */
export function checkExtendedAttributeValue(
  attribute: CompanyExtendedAttributeChoice,
  value: number,
): string | null {
  if (attribute === 'snicode' && (value < 1 || value > 99999)) {
    return issueText('sni_code', { min: 1, max: 99999 });
  }
  return null;
}

/** SNI codes are five digits everywhere (`1111` is `01111`). */
export const formatSni = (value: number) => String(value).padStart(5, '0');

export const CompanyExtendedAttributeResponse = z.object({
  attribute: z.string(),
  value: z.string(),
});

export const GroupsAndUsers = z.object({ users: z.array(User), groups: z.array(Group) });
export type GroupsAndUsers = z.infer<typeof GroupsAndUsers>;
