// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { V1_OPERATIONS } from '../../../test/render.js';
import { fakeBffPerTest } from '../../../test/fakeBff.js';
import { show } from './workbench.testing.js';

describe('the vouchers behind a balance (issue #33)', () => {
  const startBff = fakeBffPerTest();

  it("an account's vouchers sum to its movement; every account rolls; a voucher opens", async () => {
    // 2025: the bank takes 120 000 of sales in June, in two vouchers.
    const vouchers = [
      ['1', '2025-06-10', 70_000],
      ['2', '2025-06-20', 50_000],
    ].map(([number, date, amount]) => ({
      series: 'A',
      number,
      date,
      text: `Kundinbetalning ${number as string}`,
      registeredAt: date,
      registeredBy: 'EVA',
      transactions: [
        { account: '1930', amount, text: null, objects: [] },
        { account: '3001', amount: -(amount as number), text: null, objects: [] },
      ],
    }));
    await startBff((req) => {
      if (req.url?.includes('/vouchers?')) return { status: 200, body: vouchers };
      if (req.url?.startsWith('/api/')) return { status: 200, body: [] };
      return undefined;
    });
    show({ path: '/t/nordrevision?view=trial&vacc=1930' });
    const drill = await screen.findByTestId('voucher-drill', {}, { timeout: 15000 });
    expect(
      await within(drill).findByTestId('voucher-count', {}, { timeout: 15000 }),
    ).toHaveTextContent('2 vouchers');
    expect(within(drill).getByTestId('voucher-sum-check')).toHaveTextContent(
      'The vouchers sum to the account’s movement (120,000.00)',
    );
    // The check runs after its count and the period's vouchers are read.
    await waitFor(
      () =>
        expect(screen.getByTestId('voucher-check')).toHaveTextContent(
          /The vouchers roll every account/,
        ),
      { timeout: 10000 },
    );
    fireEvent.click(within(drill).getByRole('button', { name: 'Open voucher A 2' }));
    const voucher = await within(drill).findByTestId('voucher');
    expect(within(voucher).getByTestId('registered-by')).toHaveTextContent('EVA');
    expect(
      within(voucher).getByRole('table', { name: 'The rows of voucher A 2' }),
    ).toHaveTextContent(/1930Företagskonto50,000\.00/);
  });

  it("a voucher names every row's account; one the balances leave out opens with movement 0", async () => {
    // 1510 nets to zero within June: the balances have no record of it, the file names it.
    const invoice = {
      series: 'C',
      number: '1',
      date: '2025-06-05',
      text: 'Kundfaktura 1',
      registeredAt: null,
      registeredBy: null,
      transactions: [
        { account: '1510', amount: 120_000, text: null, objects: [] },
        { account: '3001', amount: -120_000, text: null, objects: [] },
      ],
    };
    const payment = {
      ...invoice,
      series: 'A',
      date: '2025-06-20',
      text: 'Kundinbetalning 1',
      transactions: [
        { account: '1930', amount: 120_000, text: null, objects: [] },
        { account: '1510', amount: -120_000, text: null, objects: [] },
      ],
    };
    await startBff((req) => {
      if (req.url?.includes('/vouchers?'))
        return {
          status: 200,
          body: req.url.includes('account=1510') ? [invoice, payment] : [payment],
        };
      if (req.url?.includes('/accounts?'))
        return {
          status: 200,
          body: [
            { account: '1510', name: 'Kundfordringar' },
            { account: '1930', name: 'Bankkonto' },
          ],
        };
      if (req.url?.startsWith('/api/')) return { status: 200, body: [] };
      return undefined;
    });
    show({ path: '/t/nordrevision?view=trial&vacc=1930&vser=A&vnr=1' });
    const drill = await screen.findByTestId('voucher-drill', {}, { timeout: 15000 });
    const rows = await within(drill).findByRole('table', { name: 'The rows of voucher A 1' });
    // the file's names over the balances' ones, 1510 named though the balances leave it out
    await waitFor(() => expect(rows).toHaveTextContent(/1930Bankkonto120,000\.00/));
    expect(rows).toHaveTextContent(/1510Kundfordringar120,000\.00/);
    fireEvent.click(
      within(rows).getByRole('button', { name: 'Show the vouchers on account 1510' }),
    );
    expect(
      await within(drill).findByRole('heading', {
        name: 'Vouchers on account 1510 Kundfordringar',
      }),
    ).toBeInTheDocument();
    expect(await within(drill).findByTestId('voucher-count')).toHaveTextContent('2 vouchers');
    expect(within(drill).getByTestId('not-in-balances')).toHaveTextContent(
      'Account 1510 is not in the balances',
    );
    expect(within(drill).getByTestId('voucher-sum-check')).toHaveTextContent(
      'The vouchers sum to the account’s movement (0.00)',
    );
  });

  it('a year of many vouchers: the check says how many and runs when asked', async () => {
    const bff = await startBff((req) => {
      if (req.url?.includes('/vouchers?'))
        return { status: 200, body: [], headers: { 'x-total-count': '25000' } };
      if (req.url?.startsWith('/api/')) return { status: 200, body: [] };
      return undefined;
    });
    show({ path: '/t/nordrevision?view=trial' });
    const check = await screen.findByTestId('voucher-check', {}, { timeout: 15000 });
    await waitFor(() => expect(check).toHaveTextContent('The period has 25,000 vouchers'), {
      timeout: 10000,
    });
    expect(bff.seen.filter((r) => r.url.includes('/vouchers?'))).toHaveLength(1);
    fireEvent.click(
      within(check).getByRole('button', { name: 'Check the vouchers against the balances' }),
    );
    // No vouchers at all: the accounts that move do not roll.
    await waitFor(() => expect(check).toHaveTextContent(/do not roll/), { timeout: 10000 });
    expect(bff.seen.some((r) => r.url.includes('limit=10000'))).toBe(true);
  });

  it('a platform without vouchers or journal tests: neither is offered, a sentence says why', async () => {
    await startBff((req) => (req.url?.startsWith('/api/') ? { status: 200, body: [] } : undefined));
    show({ path: '/t/nordrevision?view=trial&acc1=1930', operations: V1_OPERATIONS });
    expect(
      await screen.findByTestId('vouchers-unavailable', {}, { timeout: 15000 }),
    ).toHaveTextContent('This platform does not give out vouchers');
    await screen.findByRole('heading', { name: '1930 Företagskonto: month by month' });
    expect(screen.queryByRole('button', { name: 'Show the vouchers on account 1930' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Journal entries' })).toBeNull();
    expect(screen.queryByText('Journal entries')).toBeNull();
  });
});
