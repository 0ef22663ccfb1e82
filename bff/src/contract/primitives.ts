import { z } from 'zod';

/** Lower-case UUID v4, the id format of every V1 resource. */
export const Uuid = z
  .string()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    'must be a lower-case UUID v4',
  );

/** ISO calendar date `YYYY-MM-DD` that exists in the calendar. */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(isRealIsoDate, 'must be a real calendar date');

/** Compact date `YYYYMMDD` (balances query), a real calendar date. */
export const CompactDate = z
  .string()
  .regex(/^\d{8}$/, 'must be a date YYYYMMDD')
  .refine(
    (s) => isRealIsoDate(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`),
    'must be a real calendar date',
  );

/** Swedish letters are common in addresses (åsa.öberg@…), so the Unicode pattern, not ASCII only. */
export const Email = z
  .email({ pattern: z.regexes.unicodeEmail, message: 'must be a valid email address' })
  .max(254);

export const TenantId = z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/, 'must be a tenant id');

function isRealIsoDate(s: string): boolean {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number];
  if (m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

export const ErrorResponse = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
