import type { Catalog } from '../catalog.js';
import { listWords, tryAnotherSearch } from './lists.js';

export const users: Catalog['users'] = {
  title: 'Användare',
  description:
    'Byråns aktiva användare; en användares grupper finns på användarens sida. Inbjudna visas under Inbjudningar tills de har tackat ja.',
  what: 'användare',
  ...listWords({ one: 'användare', other: 'användare' }, 'Ingen'),
  tryAnotherSearch,
  searchPlaceholder: 'Sök på namn eller e-post',
  empty: 'Inga aktiva användare',
  columns: {
    username: 'Användarnamn',
    emailVerified: 'E-post verifierad',
    created: 'Skapad',
  },
  detail: {
    loading: 'Laddar användaren…',
    notFoundTitle: 'Användaren finns inte',
    notFound: 'Användaren kan ha tagits bort eller har ännu inte tackat ja till sin inbjudan.',
    backToList: 'Tillbaka till användare',
    deleteButton: 'Ta bort användare',
    deleteTitle: 'Ta bort användaren',
    deleteMessage: (name) =>
      `Ta bort ${name} tillsammans med medlemskap i grupper och behörigheter till företag?`,
    deleted: 'Användaren har tagits bort',
    groups: 'Grupper',
    groupsCount: (n) => `Grupper (${n})`,
    loadingGroups: 'Laddar användarens grupper…',
    noGroups: 'Inte medlem i någon grupp.',
    accessNote:
      'Vilka företag den här användaren i plattformen får arbeta med bestäms på varje företags flik Behörigheter, för användaren eller någon av hens grupper; en revisor i konsolen som är kopplad till användaren ser de företagen, och bara dem, i konsolen.',
    governs:
      'Vad som styr vad: plattformens behörigheter styr plattformens användare, som den här, direkt eller genom deras grupper. Konsolens konton (de som loggar in i konsolen) är något annat, med egna roller; en revisor i konsolen som är kopplad till den här användaren ser det användaren ser.',
    companies: 'Företag som användaren ser',
    companiesCount: (n) => `Företag som användaren ser (${n})`,
    loadingCompanies: 'Läser företagens behörigheter…',
    noCompanies: 'Inget företags behörigheter nämner användaren eller någon av hens grupper.',
    companyColumn: 'Företag',
    accessColumn: 'Behörighet',
    direct: 'Egen behörighet',
    throughGroups: (groups) => `Genom ${groups}`,
    directAndGroups: (groups) => `Egen behörighet, och genom ${groups}`,
    searchCompanies: 'Sök bland företagen',
    searchCompaniesPlaceholder: 'Företagsnamn',
    noCompanyMatches: 'Inget företag matchar',
    addToGroup: 'Lägg till i en grupp',
    addToGroupPlaceholder: 'Skriv ett gruppnamn',
    chooseGroup: 'Välj en grupp',
    addedToGroup: (group) => `Tillagd i ${group}`,
    remove: 'Ta bort',
    removeFromGroupLabel: (group) => `Ta bort ur gruppen ${group}`,
    removeFromGroupTitle: 'Ta bort ur grupp',
    removeFromGroupMessage: (name, group) =>
      `Ta bort ${name} ur ”${group}”? Hen förlorar den behörighet till företag som gruppen ger.`,
    removedFromGroup: (group) => `Borttagen ur ${group}`,
  },
};
