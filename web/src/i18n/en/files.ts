import { named } from '../named.js';
import { counted, plural } from '../plural.js';

/** The files screens: a company's files, uploads and processing reports. */
export const files = {
  title: 'Files',
  noun: { one: 'file', other: 'files' },
  emptyTitle: 'No files yet',
  emptyListed: 'Upload a SIE file to see its balances.',
  emptyUploads: 'Files uploaded through this console are listed here.',
  emptyUploadsTitle: 'No uploads through this console yet',
  emptyUploadsUnlisted:
    'This platform does not list a company’s files, so files it got in other ways are not shown here.',
  reportHint: 'Size, SIE type and financial year of a file are in its report.',
  notes: {
    noListButGet:
      'This platform does not list files. Listed here are the files uploaded through this console, with the status they had when sent.',
    noStatus:
      'Processing status is not available from this platform. Listed here are the files uploaded to this company through this console, with when, by whom and their size; files it got in other ways are not shown.',
    noFollowNoReport:
      'This platform does not follow processing status or offer processing reports; statuses are as it lists them.',
    noFollow: 'This platform does not follow processing status; statuses are as it lists them.',
    noReport: 'This platform does not offer processing reports.',
  },
  columns: {
    name: 'Name',
    status: 'Status',
    uploaded: 'Uploaded',
    parsed: 'Read',
    by: 'By',
    size: 'Size',
    statusAtUpload: 'Status at upload',
  },
  uploadsCaption: 'Uploads',
  report: 'Report',
  reportOf: (name: string) => `Report of ${name}`,
  upload: {
    title: 'Upload accounting files',
    year: 'Financial year',
    yearHelp: 'Leave empty to take the year from the file (#RAR)',
    yearPlaceholder: 'From the file',
    dropLabel: 'Drop files to upload',
    dropText: 'Drag SIE files here or click to choose',
    tapText: 'Tap to choose SIE files',
    dropHelp: 'SIE 1–4 files are read and verified; other files are kept as attachments.',
    failed: 'Failed',
    progressOf: (name: string) => `Upload of ${name}`,
    dismiss: 'Dismiss',
    keepOpen: 'Keep this page open until the upload finishes.',
    uploadingTitle: (name: string) => `Uploading ${name}`,
    uploadedTitle: (name: string) => `${name} uploaded`,
    processing: 'Processing…',
    sent: 'Sent. This service does not report processing status.',
    failedTitle: (name: string) => `${name} was not uploaded`,
  },
  finished: {
    verified: 'The file was read and reconciled; its balances are used.',
    parsed: 'The file was read but does not reconcile. See the processing report.',
    corrupt: 'The file could not be read. See the processing report.',
    uploaded: 'The file is stored; it is not a SIE file, so it was not read.',
    other: 'Processing finished. See the processing report.',
  },
  reportModal: {
    title: (name: string) => `Processing report: ${name}`,
    loading: 'Loading the report…',
    status: 'Status',
    sieType: 'SIE type',
    orgNr: 'Organisation number',
    program: 'Program',
    period: 'Period',
    year: 'Financial year',
    size: 'Size',
    contentType: 'Content type',
    accounts: 'Accounts',
    vouchers: 'Vouchers',
    transactions: 'Transactions',
    findings: 'Findings',
    discrepancies: 'Discrepancies',
    noFindings: 'No findings.',
    noDiscrepancies: 'Everything reconciles.',
    severity: 'Severity',
    line: 'Line',
    message: 'Message',
    account: 'Account',
    kind: 'Kind',
    expected: 'Expected',
    actual: 'Actual',
  },
  severity: { error: 'Error', warning: 'Warning', info: 'Note' },
  kind: {
    UB: named('Closing balance (UB)', 'Opening balance plus movements'),
    RES: named('Result (RES)', 'Sum of the year’s movements'),
    PSALDO: named('Monthly balance (PSALDO)', 'Sum of the month’s transactions'),
  },
  /** Discrepancies in words, with the amounts formatted as in the columns. */
  discrepancy: {
    UB: (account: string, expected: string, actual: string, difference: string) =>
      `Account ${account}: the closing balance (UB) is ${expected}, but the opening balance plus the movements make ${actual} (difference ${difference}).`,
    RES: (account: string, expected: string, actual: string, difference: string) =>
      `Account ${account}: the result (RES) is ${expected}, but the movements sum to ${actual} (difference ${difference}).`,
    PSALDO: (account: string, period: string, expected: string, actual: string) =>
      `Account ${account}, ${period}: the monthly balance (PSALDO) is ${expected}, but the transactions sum to ${actual}.`,
    PSALDO_MISSING: (account: string, period: string, actual: string) =>
      `Account ${account}, ${period}: no monthly balance (PSALDO), but the transactions sum to ${actual}.`,
  },
  /** The reader's findings the console knows, in words. */
  finding: {
    notSie: 'This is not a SIE file.',
    empty: 'The file is empty.',
    noOrgNr: 'The file gives no organisation number.',
    orgNrMismatch: (file: string, company: string) =>
      `The file’s organisation number ${file} is not the company’s (${company}).`,
    noYear:
      'The financial year cannot be told: the file has no #RAR 0 dates and no financial year of the company holds its vouchers.',
    yearMismatch: (file: string, year: string) =>
      `The file’s year 0 (${file}) is not the financial year ${year}.`,
    vouchersOutside: (count: number, date: string, year: string) =>
      plural('en', count, {
        one: `# voucher dated ${date} is outside the financial year ${year}.`,
        other: `# vouchers dated ${date} are outside the financial year ${year}.`,
      }),
    moreDatesOutside: counted('en', {
      one: 'Vouchers on # more date fall outside the financial year.',
      other: 'Vouchers on # more dates fall outside the financial year.',
    }),
    omitted: (errors: number, warnings: number) =>
      `${plural('en', errors, { one: '# more error', other: '# more errors' })} and ${plural('en', warnings, { one: '# more warning', other: '# more warnings' })} not listed.`,
    firstNotFlagga: 'The first record is not #FLAGGA.',
  },
};
