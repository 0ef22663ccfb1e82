// Its own module (`@ledger/contract/holidays`), not one of rules.ts: the browser needs the names
// only with the Swedish catalogue, and rules.ts is in the first download.

/**
 * The holidays and eves of the journal-entry test `holiday` (an item's `holiday` is the key;
 * docs/PLATFORM.md has the rules), by their Swedish names: the platform's `why` and the Swedish
 * console say them.
 */
export const SWEDISH_HOLIDAY_NAMES = {
  nyarsdagen: 'nyårsdagen',
  'trettondedag-jul': 'trettondedag jul',
  langfredagen: 'långfredagen',
  paskdagen: 'påskdagen',
  'annandag-pask': 'annandag påsk',
  'forsta-maj': 'första maj',
  'kristi-himmelsfards-dag': 'Kristi himmelsfärds dag',
  pingstdagen: 'pingstdagen',
  'annandag-pingst': 'annandag pingst',
  nationaldagen: 'nationaldagen',
  midsommarafton: 'midsommarafton',
  midsommardagen: 'midsommardagen',
  'alla-helgons-dag': 'alla helgons dag',
  julafton: 'julafton',
  juldagen: 'juldagen',
  'annandag-jul': 'annandag jul',
  nyarsafton: 'nyårsafton',
} as const;
export type HolidayKey = keyof typeof SWEDISH_HOLIDAY_NAMES;
