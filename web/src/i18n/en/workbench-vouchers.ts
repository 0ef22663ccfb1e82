import { count, plural } from '../plural.js';

/** From a balance to its vouchers (issue #33): the drill, a voucher, the completeness check. */
export const vouchers = {
  title: (account: string, name: string) => `Vouchers on account ${account} ${name}`,
  open: 'Show the vouchers',
  openLabel: (account: string) => `Show the vouchers on account ${account}`,
  /** A month's figure as a button: its name starts with the figure shown (WCAG 2.5.3). */
  openMonth: (figure: string, account: string, month: string) =>
    `${figure}: show the vouchers on account ${account} in ${month}`,
  close: 'Close the vouchers',
  loading: 'Loading the vouchers…',
  count: (n: number) => plural('en', n, { one: '# voucher', other: '# vouchers' }),
  sum: 'Sum',
  sumAgrees: 'The vouchers sum to the account’s movement',
  sumDiffers: (movement: string, difference: string) =>
    `The vouchers do not sum to the account’s movement of ${movement}: the difference is ${difference}`,
  movement: 'Movement per the balances',
  sumPending: (shown: number, total: number) =>
    `${shown} of ${total} shown; the list reads more as you scroll, and the vouchers’ sum is held against the movement once all are read.`,
  loadingMore: 'Loading more vouchers…',
  empty: 'No vouchers on this account in the period.',
  tableLabel: 'The account’s vouchers',
  columns: {
    date: 'Date',
    voucher: 'Voucher',
    text: 'Text',
    amount: 'Amount',
    counter: 'Counter-accounts',
    examined: 'Examined',
    account: 'Account',
    name: 'Name',
    debit: 'Debit',
    credit: 'Credit',
  },
  voucher: (label: string) => `Voucher ${label}`,
  openVoucher: (label: string) => `Open voucher ${label}`,
  notInBalances: (account: string) =>
    `Account ${account} is not in the balances: its rows net to zero within every month, so its movement is 0 and its vouchers must sum to 0.`,
  back: 'Back to the list',
  notFound: 'This voucher is not among the account’s vouchers in the period.',
  date: 'Voucher date',
  registeredAt: 'Registered',
  registeredBy: 'Signature',
  notInFile: 'not in the file',
  late: (days: number) =>
    plural('en', days, {
      one: 'registered # day after the voucher date',
      other: 'registered # days after the voucher date',
    }),
  rowsLabel: (label: string) => `The rows of voucher ${label}`,
  total: 'Total',
  examined: {
    title: 'Examined',
    by: (name: string, date: string) => `Examined by ${name} ${date}`,
    none: 'Not marked as examined.',
    note: 'Note (what was examined)',
    mark: 'Mark as examined',
    again: 'Mark again with this note',
    remove: 'Withdraw the mark',
    unavailable: 'The examined marks cannot be read just now.',
    history: 'History',
    action: { examined: 'Marked as examined', withdrawn: 'Mark withdrawn' },
  },
  check: {
    title: 'Vouchers against balances',
    loading: 'Summing the period’s vouchers…',
    rolls: (n: number) =>
      plural('en', n, {
        one: 'The vouchers roll the # account from its opening to its closing balance.',
        other: 'The vouchers roll every account, #, from its opening to its closing balance.',
      }),
    notRolling: (n: number) =>
      plural('en', n, {
        one: '# account does not roll from its opening to its closing balance:',
        other: '# accounts do not roll from their opening to their closing balance:',
      }),
    line: (account: string, opening: string, vouchers: string, closing: string) =>
      `${account}: opening ${opening} + vouchers ${vouchers} ≠ closing ${closing}`,
    failed: 'The vouchers could not be read, so the check was not made.',
    large: (n: number) =>
      `The period has ${count('en', n)} vouchers: the check reads them all, which takes a while.`,
    run: 'Check the vouchers against the balances',
  },
  unavailable:
    'This platform does not give out vouchers, so the vouchers behind a balance and the completeness check are not shown.',
};

/** The journal-entry tests of ISA 240 (issue #33): the view, its parameters and its export. */
export const journal = {
  title: 'Journal-entry tests (ISA 240)',
  intro:
    'Tests of the year’s vouchers for signs of management override of controls (ISA 240): each test lists the vouchers it finds; open one to see its rows.',
  loading: 'Running the journal-entry tests…',
  noFile: 'This financial year has no SIE 4 file with vouchers to test.',
  unavailable:
    'This platform does not run journal-entry tests, so the Journal entries view is not shown.',
  population: 'Population',
  vouchers: 'Vouchers',
  transactions: 'Rows',
  debit: 'Debit',
  credit: 'Credit',
  parameters: 'Parameters',
  params: {
    roundBase: 'Round amounts: multiple of (SEK)',
    roundFloor: 'Round amounts: at least (SEK)',
    backdatedDays: 'Registered late: more than (days)',
    rareAccountMaxVouchers: 'Rare account: on at most (vouchers)',
    pairMaxVouchers: 'Unusual pair: booked together on at most (vouchers)',
  },
  invalid: 'A whole number or an amount with at most two decimals',
  run: 'Run the tests',
  reset: 'Default values',
  columns: {
    test: 'Test',
    rule: 'What it looks for',
    count: 'Found',
    voucher: 'Voucher',
    date: 'Date',
    text: 'Text',
    amount: 'Amount',
    detail: 'Why',
  },
  tableLabel: 'The journal-entry tests and what each found',
  show: (name: string) => `Show what “${name}” found`,
  itemsLabel: (name: string) => `What “${name}” found`,
  truncated: (shown: number, count: number) => `The first ${shown} of ${count} are listed.`,
  nothing: 'Nothing found.',
  tests: {
    weekend: 'Weekend',
    holiday: 'Public holiday',
    'after-year-end': 'Registered after year end',
    backdated: 'Registered late',
    'round-amount': 'Round amounts',
    'number-gap': 'Gaps in numbering',
    duplicate: 'Duplicates',
    'unusual-combination': 'Unusual account pairs',
    'rare-account': 'Rarely used accounts',
    unbalanced: 'Unbalanced vouchers',
    benford: 'Benford’s law (first digit)',
  },
  rules: {
    weekend: 'Dated on a Saturday or a Sunday.',
    holiday: 'Dated on a Swedish public holiday, or on midsommar-, jul- or nyårsafton.',
    'after-year-end': 'Registered after the year’s last day.',
    backdated: 'Registered more days after its date than the parameter says.',
    'round-amount': 'A row whose amount is a multiple of the base, at or above the floor.',
    'number-gap': 'Numbers missing within a series.',
    duplicate: 'The same date, accounts and amounts as another voucher.',
    'unusual-combination':
      'Accounts seldom booked together, such as revenue against a supplier debt.',
    'rare-account': 'An account used on very few vouchers.',
    unbalanced: 'Debit and credit do not agree.',
    benford: 'The first digits of the amounts against Benford’s distribution (Nigrini’s MAD).',
  },
  weekday: (day: number): string => (day === 0 ? 'a Sunday' : 'a Saturday'),
  holidays: {
    nyarsdagen: "New Year's Day",
    'trettondedag-jul': 'Epiphany',
    langfredagen: 'Good Friday',
    paskdagen: 'Easter Day',
    'annandag-pask': 'Easter Monday',
    'forsta-maj': 'May Day',
    'kristi-himmelsfards-dag': 'Ascension Day',
    pingstdagen: 'Whit Sunday',
    'annandag-pingst': 'Whit Monday',
    nationaldagen: 'National Day',
    midsommarafton: 'Midsummer Eve',
    midsommardagen: 'Midsummer Day',
    'alla-helgons-dag': "All Saints' Day",
    julafton: 'Christmas Eve',
    juldagen: 'Christmas Day',
    'annandag-jul': 'Boxing Day',
    nyarsafton: "New Year's Eve",
  } as Record<string, string>,
  detail: {
    registered: (at: string, by: string, days: number) =>
      `registered ${at} by ${by}, ${days} days later`,
    unknownSigner: 'unsigned',
    round: (account: string, amount: string) => `account ${account}: ${amount}`,
    gap: (first: string, last: string, missing: number) =>
      missing === 1
        ? `number ${first} is missing`
        : `numbers ${first}–${last} are missing (${missing})`,
    duplicate: (voucher: string) => `same as ${voucher}`,
    pair: (debit: string, credit: string) => `debit ${debit} against credit ${credit}`,
    rare: (account: string, vouchers: number) =>
      `account ${account} is on ${vouchers === 1 ? 'this voucher only' : `${vouchers} vouchers`}`,
    unbalanced: (difference: string) => `the rows sum to ${difference}`,
  },
  benford: {
    title: 'First digits against Benford’s law',
    chartLabel: 'The share of amounts by first digit, actual against Benford’s expected share',
    actual: 'Actual',
    expected: 'Expected (Benford)',
    mad: (mad: string, conformity: string) =>
      `Mean absolute deviation (Nigrini’s MAD) ${mad}: ${conformity}.`,
    conformity: {
      close: 'close conformity',
      acceptable: 'acceptable conformity',
      marginal: 'marginally acceptable conformity',
      nonconformity: 'nonconformity',
    } as Record<string, string>,
  },
  export: {
    xlsx: 'Export to Excel (.xlsx)',
    failed: 'The export failed. Try again.',
    file: (company: string, start: string) => `journal-entry-tests-${company}-${start}.xlsx`,
    summary: 'Summary',
    items: 'Items',
    company: 'Company',
    year: 'Financial year',
    exportedAt: 'Exported',
    parameter: 'Parameter',
    value: 'Value',
  },
};
