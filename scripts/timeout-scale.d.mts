/** How much longer test timeouts are on a busy machine, 1 to 3 (timeout-scale.mjs). */
export function timeoutScale(): number;
