import { describe, expect, it } from 'vitest';
import {
  decodeBytes,
  detectDelimiter,
  MAX_ROWS,
  parseCsv,
  readTable,
  refuseFile,
} from './csvReader.js';
import { COMPANY_COLUMNS, INVITATION_COLUMNS } from './columns.js';
import { readInvitations } from './read.js';
import { companyTemplate, invitationTemplate } from './templates.js';

const utf8 = (s: string) => new TextEncoder().encode(s);

/** Windows-1252 bytes of Latin-1 text (what Swedish Excel writes for "CSV (semikolonavgränsad)"). */
const cp1252 = (s: string) => Uint8Array.from([...s].map((ch) => ch.charCodeAt(0)));

describe('decoding a file', () => {
  it('reads UTF-8 as it is and says so', () => {
    expect(decodeBytes(utf8('namn;ort\nÅsa;Umeå\n'))).toEqual({
      text: 'namn;ort\nÅsa;Umeå\n',
      encoding: 'utf-8',
      bom: false,
    });
  });

  it('drops a UTF-8 BOM and says it was there', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8('email\nåsa@exempel.se')]);
    expect(decodeBytes(bytes)).toEqual({
      text: 'email\nåsa@exempel.se',
      encoding: 'utf-8',
      bom: true,
    });
  });

  it('reads invalid UTF-8 as Windows-1252: å, ä, ö survive instead of becoming question marks', () => {
    const bytes = cp1252('name;address\nÖrebro Åkeri AB;Storgatan 1, Västerås\n');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const d = decodeBytes(bytes);
    expect(d.encoding).toBe('windows-1252');
    expect(d.text).toBe('name;address\nÖrebro Åkeri AB;Storgatan 1, Västerås\n');
  });

  it('reads Windows-1252 characters outside Latin-1 (the euro sign, curly quotes)', () => {
    const d = decodeBytes(Uint8Array.from([0x80, 0x20, 0x93, 0x41, 0x94, 0xe5]));
    expect(d).toEqual({ text: '€ “A”å', encoding: 'windows-1252', bom: false });
  });

  it('reads UTF-16 with its BOM (Excel\'s "Unicode text")', () => {
    const le = Uint8Array.from([0xff, 0xfe, ...[...'e\tå'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(decodeBytes(le)).toEqual({ text: 'e\tå', encoding: 'utf-16le', bom: true });
    const be = Uint8Array.from([0xfe, 0xff, ...[...'ö'].flatMap((c) => [0, c.charCodeAt(0)])]);
    expect(decodeBytes(be)).toEqual({ text: 'ö', encoding: 'utf-16be', bom: true });
  });

  it('refuses workbooks, binary files and files over the limit, and nothing else', () => {
    expect(refuseFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toEqual({
      kind: 'spreadsheet',
    });
    expect(refuseFile(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1]))).toEqual({
      kind: 'spreadsheet',
    });
    expect(refuseFile(Uint8Array.from([0x41, 0x00, 0x42]))).toEqual({ kind: 'binary' });
    expect(refuseFile(new Uint8Array(10 * 1024 * 1024 + 1))).toMatchObject({ kind: 'tooLarge' });
    expect(refuseFile(utf8('email\na@b.se'))).toBeNull();
    expect(refuseFile(Uint8Array.from([0xff, 0xfe, 0x41, 0x00]))).toBeNull();
  });
});

describe('the separator', () => {
  it('is found in the header line: semicolon, comma or tab', () => {
    expect(detectDelimiter('name;organizationNumber;address\nA;1;x, y')).toBe(';');
    expect(detectDelimiter('name,organizationNumber\n"A; B",1')).toBe(',');
    expect(detectDelimiter('name\torganizationNumber\nA\t1')).toBe('\t');
  });

  it('counts only outside quotes, skips blank leading lines, and is a comma for one column', () => {
    expect(detectDelimiter('"a,b,c";d;e\n')).toBe(';');
    expect(detectDelimiter('\n\n  \nname;orgnr\n')).toBe(';');
    expect(detectDelimiter('email\nanna@example.se')).toBe(',');
  });
});

describe('records', () => {
  it('reads quoted fields: separators, doubled quotes and line breaks inside', () => {
    const text = 'a;b;c\r\n"x;y";"say ""hi""";"two\nlines"\r\n';
    expect(parseCsv(text, ';')).toEqual({
      records: [
        { row: 1, cells: ['a', 'b', 'c'] },
        { row: 2, cells: ['x;y', 'say "hi"', 'two\nlines'] },
      ],
    });
  });

  it('counts rows as a spreadsheet does: a quoted line break stays in its row', () => {
    const { records } = parseCsv('h\n"1\n2"\n\nlast', ',');
    expect(records.map((r) => r.row)).toEqual([1, 2, 3, 4]);
    expect(records[3]).toEqual({ row: 4, cells: ['last'] });
  });

  it('takes CR, LF and CRLF line ends, and a last line without one', () => {
    expect(parseCsv('a\rb\nc\r\nd', ',').records.map((r) => r.cells[0])).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('keeps a quote inside an unquoted value, and says where an unclosed quote began', () => {
    expect(parseCsv('5" disk,x', ',').records[0]!.cells).toEqual(['5" disk', 'x']);
    expect(parseCsv('a\nb\n"never closed,\nc', ',')).toMatchObject({ unclosedQuoteRow: 3 });
  });
});

describe('the header and the columns', () => {
  it('matches columns by V1 name or Swedish name in any case, and names the ignored ones', () => {
    const read = readTable(
      'Namn;ORGANISATIONSNUMMER;regelverk;Kontaktperson;Bolagsform\nA AB;556677-8899;K2;Eva;Aktiebolag\n',
      COMPANY_COLUMNS,
    );
    expect(read.missing).toEqual([]);
    expect(read.ignored).toEqual(['Kontaktperson']);
    expect(read.rows).toEqual([
      {
        row: 2,
        extraCells: 0,
        values: {
          name: 'A AB',
          organizationNumber: '556677-8899',
          annualReportFramework: 'K2',
          legalForm: 'Aktiebolag',
          country: '',
          address: '',
          'authorization.type': '',
          'authorization.userIds': '',
          'authorization.groupIds': '',
        },
      },
    ]);
  });

  it('takes the separator from an Excel sep= line and does not read it as the header', () => {
    const text = 'sep=;\r\nemail;groups\r\nanna@example.se;Revisorer, Granskare\r\n';
    expect(detectDelimiter(text)).toBe(';');
    const read = readTable(text, INVITATION_COLUMNS);
    expect(read.missing).toEqual([]);
    expect(read.rows.map((r) => [r.row, r.values.groups])).toEqual([[3, 'Revisorer, Granskare']]);
    expect(readInvitations(text).rows).toHaveLength(1);
  });

  it('names every missing required column and reads no rows', () => {
    const read = readTable('name;address\nA AB;Storgatan 1\n', COMPANY_COLUMNS);
    expect(read.missing).toEqual(['organizationNumber', 'annualReportFramework']);
    expect(read.rows).toEqual([]);
  });

  it('refuses a column given twice', () => {
    const read = readTable('email,e-post\na@b.se,c@d.se', INVITATION_COLUMNS);
    expect(read.repeated).toEqual(['email']);
    expect(read.rows).toEqual([]);
  });

  it('counts non-empty cells beyond the header, skips blank lines, trims values', () => {
    const read = readTable(
      'email,groups\n a@b.se ,x,Umeå\n\n \n,,\nc@d.se,,,\n',
      INVITATION_COLUMNS,
      ',',
    );
    expect(read.rows.map((r) => [r.row, r.values.email, r.extraCells])).toEqual([
      [2, 'a@b.se', 1],
      [6, 'c@d.se', 0],
    ]);
  });

  it('reads 10,000 rows and refuses 10,001 with the count', () => {
    const line = (i: number) => `person${i}@example.se;Granskare;Revision`;
    const rows = (n: number) =>
      ['email;groups;modules', ...Array.from({ length: n }, (_, i) => line(i))].join('\n');
    const full = readTable(rows(MAX_ROWS), INVITATION_COLUMNS);
    expect(full.rows).toHaveLength(MAX_ROWS);
    expect(full.rows.at(-1)).toMatchObject({
      row: MAX_ROWS + 1,
      values: { email: `person${MAX_ROWS - 1}@example.se` },
    });
    const over = readTable(rows(MAX_ROWS + 1), INVITATION_COLUMNS);
    expect(over).toMatchObject({ tooManyRows: MAX_ROWS + 1, rows: [] });
  });
});

describe('invitations from a paste or a file', () => {
  it('reads addresses one per line (several on a line too), each row its line', () => {
    const read = readInvitations('anna@example.se\n\nbo@example.se, cia@example.se\r\n');
    expect(read.list).toBe(true);
    expect(read.rows.map((r) => [r.row, r.values.email])).toEqual([
      [1, 'anna@example.se'],
      [3, 'bo@example.se'],
      [3, 'cia@example.se'],
    ]);
  });

  it('reads a CSV with an email column, by any of its names', () => {
    const read = readInvitations(
      '\uFEFFE-post\tGrupper\tModuler\nanna@example.se\tRevisorer\tAnalys\n',
    );
    expect(read.list).toBe(false);
    expect(read.rows[0]!.values).toEqual({
      email: 'anna@example.se',
      groups: 'Revisorer',
      modules: 'Analys',
    });
  });

  it('says the email column is missing when the first line is neither a header nor an address', () => {
    expect(readInvitations('namn;grupp\nAnna;Revisorer').missing).toEqual(['email']);
  });
});

describe('the templates read back', () => {
  for (const lang of ['sv', 'en'] as const) {
    it(`in ${lang}: every column found, nothing ignored, the example row as written`, () => {
      const companies = readTable(
        companyTemplate(lang, { group: 'Granskare', company: 'Exempel AB' }),
        COMPANY_COLUMNS,
      );
      expect(companies).toMatchObject({ missing: [], ignored: [], repeated: [] });
      expect(companies.delimiter).toBe(lang === 'sv' ? ';' : ',');
      expect(companies.rows).toHaveLength(1);
      expect(companies.rows[0]!.values).toMatchObject({
        organizationNumber: '556677-8899',
        annualReportFramework: 'K2',
        address: 'Storgatan 1, 903 26 Umeå',
        'authorization.groupIds': 'Granskare',
      });
      const invitations = readInvitations(
        invitationTemplate(lang, { group: 'Granskare', company: 'Exempel AB' }),
      );
      expect(invitations).toMatchObject({ list: false, missing: [], ignored: [] });
      expect(invitations.rows[0]!.values).toEqual({
        email: 'anna.lindqvist@example.se',
        groups: 'Granskare',
        modules: lang === 'sv' ? 'Revision, Analys' : 'Audit, Analytics',
      });
    });
  }

  it('heads the columns with words in the chosen language, not V1 field names', () => {
    const header = (csv: string) => csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0];
    expect(header(companyTemplate('sv', { company: 'Exempel AB' }))).toBe(
      'Namn;Organisationsnummer;Regelverk;Bolagsform;Land;Adress;Behörighet;Användare med behörighet;Grupper med behörighet',
    );
    expect(header(companyTemplate('en', { company: 'Example AB' }))).toBe(
      'Name,Organisation number,Framework,Legal form,Country,Address,Access,Users with access,Groups with access',
    );
    expect(header(invitationTemplate('sv', { company: 'Exempel AB' }))).toBe(
      'E-post;Grupper;Moduler',
    );
    expect(header(invitationTemplate('en', { company: 'Example AB' }))).toBe(
      'Email,Groups,Modules',
    );
  });

  it('reads a header of V1 field names (the old templates), Swedish or English words alike', () => {
    const row = '"Ett AB";556677-8899;K2;Granskare';
    for (const head of [
      'name;organizationNumber;annualReportFramework;authorization.groupIds',
      'Namn;Organisationsnummer;Regelverk;Grupper med behörighet',
      'Name;Organisation number;Framework;Groups with access',
      'NAMN;organisations-nummer;regelverk;groups with access',
    ]) {
      const read = readTable(`${head}\n${row}`, COMPANY_COLUMNS);
      expect(read, head).toMatchObject({ missing: [], ignored: [], repeated: [] });
      expect(read.rows[0]!.values, head).toMatchObject({
        name: 'Ett AB',
        organizationNumber: '556677-8899',
        'authorization.groupIds': 'Granskare',
      });
    }
    for (const head of ['email;groups;modules', 'E-post;Grupper;Moduler', 'Email;Groups;Modules'])
      expect(
        readInvitations(`${head}\na@example.se;Granskare;Revision`).rows[0]!.values,
        head,
      ).toEqual({ email: 'a@example.se', groups: 'Granskare', modules: 'Revision' });
  });

  it('as the download writes it (UTF-8 with a BOM) through the byte decoder', () => {
    const bytes = Uint8Array.from([
      0xef,
      0xbb,
      0xbf,
      ...utf8(companyTemplate('sv', { company: 'Exempel AB' })),
    ]);
    const d = decodeBytes(bytes);
    expect(d).toMatchObject({ encoding: 'utf-8', bom: true });
    expect(readTable(d.text, COMPANY_COLUMNS).rows[0]!.values.legalForm).toBe('Aktiebolag');
  });
});
