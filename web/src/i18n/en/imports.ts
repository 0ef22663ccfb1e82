import { count, counted, plural } from '../plural.js';

const q = (v: string) => `“${v}”`;

/** Importing invitations and companies from a file or a paste (issue #21). */
export const imports = {
  /** The action on the invitations and companies lists. */
  action: 'Import…',
  /** A value or column name from the file, quoted as the language quotes. */
  quote: q,
  invitations: {
    title: 'Import invitations',
    description:
      'Invite many people at once from a CSV file or a pasted list of email addresses. Every row is checked before anything is sent.',
    what: 'importing invitations',
    listLabel: 'Invitations',
    templateFile: 'invitations-template.csv',
    problemsFile: 'invitations-problems.csv',
    pasteHelp:
      'One email address per line, or CSV with a header row: email, and optionally groups and modules.',
    start: counted('en', { one: 'Invite # person', other: 'Invite # people' }),
  },
  companies: {
    title: 'Import companies',
    description:
      'Create many companies at once from a CSV file. Every row is checked before anything is sent.',
    what: 'importing companies',
    listLabel: 'Companies',
    templateFile: 'companies-template.csv',
    problemsFile: 'companies-problems.csv',
    pasteHelp: 'CSV with a header row, e.g. rows copied from a spreadsheet.',
    start: counted('en', { one: 'Create # company', other: 'Create # companies' }),
    /** What a row without access columns gets: the new-company form's default. */
    defaultAccessTitle: 'Who gets access',
    defaultAccessMine: (groups: string) =>
      `A row that names no access gives it only to your groups: ${groups}. For everyone in the firm, give Everyone as its access type.`,
    defaultAccessNobody:
      "A row that names no access gives it to nobody on the platform yet, as your console account is not linked to a platform user with groups here. Name users or groups in the file, or give access on each company's Permissions tab.",
  },
  source: {
    label: 'Where the rows come from',
    file: 'From a file',
    paste: 'Paste',
  },
  drop: {
    label: 'Choose a CSV file',
    text: 'Drop a CSV file here or click to choose one',
    tapText: 'Tap to choose a CSV file',
    help: (maxRows: number) =>
      `UTF-8 or Windows-1252 (as Excel saves it), columns separated by semicolons, commas or tabs; at most ${count('en', maxRows)} rows.`,
    chosen: (name: string, size: string) => `File: ${name} (${size})`,
  },
  paste: {
    label: 'Rows',
    check: 'Check these rows',
    empty: 'Paste or type some rows first.',
  },
  template: {
    download: 'Download template',
    exampleCompany: 'Example AB',
    help: 'The columns and one example row, in the separators of the language you chose.',
  },
  columns: {
    heading: 'Columns',
    column: 'Column',
    required: 'required',
    optional: 'optional',
    takes: 'What it takes',
    otherNames:
      'A header may also name a column in Swedish, or by the platform’s name for the field:',
  },
  /** A column's name in the preview and in problems. */
  column: {
    email: 'Email',
    groups: 'Groups',
    modules: 'Modules',
    name: 'Name',
    organizationNumber: 'Organisation number',
    annualReportFramework: 'Framework',
    legalForm: 'Legal form',
    country: 'Country',
    address: 'Address',
    'authorization.type': 'Access',
    'authorization.userIds': 'Users with access',
    'authorization.groupIds': 'Groups with access',
  },
  /** What each column takes. */
  columnHelp: {
    email: 'The address to invite.',
    groups:
      'Groups to add the person to, by name or id; several separated by commas, semicolons or |.',
    modules: 'Audit and/or Analytics (Revision, Analys, or AUDIT, ANALYTICS).',
    name: 'The company’s name.',
    organizationNumber:
      'NNNNNN-NNNN with a valid check digit for Swedish companies; free text for other countries.',
    annualReportFramework: 'K1, K2, K3 or RedR.',
    legalForm: 'By name in Swedish or English (Aktiebolag, Limited company) or its code.',
    country: 'Sweden (the default) or Other country, in Swedish or English.',
    address: 'Free text.',
    'authorization.type':
      'Who gets access: Everyone, Users and groups, Groups or Users (or 1-4). Empty: what the two lists imply; with no lists either, your groups or nobody (above).',
    'authorization.userIds': 'Users by email or id; several separated by commas, semicolons or |.',
    'authorization.groupIds': 'Groups by name or id; several separated by commas, semicolons or |.',
  },
  file: {
    read: (encoding: string, separator: string, rows: number) =>
      `Read as ${encoding}, columns separated by ${separator}: ${plural('en', rows, { one: '# row', other: '# rows' })}.`,
    readList: (rows: number) =>
      `Read as a list of email addresses, one per line: ${plural('en', rows, { one: '# address', other: '# addresses' })}.`,
    separator: { ';': 'semicolons', ',': 'commas', '\t': 'tabs' },
    notUtf8:
      'The file is not UTF-8, so it was read as Windows-1252 (what Swedish Excel saves as CSV). Check that å, ä and ö look right below.',
    ignored: (names: string) => `Columns that are not part of this import were ignored: ${names}.`,
    missing: (names: string) =>
      `The header row (row 1) does not name the required ${names}. Download the template to see the columns.`,
    repeated: (names: string) => `The header row names ${names} more than once: keep one.`,
    unclosedQuote: (row: number) =>
      `A quotation mark opened in row ${count('en', row)} is never closed, so the rest of the file cannot be read. Close it or remove it.`,
    tooManyRows: (rows: number, max: number) =>
      `The file has ${count('en', rows)} rows; at most ${count('en', max)} can be imported at once. Split it into smaller files.`,
    tooLarge: (size: string, max: string) =>
      `The file is ${size}; at most ${max} can be read. Split it into smaller files.`,
    spreadsheet:
      'This is an Excel workbook, not a CSV file. In Excel choose Save as, CSV (semicolon or comma separated), and choose that file.',
    binary: 'This file does not hold text. Choose a CSV file.',
    unreadable: 'The file could not be read. Choose it again.',
    noRows: 'There are no rows under the header row.',
    problemTitle: 'The rows cannot be read',
  },
  lists: {
    loading: 'Reading the lists to check against…',
  },
  checking: (done: number, total: number) =>
    `Checking rows… ${count('en', done)} of ${count('en', total)}`,
  preview: {
    heading: 'Preview',
    noun: { one: 'row', other: 'rows' },
    row: 'Row',
    ready: 'Ready',
    problems: 'Problems',
    problemCount: counted('en', { one: '# problem', other: '# problems' }),
    show: 'Show',
    all: 'All rows',
    withProblems: (n: number) => `With problems (${count('en', n)})`,
    searchLabel: 'Search the rows',
    searchPlaceholder: 'Search the values',
    noMatch: 'No row matches',
    summary: (ready: number, bad: number) =>
      `${plural('en', ready, { one: '# row ready', other: '# rows ready' })}, ${plural('en', bad, { zero: 'none with problems', one: '# with problems', other: '# with problems' })}.`,
    problemIn: (column: string, text: string) => `${column}: ${text}`,
  },
  /** The last column of the download of the rows with problems. */
  problemsColumn: 'problems',
  downloadProblems: 'Download the rows with problems',
  leaveOut: counted('en', {
    one: 'Leave out the row with problems',
    other: 'Leave out the # rows with problems',
  }),
  leaveOutHelp: 'They are not sent. Correct them in the file and import them later.',
  mustFix: 'Correct the rows with problems in the file, or leave them out, before you start.',
  nothingReady: 'No row is ready to send.',
  /** What is wrong with a cell (after its column's name). */
  problem: {
    required: 'is required',
    repeated: (row: number) => `is in the file twice: also in row ${count('en', row)}`,
    existingUser: 'is already a user of this tenant',
    pendingInvitation: 'has a pending invitation already',
    existingCompany: (name: string) => `belongs to a company already: ${name}`,
    unknownGroup: (v: string) => `no group is called ${q(v)} or has that id`,
    unknownUser: (v: string) => `no user has the email or id ${q(v)}`,
    unknownModule: (v: string) => `${q(v)} is not a module: Audit or Analytics`,
    extraCells: counted('en', {
      one: 'the row has a value more than the header has columns (a separator inside a value? put the value in quotation marks)',
      other:
        'the row has # values more than the header has columns (a separator inside a value? put the value in quotation marks)',
    }),
    unknownCode: {
      annualReportFramework: (v: string) => `${q(v)} is not a framework: K1, K2, K3 or RedR`,
      legalForm: (v: string) => `${q(v)} is not a legal form (e.g. Aktiebolag, Handelsbolag)`,
      country: (v: string) => `${q(v)} is not a country here: Sweden or Other country`,
      'authorization.type': (v: string) =>
        `${q(v)} is not an access type: Everyone, Users and groups, Groups or Users`,
    },
    wholeRow: 'Row',
  },
  /** Why an item was skipped when the run sent it. */
  skipped: {
    invitation: 'Already a user or invited',
    company: 'A company with this organisation number exists already',
  },
};
