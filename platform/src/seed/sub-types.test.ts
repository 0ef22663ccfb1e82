import { describe, expect, it } from 'vitest';
import { demoSubType } from './index.js';

describe('the demo assignments’ sub types', () => {
  it('name the year or the months, in no language (the console shows them as they are)', () => {
    const calendar = { startDate: '2025-01-01', endDate: '2025-12-31' };
    const broken = { startDate: '2024-07-01', endDate: '2025-06-30' };
    expect(demoSubType('AE', calendar)).toBe('2025');
    expect(demoSubType('GN', broken)).toBe('2024/25');
    expect(demoSubType('ANALYSIS', calendar)).toBe('2025-01 – 2025-12');
    expect(demoSubType('ANALYSIS', broken)).toBe('2024-07 – 2025-06');
  });
});
