import { crc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeCp437 } from './encoding.js';
import { writeSie, type Ledger } from './generator.js';
import { MAX_MONTHS, readSieBytes, SieReader } from './reader.js';
import { verifySie } from './verify.js';

const sie = (text: string) => readSieBytes(encodeCp437(text));
const errors = (text: string) =>
  sie(text)
    .findings.filter((f) => f.severity === 'error')
    .map((f) => `${f.line}: ${f.message}`);

const HEAD = '#FLAGGA 0\n#SIETYP 4\n#RAR 0 20240101 20241231\n';

describe('reader: syntax', () => {
  it('handles CRLF, tabs, blank lines, quoting, escapes, backslashes, lists and empty fields', () => {
    const s = sie(
      [
        '#FLAGGA 0',
        '#PROGRAM "\\"Norstedts Revision\\"" 1.0',
        '',
        '   ',
        '#FNR "C:\\Documents\\Företag"',
        '#ORGNR "556265-1892" 1 extra',
        '#FNAMN "Övningsbolaget AB"',
        '#RAR\t0\t20240101\t20241231',
        '#KONTO 1930 "1820\\A012 Cykel"',
        '#KONTO\t3010\tFörsäljning',
        '#KTYP 3010 I',
        '#UNKNOWN 1 2 3',
        '#VER "A" "1" 20240105 "Text med \\"citat\\"" 20240105',
        '{\t',
        '\t#TRANS\t1930\t{1 "2"\t10 "12"}\t100.5\t""\t"rad"',
        '   #TRANS 3010 {"1" "Nord"} -100.50 20240206 "" 1.5 extra fields',
        '}   ',
      ].join('\r\n') + '\r\n',
    );
    expect(s.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(s.header.program).toBe('"Norstedts Revision"');
    expect(s.header.organizationNumber).toBe('556265-1892');
    expect(s.header.companyName).toBe('Övningsbolaget AB');
    expect(s.accounts.map((a) => [a.number, a.name, a.kind])).toEqual([
      ['1930', '1820\\A012 Cykel', undefined],
      ['3010', 'Försäljning', 'I'],
    ]);
    expect(s.movements).toEqual([
      { account: '1930', period: '2024-01', amount: 10050 },
      { account: '3010', period: '2024-02', amount: -10050 },
    ]);
    expect(s.counts).toMatchObject({ accounts: 2, vouchers: 1, transactions: 1 + 1 });
  });

  it('parses amounts to exact öre and rejects bad ones', () => {
    const s = sie(
      HEAD +
        '#IB 0 1910 -3142.1\n#IB 0 1920 -0.00\n#IB 0 1930 12\n#IB 0 1940 0.10\n#IB 0 1950 99999999999.99\n',
    );
    expect(s.yearBalances.map((y) => y.ib)).toEqual([-314210, 0, 1200, 10, 9999999999999]);
    for (const bad of ['1,5', '1.234', '+5', '1e3', '', '12345678901234', '--1', 'abc'])
      expect(errors(HEAD + `#UB 0 1930 ${bad === '' ? '""' : bad}\n`)).toHaveLength(1);
    expect(errors(HEAD + '#UB 0 1930 1.500\n')).toEqual([]);
  });

  it('sums #TRANS only: #RTRANS/#BTRANS are history', () => {
    const s = sie(
      HEAD +
        '#VER A 1 20240110\n{\n#TRANS 1930 {} 100\n#BTRANS 1930 {} 50\n#RTRANS 3010 {} -70\n#TRANS 3010 {} -100\n}\n',
    );
    expect(s.movements.map((m) => m.amount)).toEqual([10000, -10000]);
    expect(s.counts).toMatchObject({ transactions: 2, rtrans: 1, btrans: 1 });
    expect(s.findings).toEqual([]);
  });

  it('buckets a row by its transaction date, else the voucher date', () => {
    const s = sie(
      HEAD + '#VER A 1 20240131\n{\n#TRANS 1930 {} 100 20240201\n#TRANS 3010 {} -100\n}\n',
    );
    expect(s.movements).toEqual([
      { account: '1930', period: '2024-02', amount: 10000 },
      { account: '3010', period: '2024-01', amount: -10000 },
    ]);
  });

  it('reports structural errors with line numbers', () => {
    expect(errors('#SIETYP 4\n#FLAGGA 0\n')).toEqual(['1: the first record is not #FLAGGA']);
    expect(errors(HEAD + '#TRANS 1930 {} 1\n')).toEqual(['4: #TRANS outside a voucher']);
    expect(errors(HEAD + '#VER A 1 20240101\n{\n#TRANS 1930 {} 0\n')).toEqual([
      '4: unbalanced braces: the file ends inside a voucher block',
    ]);
    expect(errors(HEAD + '}\n')[0]).toMatch(/^4: unbalanced braces/);
    expect(errors(HEAD + '#VER A 1 20241301\n{\n}\n')[0]).toMatch(
      /^4: voucher A 1 has no valid date/,
    );
    expect(
      errors(HEAD + '#VER A 1 20240101\n{\n#TRANS 1930 {} 1 2024011\n#TRANS 1930 {} -1\n}\n'),
    ).toEqual(['6: #TRANS has an invalid transaction date (YYYYMMDD)']);
    expect(errors(HEAD + '#VER A 1 20240101\n{\n#TRANS 1930 {} 1,00\n}\n')).toEqual([
      '6: #TRANS has an invalid amount',
    ]);
    expect(
      errors(HEAD + '#VER A 7 20240101\n{\n#TRANS 1930 {} 1\n#TRANS 3010 {} -0.5\n}\n'),
    ).toEqual([
      '4: voucher A 7 dated 2024-01-01 does not balance: debit 1.00, credit -0.50, difference 0.50',
    ]);
    expect(errors('')).toEqual(['null: the file is empty']);
  });

  it('warns about vouchers dated outside #RAR 0', () => {
    const s = sie(HEAD + '#VER A 1 20250105\n{\n#TRANS 1930 {} 1\n#TRANS 3010 {} -1\n}\n');
    expect(s.findings).toEqual([
      {
        severity: 'warning',
        line: 4,
        message: '1 voucher(s) dated 2025-01-05, outside year 0 (2024-01-01..2024-12-31)',
      },
    ]);
  });

  it('keeps #PSALDO of year 0 with an empty object list only', () => {
    const s = sie(
      HEAD +
        '#PSALDO 0 202401 3010 {} -100\n#PSALDO 0 202401 3010 {1 "2"} -40\n#PSALDO -1 202301 3010 {} -5\n#PSALDO 0 202402 3010 { } 7\n',
    );
    expect(s.periodBalances.map((p) => [p.period, p.amount])).toEqual([
      ['2024-01', -10000],
      ['2024-02', 700],
    ]);
  });

  it('accepts #PSALDO without an object list', () => {
    const s = sie(HEAD + '#PSALDO 0 202401 3010 -100\n');
    expect(s.periodBalances.map((p) => [p.account, p.period, p.amount])).toEqual([
      ['3010', '2024-01', -10000],
    ]);
    expect(s.findings).toEqual([]);
  });

  it('bounds memory on hostile input: distinct months are capped with an error', () => {
    let text = HEAD + '#VER A 1 20240101\n{\n';
    for (let m = 0; m < MAX_MONTHS + 5; m++) {
      const y = 2000 + Math.floor(m / 12);
      const mm = String((m % 12) + 1).padStart(2, '0');
      text += `#TRANS 1930 {} 1 ${y}${mm}01\n#TRANS 3010 {} -1 ${y}${mm}01\n`;
    }
    const s = sie(text + '}\n');
    expect(s.findings.filter((f) => f.severity === 'error').map((f) => f.message)).toEqual([
      `rows in more than ${MAX_MONTHS} different months; the rest are not summed`,
    ]);
    expect(s.movements.length).toBe(2 * MAX_MONTHS);
  });
});

const ledger: Ledger = {
  organizationNumber: '556677-8899',
  startDate: '2024-01-01',
  endDate: '2024-12-31',
  accounts: [
    { number: '1930', name: 'Företagskonto', kind: 'T' },
    { number: '3001', name: 'Försäljning "special"', kind: 'I' },
  ],
  opening: [{ account: '1930', amount: 5000 }],
  vouchers: [
    {
      series: 'A',
      number: '1',
      date: '2024-03-02',
      text: 'Kvitto \\ "x"',
      rows: [
        { account: '1930', amount: 1250, objects: [['1', 'Nord syd']] },
        { account: '3001', amount: -1250, text: 'Sålt' },
      ],
    },
  ],
};

describe('reader: #KSUMMA', () => {
  const ctx = {
    organizationNumber: '556677-8899',
    country: 'SWEDEN' as const,
    financialYear: { startDate: '2024-01-01', endDate: '2024-12-31' },
  };

  it('accepts a matching checksum', () => {
    const s = readSieBytes(writeSie(ledger, { ksumma: true }));
    expect(s.checksum).toMatchObject({ present: true, ok: true });
    expect(verifySie(s, ctx).status).toBe('verified');
  });

  it('rejects a changed byte', () => {
    const text = writeSie(ledger, { ksumma: true })
      .toString('latin1')
      .replace('#FNAMN', '#FNAMN X');
    const s = readSieBytes(Buffer.from(text, 'latin1'));
    expect(s.checksum.ok).toBe(false);
    expect(verifySie(s, ctx).status).toBe('corrupt');
  });

  it('rejects an opening #KSUMMA without a closing one (truncated file)', () => {
    const text = writeSie(ledger, { ksumma: true }).toString('latin1');
    const cut = text.slice(0, text.lastIndexOf('#KSUMMA'));
    const s = readSieBytes(Buffer.from(cut, 'latin1'));
    expect(s.findings.some((f) => /truncated/.test(f.message))).toBe(true);
    expect(verifySie(s, ctx).status).toBe('corrupt');
  });

  it('checks the CRC over the documented input', () => {
    // label + field contents, no whitespace, quotes or braces; \" counts as "
    const file = '#FLAGGA 0\n#KSUMMA\n#FNAMN "A \\"B\\""\n#TRANS 1930 {1 "x y"} 1\n';
    const expected = crc32(Buffer.from('#FNAMNA "B"#TRANS19301x y1', 'latin1'));
    const s = readSieBytes(Buffer.from(`${file}#KSUMMA ${expected}\n`, 'latin1'));
    expect(s.checksum).toMatchObject({ ok: true, actual: expected });
  });
});

describe('reader: robustness (properties)', () => {
  const tokens = [
    '#FLAGGA 0',
    '#KSUMMA',
    '#KSUMMA 123',
    '#VER A 1 20240101',
    '#VER',
    '#TRANS 1930 {} 1.00',
    '#TRANS',
    '#TRANS 1930 {',
    '#RTRANS 1 {} -1',
    '#IB 0 1930 x',
    '#PSALDO 0 202401 3010 {} 5',
    '#RAR 0 2024 x',
    '{',
    '}',
    '"',
    '\\"',
    ' ',
    '\t',
    '\n',
    '\r\n',
    '\u00ef\u00bf\u00bd',
    '\u0000',
  ];
  const sieish = fc
    .array(fc.oneof(fc.constantFrom(...tokens), fc.string({ maxLength: 6 })), { maxLength: 60 })
    .map((parts) => Buffer.from(parts.join(''), 'latin1'));

  it('never throws on arbitrary bytes; problems become findings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 3000 }), sieish), (bytes) => {
        const s = readSieBytes(bytes, { maxLineBytes: 512 });
        const v = verifySie(s, {
          organizationNumber: '1',
          country: 'OTHER',
          financialYear: null,
        });
        expect(v.status).toBe('corrupt');
        expect(() => JSON.stringify(s)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('gives identical results whatever the chunk boundaries', () => {
    const whole = writeSie(
      { ...ledger, vouchers: [...ledger.vouchers, ...ledger.vouchers] },
      { ksumma: true, psaldo: true, eol: '\r\n' },
    );
    const expected = JSON.stringify(readSieBytes(whole));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: whole.length - 1 }), { maxLength: 40 }),
        (cuts) => {
          const r = new SieReader({ maxLineBytes: 4096 });
          let prev = 0;
          for (const c of [...cuts].sort((a, b) => a - b)) {
            r.push(whole.subarray(prev, c));
            prev = c;
          }
          r.push(whole.subarray(prev));
          expect(JSON.stringify(r.end())).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('skips an over-long line with an error and keeps reading', () => {
    const long = '#PROSA ' + 'x'.repeat(5000);
    const text = `#FLAGGA 0\n${long}\n#SIETYP 4\n`;
    const r = new SieReader({ maxLineBytes: 1000 });
    for (let i = 0; i < text.length; i += 100) r.push(Buffer.from(text.slice(i, i + 100)));
    const s = r.end();
    expect(s.header.sieType).toBe(4);
    expect(s.findings.map((f) => `${f.line}: ${f.message}`)).toEqual([
      '2: line longer than 1000 bytes skipped',
    ]);
  });
});
