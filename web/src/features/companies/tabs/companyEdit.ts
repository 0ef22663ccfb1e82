import { z } from 'zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  checkExtendedAttributeValue,
  checkOrganizationNumber,
  CompanyUpdate,
  INT32_MAX,
  toIssues,
  UpdateCompanyExtendedAttributes,
  type Company,
} from '@ledger/contract';
import { describeIssue } from '../../../lib/data/issues.js';
import { currentT } from '../../../i18n/index.js';
import type { DecimalRules } from '../../../lib/format/decimal.js';
import { decimalResolver } from '../../../lib/forms/decimals.js';

/** The edit form's fields: every field V1 lets a company update, as text ('' = not given). */
export interface EditValues {
  name: string;
  organizationNumber: string;
  country: string;
  address: string;
  legalForm: string;
  annualReportFramework: string;
}
export const EDIT_FIELDS = [
  'name',
  'organizationNumber',
  'country',
  'address',
  'legalForm',
  'annualReportFramework',
] as const satisfies readonly (keyof EditValues & keyof z.input<typeof CompanyUpdate>)[];

export function editValues(c: Company): EditValues {
  return {
    name: c.name,
    organizationNumber: c.organizationNumber,
    country: c.country ?? '',
    address: c.address ?? '',
    legalForm: c.legalForm ?? '',
    annualReportFramework: c.annualReportFramework ?? '',
  };
}

/**
 * The fields that changed, as V1's `CompanyUpdate`. Unchanged fields stay out, so a value the
 * console does not know (a legal form or country from a V1 service) is never sent back.
 */
export function editBody(company: Company, values: EditValues): Record<string, string> {
  const before = editValues(company);
  const body: Record<string, string> = {};
  for (const k of EDIT_FIELDS) if (values[k] !== before[k]) body[k] = values[k];
  return body;
}

/**
 * Checks the changed fields with the contract's `CompanyUpdate`, and the organisation number
 * with its rule against the country the company will have (the stored one unless changed).
 */
export function editResolver(
  company: Company,
): Resolver<EditValues, unknown, z.output<typeof CompanyUpdate>> {
  return async (values) => {
    const body = editBody(company, values);
    const parsed = CompanyUpdate.safeParse(body);
    const errors: FieldErrors<EditValues> = {};
    if (!parsed.success) {
      for (const issue of toIssues(parsed.error)) {
        const field = issue.path as keyof EditValues;
        errors[field] ??= { type: 'validation', message: describeIssue(issue) };
      }
    }
    if (body.organizationNumber !== undefined || body.country !== undefined) {
      const problem = checkOrganizationNumber(values.organizationNumber, values.country);
      if (problem) errors.organizationNumber ??= { type: 'validation', message: problem };
    }
    if (!parsed.success || Object.keys(errors).length) return { values: {}, errors };
    return { values: parsed.data, errors: {} };
  };
}

/**
 * SNI is typed as text so that leading zeros stay (01110); the platform takes the number. The
 * range is the contract's (`checkExtendedAttributeValue`), in the form's words.
 */
export const SniSchema = z.object({
  value: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, { error: () => currentT().companies.overview.sniFormat })
    .refine((v) => checkExtendedAttributeValue('snicode', Number(v)) === null, {
      error: () => currentT().companies.overview.sniRange,
    })
    .transform(Number),
});
/**
 * The company's work materiality, V1's `UpdateCompanyExtendedAttributes` value (an int32): whole
 * kronor, typed as text and read in the console's language (`decimalResolver`).
 */
export const COMPANY_MATERIALITY_FIELDS = {
  value: { unit: 'sek', decimals: 0, max: INT32_MAX, required: true },
} as const satisfies Record<'value', DecimalRules>;
/** The number then meets the contract's rules, in its English (the form words them by code). */
export const MaterialitySchema = z.object({
  value: UpdateCompanyExtendedAttributes.shape.value.superRefine((v, ctx) => {
    const problem = checkExtendedAttributeValue('workmateriality', v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export const materialityResolver = decimalResolver(COMPANY_MATERIALITY_FIELDS, MaterialitySchema);
