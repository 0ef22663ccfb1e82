import { describe, expect, it } from 'vitest';
import { currentT } from '../../i18n/index.js';
import type { TableRead } from './csvReader.js';
import { readStops } from './words.js';

const read = (over: Partial<TableRead<string>> = {}): TableRead<string> => ({
  delimiter: ';',
  ignored: [],
  missing: [],
  repeated: [],
  rows: [],
  ...over,
});

describe('readStops', () => {
  const w = currentT().imports.file;

  it('has nothing to say of a text with rows and a whole header', () => {
    expect(readStops(read(), 3)).toEqual([]);
  });

  it('names missing columns by their V1 key and their name on screen', () => {
    const [stop] = readStops(read({ missing: ['email'] }), 0);
    expect(stop).toContain('email');
    expect(stop).toContain(currentT().imports.column.email);
    expect(stop).toMatch(/^The header row \(row 1\) does not name the required/);
  });

  it('says every stop it finds, and "no rows" only when nothing else stops the read', () => {
    const stops = readStops(
      read({ repeated: ['name'], unclosedQuoteRow: 4, tooManyRows: 20_000 }),
      0,
    );
    expect(stops).toHaveLength(3);
    expect(stops[1]).toBe(w.unclosedQuote(4));
    expect(readStops(read(), 0)).toEqual([w.noRows]);
  });
});
