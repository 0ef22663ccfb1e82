import { listWords, tryAnotherSearch } from './lists.js';

/** The users screens: the list and a user's page. */
export const users = {
  title: 'Users',
  description:
    "Active users of this tenant; a user's groups are on their page. Invited users appear under Invitations until they accept.",
  /** For "Your role does not give access to …". */
  what: 'users',
  ...listWords({ one: 'user', other: 'users' }),
  tryAnotherSearch,
  searchPlaceholder: 'Search by name or email',
  empty: 'No active users',
  columns: {
    username: 'Username',
    emailVerified: 'Email verified',
    created: 'Created',
  },
  detail: {
    loading: 'Loading user…',
    notFoundTitle: 'No such user',
    notFound: 'The user may have been deleted, or is still a pending invitation.',
    backToList: 'Back to users',
    deleteButton: 'Delete user',
    deleteTitle: 'Delete user',
    deleteMessage: (name: string) =>
      `Delete ${name} with their group memberships and company permissions?`,
    deleted: 'User deleted',
    groups: 'Groups',
    groupsCount: (n: number) => `Groups (${n})`,
    loadingGroups: "Loading the user's groups…",
    noGroups: 'Not a member of any group.',
    accessNote:
      'Which companies this platform user may work with is set on each company’s Permissions tab, for the user or one of their groups; a console auditor linked to this user sees those companies, and only those, in the console.',
    governs:
      'What governs what: the platform’s permissions govern platform users like this one, directly or through their groups. Console accounts (who signs in to this console) are separate, with roles of their own; a console auditor linked to this user sees what this user sees.',
    companies: 'Companies this user can see',
    companiesCount: (n: number) => `Companies this user can see (${n})`,
    loadingCompanies: 'Reading the companies’ permissions…',
    noCompanies: 'No company’s permissions name this user or any of their groups.',
    companyColumn: 'Company',
    accessColumn: 'Access',
    direct: 'Own permission',
    throughGroups: (groups: string) => `Through ${groups}`,
    directAndGroups: (groups: string) => `Own permission, and through ${groups}`,
    searchCompanies: 'Search the companies',
    searchCompaniesPlaceholder: 'Company name',
    noCompanyMatches: 'No company matches',
    addToGroup: 'Add to a group',
    addToGroupPlaceholder: 'Type a group name',
    chooseGroup: 'Choose a group',
    addedToGroup: (group: string) => `Added to ${group}`,
    remove: 'Remove',
    removeFromGroupLabel: (group: string) => `Remove from the group ${group}`,
    removeFromGroupTitle: 'Remove from group',
    removeFromGroupMessage: (name: string, group: string) =>
      `Remove ${name} from “${group}”? They lose the company access the group gives them.`,
    removedFromGroup: (group: string) => `Removed from ${group}`,
  },
};
