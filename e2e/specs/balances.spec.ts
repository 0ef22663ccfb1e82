import { readFile } from 'node:fs/promises';
import { test, expect, t } from '../fixtures/index.js';
import { balanceAt, monthsOf, readSie } from '../fixtures/sie.js';
import { norm } from '../fixtures/ui.js';
import type { Locator, Page } from '@playwright/test';

const SAMPLE = 'BL0001_typ4.SE';
/** Money as the console shows it in English (the suite's language): `-277,000.00`. */
const en = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const sek = (value: number) => en.format(Math.abs(value) < 0.005 ? 0 : value);
const facts = readSie(SAMPLE);
const periods = monthsOf(facts.year.start, facts.year.end);

/** Balance-sheet accounts with an opening balance, by their largest single-month movement. */
const ranked = [...facts.movements.entries()]
  .filter(([acc]) => /^[12]/.test(acc) && facts.ib.has(acc))
  .map(([acc, months]) => ({ acc, max: Math.max(...[...months.values()].map(Math.abs)) }))
  .sort((a, b) => b.max - a.max || a.acc.localeCompare(b.acc));
const [A, B] = [ranked[0]!.acc, ranked[1]!.acc];
const movement = (acc: string, p: string) => facts.movements.get(acc)?.get(p) ?? 0;

/** The cells of an account's row: [name, ...one per month, total/closing]. */
function accountCells(page: Page, table: Locator, acc: string): Locator {
  return table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: acc, exact: true }) })
    .getByRole('cell');
}

/** A CSV line split into fields (RFC 4180 quotes). */
function csvFields(line: string): string[] {
  const out: string[] = [];
  const re = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g;
  for (let m = re.exec(line); m && m.index < line.length; m = re.exec(line)) {
    out.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? ''));
    if (re.lastIndex === m.index) re.lastIndex++;
  }
  return out;
}

test.beforeAll(() => {
  expect(periods).toHaveLength(12);
  expect(A).toBeTruthy();
  expect(B).toBeTruthy();
});

test(
  'balances chart, table and CSV export match the uploaded SIE file',
  { tag: ['@mutating', '@extensions'] },
  async ({ adminPage: page, api, exclusive, unique }) => {
    test.slow();
    await exclusive('orgnr-5562651892');
    const company = await api.createCompany({
      name: unique('Saldo AB'),
      organizationNumber: '556265-1892',
    });
    const file = await api.upload(company.durableKey, SAMPLE);
    expect((await api.fileSettled(company.durableKey, file.id)).status).toBe('verified');

    // Movements of two accounts; the latest (only) year is the default range.
    await page.goto(t(`/companies/${company.durableKey}/balances?acc=${A},${B}&metric=amount`));
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(facts.year.start);
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(facts.year.end);
    await expect(
      page.getByRole('img', { name: `Line chart of monthly movements for ${A}, ${B}` }),
    ).toBeVisible();
    const movements = page.getByRole('table', { name: 'Monthly movements in SEK' });
    await expect(movements).toBeVisible();
    for (const p of periods)
      await expect(movements.getByRole('columnheader', { name: p, exact: true })).toBeVisible();

    for (const acc of [A, B]) {
      const cells = accountCells(page, movements, acc);
      await expect(cells).toHaveCount(periods.length + 2);
      const texts = (await cells.allInnerTexts()).map(norm);
      const expected = periods.map((p) => norm(sek(movement(acc, p) / 100)));
      expect(texts.slice(1, 1 + periods.length), `monthly movements of ${acc}`).toEqual(expected);
      const total = periods.reduce((s, p) => s + movement(acc, p), 0);
      expect(texts[periods.length + 1], `total of ${acc}`).toBe(norm(sek(total / 100)));
    }

    // Month-end balances: opening balance plus the movements so far.
    await page
      .getByRole('radiogroup', { name: 'Show' })
      .getByText('Balances', { exact: true })
      .click();
    await expect(page.getByRole('radio', { name: 'Balances' })).toBeChecked();
    await expect(page).not.toHaveURL(/metric=amount/);
    const balances = page.getByRole('table', { name: 'Balances at month end in SEK' });
    await expect(balances).toBeVisible();
    await expect(
      page.getByRole('img', { name: `Line chart of monthly balances for ${A}, ${B}` }),
    ).toBeVisible();
    const balanceTexts = (await accountCells(page, balances, A).allInnerTexts()).map(norm);
    expect(balanceTexts.slice(1, 1 + periods.length), `balances of ${A}`).toEqual(
      periods.map((p) => norm(sek(balanceAt(facts, A, p) / 100))),
    );

    // A bar chart is one click away and kept in the URL.
    await page.getByRole('radiogroup', { name: 'Chart' }).getByText('Bar', { exact: true }).click();
    await expect(page).toHaveURL(/chart=bar/);
    await expect(
      page.getByRole('img', { name: `Bar chart of monthly balances for ${A}, ${B}` }),
    ).toBeVisible();

    // CSV export: one line per account and month, equal to the file and to the table.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`-balances-${facts.year.start}-${facts.year.end}\\.csv$`),
    );
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.split(/\r?\n/).filter(Boolean);
    expect(header).toBe('account,name,type,month,movement,balance');
    expect(lines).toHaveLength(2 * periods.length);
    const parsed = lines.map(csvFields);
    for (const acc of [A, B]) {
      const mine = parsed.filter((f) => f[0] === acc);
      expect(mine.map((f) => f[3])).toEqual(periods);
      expect(
        mine.map((f) => f[4]),
        `CSV amounts of ${acc}`,
      ).toEqual(periods.map((p) => (movement(acc, p) / 100).toFixed(2)));
      expect(
        mine.map((f) => f[5]),
        `CSV balances of ${acc}`,
      ).toEqual(periods.map((p) => (balanceAt(facts, acc, p) / 100).toFixed(2)));
      expect(
        mine.every((f) => f[2] === (acc.startsWith('1') ? 'Assets' : 'Equity and liabilities')),
      ).toBe(true);
    }
    // ... and equal to what the table shows.
    const csvA = parsed.filter((f) => f[0] === A).map((f) => norm(sek(Number(f[5]))));
    expect(csvA).toEqual(balanceTexts.slice(1, 1 + periods.length));
  },
);

test(
  'a demo company opens on its latest year with the five largest movers',
  { tag: ['@readonly', '@demo-data'] },
  async ({ adminPage: page }) => {
    await page.goto(t('/companies'));
    await page.getByRole('link', { name: 'Norrsken Bygg AB' }).click();
    await page.getByRole('tab', { name: 'Balances' }).click();
    await expect(page).toHaveURL(/\/balances$/);
    const chart = page.getByRole('img', { name: /^Line chart of monthly balances for / });
    await expect(chart).toBeVisible();
    const name = (await chart.getAttribute('aria-label'))!;
    expect(name.replace(/^.* for /, '').split(', ')).toHaveLength(5);
    // The amount axis reads full amounts in the language's grouping (`1,800,000`), not `1.8M`.
    const ticks = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
    await expect(ticks.first()).toBeVisible();
    const labels = (await ticks.allTextContents()).map(norm);
    expect(labels.length).toBeGreaterThanOrEqual(3);
    for (const l of labels) expect(l).toMatch(/^-?\d{1,3}(,\d{3})*$/);
    expect(labels.some((l) => l.length > 7)).toBe(true); // amounts in the millions, in full
    await expect(page.getByRole('table', { name: 'Balances at month end in SEK' })).toBeVisible();
    // No grand total: assets, liabilities, income and expenses added with the file's signs mean
    // nothing (the workbench's trial balance has the balance check instead).
    await expect(page.getByRole('rowheader', { name: 'Total', exact: true })).toHaveCount(0);
    await expect(page.getByRole('rowheader', { name: 'Total assets', exact: true })).toBeVisible();
  },
);
