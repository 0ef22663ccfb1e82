/**
 * The words a list page says about its rows that follow from their noun: its search box's name,
 * its loading state and its "no match" state ("Search groups", "Loading groups…", "No group
 * matches"). One phrase per state for every list, so the lists say it alike.
 */
export function listWords(noun: { one: string; other: string }) {
  return {
    noun,
    searchLabel: `Search ${noun.other}`,
    loading: `Loading ${noun.other}…`,
    noMatch: `No ${noun.one} matches`,
  };
}

/** Under a list's "No … matches", where the list says more. */
export const tryAnotherSearch = 'Try another search.';
