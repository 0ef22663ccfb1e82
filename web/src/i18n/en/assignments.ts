/** The assignments screens. */
export const assignments = {};
