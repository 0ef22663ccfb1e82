import { counted } from '../plural.js';
import { listWords } from './lists.js';

/** The groups screens: the list with the create form and one search, and a group's page. */
export const groups = {
  title: 'Groups',
  description: 'Groups collect users so companies can be shared with all of them at once.',
  /** For "Your role does not give access to …". */
  what: 'groups',
  ...listWords({ one: 'group', other: 'groups' }),
  searchPlaceholder: 'Part of a name',
  searchHelp: 'Any part of the name, in any case; Enter opens the group of that name.',
  memberColumn: 'Members',
  empty: 'No groups yet',
  footnote:
    'Names are unique regardless of case. Open a group to see its members and the companies it can see.',
  create: {
    heading: 'New group',
    name: 'Group name',
    created: 'Group created',
    exists: 'A group with this name already exists. Choose another name.',
  },
  detail: {
    loading: 'Loading group…',
    notFoundTitle: 'No such group',
    notFound: 'It may have been deleted.',
    backToList: 'Back to groups',
    memberCount: counted('en', { one: '# member', other: '# members' }),
    deleteButton: 'Delete group',
    deleteTitle: 'Delete group',
    deleteMessage: (name: string) =>
      `Delete the group “${name}”? Its members stay users, but lose the company access the group gave.`,
    deleted: 'Group deleted',
    members: 'Members',
    addLabel: 'Add a member',
    addPlaceholder: 'Type a name or email',
    chooseUser: 'Choose a user',
    added: 'Member added',
    removed: 'Member removed',
    noMembers: 'No members yet',
    companies: 'Companies this group can see',
    companiesCount: (n: number) => `Companies this group can see (${n})`,
    companiesHelp:
      'Every member sees these companies through the group. A company is shared with the group on its Permissions tab, or from here with “Give access to companies”.',
    loadingCompanies: 'Reading the companies’ permissions…',
    noCompanies: 'No company is shared with this group yet.',
    searchCompanies: 'Search the companies',
    searchCompaniesPlaceholder: 'Company name',
    noCompanyMatches: 'No company matches',
  },
  members: {
    state: 'State',
    states: { active: 'Active', invited: 'Invited' },
    remove: 'Remove',
    removeLabel: (email: string) => `Remove ${email} from the group`,
    removeTitle: 'Remove member',
    removeMessage: (email: string, group: string) => `Remove ${email} from “${group}”?`,
  },
};
