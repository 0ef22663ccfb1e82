import type { Catalog } from '../catalog.js';
import { plural } from '../plural.js';
import { statements, ratios } from './workbench-statements.js';
import { review, signoff } from './workbench-signoff.js';
import { vouchers, journal } from './workbench-vouchers.js';

/** Revisorns arbetsyta på fliken Saldon: råbalans, rapporter, månader, nyckeltal. */
export const workbench: Catalog['workbench'] = {
  views: {
    label: 'Vy',
    trial: 'Råbalans',
    statements: 'Resultat- och balansräkning',
    months: 'Månader',
    ratios: 'Nyckeltal',
    journal: 'Journalposter',
  },
  year: 'Räkenskapsår',
  yearOption: (start: string, end: string, months: number) =>
    `${start} – ${end}${months === 12 ? '' : ` (${months} månader)`}`,
  through: 'Till och med månad',
  wholeYear: 'Hela året',
  comparison: 'Jämför med',
  comparisonModes: {
    fullYear: 'Hela föregående år',
    sameMonths: 'Samma månader föregående år',
  },
  signs: 'Tecken',
  signModes: {
    trial: 'Debet + / kredit −',
    statement: 'Som i rapporterna',
  },
  accountClass: 'Kontoklass',
  allClasses: 'Alla klasser',
  search: 'Sök konton',
  searchHelp: 'Nummer eller namn',
  percentThreshold: 'Förändring över (%)',
  percentFloor: 'Och minst (kr)',
  floorPlaceholder: (value: string) => `standard ${value}`,
  floorSource: {
    typed: (value: string) =>
      `Procentflaggan kräver en förändring på minst ${value}, som du angav.`,
    clearlyTrivial: (value: string) =>
      `Procentflaggan kräver en förändring på minst ${value}, beloppet för klart obetydliga fel (ISA 450).`,
    materialityShare: (value: string) =>
      `Procentflaggan kräver en förändring på minst ${value}: 5 % av arbetsväsentligheten, tills ett belopp för klart obetydliga fel (ISA 450) är satt.`,
    none: 'Procentflaggan har ingen beloppsgräns: det finns ingen arbetsväsentlighet.',
  },
  materiality: 'Arbetsväsentlighet (kr)',
  materialityPlaceholder: 't.ex. 250 000',
  materialityHelp: 'Ersätter det sparade värdet medan du arbetar; följer med i länken.',
  materialitySource: {
    typed: (value: string) => `Arbetsväsentlighet ${value}, som du angav den.`,
    assignment: (value: string) => `Arbetsväsentlighet ${value}, från årets revisionsuppdrag.`,
    company: (value: string) =>
      `Arbetsväsentlighet ${value}, företagets standardvärde (årets uppdrag har ingen egen).`,
    none: 'Ingen arbetsväsentlighet: varken årets uppdrag eller företaget har någon. Ange en för att flagga väsentliga förändringar.',
  },
  materialityReplaces: (value: string) => `Ersätter det sparade värdet ${value}.`,
  storedLevels: (overall, trivial) =>
    `Väsentlighet ${overall}` +
    (trivial ? ` · obetydlighetsgräns ${trivial} (ISA 450)` : '') +
    ', från årets revisionsuppdrag.',
  noAssignmentOps:
    'Plattformen erbjuder inte revisionsuppdrag, så uppdragets arbetsväsentlighet kan inte läsas; företagets standardvärde eller ditt eget värde gäller.',
  comparisonNone: {
    NO_PRIOR_YEAR: 'Ingen jämförelse: företaget har inget räkenskapsår före detta.',
    PRIOR_YEAR_WITHOUT_DATA:
      'Ingen jämförelse: föregående år saknar saldon (det har ingen verifierad fil).',
  },
  comparisonWith: (start: string, end: string, months: number) =>
    `Jämförs med ${start} – ${end} (${plural('sv', months, { one: '# månad', other: '# månader' })}).`,
  comparisonNotes: {
    PRIOR_YEAR_NOT_ADJACENT: 'Det finns ett glapp mellan föregående år och detta.',
    DIFFERENT_LENGTHS: 'De jämförda perioderna har olika antal månader.',
    PRIOR_YEAR_SHORTER: 'Föregående år är kortare än de valda månaderna: hela året jämförs.',
  },
  rangeNote: (first: string, last: string, months: number) =>
    `${first} – ${last}, ${plural('sv', months, { one: '# månad', other: '# månader' })}`,
  filters: {
    label: 'Visa',
    all: 'Alla konton',
    FLAGGED: 'Någon flagga',
    MATERIAL_CHANGE: 'Förändring minst väsentligheten',
    PERCENT_CHANGE: 'Förändring över procentgränsen',
    WRONG_SIGN: 'Fel sida för kontot',
    OVERDRAFT: 'Bankkonto i kredit (checkräkningskredit)',
    OPENING_MISMATCH: 'IB skiljer sig från föregående års UB',
    MATERIAL_MONTH: 'En månad minst väsentligheten',
    DORMANT_MOVED: 'Vilande föregående år, rörelse nu',
    NEW_ACCOUNT: 'Nytt i år',
    UNREVIEWED: 'Ej avprickade',
  },
  filterWithCount: (label: string, n: number) => `${label} (${n})`,
  flagShort: {
    MATERIAL_CHANGE: 'Väsentlig förändring',
    PERCENT_CHANGE: 'Förändring %',
    WRONG_SIGN: 'Fel sida',
    OVERDRAFT: 'Checkräkningskredit',
    OPENING_MISMATCH: 'IB ≠ fg års UB',
    MATERIAL_MONTH: 'Väsentlig månad',
    DORMANT_MOVED: 'Vilande rört',
    NEW_ACCOUNT: 'Nytt',
  },
  flagMonths: (months: string) => `Månader: ${months}`,
  flagDetail: {
    OVERDRAFT:
      'Ett bankkonto i kredit är en checkräkningskredit, en skuld: rapporterna och nyckeltalen räknar den bland de kortfristiga skulderna, inte som en negativ tillgång.',
    openingMismatch: (opening: string, priorClosing: string) =>
      `Ingående balans ${opening}; föregående år slutade på ${priorClosing}.`,
  },
  columns: {
    account: 'Konto',
    name: 'Benämning',
    opening: 'Ingående balans',
    movement: 'Period',
    closing: 'Utgående balans',
    priorClosing: 'UB föregående år',
    change: 'Förändring mot fg år (kr)',
    changePercent: 'Förändring mot fg år (%)',
    // soft hyphens: the trial balance's narrow heading breaks the long word (none in the export)
    changeShare: 'Förändring i % av arbets\u00adväsent\u00adligheten',
    closingShare: 'UB i % av arbets\u00adväsent\u00adligheten',
    openingDifference: 'IB minus fg års UB (kr)',
    flags: 'Flaggor',
    review: 'Signering',
    month: 'Månad',
    current: 'I år',
    prior: 'Föregående år',
    ratio: 'Nyckeltal',
    formula: 'Formel',
  },
  sort: 'Sortera efter',
  sorts: {
    account: 'Kontonummer',
    closing: 'Utgående balans (storlek)',
    change: 'Förändring mot fg år (storlek)',
    changePercent: 'Förändring mot fg år i % (storlek)',
    materiality: 'I % av väsentligheten (storlek)',
  },
  descending: 'Störst först',
  tableLabel: 'Råbalans',
  caption: (signs: 'trial' | 'statement'): string =>
    signs === 'trial'
      ? 'Råbalans i kronor: debet positivt, kredit negativt'
      : 'Råbalans i kronor, med rapporternas tecken',
  accountNoun: { one: 'konto', other: 'konton' },
  classes: {
    assets: '1 Tillgångar',
    equityAndLiabilities: '2 Eget kapital och skulder',
    operatingIncome: '3 Rörelsens intäkter',
    goodsAndMaterials: '4 Varor, material och vissa köpta tjänster',
    otherExternalCosts: '5–6 Övriga externa kostnader',
    personnelAndDepreciation: '7 Personal, av- och nedskrivningar',
    financialAndOther: '8 Finansiella och andra poster',
    outside: 'Konton utanför BAS-grupperna',
  },
  groups: {
    fixedAssets: 'Anläggningstillgångar (10–13)',
    currentAssets: 'Omsättningstillgångar (14–19)',
    equity: 'Eget kapital (20)',
    untaxedReserves: 'Obeskattade reserver (21)',
    provisions: 'Avsättningar (22)',
    longTermLiabilities: 'Långfristiga skulder (23)',
    currentLiabilities: 'Kortfristiga skulder (24–29)',
    netSales: 'Nettoomsättning (30–37)',
    capitalisedWork: 'Aktiverat arbete för egen räkning (38)',
    otherOperatingIncome: 'Övriga rörelseintäkter (39)',
    goodsAndMaterials: 'Varor och material (40–49)',
    otherExternalCosts: 'Övriga externa kostnader (50–69)',
    personnelCosts: 'Personalkostnader (70–76)',
    depreciation: 'Av- och nedskrivningar (77–78)',
    otherOperatingCosts: 'Övriga rörelsekostnader (79)',
    financialItems: 'Finansiella poster (80–84)',
    appropriations: 'Bokslutsdispositioner (88)',
    taxAndResult: 'Skatter och årets resultat (89)',
  },
  totalOf: (name: string) => `Summa ${name}`,
  check: {
    title: 'Balanskontroll',
    balanced:
      'Råbalansen summerar till noll och tillgångarna är lika med eget kapital och skulder.',
    trialBalance: 'Summa av alla utgående balanser',
    opening: 'Summa av den ingående balansräkningen',
    difference: 'Tillgångar minus eget kapital och skulder inkl. resultatet',
    unbalanced: (amount: string) => `Siffrorna går inte ihop: skillnaden är ${amount}.`,
    yearResult: 'Årets resultat',
    openingAgrees: 'Alla balanskonton har föregående års utgående balans som ingående balans.',
    openingDiffers: (n: number) =>
      `${plural('sv', n, { one: '# balanskonto har', other: '# balanskonton har' })} en annan ingående balans än föregående års utgående (ISA 510): se flaggan ”IB skiljer sig från föregående års UB”.`,
  },
  drill: {
    title: (account: string, name: string) => `${account} ${name}: månad för månad`,
    close: 'Stäng',
    chartLabel: (account: string) =>
      `Månadens förändring på konto ${account}, i år och föregående år, med väsentlighetslinjen`,
    month: (n: number) => `Månad ${n}`,
    current: 'I år',
    prior: 'Föregående år',
    materiality: 'Arbetsväsentlighet',
    flagged: 'Minst väsentligheten',
    open: (account: string) => `Öppna månaderna för konto ${account}`,
  },
  monthClick: {
    hint: 'Klicka på en månad i diagrammet för att se dess förändringar.',
    title: (month: string) => `Förändringar i ${month}`,
    close: 'Stäng',
    none: 'Inga förändringar den här månaden.',
  },
  export: {
    xlsx: 'Exportera .xlsx',
    csv: 'Exportera CSV',
    print: 'Skriv ut',
    working: 'Arbetsboken förbereds…',
    failed: 'Arbetsboken kunde inte skapas.',
    file: (company: string, start: string, end: string) =>
      `${company}-arbetsyta-${start}-${end}.xlsx`,
    sheets: {
      trial: 'Råbalans',
      income: 'Resultaträkning',
      balanceSheet: 'Balansräkning',
      balances: 'Saldon vid månadsslut',
      movements: 'Period per månad',
      flags: 'Flaggor',
      ratios: 'Nyckeltal',
    },
    /** The month columns' headings: what each figure is. */
    monthBalance: (month: string) => `Saldo ${month}`,
    monthMovement: (month: string) => `Period ${month}`,
    company: 'Företag',
    year: 'Räkenskapsår',
    comparedWith: 'Jämförs med',
    materiality: 'Arbetsväsentlighet',
    overallMateriality: 'Väsentlighet',
    clearlyTrivial: 'Obetydlighetsgräns',
    exportedAt: 'Exporterad',
    notSet: 'ej angiven',
    sources: 'Källfiler',
    source: (name: string, uploaded: string, checksum: string | null) =>
      `${name}, uppladdad ${uploaded}, ` +
      (checksum ? `SHA-256 ${checksum}` : 'SHA-256 kan inte hämtas från den här plattformen'),
    sourcesMissing: {
      notFromPlatform:
        'Filerna och deras SHA-256-kontrollsummor kan inte hämtas från den här plattformen',
      unread: 'Filerna kunde inte läsas just nu; försök igen om en stund',
    },
    preparedBy: 'Upprättad av',
    reviewedBy: 'Granskad av',
    signedAccounts: (signed: number, total: number, who: string) =>
      `${signed} av ${total} konton${who ? `: ${who}` : ''}`,
    openNotes: 'Öppna granskningsanteckningar',
    signatureLine: 'Namn och datum: ______________________',
    flag: 'Flagga',
    detail: 'Detalj',
    tick: 'Avprickning',
    tickComment: 'Kommentar till avprickningen',
    ticked: (user: string, when: string) => `Avprickad av ${user} ${when}`,
    tickChanged: (user: string, when: string) => `Avprickad av ${user} ${when}, ändrad sedan`,
    signedBy: (user: string, when: string) => `${user} ${when}`,
    notesColumn: 'Öppna granskningsanteckningar',
    subtotal: (name: string) => `Summa ${name}`,
  },
  noData: {
    title: 'Inga saldon för det här året',
    text: 'Räkenskapsåret har ingen verifierad fil och därför inga saldon. Ladda upp dess SIE-fil; de andra åren fungerar ändå.',
    link: 'Ladda upp en SIE-fil på fliken Filer',
  },
  loading: 'Råbalansen läses in…',
  statements,
  ratios,
  review,
  signoff,
  vouchers,
  journal,
};
