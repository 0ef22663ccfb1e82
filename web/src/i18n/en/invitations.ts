import { counted } from '../plural.js';
import { listWords, tryAnotherSearch } from './lists.js';

/** The invitations screen: the invite form and the pending invitations. */
export const invitations = {
  title: 'Invitations',
  description: 'Invite people by email; they become users when they accept.',
  /** For "Your role does not give access to …". */
  what: 'invitations',
  ...listWords({ one: 'invitation', other: 'invitations' }),
  tryAnotherSearch,
  inviteHeading: 'Invite users',
  pendingHeading: 'Pending invitations',
  searchPlaceholder: 'Search by email or name',
  empty: 'No pending invitations',
  invited: 'Invited',
  resend: 'Resend',
  resendLabel: (email: string) => `Resend the invitation to ${email}`,
  resent: 'Invitation sent again',
  /** Under an invitation's time: the console's last resend of it. */
  sentAgain: (when: string, who: string) => `sent again ${when} by ${who}`,
  withdraw: 'Withdraw',
  withdrawLabel: (email: string) => `Withdraw the invitation to ${email}`,
  withdrawTitle: 'Withdraw invitation',
  withdrawMessage: (email: string) => `Withdraw the invitation to ${email}?`,
  withdrawn: 'Invitation withdrawn',
  sent: counted('en', { one: 'Invitation sent', other: '# invitations sent' }),
  pendingLongerThan: counted('en', {
    one: 'Showing the invitations pending for more than # day.',
    other: 'Showing the invitations pending for more than # days.',
  }),
  selectThem: counted('en', {
    one: 'Select it to resend or withdraw',
    other: 'Select all # to resend or withdraw',
  }),
  showAll: 'Show all',
  form: {
    label: 'Invite users',
    emails: 'Email addresses',
    emailsHelp: 'Type or paste several addresses; press Enter, comma or space between them',
    groups: 'Groups (optional)',
    groupsPlaceholder: 'Add to groups',
    noGroups: 'No groups',
    modules: 'Modules (optional)',
    modulesHelp: 'The parts of the platform the invited users get to use',
    willNotSend: 'These will not be sent',
    notSent: 'Not sent',
    alreadyUser: (email: string) => `${email} is already a user of the platform`,
    alreadyInvited: (email: string) =>
      `${email} has already been invited: resend the invitation from the list below`,
    send: counted('en', {
      zero: 'Send invitation',
      one: 'Send invitation',
      other: 'Send # invitations',
    }),
  },
};
