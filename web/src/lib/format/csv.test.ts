import { describe, expect, it } from 'vitest';
import { csvAmount, toCsv } from './csv.js';

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

describe('CSV for Swedish Excel', () => {
  it('separates with ; and writes decimal commas in Swedish, , and points in English', () => {
    const rows = [
      ['1930', 'Företagskonto; bank', csvAmount(1234.5), 2.25],
      ['2440', 'Leverantörsskulder, inrikes', csvAmount(-548115.32), -0.004],
    ];
    expect(toCsv(['konto', 'namn', 'belopp', 'x'], rows, 'sv').split('\r\n')).toEqual([
      'konto;namn;belopp;x',
      '1930;"Företagskonto; bank";1234,50;2,25',
      '2440;Leverantörsskulder, inrikes;-548115,32;-0,004',
    ]);
    expect(toCsv(['account', 'name', 'amount', 'x'], rows, 'en').split('\r\n')).toEqual([
      'account,name,amount,x',
      '1930,Företagskonto; bank,1234.50,2.25',
      '2440,"Leverantörsskulder, inrikes",-548115.32,-0.004',
    ]);
  });
  it('keeps negative amounts with a decimal comma as numbers, defuses formulas', () => {
    const csv = toCsv(['x'], [[csvAmount(-99)], ['=1+1'], ['-2+3']], 'sv');
    expect(csv.split('\r\n').slice(1)).toEqual(['-99,00', `"'=1+1"`, `"'-2+3"`]);
  });
});
