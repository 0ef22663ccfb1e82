/**
 * Which work materiality applies to a year, and where it comes from: the auditor's own value
 * (typed, in the URL) when given; else the year's audit assignment's (V1's work-materiality
 * read); else the company's `workMateriality` attribute; else none.
 */
export type MaterialitySource = 'typed' | 'assignment' | 'company' | 'none';

export interface MaterialityInputs {
  typed: number | null;
  /** The first positive work materiality among the year's assignments, if any. */
  assignment: number | null;
  /** The company's `extendedAttributes.workMateriality` (V1 keeps it as text). */
  company: string | null | undefined;
}

export interface ResolvedMateriality {
  value: number | null;
  source: MaterialitySource;
  /** The stored values, for the note that says what the typed value replaces. */
  assignment: number | null;
  company: number | null;
}

const positive = (n: number | null | undefined) =>
  n !== null && n !== undefined && Number.isFinite(n) && n > 0 ? n : null;

export function resolveMateriality(i: MaterialityInputs): ResolvedMateriality {
  const assignment = positive(i.assignment);
  const companyText = i.company?.trim() ?? '';
  const company = companyText === '' ? null : positive(Number(companyText.replace(',', '.')));
  const typed = positive(i.typed);
  if (typed !== null) return { value: typed, source: 'typed', assignment, company };
  if (assignment !== null) return { value: assignment, source: 'assignment', assignment, company };
  if (company !== null) return { value: company, source: 'company', assignment, company };
  return { value: null, source: 'none', assignment, company };
}

/** The order assignments of a year are asked for their materiality: audits first. */
export function assignmentOrder<T extends { type: string }>(list: readonly T[]): T[] {
  const rank = (t: string) => (t === 'AE' ? 0 : t === 'GN' ? 1 : 2);
  return [...list].sort((a, b) => rank(a.type) - rank(b.type));
}

/** The levels the BFF keeps for an assignment (ISA 320, ISA 450), as far as the workbench uses them. */
export interface StoredLevels {
  overall: number | null;
  performance: number | null;
  performanceShare: number;
  trivial: number | null;
  trivialShare: number;
}

/**
 * The year's assignment whose materiality applies, of those asked (in `assignmentOrder`): the
 * first with a positive work materiality at V1, else the first whose stored levels have a
 * performance materiality. Its performance materiality is V1's (the dialog sets both alike),
 * else the stored one; its overall and clearly-trivial limit are the stored ones.
 */
export function chosenAssignmentLevels(
  v1: readonly (number | null | undefined)[],
  stored: readonly (StoredLevels | null | undefined)[],
): { index: number; performance: number; overall: number | null; trivial: number | null } | null {
  let index = v1.findIndex((v) => positive(v) !== null);
  if (index < 0) index = stored.findIndex((l) => positive(l?.performance) !== null);
  if (index < 0) return null;
  const l = stored[index] ?? null;
  return {
    index,
    performance: positive(v1[index]) ?? positive(l?.performance)!,
    overall: positive(l?.overall),
    trivial: positive(l?.trivial),
  };
}
