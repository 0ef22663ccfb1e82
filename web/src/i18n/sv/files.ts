import { named } from '../named.js';
import type { Catalog } from '../catalog.js';
import { counted, plural } from '../plural.js';

export const files: Catalog['files'] = {
  title: 'Filer',
  noun: { one: 'fil', other: 'filer' },
  emptyTitle: 'Inga filer ännu',
  emptyListed: 'Ladda upp en SIE-fil för att se dess saldon.',
  emptyUploads: 'Filer som laddas upp via konsolen visas här.',
  emptyUploadsTitle: 'Inga uppladdningar via konsolen ännu',
  emptyUploadsUnlisted:
    'Plattformen listar inte ett företags filer, så filer som den fått på andra sätt visas inte här.',
  reportHint: 'Storlek, SIE-typ och räkenskapsår för en fil står i dess inläsningsrapport.',
  notes: {
    noListButGet:
      'Plattformen listar inte filer. Här visas filerna som laddats upp via konsolen, med den status de hade när de skickades.',
    noStatus:
      'Inläsningsstatus går inte att få från den här plattformen. Här visas filerna som laddats upp till företaget via konsolen, med när, av vem och storlek; filer som plattformen fått på andra sätt visas inte.',
    noFollowNoReport:
      'Plattformen följer inte inläsningsstatus och har inga inläsningsrapporter; status visas så som den listar den.',
    noFollow: 'Plattformen följer inte inläsningsstatus; status visas så som den listar den.',
    noReport: 'Plattformen har inga inläsningsrapporter.',
  },
  columns: {
    name: 'Namn',
    status: 'Status',
    uploaded: 'Uppladdad',
    parsed: 'Inläst',
    by: 'Av',
    size: 'Storlek',
    statusAtUpload: 'Status vid uppladdning',
  },
  uploadsCaption: 'Uppladdningar',
  report: 'Rapport',
  reportOf: (name) => `Inläsningsrapport för ${name}`,
  upload: {
    title: 'Ladda upp bokföringsfiler',
    year: 'Räkenskapsår',
    yearHelp: 'Lämna tomt för att ta året från filen (#RAR)',
    yearPlaceholder: 'Från filen',
    dropLabel: 'Släpp filer för att ladda upp dem',
    dropText: 'Dra SIE-filer hit eller klicka för att välja',
    tapText: 'Tryck för att välja SIE-filer',
    dropHelp: 'SIE-filer av typ 1–4 läses in och verifieras; andra filer sparas som bilagor.',
    failed: 'Misslyckades',
    progressOf: (name) => `Uppladdning av ${name}`,
    dismiss: 'Stäng',
    keepOpen: 'Håll sidan öppen tills uppladdningen är klar.',
    uploadingTitle: (name) => `Laddar upp ${name}`,
    uploadedTitle: (name) => `${name} är uppladdad`,
    processing: 'Läses in…',
    sent: 'Skickad. Plattformen rapporterar inte inläsningsstatus.',
    failedTitle: (name) => `${name} laddades inte upp`,
  },
  finished: {
    verified: 'Filen lästes in och stämde; dess saldon används.',
    parsed: 'Filen lästes in men stämmer inte. Se inläsningsrapporten.',
    corrupt: 'Filen gick inte att läsa. Se inläsningsrapporten.',
    uploaded: 'Filen är sparad; den är inte en SIE-fil och lästes därför inte in.',
    other: 'Inläsningen är klar. Se inläsningsrapporten.',
  },
  reportModal: {
    title: (name) => `Inläsningsrapport: ${name}`,
    loading: 'Hämtar inläsningsrapporten…',
    status: 'Status',
    sieType: 'SIE-typ',
    orgNr: 'Organisationsnummer',
    program: 'Program',
    period: 'Period',
    year: 'Räkenskapsår',
    size: 'Storlek',
    contentType: 'Innehållstyp',
    accounts: 'Konton',
    vouchers: 'Verifikationer',
    transactions: 'Transaktioner',
    findings: 'Iakttagelser',
    discrepancies: 'Avvikelser',
    noFindings: 'Inga iakttagelser.',
    noDiscrepancies: 'Allt stämmer.',
    severity: 'Allvarlighet',
    line: 'Rad',
    message: 'Meddelande',
    account: 'Konto',
    kind: 'Typ',
    expected: 'Förväntat',
    actual: 'Faktiskt',
  },
  severity: { error: 'Fel', warning: 'Varning', info: 'Notering' },
  kind: {
    UB: named('Utgående balans (UB)', 'Ingående balans plus förändringar'),
    RES: named('Resultat (RES)', 'Summan av årets förändringar'),
    PSALDO: named('Periodsaldo (PSALDO)', 'Summan av månadens transaktioner'),
  },
  discrepancy: {
    UB: (account, expected, actual, difference) =>
      `Konto ${account}: utgående balans (UB) är ${expected}, men ingående balans plus förändringar blir ${actual} (skillnad ${difference}).`,
    RES: (account, expected, actual, difference) =>
      `Konto ${account}: resultatet (RES) är ${expected}, men förändringarna summerar till ${actual} (skillnad ${difference}).`,
    PSALDO: (account, period, expected, actual) =>
      `Konto ${account}, ${period}: periodsaldot (PSALDO) är ${expected}, men transaktionerna summerar till ${actual}.`,
    PSALDO_MISSING: (account, period, actual) =>
      `Konto ${account}, ${period}: periodsaldo (PSALDO) saknas, men transaktionerna summerar till ${actual}.`,
  },
  finding: {
    notSie: 'Detta är inte en SIE-fil.',
    empty: 'Filen är tom.',
    noOrgNr: 'Filen anger inget organisationsnummer.',
    orgNrMismatch: (file, company) =>
      `Filens organisationsnummer ${file} är inte företagets (${company}).`,
    noYear:
      'Räkenskapsåret går inte att avgöra: filen saknar datum i #RAR 0 och inget av företagets räkenskapsår rymmer dess verifikationer.',
    yearMismatch: (file, year) => `Filens år 0 (${file}) är inte räkenskapsåret ${year}.`,
    vouchersOutside: (count, date, year) =>
      plural('sv', count, {
        one: `# verifikation daterad ${date} ligger utanför räkenskapsåret ${year}.`,
        other: `# verifikationer daterade ${date} ligger utanför räkenskapsåret ${year}.`,
      }),
    moreDatesOutside: counted('sv', {
      one: 'Verifikationer på ytterligare # datum ligger utanför räkenskapsåret.',
      other: 'Verifikationer på ytterligare # datum ligger utanför räkenskapsåret.',
    }),
    omitted: (errors, warnings) =>
      `Ytterligare ${plural('sv', errors, { one: '# fel', other: '# fel' })} och ${plural('sv', warnings, { one: '# varning', other: '# varningar' })} visas inte.`,
    firstNotFlagga: 'Första posten är inte #FLAGGA.',
  },
};
