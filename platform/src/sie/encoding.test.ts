import { describe, expect, it } from 'vitest';
import { CP437_TABLE, decodeCp437, decodeField, encodeCp437 } from './encoding.js';

describe('CP437', () => {
  it('has 256 entries and the Swedish letters at their code points', () => {
    expect(CP437_TABLE).toHaveLength(256);
    expect(new Set(CP437_TABLE).size).toBe(256);
    const bytes = Uint8Array.from([0x86, 0x84, 0x94, 0x8f, 0x8e, 0x99, 0x82]);
    expect(decodeCp437(bytes)).toBe('åäöÅÄÖé');
  });

  it('round-trips every byte through encode', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const text = decodeCp437(all);
    expect([...encodeCp437(text)]).toEqual([...all]);
  });

  it('decodes text fields leniently: UTF-8 (incl. EF BF BD), Latin-1, else CP437', () => {
    const utf8 = Buffer.from('Övningsbolaget', 'utf8');
    expect(decodeField(utf8)).toBe('Övningsbolaget');
    const mangled = Buffer.from([0xef, 0xbf, 0xbd, 0x76, 0x6e]);
    expect(decodeField(mangled)).toBe('\ufffdvn');
    const latin1 = Buffer.from('Företag', 'latin1');
    expect(decodeField(latin1)).toBe('Företag');
    const cp437 = encodeCp437('Försäljning på kredit');
    expect(decodeField(cp437)).toBe('Försäljning på kredit');
    expect(decodeField(Buffer.from('plain ascii'))).toBe('plain ascii');
  });
});
