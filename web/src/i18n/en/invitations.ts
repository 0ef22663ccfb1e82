/** The invitations screens. */
export const invitations = {};
