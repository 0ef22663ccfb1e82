/** The users screens. */
export const users = {};
