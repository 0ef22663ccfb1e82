// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { currentT } from '../../i18n/index.js';
import { formatBytes } from '../../lib/format/format.js';
import { MAX_BYTES } from './csvReader.js';
import { readChosen, refusalText } from './chosenFile.js';

const file = (bytes: Uint8Array | string, name = 'bolag.csv') =>
  new File([bytes as BlobPart], name);

describe('a chosen file', () => {
  const w = currentT().imports.file;

  it('reads a CSV file as text, with the encoding it was saved in', async () => {
    const chosen = await readChosen(file('name;organizationNumber\nÅkeri AB;556036-0793\n'));
    expect(chosen).toMatchObject({ name: 'bolag.csv', encoding: 'utf-8' });
    expect('text' in chosen && chosen.text).toContain('Åkeri AB');
    const latin1 = await readChosen(file(new Uint8Array([0x41, 0xc5, 0x0a])));
    expect(latin1).toMatchObject({ encoding: 'windows-1252', text: 'AÅ\n' });
  });

  it('refuses a workbook and a file over the limit, each in its own words', async () => {
    const xlsx = await readChosen(file(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]), 'a.xlsx'));
    expect('refusal' in xlsx && refusalText(xlsx.refusal)).toBe(w.spreadsheet);
    const big = await readChosen(file(new Uint8Array(MAX_BYTES + 1)));
    expect('refusal' in big && big.refusal).toEqual({
      kind: 'tooLarge',
      bytes: MAX_BYTES + 1,
      max: MAX_BYTES,
    });
    expect('refusal' in big && refusalText(big.refusal)).toBe(
      w.tooLarge(formatBytes(MAX_BYTES + 1), formatBytes(MAX_BYTES)),
    );
    expect(refusalText({ kind: 'unreadable' })).toBe(w.unreadable);
    expect(refusalText({ kind: 'binary' })).toBe(w.binary);
  });
});
