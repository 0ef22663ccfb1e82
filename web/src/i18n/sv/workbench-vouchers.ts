import { SWEDISH_HOLIDAY_NAMES } from '@ledger/contract/holidays';
import type { Catalog } from '../catalog.js';
import { count, plural } from '../plural.js';

// Från ett saldo till dess verifikationer, och journalpostgranskningen (issue #33).

export const vouchers: Catalog['workbench']['vouchers'] = {
  title: (account, name) => `Verifikationer på konto ${account} ${name}`,
  open: 'Visa verifikationerna',
  openLabel: (account) => `Visa verifikationerna på konto ${account}`,
  openMonth: (figure, account, month) =>
    `${figure}: visa verifikationerna på konto ${account} i ${month}`,
  close: 'Stäng verifikationerna',
  loading: 'Verifikationerna läses in…',
  count: (n) => plural('sv', n, { one: '# verifikation', other: '# verifikationer' }),
  sum: 'Summa',
  sumAgrees: 'Verifikationerna summerar till kontots rörelse',
  sumDiffers: (movement, difference) =>
    `Verifikationerna summerar inte till kontots rörelse på ${movement}: skillnaden är ${difference}`,
  movement: 'Rörelse enligt saldona',
  sumPending: (shown, total) =>
    `${shown} av ${total} visas; listan läser fler när du rullar, och verifikationernas summa stäms av mot rörelsen när alla är lästa.`,
  loadingMore: 'Fler verifikationer läses in…',
  empty: 'Inga verifikationer på kontot under perioden.',
  tableLabel: 'Kontots verifikationer',
  columns: {
    date: 'Datum',
    voucher: 'Verifikation',
    text: 'Beskrivning',
    amount: 'Belopp',
    counter: 'Motkonton',
    examined: 'Granskad',
    account: 'Konto',
    name: 'Benämning',
    debit: 'Debet',
    credit: 'Kredit',
  },
  voucher: (label) => `Verifikation ${label}`,
  openVoucher: (label) => `Öppna verifikation ${label}`,
  notInBalances: (account) =>
    `Konto ${account} finns inte i saldona: dess rader tar ut varandra inom varje månad, så dess rörelse är 0 och dess verifikationer måste summera till 0.`,
  back: 'Tillbaka till listan',
  notFound: 'Verifikationen finns inte bland kontots verifikationer under perioden.',
  date: 'Verifikationsdatum',
  registeredAt: 'Registreringsdatum',
  registeredBy: 'Signatur',
  notInFile: 'saknas i filen',
  late: (days) =>
    plural('sv', days, {
      one: 'registrerad # dag efter verifikationsdatum',
      other: 'registrerad # dagar efter verifikationsdatum',
    }),
  rowsLabel: (label) => `Raderna i verifikation ${label}`,
  total: 'Summa',
  examined: {
    title: 'Granskad',
    by: (name, date) => `Granskad av ${name} ${date}`,
    none: 'Inte markerad som granskad.',
    note: 'Anteckning (vad som granskats)',
    mark: 'Markera som granskad',
    again: 'Markera igen med anteckningen',
    remove: 'Ta bort markeringen',
    unavailable: 'Granskningsmarkeringarna kan inte läsas just nu.',
    history: 'Historik',
    action: { examined: 'Markerad som granskad', withdrawn: 'Markeringen borttagen' },
  },
  check: {
    title: 'Verifikationer mot saldon',
    loading: 'Periodens verifikationer summeras…',
    rolls: (n) =>
      plural('sv', n, {
        one: 'Kontots ingående balans plus verifikationerna ger dess utgående balans.',
        other: 'För alla # konton ger ingående balans plus verifikationerna utgående balans.',
      }),
    notRolling: (n) =>
      plural('sv', n, {
        one: '# konto går inte från ingående till utgående balans:',
        other: '# konton går inte från ingående till utgående balans:',
      }),
    line: (account, opening, vouchers, closing) =>
      `${account}: ingående ${opening} + verifikationer ${vouchers} ≠ utgående ${closing}`,
    failed: 'Verifikationerna kunde inte läsas, så kontrollen gjordes inte.',
    large: (n) =>
      `Perioden har ${count('sv', n)} verifikationer: kontrollen läser alla, vilket tar en stund.`,
    run: 'Stäm av verifikationerna mot saldona',
  },
  unavailable:
    'Plattformen lämnar inte ut verifikationer, så verifikationerna bakom ett saldo och fullständighetskontrollen visas inte.',
};

export const journal: Catalog['workbench']['journal'] = {
  title: 'Granskning av journalposter (ISA 240)',
  intro:
    'Tester av årets verifikationer för tecken på att ledningen har åsidosatt kontroller (ISA 240): varje test listar de verifikationer det hittar; öppna en för att se dess rader.',
  loading: 'Journalposttesterna körs…',
  noFile: 'Räkenskapsåret har ingen SIE 4-fil med verifikationer att testa.',
  unavailable: 'Plattformen kör inte journalposttester, så vyn Journalposter visas inte.',
  population: 'Urval',
  vouchers: 'Verifikationer',
  transactions: 'Rader',
  debit: 'Debet',
  credit: 'Kredit',
  parameters: 'Parametrar',
  params: {
    roundBase: 'Jämna belopp: multipel av (kr)',
    roundFloor: 'Jämna belopp: minst (kr)',
    backdatedDays: 'Sent registrerade: fler än (dagar)',
    rareAccountMaxVouchers: 'Sällan använt konto: på högst (verifikationer)',
    pairMaxVouchers: 'Ovanligt kontopar: bokade ihop på högst (verifikationer)',
  },
  invalid: 'Ett heltal eller ett belopp med högst två decimaler',
  run: 'Kör testerna',
  reset: 'Standardvärden',
  columns: {
    test: 'Granskningstest',
    rule: 'Vad det söker',
    count: 'Träffar',
    voucher: 'Verifikation',
    date: 'Datum',
    text: 'Beskrivning',
    amount: 'Belopp',
    detail: 'Varför',
  },
  tableLabel: 'Journalposttesterna och vad varje test hittade',
  show: (name) => `Visa vad ”${name}” hittade`,
  itemsLabel: (name) => `Vad ”${name}” hittade`,
  truncated: (shown, count) => `De första ${shown} av ${count} visas.`,
  nothing: 'Inga träffar.',
  tests: {
    weekend: 'Helg',
    holiday: 'Helgdag',
    'after-year-end': 'Registrerad efter årets slut',
    backdated: 'Sent registrerad',
    'round-amount': 'Jämna belopp',
    'number-gap': 'Luckor i nummerserien',
    duplicate: 'Dubbletter',
    'unusual-combination': 'Ovanliga kontopar',
    'rare-account': 'Sällan använda konton',
    unbalanced: 'Obalanserade verifikationer',
    benford: 'Benfords lag (första siffran)',
  },
  rules: {
    weekend: 'Daterad en lördag eller söndag.',
    holiday: 'Daterad på en allmän helgdag, midsommarafton, julafton eller nyårsafton.',
    'after-year-end': 'Registrerad efter räkenskapsårets sista dag.',
    backdated: 'Registrerad fler dagar efter verifikationsdatum än parametern anger.',
    'round-amount': 'En rad vars belopp är en multipel av basen, lägst golvet.',
    'number-gap': 'Nummer som saknas inom en verifikationsserie.',
    duplicate: 'Samma datum, konton och belopp som en annan verifikation.',
    'unusual-combination': 'Konton som sällan bokas mot varandra, som intäkt mot leverantörsskuld.',
    'rare-account': 'Ett konto som används på mycket få verifikationer.',
    unbalanced: 'Debet och kredit stämmer inte.',
    benford: 'Beloppens första siffror mot Benfords fördelning (Nigrinis MAD).',
  },
  weekday: (day) => (day === 0 ? 'en söndag' : 'en lördag'),
  holidays: SWEDISH_HOLIDAY_NAMES,
  detail: {
    registered: (at, by, days) => `registrerad ${at} av ${by}, ${days} dagar senare`,
    unknownSigner: 'utan signatur',
    round: (account, amount) => `konto ${account}: ${amount}`,
    gap: (first, last, missing) =>
      missing === 1 ? `nummer ${first} saknas` : `nummer ${first}–${last} saknas (${missing})`,
    duplicate: (voucher) => `samma som ${voucher}`,
    pair: (debit, credit) => `debet ${debit} mot kredit ${credit}`,
    rare: (account, vouchers) =>
      `konto ${account} finns ${vouchers === 1 ? 'bara på denna verifikation' : `på ${vouchers} verifikationer`}`,
    unbalanced: (difference) => `raderna summerar till ${difference}`,
  },
  benford: {
    title: 'Första siffran mot Benfords lag',
    chartLabel: 'Andel belopp per första siffra, utfall mot Benfords förväntade andel',
    actual: 'Utfall',
    expected: 'Förväntat (Benford)',
    mad: (mad, conformity) =>
      `Genomsnittlig absolut avvikelse (Nigrinis MAD) ${mad}: ${conformity}.`,
    conformity: {
      close: 'nära överensstämmelse',
      acceptable: 'godtagbar överensstämmelse',
      marginal: 'marginellt godtagbar överensstämmelse',
      nonconformity: 'ingen överensstämmelse',
    },
  },
  export: {
    xlsx: 'Exportera till Excel (.xlsx)',
    failed: 'Exporten misslyckades. Försök igen.',
    file: (company, start) => `journalposttester-${company}-${start}.xlsx`,
    summary: 'Sammanställning',
    items: 'Träffar',
    company: 'Företag',
    year: 'Räkenskapsår',
    exportedAt: 'Exporterad',
    parameter: 'Inställning',
    value: 'Värde',
  },
};
