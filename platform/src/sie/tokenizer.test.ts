import { describe, expect, it } from 'vitest';
import { ESCAPED, Fields, LIST, PLAIN, QUOTED } from './tokenizer.js';

function tokenize(text: string, max = 16) {
  const b = Buffer.from(text, 'latin1');
  const fields = new Fields();
  fields.tokenize(b, 0, b.length, max);
  const all = Array.from({ length: fields.count }, (_, f) => ({
    kind: fields.kinds[f],
    text: fields.text(b, f),
    raw: fields.raw(b, f),
  }));
  return { b, fields, all };
}

describe('Fields', () => {
  it('splits plain words, quoted text and object lists at blanks', () => {
    const { all } = tokenize(' 1930\t"Kassa och bank" {1 "Nord } syd"}  -100.50 ""');
    expect(all).toEqual([
      { kind: PLAIN, text: '1930', raw: '1930' },
      { kind: QUOTED, text: 'Kassa och bank', raw: 'Kassa och bank' },
      { kind: LIST, text: '1 "Nord } syd"', raw: '1 "Nord } syd"' },
      { kind: PLAIN, text: '-100.50', raw: '-100.50' },
      { kind: QUOTED, text: '', raw: '' },
    ]);
  });

  it('unescapes \\" in text, keeps it in raw, and leaves other backslashes alone', () => {
    const { all } = tokenize('"Kvitto \\"x\\"" "C:\\Mapp"');
    expect(all).toEqual([
      { kind: ESCAPED, text: 'Kvitto "x"', raw: 'Kvitto \\"x\\"' },
      { kind: QUOTED, text: 'C:\\Mapp', raw: 'C:\\Mapp' },
    ]);
  });

  it('runs an unterminated quote or list to the end of the line', () => {
    expect(tokenize('A "open text').all.map((f) => f.text)).toEqual(['A', 'open text']);
    expect(tokenize('{1 2').all.map((f) => [f.kind, f.text])).toEqual([[LIST, '1 2']]);
  });

  it('stops after max fields and tells empty fields and lists', () => {
    const { b, fields } = tokenize('0 "" { } 5', 3);
    expect(fields.count).toBe(3);
    expect([fields.isEmpty(0), fields.isEmpty(1), fields.isEmpty(3)]).toEqual([false, true, true]);
    expect(fields.isEmptyList(b, 2)).toBe(true);
    expect(fields.int(b, 0)).toBe(0);
  });
});
