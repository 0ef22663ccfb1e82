import { describe, expect, it } from 'vitest';
import { LineSplitter, type LineSink } from './lines.js';

/** Splits `chunks` and answers what the sink saw: lines as text, `!` for a skipped line. */
function split(chunks: (string | Uint8Array)[], maxLine = 1 << 20) {
  const seen: string[] = [];
  const sink: LineSink = {
    line: (b, s, e) => seen.push(Buffer.from(b.subarray(s, e)).toString('latin1')),
    overlongLine: () => seen.push('!'),
  };
  const splitter = new LineSplitter(maxLine, sink);
  for (const c of chunks) splitter.push(typeof c === 'string' ? Buffer.from(c, 'latin1') : c);
  splitter.end();
  return { seen, bytes: splitter.byteCount };
}

describe('LineSplitter', () => {
  it('gives every line without its LF, joining lines that span chunks', () => {
    expect(split(['#A 1\r\n#B', ' 2\n\n#C', '', ' 3']).seen).toEqual([
      '#A 1\r',
      '#B 2',
      '',
      '#C 3',
    ]);
  });

  it('gives the same lines wherever the chunks are cut', () => {
    const text = '#FLAGGA 0\n#VER A 1 20240101\n{\n#TRANS 1930 {} 1\n}\n';
    const whole = split([text]).seen;
    for (let cut = 1; cut < text.length; cut++)
      expect(split([text.slice(0, cut), text.slice(cut)]).seen).toEqual(whole);
  });

  it('skips a carried line longer than the limit and goes on', () => {
    const { seen } = split(['#A ', 'x'.repeat(30), 'y'.repeat(30), '\n#B\n'], 40);
    expect(seen).toEqual(['!', '#B']);
  });

  it('reads any Uint8Array and counts the bytes pushed', () => {
    const bytes = new Uint8Array([0x23, 0x41, 0x0a, 0x23, 0x42]);
    expect(split([bytes.subarray(0, 3), bytes.subarray(3)])).toEqual({
      seen: ['#A', '#B'],
      bytes: 5,
    });
  });
});
