/**
 * The workbench's views and the one it opens on: apart from `params.ts` because the balances
 * tab's prefetch (part of the first download) needs the default view alone.
 */
export const VIEWS = ['trial', 'statements', 'months', 'ratios', 'journal'] as const;
export type WorkbenchView = (typeof VIEWS)[number];
/** The tab opens on the months (its figures and links from before the workbench). */
export const DEFAULT_VIEW: WorkbenchView = 'months';
