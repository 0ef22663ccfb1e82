/** The groups screens. */
export const groups = {};
