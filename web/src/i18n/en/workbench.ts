import { plural } from '../plural.js';
import { statements, ratios } from './workbench-statements.js';
import { review, signoff } from './workbench-signoff.js';
import { vouchers, journal } from './workbench-vouchers.js';

/** The auditor's workbench on the Balances tab: trial balance, statements, months, ratios. */
export const workbench = {
  views: {
    label: 'View',
    trial: 'Trial balance',
    statements: 'Statements',
    months: 'Months',
    ratios: 'Key ratios',
    journal: 'Journal entries',
  },
  year: 'Financial year',
  yearOption: (start: string, end: string, months: number) =>
    `${start} – ${end}${months === 12 ? '' : ` (${months} months)`}`,
  through: 'Up to month',
  wholeYear: 'Whole year',
  comparison: 'Compare with',
  comparisonModes: {
    fullYear: 'The whole prior year',
    sameMonths: 'The same months of the prior year',
  },
  signs: 'Signs',
  signModes: {
    trial: 'Debit + / credit −',
    statement: 'As in the statements',
  },
  accountClass: 'Account class',
  allClasses: 'All classes',
  search: 'Search accounts',
  searchHelp: 'Number or name',
  percentThreshold: 'Change above (%)',
  percentFloor: 'And at least (SEK)',
  floorPlaceholder: (value: string) => `default ${value}`,
  floorSource: {
    typed: (value: string) =>
      `The percentage flag needs a change of at least ${value}, as you entered it.`,
    clearlyTrivial: (value: string) =>
      `The percentage flag needs a change of at least ${value}, the clearly trivial amount (ISA 450).`,
    materialityShare: (value: string) =>
      `The percentage flag needs a change of at least ${value}: 5 % of the performance materiality, until a clearly trivial amount (ISA 450) is set.`,
    none: 'The percentage flag has no amount floor: there is no performance materiality.',
  },
  materiality: 'Performance materiality (SEK)',
  materialityPlaceholder: 'e.g. 250,000',
  materialityHelp: 'Replaces the stored value while you work; kept in the link.',
  materialitySource: {
    typed: (value: string) => `Performance materiality ${value}, as you entered it.`,
    assignment: (value: string) =>
      `Performance materiality ${value}, from the year’s audit assignment.`,
    company: (value: string) =>
      `Performance materiality ${value}, the company’s default (the year’s assignment has none).`,
    none: 'No performance materiality: the year’s assignment and the company have none. Enter one to flag material changes.',
  },
  materialityReplaces: (value: string) => `Stored value replaced: ${value}.`,
  storedLevels: (overall: string, trivial: string | null) =>
    `Overall materiality ${overall}` +
    (trivial ? ` · clearly trivial threshold ${trivial} (ISA 450)` : '') +
    ', from the year’s audit assignment.',
  noAssignmentOps:
    'The platform does not offer audit assignments, so the assignment’s performance materiality cannot be read; the company’s default or your own value applies.',
  comparisonNone: {
    NO_PRIOR_YEAR: 'No comparison: the company has no financial year before this one.',
    PRIOR_YEAR_WITHOUT_DATA:
      'No comparison: the prior year has no balances (it has no verified file).',
  },
  comparisonWith: (start: string, end: string, months: number) =>
    `Compared with ${start} – ${end} (${plural('en', months, { one: '# month', other: '# months' })}).`,
  comparisonNotes: {
    PRIOR_YEAR_NOT_ADJACENT: 'There is a gap between the prior year and this one.',
    DIFFERENT_LENGTHS: 'The compared periods have different numbers of months.',
    PRIOR_YEAR_SHORTER: 'The prior year is shorter than the chosen months: all of it is compared.',
  },
  rangeNote: (first: string, last: string, months: number) =>
    `${first} – ${last}, ${plural('en', months, { one: '# month', other: '# months' })}`,
  filters: {
    label: 'Show',
    all: 'All accounts',
    FLAGGED: 'Any flag',
    MATERIAL_CHANGE: 'Change at or above materiality',
    PERCENT_CHANGE: 'Change above the percentage',
    WRONG_SIGN: 'Wrong side for the account',
    OVERDRAFT: 'Bank account in credit (overdraft)',
    OPENING_MISMATCH: 'Opening balance differs from the prior closing',
    MATERIAL_MONTH: 'A month at or above materiality',
    DORMANT_MOVED: 'Dormant in the prior year, moved now',
    NEW_ACCOUNT: 'New this year',
    UNREVIEWED: 'Not yet ticked off',
  },
  filterWithCount: (label: string, n: number) => `${label} (${n})`,
  flagShort: {
    MATERIAL_CHANGE: 'Material change',
    PERCENT_CHANGE: 'Change %',
    WRONG_SIGN: 'Wrong side',
    OVERDRAFT: 'Overdraft',
    OPENING_MISMATCH: 'Opening ≠ prior closing',
    MATERIAL_MONTH: 'Material month',
    DORMANT_MOVED: 'Dormant moved',
    NEW_ACCOUNT: 'New',
  },
  flagMonths: (months: string) => `Months: ${months}`,
  flagDetail: {
    OVERDRAFT:
      'A bank account in credit is an overdraft, a liability: the statements and the key ratios count it among the current liabilities, not as a negative asset.',
    openingMismatch: (opening: string, priorClosing: string) =>
      `Opens at ${opening}; the prior year closed at ${priorClosing}.`,
  },
  columns: {
    account: 'Account',
    name: 'Name',
    opening: 'Opening balance',
    movement: 'Period',
    closing: 'Closing balance',
    priorClosing: 'Prior closing',
    change: 'Change on prior year (SEK)',
    changePercent: 'Change on prior year (%)',
    changeShare: 'Change as % of performance materiality',
    closingShare: 'Closing as % of performance materiality',
    openingDifference: 'Opening less prior closing (SEK)',
    flags: 'Flags',
    review: 'Sign-off',
    month: 'Month',
    current: 'This year',
    prior: 'Prior year',
    ratio: 'Key ratio',
    formula: 'Formula',
  },
  sort: 'Sort by',
  sorts: {
    account: 'Account number',
    closing: 'Closing balance (size)',
    change: 'Change (size)',
    changePercent: 'Change % (size)',
    materiality: 'As % of materiality (size)',
  },
  descending: 'Largest first',
  tableLabel: 'Trial balance',
  caption: (signs: 'trial' | 'statement'): string =>
    signs === 'trial'
      ? 'Trial balance in SEK: debit positive, credit negative'
      : 'Trial balance in SEK, with the signs of the statements',
  accountNoun: { one: 'account', other: 'accounts' },
  classes: {
    assets: '1 Assets',
    equityAndLiabilities: '2 Equity and liabilities',
    operatingIncome: '3 Operating income',
    goodsAndMaterials: '4 Goods, materials and certain purchased services',
    otherExternalCosts: '5–6 Other external costs',
    personnelAndDepreciation: '7 Personnel costs, depreciation and write-downs',
    financialAndOther: '8 Financial and other items',
    outside: 'Accounts outside the BAS groups',
  },
  groups: {
    fixedAssets: 'Fixed assets (10–13)',
    currentAssets: 'Current assets (14–19)',
    equity: 'Equity (20)',
    untaxedReserves: 'Untaxed reserves (21)',
    provisions: 'Provisions (22)',
    longTermLiabilities: 'Long-term liabilities (23)',
    currentLiabilities: 'Current liabilities (24–29)',
    netSales: 'Net sales (30–37)',
    capitalisedWork: 'Capitalised own work (38)',
    otherOperatingIncome: 'Other operating income (39)',
    goodsAndMaterials: 'Goods and materials (40–49)',
    otherExternalCosts: 'Other external costs (50–69)',
    personnelCosts: 'Personnel costs (70–76)',
    depreciation: 'Depreciation and write-downs (77–78)',
    otherOperatingCosts: 'Other operating costs (79)',
    financialItems: 'Financial items (80–84)',
    appropriations: 'Appropriations (88)',
    taxAndResult: 'Tax and result for the year (89)',
  },
  totalOf: (name: string) => `Total ${name}`,
  check: {
    title: 'Balance check',
    balanced: 'The trial balance nets to zero and assets equal equity and liabilities.',
    trialBalance: 'Sum of all closing balances',
    opening: 'Sum of the opening balance sheet',
    difference: 'Assets less equity and liabilities incl. the result',
    unbalanced: (amount: string) => `The figures do not balance: the difference is ${amount}.`,
    yearResult: 'Result for the year',
    openingAgrees: 'Every balance-sheet account opens at the prior year’s closing balance.',
    openingDiffers: (n: number) =>
      `${plural('en', n, { one: '# balance-sheet account opens', other: '# balance-sheet accounts open' })} at another balance than the prior year closed at (ISA 510): see the flag “Opening balance differs from the prior closing”.`,
  },
  drill: {
    title: (account: string, name: string) => `${account} ${name}: month by month`,
    close: 'Close',
    chartLabel: (account: string) =>
      `Monthly movements of account ${account}, this year and the prior year, with the materiality line`,
    month: (n: number) => `Month ${n}`,
    current: 'This year',
    prior: 'Prior year',
    materiality: 'Performance materiality',
    flagged: 'At or above materiality',
    open: (account: string) => `Open the months of account ${account}`,
  },
  monthClick: {
    hint: 'Click a month in the chart to list its movements.',
    title: (month: string) => `Movements in ${month}`,
    close: 'Close',
    none: 'No movements in this month.',
  },
  export: {
    xlsx: 'Export .xlsx',
    csv: 'Export CSV',
    print: 'Print',
    working: 'Preparing the workbook…',
    failed: 'The workbook could not be made.',
    file: (company: string, start: string, end: string) =>
      `${company}-workbench-${start}-${end}.xlsx`,
    sheets: {
      trial: 'Trial balance',
      income: 'Income statement',
      balanceSheet: 'Balance sheet',
      balances: 'Month-end balances',
      movements: 'Monthly movements',
      flags: 'Flags',
      ratios: 'Key ratios',
    },
    /** The month columns' headings: what each figure is. */
    monthBalance: (month: string) => `Balance ${month}`,
    monthMovement: (month: string) => `Movement ${month}`,
    company: 'Company',
    year: 'Financial year',
    comparedWith: 'Compared with',
    materiality: 'Performance materiality',
    overallMateriality: 'Overall materiality',
    clearlyTrivial: 'Clearly trivial threshold',
    exportedAt: 'Exported',
    notSet: 'not set',
    sources: 'Source files',
    source: (name: string, uploaded: string, checksum: string | null) =>
      `${name}, uploaded ${uploaded}, ` +
      (checksum ? `SHA-256 ${checksum}` : 'SHA-256 not available from this platform'),
    sourcesMissing: {
      notFromPlatform: 'The files and their SHA-256 checksums are not available from this platform',
      unread: 'The files could not be read just now; try again in a moment',
    },
    preparedBy: 'Prepared by',
    reviewedBy: 'Reviewed by',
    signedAccounts: (signed: number, total: number, who: string) =>
      `${signed} of ${total} accounts${who ? `: ${who}` : ''}`,
    openNotes: 'Open review notes',
    signatureLine: 'Name and date: ______________________',
    flag: 'Flag',
    detail: 'Detail',
    tick: 'Tick mark',
    tickComment: 'Tick mark comment',
    ticked: (user: string, when: string) => `Ticked off by ${user} ${when}`,
    tickChanged: (user: string, when: string) => `Ticked off by ${user} ${when}, changed since`,
    signedBy: (user: string, when: string) => `${user} ${when}`,
    notesColumn: 'Open review notes',
    subtotal: (name: string) => `Total ${name}`,
  },
  noData: {
    title: 'No balances for this year',
    text: 'This financial year has no verified file, so it has no balances. Upload its SIE file; the other years still work.',
    link: 'Upload a SIE file on the Files tab',
  },
  loading: 'Loading the trial balance…',
  statements,
  ratios,
  review,
  signoff,
  vouchers,
  journal,
};
