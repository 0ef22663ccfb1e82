import type { Catalog } from '../catalog.js';
import { plural } from '../plural.js';

export const common: Catalog['common'] = {
  appName: 'Ledger Console',
  documentTitle: (page) => `${page} – Ledger Console`,
  yes: 'Ja',
  no: 'Nej',
  save: 'Spara',
  saving: 'Sparar…',
  cancel: 'Avbryt',
  close: 'Stäng',
  delete: 'Ta bort',
  remove: 'Ta bort',
  create: 'Skapa',
  edit: 'Ändra',
  add: 'Lägg till',
  back: 'Tillbaka',
  retry: 'Försök igen',
  loading: 'Laddar…',
  couldNotLoad: 'Kunde inte hämtas',
  nothingHereYet: 'Här finns inget ännu',
  actions: 'Åtgärder',
  name: 'Namn',
  email: 'E-post',
  status: 'Status',
  search: 'Sök',
  clear: 'Rensa',
  technicalDetails: 'Tekniska detaljer',
  requestId: (id) => `Anrops-id: ${id}`,
  copy: 'Kopiera',
  copied: 'Kopierat',
  optional: 'valfritt',
  notAvailable: 'Inte tillgängligt',
  confirm: {
    title: 'Är du säker?',
    deleteTitle: (what) => `Ta bort ${what}?`,
    cannotBeUndone: 'Det går inte att ångra.',
  },
  table: {
    rowCount: (shown, total, noun) =>
      shown === total
        ? plural('sv', total, { one: `# ${noun.one}`, other: `# ${noun.other}` })
        : `${plural('sv', shown, { one: '#', other: '#' })} av ${plural('sv', total, {
            one: `# ${noun.one}`,
            other: `# ${noun.other}`,
          })}`,
    sortAscending: 'sorterad stigande',
    sortDescending: 'sorterad fallande',
    noMatches: 'Inget matchar filtret',
    noMatchesHint: 'Prova andra ord eller töm sökrutan.',
  },
  picker: {
    typeToSearch: 'Skriv för att söka',
    nothingFound: 'Inget hittades',
    showingSome: (shown, total) =>
      `Visar ${plural('sv', shown, { one: '#', other: '#' })} av ${plural('sv', total, {
        one: '#',
        other: '#',
      })}: skriv för att begränsa`,
  },
  date: {
    placeholder: 'ÅÅÅÅ-MM-DD',
    clear: (field) => `Töm ${field}`,
  },
};
