const yearButton = (start: string, end: string) =>
  start.slice(0, 4) === end.slice(0, 4)
    ? `FY ${start.slice(0, 4)}`
    : `FY ${start.slice(0, 4)}/${end.slice(2, 4)}`;

/** The balances tab: monthly balances per account. */
export const balances = {
  from: 'From',
  to: 'To',
  afterTo: 'After “To”',
  yearButton,
  // The accessible name begins with the button's visible text (WCAG 2.5.3, label in name).
  yearButtonLabel: (start: string, end: string) =>
    `${yearButton(start, end)}, financial year ${start} to ${end}`,
  accounts: 'Accounts',
  accountsHelp:
    'Search by number or name; the five accounts with the largest movement are chosen first',
  chooseAccounts: 'Choose accounts',
  noAccountMatches: 'No account matches',
  chart: 'Chart',
  line: 'Line',
  bar: 'Bar',
  show: 'Show',
  balances: 'Balances',
  movements: 'Monthly movements',
  groupByType: 'Group by account type',
  allInTable: 'All accounts in the table',
  exportCsv: 'Export CSV',
  exportHelp: (separator: string, decimal: string) =>
    `For Excel in English: fields separated by “${separator}”, decimal ${decimal === '.' ? 'points' : 'commas'}, UTF-8. In Swedish the export uses “;” and decimal commas.`,
  csvFile: (company: string, from: string, to: string) => `${company}-balances-${from}-${to}.csv`,
  csvColumns: {
    account: 'account',
    name: 'name',
    type: 'type',
    period: 'month',
    amount: 'movement',
    balance: 'balance',
  },
  notVerifiedTitle: (start: string, end: string) =>
    `Financial year ${start} – ${end} is not verified`,
  notVerified: {
    parsed:
      'Its newest readable file does not reconcile (status “Read, not verified”); these balances may be wrong. See the file’s processing report.',
    corrupt: 'Its file could not be read (status “Unreadable”), so the year contributes nothing.',
    pending: 'A file is still being processed; the balances follow when it is done.',
    none: 'It has no verified file, so the year contributes nothing.',
  },
  toFiles: 'Go to Files',
  invalidRange: 'Choose a valid date range (From must not be after To).',
  loadingBalances: 'Loading balances…',
  loadingYears: 'Loading financial years…',
  emptyRangeTitle: 'No balances in this range',
  emptyRange: 'No financial year in this range has a verified file.',
  uploadOnFiles: 'Upload a SIE file on the Files tab',
  noYearsTitle: 'No financial years',
  noYears:
    'This company has no financial years yet: add one on the Financial years tab, then upload its SIE file on the Files tab.',
  toYears: 'Go to Financial years',
  heading: (what: string, from: string, to: string) => `${what} ${from} – ${to}`,
  noAccountsSelectedTitle: 'No accounts selected',
  noAccountsSelected: 'Choose accounts above to draw them.',
  noAccountsSelectedTable: 'No accounts selected.',
  accountNoun: { one: 'account', other: 'accounts' },
  tableLabel: 'Balance table',
  caption: { amount: 'Monthly movements in SEK', balance: 'Balances at month end in SEK' },
  columns: { account: 'Account', name: 'Name', total: 'Total', closing: 'Closing' },
  total: 'Total',
  totalOf: (type: string) => `Total ${type.toLocaleLowerCase('en-GB')}`,
  materialityLines: 'The dashed red lines mark it above and below zero.',
  chartLabel: (kind: 'line' | 'bar', metric: 'amount' | 'balance', accounts: string) =>
    `${kind === 'line' ? 'Line' : 'Bar'} chart of monthly ${metric === 'amount' ? 'movements' : 'balances'} for ${accounts}`,
  accountType: {
    ASSET: 'Assets',
    LIABILITY: 'Equity and liabilities',
    INCOME: 'Income',
    EXPENSE: 'Expenses',
  },
};
