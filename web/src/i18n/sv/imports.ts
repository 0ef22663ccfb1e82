import type { Catalog } from '../catalog.js';
import { count, counted, plural } from '../plural.js';

const q = (v: string) => `”${v}”`;

export const imports: Catalog['imports'] = {
  action: 'Importera…',
  quote: q,
  invitations: {
    title: 'Importera inbjudningar',
    description:
      'Bjud in många personer på en gång från en CSV-fil eller en inklistrad lista med e-postadresser. Varje rad kontrolleras innan något skickas.',
    what: 'import av inbjudningar',
    listLabel: 'Inbjudningar',
    templateFile: 'inbjudningar-mall.csv',
    problemsFile: 'inbjudningar-fel.csv',
    pasteHelp:
      'En e-postadress per rad, eller CSV med en rubrikrad: email och, om du vill, groups och modules.',
    start: counted('sv', { one: 'Bjud in # person', other: 'Bjud in # personer' }),
  },
  companies: {
    title: 'Importera företag',
    description:
      'Skapa många företag på en gång från en CSV-fil. Varje rad kontrolleras innan något skickas.',
    what: 'import av företag',
    listLabel: 'Företag',
    templateFile: 'foretag-mall.csv',
    problemsFile: 'foretag-fel.csv',
    pasteHelp: 'CSV med en rubrikrad, t.ex. rader kopierade från ett kalkylark.',
    start: counted('sv', { one: 'Skapa # företag', other: 'Skapa # företag' }),
    defaultAccessTitle: 'Vem får behörighet',
    defaultAccessMine: (groups) =>
      `En rad som inte anger behörighet ger den bara till dina grupper: ${groups}. För alla i byrån, ange Alla som behörighet.`,
    defaultAccessNobody:
      'En rad som inte anger behörighet ger den till ingen på plattformen än, eftersom ditt konto i konsolen inte är kopplat till en användare med grupper här. Ange användare eller grupper i filen, eller ge behörighet under varje företags flik Behörigheter.',
  },
  source: {
    label: 'Var raderna kommer från',
    file: 'Från en fil',
    paste: 'Klistra in',
  },
  drop: {
    label: 'Välj en CSV-fil',
    text: 'Släpp en CSV-fil här eller klicka för att välja en',
    tapText: 'Tryck för att välja en CSV-fil',
    help: (maxRows) =>
      `UTF-8 eller Windows-1252 (som Excel sparar), kolumner åtskilda med semikolon, komma eller tabb; högst ${count('sv', maxRows)} rader.`,
    chosen: (name, size) => `Fil: ${name} (${size})`,
  },
  paste: {
    label: 'Rader',
    check: 'Kontrollera raderna',
    empty: 'Klistra in eller skriv några rader först.',
  },
  template: {
    download: 'Ladda ned mall',
    exampleCompany: 'Exempel AB',
    help: 'Kolumnerna och en exempelrad, med avgränsarna för det språk du valt.',
  },
  columns: {
    heading: 'Kolumner',
    column: 'Kolumn',
    required: 'obligatorisk',
    optional: 'valfri',
    takes: 'Vad den tar',
    otherNames:
      'En rubrik får också ge kolumnens namn på engelska eller plattformens namn på fältet:',
  },
  column: {
    email: 'E-post',
    groups: 'Grupper',
    modules: 'Moduler',
    name: 'Namn',
    organizationNumber: 'Organisationsnummer',
    annualReportFramework: 'Regelverk',
    legalForm: 'Bolagsform',
    country: 'Land',
    address: 'Adress',
    'authorization.type': 'Behörighet',
    'authorization.userIds': 'Användare med behörighet',
    'authorization.groupIds': 'Grupper med behörighet',
  },
  columnHelp: {
    email: 'Adressen som bjuds in.',
    groups:
      'Grupper som personen läggs till i, med namn eller id; flera åtskilda med komma, semikolon eller |.',
    modules: 'Revision och/eller Analys, med namnen på svenska eller engelska eller med koderna.',
    name: 'Företagets namn.',
    organizationNumber:
      'NNNNNN-NNNN med giltig kontrollsiffra för svenska företag; fri text för andra länder.',
    annualReportFramework:
      'K1, K2, K3 eller Redovisningsrådets rekommendationer (med koden eller namnet).',
    legalForm: 'Med namn på svenska eller engelska (t.ex. Aktiebolag) eller med koden.',
    country: 'Sverige (standard) eller Annat land, på svenska eller engelska.',
    address: 'Fri text.',
    'authorization.type':
      'Vem som får behörighet: Alla, Användare och grupper, Grupper eller Användare (eller 1–4). Tom: det som de två listorna ger; utan listor dina grupper eller ingen (se ovan).',
    'authorization.userIds':
      'Användare med e-post eller id; flera åtskilda med komma, semikolon eller |.',
    'authorization.groupIds':
      'Grupper med namn eller id; flera åtskilda med komma, semikolon eller |.',
  },
  file: {
    read: (encoding, separator, rows) =>
      `Läst som ${encoding}, kolumner åtskilda med ${separator}: ${plural('sv', rows, { one: '# rad', other: '# rader' })}.`,
    readList: (rows) =>
      `Läst som en lista med e-postadresser, en per rad: ${plural('sv', rows, { one: '# adress', other: '# adresser' })}.`,
    separator: { ';': 'semikolon', ',': 'komma', '\t': 'tabb' },
    notUtf8:
      'Filen är inte UTF-8 och lästes därför som Windows-1252 (som svenska Excel sparar CSV). Kontrollera att å, ä och ö ser rätt ut nedan.',
    ignored: (names) => `Kolumner som inte hör till den här importen har hoppats över: ${names}.`,
    missing: (names) =>
      `Rubrikraden (rad 1) saknar den obligatoriska kolumnen ${names}. Ladda ned mallen för att se kolumnerna.`,
    repeated: (names) => `Rubrikraden har ${names} mer än en gång: behåll en.`,
    unclosedQuote: (row) =>
      `Ett citattecken som öppnas på rad ${count('sv', row)} stängs aldrig, så resten av filen kan inte läsas. Stäng det eller ta bort det.`,
    tooManyRows: (rows, max) =>
      `Filen har ${count('sv', rows)} rader; högst ${count('sv', max)} kan importeras på en gång. Dela upp den i mindre filer.`,
    tooLarge: (size, max) =>
      `Filen är ${size}; högst ${max} kan läsas. Dela upp den i mindre filer.`,
    spreadsheet:
      'Det här är en Excel-arbetsbok, inte en CSV-fil. Välj Spara som, CSV (semikolonavgränsad) i Excel och välj den filen.',
    binary: 'Filen innehåller inte text. Välj en CSV-fil.',
    unreadable: 'Filen kunde inte läsas. Välj den igen.',
    noRows: 'Det finns inga rader under rubrikraden.',
    problemTitle: 'Raderna kan inte läsas',
  },
  lists: {
    loading: 'Läser listorna som raderna kontrolleras mot…',
  },
  checking: (done, total) => `Kontrollerar rader… ${count('sv', done)} av ${count('sv', total)}`,
  preview: {
    heading: 'Förhandsgranskning',
    noun: { one: 'rad', other: 'rader' },
    row: 'Rad',
    ready: 'Klar',
    problems: 'Fel',
    problemCount: counted('sv', { one: '# fel', other: '# fel' }),
    show: 'Visa',
    all: 'Alla rader',
    withProblems: (n) => `Med fel (${count('sv', n)})`,
    searchLabel: 'Sök bland raderna',
    searchPlaceholder: 'Sök bland värdena',
    noMatch: 'Ingen rad matchar',
    summary: (ready, bad) =>
      `${plural('sv', ready, { one: '# rad klar', other: '# rader klara' })}, ${plural('sv', bad, { zero: 'inga med fel', one: '# med fel', other: '# med fel' })}.`,
    problemIn: (column, text) => `${column}: ${text}`,
  },
  /** The last column of the download of the rows with problems. */
  problemsColumn: 'fel',
  downloadProblems: 'Ladda ned raderna med fel',
  leaveOut: counted('sv', {
    one: 'Hoppa över raden med fel',
    other: 'Hoppa över de # raderna med fel',
  }),
  leaveOutHelp: 'De skickas inte. Rätta dem i filen och importera dem senare.',
  mustFix: 'Rätta raderna med fel i filen, eller hoppa över dem, innan du startar.',
  nothingReady: 'Ingen rad är klar att skicka.',
  problem: {
    required: 'måste fyllas i',
    repeated: (row) => `finns två gånger i filen: även på rad ${count('sv', row)}`,
    existingUser: 'är redan användare i byrån',
    pendingInvitation: 'har redan en obesvarad inbjudan',
    existingCompany: (name) => `tillhör redan ett företag: ${name}`,
    unknownGroup: (v) => `ingen grupp heter ${q(v)} eller har det id:t`,
    unknownUser: (v) => `ingen användare har e-postadressen eller id:t ${q(v)}`,
    unknownModule: (v) => `${q(v)} är ingen modul: Revision eller Analys`,
    extraCells: counted('sv', {
      one: 'raden har ett värde fler än rubrikraden har kolumner (en avgränsare inuti ett värde? sätt värdet inom citattecken)',
      other:
        'raden har # värden fler än rubrikraden har kolumner (en avgränsare inuti ett värde? sätt värdet inom citattecken)',
    }),
    unknownCode: {
      annualReportFramework: (v) => `${q(v)} är inget regelverk: K1, K2, K3 eller RedR`,
      legalForm: (v) => `${q(v)} är ingen bolagsform (t.ex. Aktiebolag, Handelsbolag)`,
      country: (v) => `${q(v)} är inget land här: Sverige eller Annat land`,
      'authorization.type': (v) =>
        `${q(v)} är ingen behörighetstyp: Alla, Användare och grupper, Grupper eller Användare`,
    },
    wholeRow: 'Raden',
  },
  skipped: {
    invitation: 'Redan användare eller inbjuden',
    company: 'Ett företag med det här organisationsnumret finns redan',
  },
};
