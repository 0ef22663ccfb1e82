/** The files screens. */
export const files = {};
