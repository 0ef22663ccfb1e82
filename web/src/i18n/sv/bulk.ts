import type { Catalog } from '../catalog.js';
import { counted, plural } from '../plural.js';

const n = (count: number, one: string, other: string) => plural('sv', count, { one, other });

export const bulk: Catalog['bulk'] = {
  selection: {
    selectAllShown: 'Markera alla rader som visas',
    selectRow: (label: string) => `Markera ${label}`,
    column: 'Markerad',
    selected: counted('sv', { one: '# markerad', other: '# markerade' }),
    hidden: counted('sv', {
      one: '(# av dem döljs av filtret)',
      other: '(# av dem döljs av filtret)',
    }),
    selectAllMatching: counted('sv', {
      one: 'Markera raden som visas',
      other: 'Markera alla # som visas',
    }),
    clear: 'Avmarkera alla',
    toolbar: 'Åtgärder för de markerade raderna',
    rangeHint: 'Skift-klicka i en andra ruta för att markera alla rader mellan.',
  },
  action: {
    grantAccess: 'Ge behörighet till företag',
    revokeAccess: 'Ta bort behörighet till företag',
    addGroupMembers: 'Lägg till gruppmedlemmar',
    removeGroupMembers: 'Ta bort gruppmedlemmar',
    resendInvitations: 'Skicka inbjudningar igen',
    withdrawInvitations: 'Dra tillbaka inbjudningar',
    addFinancialYears: 'Lägg till nästa räkenskapsår',
    importInvitations: 'Importera inbjudningar',
    importCompanies: 'Importera företag',
  },
  button: {
    giveCompanies: 'Ge behörighet till…',
    removeCompanies: 'Ta bort behörighet från…',
    giveAccessToCompanies: 'Ge behörighet till företag…',
    removeAccessToCompanies: 'Ta bort behörighet till företag…',
    addToGroups: 'Lägg till i grupper…',
    addMembers: 'Lägg till medlemmar…',
    removeFromGroup: 'Ta bort ur gruppen',
    resend: 'Skicka igen',
    withdraw: 'Dra tillbaka',
    nextYear: 'Lägg till nästa räkenskapsår',
  },
  dialog: {
    users: 'Användare',
    groups: 'Grupper',
    companies: 'Företag',
    chooseUsers: 'Skriv för att hitta användare',
    chooseGroups: 'Skriv för att hitta grupper',
    chooseCompanies: 'Skriv för att hitta företag',
    nothingChosen: 'Välj minst en.',
    changes: counted('sv', { one: 'Det blir # ändring', other: 'Det blir # ändringar' }),
    giveCompaniesTitle: counted('sv', {
      one: 'Ge användare eller grupper behörighet till # företag',
      other: 'Ge användare eller grupper behörighet till # företag',
    }),
    removeCompaniesTitle: counted('sv', {
      one: 'Ta bort användares eller gruppers behörighet till # företag',
      other: 'Ta bort användares eller gruppers behörighet till # företag',
    }),
    giveCompaniesText: (companies: number, who: number) =>
      `${n(who, 'Den # valda användaren eller gruppen', 'De # valda användarna och grupperna')} får behörighet till ${n(companies, 'det markerade företaget', 'de # markerade företagen')}, en ändring var.`,
    removeCompaniesText: (companies: number, who: number) =>
      `${n(who, 'Den # valda användaren eller gruppen', 'De # valda användarna och grupperna')} förlorar den behörighet de fått direkt till ${n(companies, 'det markerade företaget', 'de # markerade företagen')}.`,
    accessTitle: {
      named: (name) => `Ge ”${name}” behörighet till företag`,
      users: counted('sv', {
        one: 'Ge # användare behörighet till företag',
        other: 'Ge # användare behörighet till företag',
      }),
      groups: counted('sv', {
        one: 'Ge # grupp behörighet till företag',
        other: 'Ge # grupper behörighet till företag',
      }),
    },
    removeAccessTitle: {
      named: (name) => `Ta bort ”${name}”s behörighet till företag`,
      users: counted('sv', {
        one: 'Ta bort # användares behörighet till företag',
        other: 'Ta bort # användares behörighet till företag',
      }),
      groups: counted('sv', {
        one: 'Ta bort # grupps behörighet till företag',
        other: 'Ta bort # gruppers behörighet till företag',
      }),
    },
    accessText: (who: number, companies: number) =>
      `${n(who, '# användare eller grupp', '# användare eller grupper')} × ${n(companies, '# företag', '# företag')}.`,
    addToGroupsTitle: counted('sv', {
      one: 'Lägg till # användare i grupper',
      other: 'Lägg till # användare i grupper',
    }),
    addToGroupsText: (users: number, groups: number) =>
      `${n(users, '# användare', '# användare')} blir medlemmar i ${n(groups, '# grupp', '# grupper')}.`,
    addMembersTitle: (group: string) => `Lägg till medlemmar i ”${group}”`,
    addMembersText: (users: number, group: string) =>
      `${n(users, '# användare blir medlem', '# användare blir medlemmar')} i ”${group}”.`,
    removeMembersTitle: counted('sv', {
      one: 'Ta bort # medlem ur gruppen',
      other: 'Ta bort # medlemmar ur gruppen',
    }),
    removeMembersText: (users: number, group: string) =>
      `${n(users, '# medlem lämnar', '# medlemmar lämnar')} ”${group}” och förlorar den behörighet till företag som gruppen ger.`,
    resendTitle: counted('sv', {
      one: 'Skicka # inbjudan igen',
      other: 'Skicka # inbjudningar igen',
    }),
    resendText: counted('sv', {
      one: 'Inbjudningsmejlet skickas igen till # person.',
      other: 'Inbjudningsmejlet skickas igen till # personer.',
    }),
    withdrawTitle: counted('sv', {
      one: 'Dra tillbaka # inbjudan',
      other: 'Dra tillbaka # inbjudningar',
    }),
    withdrawText: counted('sv', {
      one: 'Inbjudan dras tillbaka och länken i den slutar fungera. Det går inte att ångra.',
      other:
        'De # inbjudningarna dras tillbaka och länkarna i dem slutar fungera. Det går inte att ångra.',
    }),
    nextYearTitle: counted('sv', {
      one: 'Lägg till nästa räkenskapsår för # företag',
      other: 'Lägg till nästa räkenskapsår för # företag',
    }),
    nextYearText:
      'Varje företag får året efter sitt senaste, lika långt och med start dagen efter att det slutar. Ett företag vars senaste år inte har börjat än har redan sitt nästa år och hoppas över, så att köra detta igen lägger inte till något och inget företag får mer än ett år efter det år som dagens datum ligger i. Företag utan räkenskapsår hoppas också över. Resultatet visar vilket år som lades till för varje företag.',
    start: 'Starta',
  },
  run: {
    region: 'Massåtgärd',
    progress: (handled: number, total: number) =>
      `${plural('sv', handled, { one: '#', other: '#' })} av ${n(total, '# post', '# poster')} klara`,
    phase: {
      opening: 'Startar…',
      running: 'Pågår: högst 4 åt gången.',
      finished: 'Klar.',
      cancelled: 'Avbruten: anropen som pågick gjordes klart, resten skickades inte.',
      stopped:
        'Stoppad: din session tog slut. Logga in igen och fortsätt: det som är gjort skickas inte igen.',
      refused: 'Kunde inte starta: inget skickades.',
    },
    waiting: (seconds: number) =>
      `Plattformen bad konsolen att sakta ner: skickar igen om ${plural('sv', seconds, { one: '# sekund', other: '# sekunder' })}.`,
    counts: {
      done: 'Klara',
      skipped: 'Överhoppade',
      failed: 'Misslyckade',
      pending: 'Ej skickade',
    },
    cancel: 'Avbryt',
    continue: 'Fortsätt',
    retryFailed: counted('sv', {
      one: 'Försök igen med den misslyckade',
      other: 'Försök igen med de # misslyckade',
    }),
    download: 'Ladda ner resultatet (CSV)',
    close: 'Stäng',
    busy: 'En massåtgärd pågår fortfarande. Vänta tills den är klar, eller avbryt den.',
    results: 'Resultat',
    noun: { one: 'post', other: 'poster' },
    columns: { item: 'Post', result: 'Resultat', reason: 'Detaljer' },
    status: {
      pending: 'Ej skickad',
      running: 'Skickas…',
      done: 'Klar',
      skipped: 'Överhoppad',
      failed: 'Misslyckades',
    },
    csvFile: (action: string, date: string) => `massatgard-${action}-${date}.csv`,
    csvColumns: { key: 'nyckel', label: 'post', result: 'resultat', reason: 'skäl' },
    leaveTitle: 'Lämna sidan medan en massåtgärd pågår?',
    leaveText: (left: number) =>
      `${n(left, '# post är', '# poster är')} inte skickade än. Om du lämnar sidan görs de pågående anropen klart och resten skickas inte.`,
    stay: 'Stanna',
    leave: 'Lämna och stoppa',
  },
  done: {
    addedYear: (start: string, end: string) => `lade till räkenskapsåret ${start} – ${end}`,
  },
  skip: {
    hasNextYear: (start: string, end: string) => `har redan räkenskapsåret ${start} – ${end}`,
    noYear: 'har inget räkenskapsår att följa',
  },
};
