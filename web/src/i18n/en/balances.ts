/** The balances screens. */
export const balances = {};
