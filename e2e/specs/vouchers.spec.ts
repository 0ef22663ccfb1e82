import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, t, TENANT } from '../fixtures/index.js';
import { randomOrgNr } from '../fixtures/api.js';
import { readXlsx, rowsOf } from '../fixtures/xlsx.js';

/** Each planted case of journal-2024.se (fixtures/sie/README.md) and what the view calls its test. */
const PLANTED: [test: string, voucher: string][] = [
  ['Weekend', 'B 12'],
  ['Public holiday', 'A 16'],
  ['Registered after year end', 'B 15'],
  ['Round amounts', 'A 28'],
  ['Gaps in numbering', 'A 20'],
  ['Duplicates', 'B 6'],
  ['Unusual account pairs', 'A 21'],
  ['Registered late', 'A 5'],
  ['Rarely used accounts', 'A 31'],
];

/**
 * Issue #33, "done when", on the web: an independent two-year file with planted cases
 * (fixtures/sie/journal-2024.se and journal-2025.se, written by hand; README.md there lists the
 * cases) uploaded for a fresh company. The workbench leads from an account row to its vouchers,
 * which are exactly those touching it and sum to its movement; every account rolls from its
 * opening to its closing balance; a month's cell leads to that month's vouchers; a late voucher
 * shows its registration date and signature and is marked as examined; back goes back a step.
 *
 * Worked out by hand from journal-2024.se: 1930 opens at 652 340.00 and closes at 1 085 135.60,
 * a movement of 432 795.60, on 31 vouchers (series A 1-37 without the missing 20, the four
 * depreciations A 7, 15, 25, 35 and the netting A 21, which do not touch the bank). In December
 * 2440 has A 37 (the rent paid, 23 115.55) and B 15 (the rent invoice, −23 115.55, dated
 * 2024-12-30 and registered 2025-01-15 by PER).
 */
const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/sie');
const FILES = ['journal-2024.se', 'journal-2025.se'] as const;

test(
  'from an account row to its vouchers, their sum, a late voucher and its examined mark',
  { tag: ['@mutating', '@extensions'] },
  async ({ auditorPage: page, api, unique }) => {
    test.slow();
    const orgnr = randomOrgNr();
    const company = await api.createCompany({
      name: unique('Journalprov AB'),
      organizationNumber: orgnr,
    });
    for (const name of FILES) {
      const buffer = Buffer.from(
        readFileSync(path.join(DIR, name))
          .toString('latin1')
          .replace(/^#ORGNR .*$/m, `#ORGNR ${orgnr}`),
        'latin1',
      );
      const res = await api.bff.post(
        `/api/t/${TENANT}/company/${company.durableKey}/files/upload`,
        { multipart: { file: { name, mimeType: 'application/octet-stream', buffer } } },
      );
      expect(res.status(), await res.text()).toBe(200);
      const file = (await res.json()) as { id: string };
      expect((await api.fileSettled(company.durableKey, file.id)).status).toBe('verified');
    }
    const year = (await api.listYears(company.durableKey)).find(
      (y) => y.startDate === '2024-01-01',
    )!;
    expect(year).toBeTruthy();
    const base = t(`/companies/${company.durableKey}/balances`);

    // The trial balance: every account rolls from its opening to its closing balance.
    await page.goto(`${base}?view=trial&year=${year.id}`);
    await expect(page.getByTestId('voucher-check')).toContainText(
      'The vouchers roll every account',
    );

    // An account row opens the account; from there its vouchers.
    await page.getByRole('button', { name: 'Open the months of account 1930' }).click();
    await page.getByRole('button', { name: 'Show the vouchers on account 1930' }).click();
    const drill = page.getByTestId('voucher-drill');
    await expect(drill.getByRole('heading', { name: /Vouchers on account 1930/ })).toBeVisible();
    await expect(drill.getByTestId('voucher-count')).toHaveText('31 vouchers');
    await expect(drill.getByTestId('voucher-sum')).toHaveText('Sum: 432,795.60');
    await expect(drill.getByTestId('voucher-sum-check')).toHaveText(
      'The vouchers sum to the account’s movement (432,795.60)',
    );
    // Only vouchers touching the bank: no depreciation, no netting, no supplier invoice.
    const list = drill.getByRole('region', { name: 'The account’s vouchers' });
    await expect(list.getByRole('button', { name: 'Open voucher A 16' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Open voucher A 7' })).toHaveCount(0);
    await expect(list.getByRole('button', { name: 'Open voucher A 21' })).toHaveCount(0);

    // A voucher opens with all its rows: the midsommarafton payment.
    await list.getByRole('button', { name: 'Open voucher A 16' }).click();
    const voucher = drill.getByTestId('voucher');
    await expect(voucher.getByRole('heading', { level: 3 })).toHaveText(
      'Voucher A 16: Kundinbetalning 6',
    );
    const rows = voucher.getByRole('table', { name: 'The rows of voucher A 16' });
    await expect(rows.getByRole('row')).toHaveCount(4);
    await expect(rows.getByRole('row').nth(1)).toHaveText(/^1930Bankkonto63,454\.15$/);
    // 1510 nets to zero within each month, so the balances (and the trial balance) have no row
    // for it: its name comes from the file's accounts.
    await expect(rows.getByRole('row').nth(2)).toHaveText(/^1510Kundfordringar63,454\.15$/);
    expect(page.url()).toContain('vacc=1930');
    expect(page.url()).toContain('vser=A&vnr=16');

    // The row's account opens its vouchers: 1510 is not in the balances, so its movement is 0
    // and its 24 vouchers (12 invoices, 12 payments) must sum to 0.
    await rows.getByRole('button', { name: 'Show the vouchers on account 1510' }).click();
    await expect(
      drill.getByRole('heading', { name: 'Vouchers on account 1510 Kundfordringar' }),
    ).toBeVisible();
    await expect(drill.getByTestId('not-in-balances')).toContainText(
      'Account 1510 is not in the balances',
    );
    await expect(drill.getByTestId('voucher-count')).toHaveText('24 vouchers');
    await expect(drill.getByTestId('voucher-sum-check')).toHaveText(
      'The vouchers sum to the account’s movement (0.00)',
    );
    expect(page.url()).toContain('vacc=1510');
    // Back goes back a step: the voucher, then the list again.
    await page.goBack();
    await expect(voucher.getByRole('heading', { level: 3 })).toHaveText(
      'Voucher A 16: Kundinbetalning 6',
    );
    await page.goBack();
    await expect(list.getByRole('button', { name: 'Open voucher A 16' })).toBeVisible();

    // A month's cell of the months view: December's vouchers on 2440, the late invoice among them.
    await page.goto(`${base}?view=months&from=2024-01-01&to=2024-12-31&acc=2440`);
    await page
      .getByRole('button', { name: 'Show the vouchers on account 2440 in 2024-12' })
      .click();
    await expect(drill.getByTestId('voucher-count')).toHaveText('2 vouchers');
    await expect(drill.getByTestId('voucher-sum-check')).toContainText(
      'The vouchers sum to the account’s movement',
    );
    await drill.getByRole('button', { name: 'Open voucher B 15' }).click();
    await expect(voucher.getByRole('heading', { level: 3 })).toHaveText('Voucher B 15: Hyra 12');
    await expect(voucher.getByTestId('registered-at')).toHaveText(
      '2025-01-15registered 16 days after the voucher date',
    );
    await expect(voucher.getByTestId('registered-by')).toHaveText('PER');

    // Marked as examined with a note: who and when, kept after a reload (the deep link).
    await voucher.getByLabel('Note (what was examined)').fill('Hyresavi för december, attesterad.');
    await voucher.getByRole('button', { name: 'Mark as examined' }).click();
    await expect(voucher.getByText(/^Examined by auditor /)).toBeVisible();
    await page.reload();
    await expect(voucher.getByText(/^Examined by auditor /)).toBeVisible();
    await expect(voucher.getByText('Hyresavi för december, attesterad.').first()).toBeVisible();
    // The history is a read of its own: waited for, not read once.
    await expect(voucher).toContainText('Marked as examined');

    // The Journal entries view: each planted case found by its test.
    await page.goto(`${base}?view=journal&year=${year.id}`);
    await expect(page.getByTestId('journal-population')).toContainText('Vouchers: 63');
    for (const [test, planted] of PLANTED) {
      await page.getByRole('button', { name: `Show what “${test}” found` }).click();
      const found = page.getByRole('table', { name: `What “${test}” found` });
      await expect(found.getByText(planted, { exact: true })).toBeVisible();
    }
    // An item opens to its voucher: the late registration, with its date and signature.
    await page.getByRole('button', { name: 'Show what “Registered after year end” found' }).click();
    await page.getByRole('button', { name: 'Open voucher B 15' }).click();
    await expect(page.getByTestId('registered-by')).toHaveText('PER');
    await expect(page.getByTestId('registered-at')).toContainText('2025-01-15');

    // A parameter changed: late by more than 100 days finds nothing (A 5 is 66 days late).
    await page.getByLabel('Registered late: more than (days)').fill('100');
    await page.getByRole('button', { name: 'Run the tests' }).click();
    await expect(
      page.getByTestId('journal-test-backdated').getByTestId('journal-count'),
    ).toHaveText('0');
    expect(page.url()).toContain('jdays=100');

    // The export: the results with the year's population.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export to Excel (.xlsx)' }).click();
    const sheets = readXlsx(new Uint8Array(await readFile((await (await downloading).path())!)));
    expect(sheets.map((x) => x.name)).toEqual(['Summary', 'Items']);
    const summary = rowsOf(sheets[0]!).map((r) => r.map((c) => c?.value));
    expect(summary).toContainEqual(['Vouchers', 63]);
    expect(summary.find((r) => r[0] === 'Registered late')?.[1]).toBe(0);
    const items = rowsOf(sheets[1]!).map((r) => r.map((c) => c?.value));
    // Every planted case but the late registration, which the changed parameter leaves out.
    for (const [test, planted] of PLANTED.filter(([name]) => name !== 'Registered late'))
      expect(
        items.some((r) => r[0] === test && r[1] === planted),
        `${test} ${planted}`,
      ).toBe(true);
  },
);
