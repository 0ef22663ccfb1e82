/** The audit screens. */
export const audit = {};
