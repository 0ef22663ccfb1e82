// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FinancialYear, MonthlyBalanceRecord, SignOff, SignOffEvent } from '@ledger/contract';
import { opKey } from '../../../lib/data/queries.js';
import { ALL_OPERATIONS, renderScreen } from '../../../test/render.js';
import { fakeBffPerTest } from '../../../test/fakeBff.js';
import { company, companyParams as params } from '../../../test/fixtures.js';
import { setLanguage } from '../../../i18n/index.js';
import BalancesTab from './BalancesTab.js';

// Sign-off (ISA 230) in the workbench: an account prepared, then reviewed; changed since signed;
// a review note opened and cleared; the BFF's 409 worded. Against a fake BFF that keeps state.

const T = 'nordrevision';
const y2: FinancialYear = {
  id: 'y2',
  companyDurableKey: company.durableKey,
  startDate: '2025-01-01',
  endDate: '2025-12-31',
};
const amounts = (opening: number, june: number) =>
  ['01', '06', '12'].map((m) => ({
    month: `2025-${m}`,
    financialYearId: 'y2',
    amount: m === '06' ? june : 0,
    balance: opening + (m === '01' ? 0 : june),
  }));
// 1930 closes at 260 000,00 (debit), 3001 at -120 000,00.
const records: MonthlyBalanceRecord[] = [
  ['1930', 'Företagskonto', 'ASSET', 140_000, 120_000],
  ['2081', 'Aktiekapital', 'LIABILITY', -140_000, 0],
  ['3001', 'Försäljning', 'INCOME', 0, -120_000],
].map(([accountNumber, accountName, accountType, opening, june]) => ({
  companyDurableKey: company.durableKey,
  accountNumber: accountNumber as string,
  accountName: accountName as string,
  accountType: accountType as string,
  amounts: amounts(opening as number, june as number),
}));

function show(path = '/t/nordrevision?view=trial&acc1=1930') {
  return renderScreen(<BalancesTab company={company} />, {
    role: 'auditor',
    path,
    operations: ALL_OPERATIONS,
    cached: [
      [opKey(T, 'listFinancialYears', params), [y2]],
      [opKey(T, 'listFiles', params), []],
      [
        opKey(T, 'getMonthlyBalances', params, { startDate: '20250101', endDate: '20251231' }),
        records,
      ],
    ],
  });
}

const AT = '2026-01-10T10:00:00.000Z';

/** A BFF keeping one year's sign-offs and their history, as `http/signoffs.ts` answers. */
function signOffBff(items: SignOff[] = [], refuse?: (b: Record<string, unknown>) => unknown) {
  const history: SignOffEvent[] = [];
  const find = (kind: string, item: string) => {
    let so = items.find((x) => x.kind === kind && x.item === item);
    if (!so) {
      so = { kind: kind as SignOff['kind'], item, prepared: null, reviewed: null, notes: [] };
      items.push(so);
    }
    return so;
  };
  const event = (action: SignOffEvent['action'], more: Partial<SignOffEvent> = {}) =>
    history.push({
      id: String(history.length + 1),
      at: AT,
      username: 'auditor',
      action,
      figure: null,
      noteId: null,
      text: null,
      ...more,
    });
  return (req: { method?: string; url?: string }, raw: Buffer) => {
    const url = req.url ?? '';
    if (url.startsWith('/api/reviews')) return { status: 200, body: [] };
    if (req.method === 'GET' && url.startsWith('/api/signoffs/history'))
      return { status: 200, body: history };
    if (req.method === 'GET' && url.startsWith('/api/signoffs'))
      return { status: 200, body: items };
    if (!url.startsWith('/api/signoffs')) return undefined;
    const b = (raw.length ? JSON.parse(raw.toString()) : {}) as Record<string, unknown>;
    const refused = refuse?.(b);
    if (refused) return { status: 409, body: refused };
    if (req.method === 'PUT' && url === '/api/signoffs') {
      const so = find(b.kind as string, b.item as string);
      const step = b.step as 'prepared' | 'reviewed';
      so[step] = { username: 'auditor', at: AT, figure: b.figure as number };
      event(step, { figure: b.figure as number });
      return { status: 200, body: so };
    }
    if (req.method === 'POST' && url === '/api/signoffs/notes') {
      const so = find(b.kind as string, b.item as string);
      const note = {
        id: `n${so.notes.length + 1}`,
        kind: so.kind,
        item: so.item,
        text: b.text as string,
        openedBy: 'auditor',
        openedAt: AT,
        clearedBy: null,
        clearedAt: null,
        resolution: null,
      };
      so.notes.push(note);
      event('note.opened', { noteId: note.id, text: note.text });
      return { status: 201, body: note };
    }
    if (req.method === 'PUT' && url === '/api/signoffs/notes') {
      const so = find(b.kind as string, b.item as string);
      const note = so.notes.find((n) => n.id === b.noteId)!;
      Object.assign(note, {
        clearedBy: 'reviewer',
        clearedAt: AT,
        resolution: (b.resolution as string | undefined) ?? null,
      });
      event('note.cleared', { noteId: note.id, text: note.resolution });
      return { status: 200, body: note };
    }
    return undefined;
  };
}

const panel = async (name: RegExp) => screen.findByRole('group', { name }, { timeout: 15000 });

describe('sign-off in the workbench (ISA 230)', () => {
  const startBff = fakeBffPerTest();
  afterEach(async () => {
    await setLanguage('en');
  });

  it('prepares an account, then reviews it; the review waits for the preparation; the history lists both', async () => {
    const bff = await startBff(signOffBff());
    show();
    const box = await panel(/Sign-off of account 1930/);
    expect(within(box).getByText('Not prepared')).toBeVisible();
    // a review needs the preparation: said, not only refused
    expect(within(box).getByRole('button', { name: 'Sign as reviewed' })).toBeDisabled();
    expect(within(box).getByText(/A review needs the preparation first/)).toBeVisible();
    fireEvent.click(within(box).getByRole('button', { name: 'Sign as prepared' }));
    expect(await within(box).findByText(/Prepared by auditor/)).toBeVisible();
    const put = bff.seen.find((r) => r.method === 'PUT' && r.url === '/api/signoffs');
    expect(put).toBeDefined();
    await waitFor(() =>
      expect(within(box).getByRole('button', { name: 'Sign as reviewed' })).toBeEnabled(),
    );
    fireEvent.click(within(box).getByRole('button', { name: 'Sign as reviewed' }));
    expect(await within(box).findByText(/Reviewed by auditor/)).toBeVisible();
    // the figure signed: 1930's closing balance
    expect(within(box).getAllByText(/figure 260,000\.00/).length).toBeGreaterThanOrEqual(2);
    expect(within(box).queryByText('Changed since signed')).toBeNull();
    const history = await within(box).findByRole('list', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    expect(history.textContent).toContain('Signed as prepared');
    expect(history.textContent).toContain('Signed as reviewed');
    // the row says so too, in one word
    const table = screen.getByRole('table', { name: /Trial balance in SEK/ });
    const row = within(table)
      .getByRole('button', { name: 'Open the months of account 1930' })
      .closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Reviewed')).toBeVisible());
  });

  it('på svenska: ändrad sedan signering när beloppet har ändrats', async () => {
    await startBff(
      signOffBff([
        {
          kind: 'account',
          item: '1930',
          prepared: { username: 'revisor', at: AT, figure: 250_000 },
          reviewed: null,
          notes: [],
        },
      ]),
    );
    await setLanguage('sv');
    show();
    const box = await panel(/Signering av konto 1930/);
    expect(await within(box).findByText(/Upprättad av revisor/)).toBeVisible();
    expect(within(box).getByText('Ej granskad')).toBeVisible();
    expect(within(box).getByText('Ändrad sedan signering')).toBeVisible();
    expect(within(box).getByRole('button', { name: 'Signera igen: Upprättad' })).toBeVisible();
    const table = screen.getByRole('table', { name: /Råbalans i kronor/ });
    const row = within(table)
      .getByRole('button', { name: 'Öppna månaderna för konto 1930' })
      .closest('tr')!;
    expect(within(row).getByText('Upprättad')).toBeVisible();
    expect(within(row).getByText('Ändrad sedan signering')).toBeVisible();
  });

  it('opens a review note and clears it with a resolution; the row counts the open ones', async () => {
    const bff = await startBff(signOffBff());
    show();
    const box = await panel(/Sign-off of account 1930/);
    fireEvent.change(within(box).getByLabelText('New review note'), {
      target: { value: 'Agree to the bank statement of December' },
    });
    fireEvent.click(within(box).getByRole('button', { name: 'Open note' }));
    const notes = await within(box).findByRole('list', { name: 'Review notes' });
    expect(within(notes).getByText('Open')).toBeVisible();
    expect(within(notes).getByText(/Opened by auditor/)).toBeVisible();
    const table = screen.getByRole('table', { name: /Trial balance in SEK/ });
    const row = within(table)
      .getByRole('button', { name: 'Open the months of account 1930' })
      .closest('tr')!;
    await waitFor(() => expect(within(row).getByText('1 open note')).toBeVisible());
    fireEvent.change(within(notes).getByLabelText('Resolution (optional)'), {
      target: { value: 'Agreed' },
    });
    fireEvent.click(within(notes).getByRole('button', { name: 'Clear note' }));
    expect(await within(notes).findByText(/Cleared by reviewer/)).toBeVisible();
    expect(within(notes).getByText('Cleared')).toBeVisible();
    expect(within(notes).getByText('Agreed')).toBeVisible();
    await waitFor(() => expect(within(row).queryByText('1 open note')).toBeNull());
    const clear = bff.seen.find((r) => r.method === 'PUT' && r.url === '/api/signoffs/notes');
    expect(clear).toBeDefined();
  });

  it('på svenska: 409 när förberedelsen tagits tillbaka under tiden, i ord', async () => {
    await startBff(
      signOffBff(
        [
          {
            kind: 'account',
            item: '1930',
            prepared: { username: 'revisor', at: AT, figure: 260_000 },
            reviewed: null,
            notes: [],
          },
        ],
        (b) =>
          b.step === 'reviewed'
            ? {
                message: 'this item is not prepared',
                code: 'signoff_conflict',
                status: 409,
                requestId: 'r1',
                params: { reason: 'not_prepared' },
              }
            : undefined,
      ),
    );
    await setLanguage('sv');
    show();
    const box = await panel(/Signering av konto 1930/);
    await waitFor(() =>
      expect(within(box).getByRole('button', { name: 'Signera som granskad' })).toBeEnabled(),
    );
    fireEvent.click(within(box).getByRole('button', { name: 'Signera som granskad' }));
    expect(
      await within(box).findByText(/Signera posten som upprättad innan den signeras som granskad/),
    ).toBeVisible();
  });

  it('a statement line: signed as prepared with its amount as shown', async () => {
    const bff = await startBff(signOffBff());
    show('/t/nordrevision?view=statements');
    const income = await screen.findByRole(
      'table',
      { name: 'Income statement (resultaträkning)' },
      { timeout: 15000 },
    );
    // The balance check's difference is a check, with nothing to sign.
    const balance = screen.getByRole('table', { name: /^Balance sheet/ });
    expect(within(balance).getByRole('rowheader', { name: /^Difference/ })).toBeVisible();
    expect(within(balance).queryByRole('button', { name: /^Sign-off: Difference/ })).toBeNull();
    fireEvent.click(within(income).getByRole('button', { name: 'Sign-off: Net sales' }));
    const box = await panel(/Sign-off of Net sales/);
    fireEvent.click(within(box).getByRole('button', { name: 'Sign as prepared' }));
    expect(await within(box).findByText(/Prepared by auditor/)).toBeVisible();
    expect(within(box).getByText(/figure 120,000\.00/)).toBeVisible();
    expect(bff.seen.some((r) => r.method === 'PUT' && r.url === '/api/signoffs')).toBe(true);
  });

  it('a sum carries its sign-off; one on a line the statements no longer show stays readable', async () => {
    const signed = { username: 'auditor', at: AT, figure: -55_000 };
    await startBff(
      signOffBff([
        // signed on the earlier statements' line for BAS 40-49, which the ÅRL lines split
        { kind: 'line', item: 'goodsAndMaterials', prepared: signed, reviewed: null, notes: [] },
        // the earlier "Current assets (14-19)": now the "Total current assets" row
        {
          kind: 'line',
          item: 'currentAssets',
          prepared: { ...signed, figure: 260_000 },
          reviewed: null,
          notes: [],
        },
      ]),
    );
    show('/t/nordrevision?view=statements');
    const balance = await screen.findByRole(
      'table',
      { name: /^Balance sheet/ },
      { timeout: 15000 },
    );
    const total = within(balance).getByRole('rowheader', { name: 'Total current assets' });
    expect(await within(total.closest('tr')!).findByText('Prepared')).toBeVisible();
    const earlier = (await screen.findByText('Sign-offs on lines no longer shown')).closest(
      '.mantine-Card-root',
    ) as HTMLElement;
    expect(
      within(earlier).getByRole('rowheader', { name: 'Goods and materials (40–49)' }),
    ).toBeVisible();
    fireEvent.click(
      within(earlier).getByRole('button', { name: 'Sign-off: Goods and materials (40–49)' }),
    );
    expect(await within(earlier).findByText(/figure -55,000\.00/)).toBeVisible();
  });
});
