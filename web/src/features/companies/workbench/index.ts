/**
 * The auditor's workbench, pure logic: BAS classes and groups, the trial balance with its
 * comparison, subtotals and balance check, review flags and key ratios. No React, no text: the
 * screen names the ids and codes through the web's catalogs. See docs/WORKBENCH.md.
 */
export * from './bas.js';
export * from './flags.js';
export * from './ratios.js';
export * from './sides.js';
export * from './totals.js';
export * from './trial-balance.js';
