import type { Operation } from '@ledger/contract';

/** Longest value an audit target keeps (a list of many invited addresses is cut, with a count). */
const MAX_TARGET_CHARS = 500;

/**
 * What an audit entry names from a successful answer, by the operation's `auditAnswer` map: the
 * id a create made and its name (`{groupId, name}`); for a list answer each element's values,
 * comma separated. Fields the answer lacks are left out (a V1 service may send less).
 */
export function answerTargets(op: Operation, answer: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!op.auditAnswer || answer === null || typeof answer !== 'object') return out;
  const items = (Array.isArray(answer) ? answer : [answer]) as Record<string, unknown>[];
  for (const [target, field] of Object.entries(op.auditAnswer)) {
    const values = items
      .map((item) => (item && typeof item === 'object' ? item[field] : undefined))
      .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
      .map(String);
    if (values.length === 0) continue;
    const joined = values.join(', ');
    out[target] =
      joined.length <= MAX_TARGET_CHARS
        ? joined
        : `${joined.slice(0, MAX_TARGET_CHARS)}… (${values.length} in all)`;
  }
  return out;
}
