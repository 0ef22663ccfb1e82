import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, t, TENANT } from '../fixtures/index.js';
import { randomOrgNr } from '../fixtures/api.js';
import { norm } from '../fixtures/ui.js';
import { readXlsx, rowsOf, type XlsxCell, type XlsxSheet } from '../fixtures/xlsx.js';

/**
 * Issue #32, "done when": two years of books written by hand for this test (fixtures/sie/,
 * SIE 4 with #RAR 0 and -1, #IB, #UB, #RES and the vouchers; not made by the project's
 * generator), uploaded for a fresh company; the assignment's three materiality levels set; one
 * account prepared and reviewed; the .xlsx downloaded and read back. Every figure expected here
 * is worked out by hand from the files, below; each file's SHA-256 in the heading is the one this
 * test works out from the bytes it uploaded.
 */
const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sie');
const FILES = ['hand-2024.se', 'hand-2025.se'] as const;

/** Closing 2025, closing 2024 (#UB / #RES), and the change in per cent worked out by hand. */
const EXPECTED: Record<string, { closing: number; prior: number; percent: number }> = {
  '1220': { closing: 100_000, prior: 100_000, percent: 0 },
  // a contra account (credit) that grew on its own side: +50 %, not −50 %
  '1229': { closing: -60_000, prior: -40_000, percent: 50 },
  '1930': { closing: 259_000, prior: 173_000, percent: (86_000 / 173_000) * 100 },
  '2081': { closing: -50_000, prior: -50_000, percent: 0 },
  '2091': { closing: -80_000, prior: -80_000, percent: 0 },
  '2099': { closing: -90_000, prior: -38_000, percent: (52_000 / 38_000) * 100 },
  '2440': { closing: -84_000, prior: -40_000, percent: 110 },
  // the VAT account crossed from a debt to a claim: below −100 %
  '2650': { closing: 5_000, prior: -25_000, percent: -120 },
  '3001': { closing: -120_000, prior: -100_000, percent: 20 },
  '5010': { closing: 45_000, prior: 40_000, percent: 12.5 },
  '7832': { closing: 20_000, prior: 20_000, percent: 0 },
  '7960': { closing: 3_000, prior: 2_000, percent: 50 },
  '8999': { closing: 52_000, prior: 38_000, percent: (14_000 / 38_000) * 100 },
};
/** 1930 opens 2025 at 172 000 and 2440 at −39 000: 1 000 off last year's closing each. */
const OPENING_BREAKS = { '1930': -1_000, '2440': 1_000 };
const GROUPS = [
  'Fixed assets (10–13)',
  'Current assets (14–19)',
  'Equity (20)',
  'Current liabilities (24–29)',
  'Net sales (30–37)',
  'Other external costs (50–69)',
  'Depreciation and write-downs (77–78)',
  'Other operating costs (79)',
];

const text = (c: XlsxCell | undefined) => (c?.type === 'string' ? c.value : undefined);
const num = (c: XlsxCell | undefined) => (c?.type === 'number' ? c.value : undefined);

/** The heading block: label -> cell. */
function heading(s: XlsxSheet): Map<string, XlsxCell | undefined> {
  return new Map(
    rowsOf(s)
      .slice(0, s.frozenRows - 2)
      .map((r) => [text(r[0]) ?? '', r[1]]),
  );
}

test(
  'an independent two-year file: the .xlsx has the figures, signs, groups, flags, levels and sign-offs',
  { tag: ['@mutating', '@extensions'] },
  async ({ auditorPage: page, api, unique }) => {
    test.slow();
    const orgnr = randomOrgNr();
    const company = await api.createCompany({
      name: unique('Handskrivet AB'),
      organizationNumber: orgnr,
    });
    const digests = new Map<string, string>();
    for (const name of FILES) {
      const buffer = Buffer.from(
        readFileSync(path.join(DIR, name))
          .toString('latin1')
          .replace(/^#ORGNR .*$/m, `#ORGNR ${orgnr}`),
        'latin1',
      );
      digests.set(name, createHash('sha256').update(buffer).digest('hex'));
      const res = await api.bff.post(
        `/api/t/${TENANT}/company/${company.durableKey}/files/upload`,
        { multipart: { file: { name, mimeType: 'application/octet-stream', buffer } } },
      );
      expect(res.status(), await res.text()).toBe(200);
      const file = (await res.json()) as { id: string };
      expect((await api.fileSettled(company.durableKey, file.id)).status).toBe('verified');
    }
    const year = (await api.listYears(company.durableKey)).find(
      (y) => y.startDate === '2025-01-01',
    )!;
    expect(year).toBeTruthy();
    const subType = unique('Revision 2025');
    await api.createAssignment(company.durableKey, year.id, subType, 'AE');

    // The three levels: overall 200 000, performance 75 % = 150 000, trivial 5 % = 10 000.
    await page.goto(t(`/companies/${company.durableKey}/assignments`));
    const row = page.getByRole('row').filter({ hasText: subType });
    await row.getByRole('button', { name: 'Materiality levels' }).click();
    const dialog = page.getByRole('dialog', { name: "Set the assignment's materiality levels" });
    await dialog.getByLabel('Overall materiality (SEK)').fill('200000');
    await dialog.getByRole('button', { name: 'Save materiality levels' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => norm((await row.textContent()) ?? '')).toContain('200,000.00');

    // Account 1930 prepared, then reviewed.
    await page.goto(
      t(`/companies/${company.durableKey}/balances?view=trial&year=${year.id}&acc1=1930`),
    );
    const box = page.getByRole('group', { name: 'Sign-off of account 1930' });
    await box.getByRole('button', { name: 'Sign as prepared' }).click();
    await expect(box.getByText(/^Prepared by /)).toBeVisible();
    await box.getByRole('button', { name: 'Sign as reviewed' }).click();
    await expect(box.getByText(/^Reviewed by /)).toBeVisible();
    await expect(page.getByTestId('materiality-source')).toContainText('150,000.00');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export .xlsx' }).click();
    const sheets = readXlsx(new Uint8Array(await readFile((await (await downloading).path())!)));
    const trial = sheets.find((s) => s.name === 'Trial balance')!;

    // The heading: the three levels, who prepared and reviewed, the source files.
    const head = heading(trial);
    expect(num(head.get('Overall materiality'))).toBe(200_000);
    expect(num(head.get('Performance materiality'))).toBe(150_000);
    expect(num(head.get('Clearly trivial threshold'))).toBe(10_000);
    const accounts = Object.keys(EXPECTED).length;
    expect(text(head.get('Prepared by'))).toMatch(
      new RegExp(`^1 of ${accounts} accounts: \\S+ \\d{4}-\\d{2}-\\d{2}$`),
    );
    expect(text(head.get('Reviewed by'))).toMatch(
      new RegExp(`^1 of ${accounts} accounts: \\S+ \\d{4}-\\d{2}-\\d{2}$`),
    );
    // Each source file with the SHA-256 of the bytes this test uploaded, worked out here.
    const top = rowsOf(trial).slice(0, trial.frozenRows - 2);
    const first = top.findIndex((r) => text(r[0]) === 'Source files');
    const last = top.findIndex((r) => text(r[0]) === 'Exported');
    expect(first, 'the Source files line').toBeGreaterThanOrEqual(0);
    const sources = top.slice(first, last).map((r) => text(r[1]) ?? '');
    expect(sources.sort()).toEqual(
      FILES.map((name) =>
        expect.stringMatching(
          new RegExp(`^${name.replace('.', '\\.')}, uploaded .+, SHA-256 ${digests.get(name)}$`),
        ),
      ),
    );

    // The printed page's heading (A4 landscape less its margins, at 96 dpi): the same lines,
    // each digest whole and within the paper's width.
    await page.setViewportSize({ width: 1047, height: 718 });
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    const printed = page.locator('.workbench-print-heading');
    await expect(printed).toBeVisible();
    for (const name of FILES) {
      const line = printed.getByText(`${name}, uploaded`);
      await expect(line).toContainText(`SHA-256 ${digests.get(name)}`);
      expect(await line.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(
        1047,
      );
    }
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.emulateMedia({ media: 'screen' });

    const columns = rowsOf(trial)[trial.frozenRows - 1]!.map(text);
    const at = (name: string) => {
      const i = columns.indexOf(name);
      expect(i, `column ${name}`).toBeGreaterThanOrEqual(0);
      return i;
    };
    const body = rowsOf(trial, trial.frozenRows + 1);
    const byAccount = new Map(
      body.filter((r) => /^\d{4}$/.test(text(r[0]) ?? '')).map((r) => [text(r[0])!, r]),
    );
    expect([...byAccount.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const [a, e] of Object.entries(EXPECTED)) {
      const r = byAccount.get(a)!;
      expect(num(r[at('Closing balance')]), `closing ${a}`).toBe(e.closing);
      expect(num(r[at('Prior closing')]), `prior ${a}`).toBe(e.prior);
      expect(num(r[at('Change on prior year (SEK)')]), `change ${a}`).toBe(e.closing - e.prior);
      // a real percent cell: the fraction, shown as per cent by its format, the sign kept
      const p = r[at('Change on prior year (%)')];
      expect(p?.type === 'number' ? p.format : null, `percent format ${a}`).toBe('0.0%');
      expect(num(p)!, `percent ${a}`).toBeCloseTo(e.percent / 100, 6);
      const flags = text(r[at('Flags')]) ?? '';
      // no wrong-side flag on the contra account (1229, credit) nor on the VAT account (2650)
      expect(flags, `flags of ${a}`).not.toContain('Wrong side');
      // the opening-balance break, per account
      const brk = OPENING_BREAKS[a as keyof typeof OPENING_BREAKS];
      if (brk !== undefined) {
        expect(flags, `flags of ${a}`).toContain('Opening ≠ prior closing');
        expect(num(r[at('Opening less prior closing (SEK)')])).toBe(brk);
      } else expect(flags, `flags of ${a}`).not.toContain('Opening ≠ prior closing');
    }
    // group 79 is other operating costs, its own group
    expect(text(byAccount.get('7960')![at('Account class')])).toBe('Other operating costs (79)');
    // the sign-off on the row of 1930
    expect(text(byAccount.get('1930')![at('Prepared by')])).toMatch(/^\S+ \d{4}-\d{2}-\d{2}$/);
    expect(text(byAccount.get('1930')![at('Reviewed by')])).toMatch(/^\S+ \d{4}-\d{2}-\d{2}$/);
    expect(byAccount.get('1220')![at('Reviewed by')]).toBeUndefined();
    // one subtotal per group range
    const totals = body.map((r) => text(r[1]) ?? '').filter((n) => n.startsWith('Total '));
    for (const g of GROUPS)
      expect(
        totals.filter((n) => n === `Total ${g}`),
        g,
      ).toHaveLength(1);
    const fixed = body.find((r) => text(r[1]) === 'Total Fixed assets (10–13)')!;
    expect(num(fixed[at('Closing balance')])).toBe(40_000);

    // The statements as lead schedules: 79 on ÅRL's own line, fed by its BAS range and
    // followed by its account, costs negative as the income statement reads; the balance sheet
    // balancing in both years.
    const income = rowsOf(sheets.find((s) => s.name === 'Income statement')!);
    const other = income.findIndex((r) => text(r[0])?.trim() === 'Other operating expenses');
    expect(other, 'the line Other operating expenses').toBeGreaterThan(0);
    expect(text(income[other]![1])).toBe('7900–7999');
    expect([num(income[other]![2]), num(income[other]![3])]).toEqual([-3_000, -2_000]);
    expect(text(income[other + 1]![0])?.trim()).toMatch(/^7960 /);
    expect(num(income[other + 1]![2])).toBe(-3_000);
    const balance = rowsOf(sheets.find((s) => s.name === 'Balance sheet')!);
    const sum = (name: string) => balance.find((r) => text(r[0])?.trim() === name)!;
    for (const year of [2, 3])
      expect(num(sum('Total assets')[year])).toBe(num(sum('Total equity and liabilities')[year]));
  },
);
