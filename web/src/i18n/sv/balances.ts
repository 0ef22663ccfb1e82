import type { Catalog } from '../catalog.js';

const yearButton = (start: string, end: string) =>
  start.slice(0, 4) === end.slice(0, 4)
    ? `RÅ ${start.slice(0, 4)}`
    : `RÅ ${start.slice(0, 4)}/${end.slice(2, 4)}`;

export const balances: Catalog['balances'] = {
  from: 'Från',
  to: 'Till',
  afterTo: 'Efter ”Till”',
  yearButton,
  yearButtonLabel: (start, end) => `${yearButton(start, end)}, räkenskapsår ${start} till ${end}`,
  accounts: 'Konton',
  accountsHelp: 'Sök på nummer eller namn; de fem konton som förändrats mest är förvalda',
  chooseAccounts: 'Välj konton',
  noAccountMatches: 'Inget konto matchar',
  chart: 'Diagram',
  line: 'Linje',
  bar: 'Stapel',
  show: 'Visa',
  balances: 'Saldon',
  movements: 'Förändring per månad',
  groupByType: 'Gruppera per kontotyp',
  allInTable: 'Alla konton i tabellen',
  exportCsv: 'Exportera CSV',
  exportHelp: (separator, decimal) =>
    `För Excel på svenska: fälten åtskilda med ”${separator}”, decimal${decimal === ',' ? 'komma' : 'punkt'}, UTF-8. På engelska används ”,” och decimalpunkt.`,
  csvFile: (company, from, to) => `${company}-saldon-${from}-${to}.csv`,
  csvColumns: {
    account: 'konto',
    name: 'benämning',
    type: 'typ',
    period: 'månad',
    amount: 'förändring',
    balance: 'saldo',
  },
  notVerifiedTitle: (start, end) => `Räkenskapsåret ${start} – ${end} är inte verifierat`,
  notVerified: {
    parsed:
      'Dess senaste läsbara fil stämmer inte (status ”Inläst, ej verifierad”); saldona kan vara fel. Se filens inläsningsrapport.',
    corrupt: 'Dess fil gick inte att läsa (status ”Oläslig”), så året bidrar inte med något.',
    pending: 'En fil läses fortfarande in; saldona kommer när den är klar.',
    none: 'Det har ingen verifierad fil, så året bidrar inte med något.',
  },
  toFiles: 'Gå till Filer',
  invalidRange: 'Välj ett giltigt datumintervall (Från får inte vara efter Till).',
  loadingBalances: 'Hämtar saldon…',
  loadingYears: 'Hämtar räkenskapsår…',
  emptyRangeTitle: 'Inga saldon i intervallet',
  emptyRange: 'Inget räkenskapsår i intervallet har en verifierad fil.',
  uploadOnFiles: 'Ladda upp en SIE-fil under fliken Filer',
  noYearsTitle: 'Inga räkenskapsår',
  noYears:
    'Företaget har inga räkenskapsår ännu: lägg till ett på fliken Räkenskapsår och ladda sedan upp dess SIE-fil på fliken Filer.',
  toYears: 'Gå till Räkenskapsår',
  heading: (what, from, to) => `${what} ${from} – ${to}`,
  noAccountsSelectedTitle: 'Inga konton valda',
  noAccountsSelected: 'Välj konton ovan för att rita dem.',
  noAccountsSelectedTable: 'Inga konton valda.',
  accountNoun: { one: 'konto', other: 'konton' },
  tableLabel: 'Saldotabell',
  caption: {
    amount: 'Förändring per månad i kronor',
    balance: 'Saldon vid månadens slut i kronor',
  },
  columns: { account: 'Konto', name: 'Benämning', total: 'Summa', closing: 'UB' },
  total: 'Summa',
  totalOf: (type) => `Summa ${type.toLocaleLowerCase('sv-SE')}`,
  materialityLines: 'De streckade röda linjerna visar den över och under noll.',
  chartLabel: (kind, metric, accounts) =>
    `${kind === 'line' ? 'Linjediagram' : 'Stapeldiagram'} över ${metric === 'amount' ? 'förändring per månad' : 'saldon per månad'} för ${accounts}`,
  accountType: {
    ASSET: 'Tillgångar',
    LIABILITY: 'Eget kapital och skulder',
    INCOME: 'Intäkter',
    EXPENSE: 'Kostnader',
  },
};
