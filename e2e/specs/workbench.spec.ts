import { readFile } from 'node:fs/promises';
import { test, expect, t } from '../fixtures/index.js';
import { randomOrgNr } from '../fixtures/api.js';
import { norm, pick } from '../fixtures/ui.js';
import { readXlsx, rowsOf, type XlsxCell } from '../fixtures/xlsx.js';
import {
  FILES,
  MATERIALITY,
  accounts,
  change,
  current,
  kronor,
  material,
  money,
  prior,
  uploadBooks,
} from '../fixtures/demo-books.js';
/**
 * The auditor's workbench on two consecutive real-shaped SIE 4 years (the generated demo books
 * of a construction company, 2023 and 2024), uploaded for a fresh company: the trial balance
 * with its comparison, the flags, the drill-down, a review mark and the .xlsx export, each
 * checked against the files' own #IB, #UB and #RES records.
 */
test.beforeAll(() => {
  expect(accounts.length).toBeGreaterThan(10);
  expect(material.length).toBeGreaterThan(0);
  expect(material.length).toBeLessThan(accounts.length);
});

test(
  'the workbench compares two uploaded years, flags, drills down, marks and exports them',
  {
    tag: ['@mutating', '@extensions'],
  },
  async ({ auditorPage: page, api, unique }) => {
    test.slow();
    const orgnr = randomOrgNr();
    const company = await api.createCompany({
      name: unique('Arbetsyta Bygg AB'),
      organizationNumber: orgnr,
    });
    // The books are the demo company's: they name this company instead, byte for byte otherwise.
    await uploadBooks(api, company, orgnr);
    await api.setAttribute(company.durableKey, 'workmateriality', MATERIALITY);
    const year = (await api.listYears(company.durableKey)).find(
      (y) => y.startDate === '2024-01-01',
    )!;
    expect(year).toBeTruthy();

    // The tab opens on the months; the trial balance is one click away and kept in the URL.
    await page.goto(t(`/companies/${company.durableKey}/balances`));
    await page
      .getByRole('radiogroup', { name: 'View' })
      .getByText('Trial balance', { exact: true })
      .click();
    await expect(page).toHaveURL(/view=trial/);
    const table = page.getByRole('table', {
      name: 'Trial balance in SEK: debit positive, credit negative',
    });
    await expect(table).toBeVisible();
    await expect(page.getByTestId('comparison-note')).toHaveText(
      'Compared with 2023-01 – 2023-12 (12 months).',
    );
    await expect(page.getByTestId('materiality-source')).toContainText(
      'Performance materiality 100,000.00 SEK, the company’s default',
    );
    await expect(page.getByTestId('balance-check')).toContainText('nets to zero');
    // ISA 510: 2024's #IB are 2023's #UB, so every account opens where it closed
    for (const [a, ib] of current.ib)
      if (/^[12]/.test(a)) expect([a, ib]).toEqual([a, prior.closing.get(a) ?? 0]);
    await expect(page.getByTestId('balance-check')).toContainText(
      'Every balance-sheet account opens at the prior year’s closing balance.',
    );

    // The bank account's row: opening (#IB), closing (#UB), prior closing (#UB of 2023), change.
    const bank = table
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Open the months of account 1930' }) });
    const cells = (await bank.getByRole('cell').allInnerTexts()).map(norm);
    expect(cells.slice(1, 6)).toEqual([
      kronor(current.ib.get('1930')!),
      kronor(current.closing.get('1930')! - current.ib.get('1930')!),
      kronor(current.closing.get('1930')!),
      kronor(prior.closing.get('1930')!),
      kronor(change('1930')),
    ]);

    // The change in per cent is (this year - prior) / prior: a balance that grew on its side
    // reads positive, sales and debts (credit) as well as costs, in both sign conventions.
    const percent = (a: string) =>
      `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format((change(a) / prior.closing.get(a)!) * 100)}%`;
    // The table renders the rows in view: each account is searched for, alone in the table.
    const search = page.getByRole('textbox', { name: 'Search accounts' });
    const expectPercent = async (within: typeof table, a: string) => {
      await search.fill(a);
      const row = within
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: `Open the months of account ${a}` }) });
      await expect(row.getByRole('cell').nth(6)).toHaveText(percent(a));
      await expect(
        within.getByRole('button', { name: /^Open the months of account / }),
      ).toHaveCount(1);
    };
    const named = ['1930', '2440', '3001', '4010'];
    for (const a of named) await expectPercent(table, a);
    await page
      .getByRole('radiogroup', { name: 'Signs' })
      .getByText('As in the statements', { exact: true })
      .click();
    await expect(page).toHaveURL(/signs=statement/);
    const statementTable = page.getByRole('table', {
      name: 'Trial balance in SEK, with the signs of the statements',
    });
    for (const a of named) await expectPercent(statementTable, a);
    await search.fill('');
    await page
      .getByRole('radiogroup', { name: 'Signs' })
      .getByText('Debit + / credit −', { exact: true })
      .click();
    await expect(page).not.toHaveURL(/[?&](q|signs)=/);
    await expect(table).toBeVisible();

    // Material changes: the filter names its count and leaves exactly those accounts.
    await pick(
      page,
      page.getByRole('combobox', { name: 'Show' }),
      `Change at or above materiality (${material.length})`,
    );
    await expect(page).toHaveURL(/filter=MATERIAL_CHANGE/);
    await expect(table.getByRole('button', { name: /^Open the months of account / })).toHaveCount(
      material.length,
    );
    const shownAccounts = await table
      .getByRole('button', { name: /^Open the months of account / })
      .allInnerTexts();
    expect(shownAccounts.sort()).toEqual([...material].sort());

    // Drill-down: the account's months over the prior year's, with the materiality line.
    const first = material[0]!;
    await table.getByRole('button', { name: `Open the months of account ${first}` }).click();
    await expect(page).toHaveURL(new RegExp(`acc1=${first}`));
    await expect(
      page.getByRole('heading', { name: new RegExp(`^${first} .*: month by month$`) }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: new RegExp(`account ${first}, this year and the prior year`) }),
    ).toBeVisible();

    // A tick mark (the review mark), with who and when.
    await page.getByLabel('Comment (optional)').fill('Agreed to the ledger');
    await page.getByRole('button', { name: 'Tick off' }).click();
    await expect(page.getByText(/^Ticked off by /)).toBeVisible();

    // The .xlsx: every account's figures as numbers, equal to the files' own records.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export .xlsx' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/-workbench-2024-01-2024-12\.xlsx$/);
    const sheets = readXlsx(new Uint8Array(await readFile((await download.path())!)));
    expect(sheets.map((s) => s.name)).toEqual([
      'Trial balance',
      'Income statement',
      'Balance sheet',
      'Month-end balances',
      'Monthly movements',
      'Flags',
      'Key ratios',
    ]);
    for (const s of sheets) {
      const head = new Map(
        rowsOf(s)
          .slice(0, s.frozenRows - 2)
          .map((r) => [(r[0] as { value: string } | undefined)?.value ?? '', r[1]]),
      );
      expect(head.get('Company')).toEqual({ type: 'string', value: `${company.name} (${orgnr})` });
      expect(head.get('Financial year')).toEqual({ type: 'string', value: '2024-01 – 2024-12' });
      expect(head.get('Compared with')).toEqual({ type: 'string', value: '2023-01 – 2023-12' });
      expect(head.get('Performance materiality')).toMatchObject({
        type: 'number',
        value: MATERIALITY,
      });
      expect(head.get('Exported')?.type).toBe('string');
      expect(rowsOf(s)[s.frozenRows - 1]![0]).toMatchObject({
        type: 'string',
        value:
          s.name === 'Key ratios'
            ? 'Key ratio'
            : ['Income statement', 'Balance sheet'].includes(s.name)
              ? 'Line'
              : 'Account',
      });
    }
    const num = (c: XlsxCell | undefined) => {
      expect(c?.type).toBe('number');
      expect(c && c.type === 'number' ? c.format : null).toBe('#,##0.00;-#,##0.00');
      return Math.round((c as { value: number }).value * 100);
    };
    const trial = new Map(
      rowsOf(sheets[0]!, sheets[0]!.frozenRows + 1)
        .filter((r) => r[0]?.type === 'string')
        .map((r) => [(r[0] as { value: string }).value, r]),
    );
    for (const a of accounts) {
      const r = trial.get(a);
      expect(r, `account ${a} in the workbook`).toBeTruthy();
      const opening = /^[12]/.test(a) ? (current.ib.get(a) ?? 0) : 0;
      expect(num(r![3]), `opening of ${a}`).toBe(opening);
      expect(num(r![5]), `closing of ${a}`).toBe(current.closing.get(a) ?? 0);
      expect(num(r![6]), `prior closing of ${a}`).toBe(prior.closing.get(a) ?? 0);
      expect(num(r![7]), `change of ${a}`).toBe(change(a));
    }
    // The trial balance nets to zero, read back from the workbook.
    expect([...trial.values()].reduce((s, r) => s + num(r[5]), 0)).toBe(0);
    // The flags sheet lists each material change.
    const flagSheet = sheets.find((s) => s.name === 'Flags')!;
    const flagged = rowsOf(flagSheet, flagSheet.frozenRows + 1)
      .filter((r) => r[2]?.type === 'string' && r[2].value === 'Change at or above materiality')
      .map((r) => (r[0] as { value: string }).value);
    expect(flagged.sort()).toEqual([...material].sort());

    // On paper (A4 landscape less its margins, at 96 dpi): every account, not only those
    // scrolled into view, within the page's width, headed by the company and period, with the
    // column headers repeated on each page.
    await page.goto(t(`/companies/${company.durableKey}/balances?view=trial`));
    await expect(table).toBeVisible();
    const total = Number(
      /^(\d+) accounts$/.exec(norm(await page.getByText(/^\d+ accounts$/).innerText()))![1],
    );
    await page.setViewportSize({ width: 1047, height: 718 });
    await page.emulateMedia({ media: 'print' });
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await expect(table.getByRole('button', { name: /^Open the months of account / })).toHaveCount(
      total,
    );
    const heading = page.locator('.workbench-print-heading');
    await expect(heading).toBeVisible();
    await expect(heading).toContainText(`Company${company.name} (${orgnr})`);
    await expect(heading).toContainText('Performance materiality100,000.00 SEK');
    await expect(heading).toContainText('Reviewed by: Name and date:');
    const paper = await table.evaluate((el) => ({
      right: el.getBoundingClientRect().right,
      head: getComputedStyle(el.querySelector('thead')!).display,
    }));
    expect(paper.right).toBeLessThanOrEqual(1047);
    expect(paper.head).toBe('table-header-group');
  },
);

test(
  "the assignment's three materiality levels: set on its row, used by the workbench",
  { tag: ['@mutating', '@extensions'] },
  async ({ auditorPage: page, api, unique }) => {
    test.slow();
    const orgnr = randomOrgNr();
    const company = await api.createCompany({
      name: unique('Väsentlighet Bygg AB'),
      organizationNumber: orgnr,
    });
    const name = FILES[1];
    await uploadBooks(api, company, orgnr, [name]);
    const year = (await api.listYears(company.durableKey)).find(
      (y) => y.startDate === '2024-01-01',
    )!;
    const subType = unique('Årsrevision');
    await api.createAssignment(company.durableKey, year.id, subType, 'AE');

    // Overall 400 000 with the default shares: 75 % and 5 %.
    await page.goto(t(`/companies/${company.durableKey}/assignments`));
    const r = page.getByRole('row').filter({ hasText: subType });
    await expect(r).toContainText('not set');
    await r.getByRole('button', { name: 'Materiality levels' }).click();
    const dialog = page.getByRole('dialog', { name: "Set the assignment's materiality levels" });
    await dialog.getByLabel('Overall materiality (SEK)').fill('400000');
    const LEVELS =
      'Materiality 400,000.00 SEK · Performance materiality 300,000.00 SEK (75%) · Clearly trivial threshold 20,000.00 SEK (5%)';
    await expect(dialog.getByTestId('levels-preview')).toHaveText(`Will be saved as: ${LEVELS}`, {
      useInnerText: true,
    });
    await dialog.getByRole('button', { name: 'Save materiality levels' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => norm((await r.textContent()) ?? '')).toContain(norm(LEVELS));
    // V1's own work materiality is the performance materiality and its share.
    await expect(r).toContainText('300,000.00 (75%)');

    // The workbench: flags by change at performance materiality, the floor the trivial limit.
    await page.goto(t(`/companies/${company.durableKey}/balances?view=trial`));
    await expect(page.getByTestId('materiality-source')).toContainText(
      'Performance materiality 300,000.00 SEK, from the year’s audit assignment.',
    );
    await expect(page.getByTestId('materiality-levels')).toContainText(
      'Overall materiality 400,000.00 SEK · clearly trivial threshold 20,000.00 SEK (ISA 450)',
    );
    await expect(page.getByTestId('percent-floor')).toContainText(
      'at least 20,000.00 SEK, the clearly trivial amount (ISA 450)',
    );
  },
);

test(
  'sign-off (ISA 230): an account prepared, then reviewed, a review note opened and cleared, the history',
  { tag: ['@mutating', '@extensions'] },
  async ({ auditorPage: page, api, unique }) => {
    test.slow();
    const orgnr = randomOrgNr();
    const company = await api.createCompany({
      name: unique('Signering Bygg AB'),
      organizationNumber: orgnr,
    });
    await uploadBooks(api, company, orgnr);
    const account = [...current.closing.keys()].find(
      (a) => /^1/.test(a) && (current.closing.get(a) ?? 0) !== 0,
    )!;
    const figure = `figure ${money(current.closing.get(account)!)}`;
    await page.goto(t(`/companies/${company.durableKey}/balances?view=trial&acc1=${account}`));
    const box = page.getByRole('group', { name: `Sign-off of account ${account}` });
    await expect(box.getByText('Not prepared')).toBeVisible();
    // A review waits for the preparation, and says so.
    await expect(box.getByRole('button', { name: 'Sign as reviewed' })).toBeDisabled();
    await expect(box.getByText(/A review needs the preparation first/)).toBeVisible();
    await box.getByRole('button', { name: 'Sign as prepared' }).click();
    await expect(box.getByText(/^Prepared by /)).toBeVisible();
    await expect(box.getByText(figure).first()).toBeVisible();
    await box.getByRole('button', { name: 'Sign as reviewed' }).click();
    await expect(box.getByText(/^Reviewed by /)).toBeVisible();
    await expect(box.getByText('Changed since signed')).toHaveCount(0);

    // A review note, opened and cleared with a resolution.
    await box.getByLabel('New review note').fill('Agree the balance to the bank statement');
    await box.getByRole('button', { name: 'Open note' }).click();
    const notes = box.getByRole('list', { name: 'Review notes' });
    await expect(notes.getByText('Open', { exact: true })).toBeVisible();
    await notes.getByLabel('Resolution (optional)').fill('Agreed');
    await notes.getByRole('button', { name: 'Clear note' }).click();
    await expect(notes.getByText(/Cleared by /)).toBeVisible();
    await expect(notes.getByText('Cleared', { exact: true })).toBeVisible();

    // The history: every step, oldest first.
    const history = box.getByRole('list', { name: 'History' });
    await expect(history.getByRole('listitem')).toHaveCount(4);
    const steps = (await history.getByRole('listitem').allInnerTexts()).map(
      (l) => /· (Signed as \w+|Review note \w+)/.exec(l)?.[1],
    );
    expect(steps).toEqual([
      'Signed as prepared',
      'Signed as reviewed',
      'Review note opened',
      'Review note cleared',
    ]);
  },
);
