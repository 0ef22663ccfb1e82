/** The companies screens. */
export const companies = {};
