import { describe, expect, it } from 'vitest';
import { isWholeOre, MAX_WORK_MATERIALITY, WorkMaterialityUpdate } from './resources.js';
import { toIssues } from './primitives.js';

const check = (workMateriality: number, workMaterialityPercentage: number) => {
  const r = WorkMaterialityUpdate.safeParse({ workMateriality, workMaterialityPercentage });
  return r.success ? 'ok' : toIssues(r.error).map((i) => `${i.path}: ${i.message}`);
};

describe("an assignment's work materiality (the setWorkMateriality body)", () => {
  it('takes kronor and öre, as V1 reads them (a double), and a percentage of 0 to 100', () => {
    expect(check(120000.5, 75.5)).toBe('ok');
    expect(check(777.5, 100)).toBe('ok');
    expect(check(0.29, 0)).toBe('ok');
    expect(check(0, 33.333)).toBe('ok');
    expect(check(MAX_WORK_MATERIALITY, 1)).toBe('ok');
  });

  it('refuses a share over 100 %, a negative amount, a fraction of an öre and a huge amount', () => {
    expect(check(1, 150)).toEqual(['workMaterialityPercentage: must be at most 100']);
    expect(check(1, -1)).toEqual(['workMaterialityPercentage: must not be negative']);
    expect(check(-1, 50)).toEqual(['workMateriality: must not be negative']);
    expect(check(1.005, 50)).toEqual([
      'workMateriality: must be kronor and whole öre (at most two decimals)',
    ]);
    expect(check(1e12, 50)).toEqual(['workMateriality: is too large']);
  });

  it('knows whole öre from any double, without float drift', () => {
    // Every amount of whole öre up to 100 000 kr, written as text and read as JSON reads it.
    for (let ore = 0; ore <= 10_000_000; ore += 997) {
      const text = `${Math.floor(ore / 100)}.${String(ore % 100).padStart(2, '0')}`;
      expect(isWholeOre(Number(text)), text).toBe(true);
    }
    for (const v of [0.001, 0.005, 1.999, 120000.505, 0.1 + 0.2])
      expect(isWholeOre(v), `${v}`).toBe(false);
    expect(isWholeOre(999_999_999_999.99)).toBe(true);
  });
});
