import { plural } from '../plural.js';

/** Words many screens share: actions, states, tables, forms. */
export const common = {
  appName: 'Ledger Console',
  /** `<title>`: the page's name, then the console's. */
  documentTitle: (page: string) => `${page} – Ledger Console`,
  yes: 'Yes',
  no: 'No',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  close: 'Close',
  delete: 'Delete',
  remove: 'Remove',
  create: 'Create',
  edit: 'Edit',
  add: 'Add',
  back: 'Back',
  retry: 'Try again',
  loading: 'Loading…',
  couldNotLoad: 'Could not load',
  nothingHereYet: 'Nothing here yet',
  actions: 'Actions',
  name: 'Name',
  email: 'Email',
  status: 'Status',
  search: 'Search',
  clear: 'Clear',
  technicalDetails: 'Technical details',
  requestId: (id: string) => `Request id: ${id}`,
  copy: 'Copy',
  copied: 'Copied',
  optional: 'optional',
  notAvailable: 'Not available',
  /** A change's success notice when the screen gives no title of its own. */
  done: 'Done',
  /** A change's failure notice. */
  failed: 'Failed',
  closeDialog: 'Close dialog',
  dismissNotification: 'Dismiss notification',
  breadcrumb: 'Breadcrumb',
  uploadCancelled: 'Upload cancelled',
  access: {
    notForYourRole: 'Not available for your role',
    roleNoAccess: (what: string) => `Your role does not give access to ${what}.`,
    notOffered: 'Not offered by the platform',
    platformLacks: (what: string) => `The platform this console uses does not offer ${what}.`,
    thisScreen: 'this screen',
  },
  /** Amount and percentage fields (`lib/forms/DecimalField`): what will be kept, or why not. */
  decimal: {
    savedAs: (shown: string) => `Will be saved as ${shown}`,
    usedAs: (shown: string) => `Used as ${shown}`,
    empty: { sek: 'Enter an amount.', percent: 'Enter a percentage.' },
    unreadable: {
      sek: 'Not an amount the console can read: write it like 120,000.50.',
      percent: 'Not a percentage the console can read: write it like 75.5.',
    },
    decimals: {
      ore: 'At most two decimals: kronor and öre.',
      wholeKronor: 'Whole kronor only, without öre.',
      percent: 'At most two decimals.',
    },
    negative: { sek: 'An amount cannot be negative.', percent: 'A percentage cannot be negative.' },
    notPositive: { sek: 'Enter an amount above zero.', percent: 'Enter a percentage above zero.' },
    tooLarge: (max: string) => `Must be at most ${max}.`,
  },
  confirm: {
    title: 'Are you sure?',
    deleteTitle: (what: string) => `Delete ${what}?`,
    cannotBeUndone: 'This cannot be undone.',
  },
  table: {
    rowCount: (shown: number, total: number, noun: { one: string; other: string }) =>
      shown === total
        ? plural('en', total, { one: `# ${noun.one}`, other: `# ${noun.other}` })
        : `${plural('en', shown, { one: '#', other: '#' })} of ${plural('en', total, {
            one: `# ${noun.one}`,
            other: `# ${noun.other}`,
          })}`,
    sortAscending: 'sorted ascending',
    sortDescending: 'sorted descending',
    noMatches: 'Nothing matches the filter',
    noMatchesHint: 'Try other words or clear the search box.',
    moreColumns:
      'More columns to the right: scroll the table sideways (the first columns stay put).',
    nextColumns: 'Next columns',
  },
  picker: {
    typeToSearch: 'Type to search',
    nothingFound: 'No match',
    showingSome: (shown: number, total: number) =>
      `Showing ${plural('en', shown, { one: '#', other: '#' })} of ${plural('en', total, {
        one: '#',
        other: '#',
      })}: type to narrow`,
  },
  date: {
    placeholder: 'YYYY-MM-DD',
    clear: (field: string) => `Clear ${field}`,
    /** What the clear button names when the field has no text label. */
    field: 'the date',
    nextMonth: 'Next month',
    previousMonth: 'Previous month',
    nextYear: 'Next year',
    previousYear: 'Previous year',
    nextDecade: 'Next decade',
    previousDecade: 'Previous decade',
    chooseMonth: 'Choose a month',
    chooseYear: 'Choose a year',
  },
};
