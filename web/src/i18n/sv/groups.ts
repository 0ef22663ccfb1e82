import type { Catalog } from '../catalog.js';
import { counted } from '../plural.js';
import { listWords } from './lists.js';

export const groups: Catalog['groups'] = {
  title: 'Grupper',
  description: 'Grupper samlar användare så att företag kan delas med alla i gruppen på en gång.',
  what: 'grupper',
  ...listWords({ one: 'grupp', other: 'grupper' }, 'Ingen'),
  searchPlaceholder: 'Del av ett namn',
  searchHelp:
    'Valfri del av namnet, med stora eller små bokstäver; Enter öppnar gruppen med det namnet.',
  memberColumn: 'Medlemmar',
  empty: 'Inga grupper ännu',
  footnote:
    'Namnen är unika oavsett stora och små bokstäver. Öppna en grupp för att se dess medlemmar och de företag den har behörighet till.',
  create: {
    heading: 'Ny grupp',
    name: 'Gruppnamn',
    created: 'Gruppen har skapats',
    exists: 'Det finns redan en grupp med det namnet. Välj ett annat namn.',
  },
  detail: {
    loading: 'Laddar gruppen…',
    notFoundTitle: 'Gruppen finns inte',
    notFound: 'Den kan ha tagits bort.',
    backToList: 'Tillbaka till grupper',
    memberCount: counted('sv', { one: '# medlem', other: '# medlemmar' }),
    deleteButton: 'Ta bort grupp',
    deleteTitle: 'Ta bort gruppen',
    deleteMessage: (name) =>
      `Ta bort gruppen ”${name}”? Medlemmarna finns kvar som användare men förlorar den behörighet till företag som gruppen gav.`,
    deleted: 'Gruppen har tagits bort',
    members: 'Medlemmar',
    addLabel: 'Lägg till medlem',
    addPlaceholder: 'Skriv ett namn eller en e-postadress',
    chooseUser: 'Välj en användare',
    added: 'Medlemmen har lagts till',
    removed: 'Medlemmen har tagits bort',
    noMembers: 'Inga medlemmar ännu',
    companies: 'Företag som gruppen har behörighet till',
    companiesCount: (n) => `Företag som gruppen har behörighet till (${n})`,
    companiesHelp:
      'Varje medlem ser de här företagen genom gruppen. Ett företag delas med gruppen på företagets flik Behörigheter, eller härifrån med ”Ge behörighet till företag”.',
    loadingCompanies: 'Läser företagens behörigheter…',
    noCompanies: 'Inget företag har delats med gruppen ännu.',
    searchCompanies: 'Sök bland företagen',
    searchCompaniesPlaceholder: 'Företagets namn',
    noCompanyMatches: 'Inget företag matchar',
  },
  members: {
    state: 'Status',
    states: { active: 'Aktiv', invited: 'Inbjuden' },
    remove: 'Ta bort',
    removeLabel: (email) => `Ta bort ${email} ur gruppen`,
    removeTitle: 'Ta bort medlemmen',
    removeMessage: (email, group) => `Ta bort ${email} ur ”${group}”?`,
  },
};
