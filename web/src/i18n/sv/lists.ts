/**
 * Listornas ord som följer av radernas substantiv: sökrutans namn, laddning och "inget matchar"
 * ("Sök grupper", "Laddar grupper…", "Ingen grupp matchar"). `none` är "Ingen" eller "Inget"
 * efter substantivets genus.
 */
export function listWords(noun: { one: string; other: string }, none: 'Ingen' | 'Inget') {
  return {
    noun,
    searchLabel: `Sök ${noun.other}`,
    loading: `Laddar ${noun.other}…`,
    noMatch: `${none} ${noun.one} matchar`,
  };
}

/** Under en listas "Ingen … matchar", där listan säger mer. */
export const tryAnotherSearch = 'Prova en annan sökning.';
