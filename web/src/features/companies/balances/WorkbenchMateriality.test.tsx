// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { fakeBffPerTest } from '../../../test/fakeBff.js';
import { company } from '../../../test/fixtures.js';
import { setLanguage } from '../../../i18n/index.js';
import { materialityQuery } from '../tabs/materiality.js';
import { ASSIGNMENT, T, show } from './workbench.testing.js';

describe("the workbench with the assignment's three materiality levels (ISA 320/450)", () => {
  const startBff = fakeBffPerTest();
  afterEach(async () => {
    await setLanguage('en');
  });

  // Overall 200 000; performance 50 % = 100 000 (V1's work materiality alike); clearly trivial
  // 45 % = 90 000 (a share chosen so the floor decides). Changes 2024 -> 2025: 1930 +120 000
  // (85.7 %), 3001 -80 000 (200 %). By change (performance, 100 000): 1930 only (overall would
  // flag none). Percentage above 20 % with at least the trivial 90 000: 1930 only; with the
  // default floor (5 % of 100 000 = 5 000) 3001 would be flagged too.
  const levels = {
    overall: 200_000,
    performanceShare: 50,
    trivialShare: 45,
    performance: 100_000,
    trivial: 90_000,
    updatedBy: 'anna',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
  const stored: [readonly unknown[], unknown] = [
    materialityQuery(T, { company: company.durableKey, assignment: ASSIGNMENT }).queryKey,
    levels,
  ];
  const flagged = async () => {
    const table = await screen.findByRole('table', { name: /Trial balance|Råbalans/ });
    return within(table)
      .getAllByRole('button', { name: /Open the months of account|Öppna månaderna för konto/ })
      .map((b) => b.textContent);
  };

  it('flags by change use performance materiality; the percentage floor is the clearly-trivial limit', async () => {
    await startBff((req) =>
      req.url?.startsWith('/api/reviews') ? { status: 200, body: [] } : undefined,
    );
    show({ path: '/t/nordrevision?view=trial&filter=PERCENT_CHANGE', extra: [stored] });
    expect(await flagged()).toEqual(['1930']);
    expect(screen.getByTestId('percent-floor')).toHaveTextContent(
      'The percentage flag needs a change of at least 90,000.00 SEK, the clearly trivial amount (ISA 450).',
    );
    expect(screen.getByTestId('materiality-source')).toHaveTextContent(
      'Performance materiality 100,000.00 SEK, from the year’s audit assignment.',
    );
    expect(screen.getByTestId('materiality-levels')).toHaveTextContent(
      'Overall materiality 200,000.00 SEK · clearly trivial threshold 90,000.00 SEK (ISA 450), from the year’s audit assignment.',
    );
    expect(screen.getByDisplayValue('Change above the percentage (1)')).toBeInTheDocument();
  });

  it('by change: 1930 only, at performance materiality (100 000), not overall (200 000)', async () => {
    await startBff((req) =>
      req.url?.startsWith('/api/reviews') ? { status: 200, body: [] } : undefined,
    );
    show({ path: '/t/nordrevision?view=trial&filter=MATERIAL_CHANGE', extra: [stored] });
    expect(await flagged()).toEqual(['1930']);
    expect(screen.getByDisplayValue('Change at or above materiality (1)')).toBeInTheDocument();
  });

  it('a typed floor wins over the trivial limit: floor=0 flags 3001 (-80 000, 200 %) too', async () => {
    await startBff((req) =>
      req.url?.startsWith('/api/reviews') ? { status: 200, body: [] } : undefined,
    );
    show({ path: '/t/nordrevision?view=trial&filter=PERCENT_CHANGE&floor=0', extra: [stored] });
    expect(await flagged()).toEqual(['1930', '3001']);
    expect(screen.getByTestId('percent-floor')).toHaveTextContent(
      'The percentage flag needs a change of at least 0.00 SEK, as you entered it.',
    );
  });

  it('in Swedish: the levels and the floor in Swedish words', async () => {
    await setLanguage('sv');
    await startBff((req) =>
      req.url?.startsWith('/api/reviews') ? { status: 200, body: [] } : undefined,
    );
    show({ path: '/t/nordrevision?view=trial&filter=PERCENT_CHANGE', extra: [stored] });
    await screen.findByTestId('materiality-levels');
    const plain = (id: string) =>
      screen.getByTestId(id).textContent!.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain('materiality-levels')).toBe(
      'Väsentlighet 200 000,00 kr · obetydlighetsgräns 90 000,00 kr (ISA 450), från årets revisionsuppdrag.',
    );
    expect(plain('percent-floor')).toContain('90 000,00 kr');
  });
});
