/** The users screens: the list and a user's page. */
export const users = {
  title: 'Users',
  description:
    "Active users of this tenant; a user's groups are on their page. Invited users appear under Invitations until they accept.",
  /** For "Your role does not give access to …". */
  what: 'users',
  noun: { one: 'user', other: 'users' },
  searchLabel: 'Search users',
  searchPlaceholder: 'Search by name or email',
  empty: 'No active users',
  loading: 'Loading users…',
  noMatch: 'No user matches',
  tryAnotherSearch: 'Try another search.',
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
  },
};
