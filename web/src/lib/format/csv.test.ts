import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('toCsv', () => {
  it('writes a header and CRLF lines, quoting only where needed, Swedish letters intact', () => {
    const csv = toCsv(
      ['account', 'name', 'amount'],
      [
        ['1930', 'Företagskonto', '1234.50'],
        ['2440', 'Leverantörsskulder, inrikes', '-99.00'],
        ['3001', 'Försäljning "varor"', null],
      ],
    );
    expect(csv).toBe(
      'account,name,amount\r\n' +
        '1930,Företagskonto,1234.50\r\n' +
        '2440,"Leverantörsskulder, inrikes",-99.00\r\n' +
        '3001,"Försäljning ""varor""",',
    );
  });
  it('defuses spreadsheet formulas', () => {
    const csv = toCsv(['x'], [['=HYPERLINK("http://evil")']]);
    expect(csv.split('\r\n')[1]).toMatch(/^"'=HYPERLINK/);
  });
});

describe('formula escaping keeps negative amounts', () => {
  it('leaves -1234.50 as a number but escapes -cmd', () => {
    const csv = toCsv(['x'], [['-1234.50'], ['-2+3'], ['+SUM(A1)']]);
    expect(csv.split('\r\n').slice(1)).toEqual(['-1234.50', `"'-2+3"`, `"'+SUM(A1)"`]);
  });
});
