import { describe, expect, it } from 'vitest';
import { formatSek } from '../../../lib/format/format.js';
import { sekText } from './sekText.js';

describe('sekText', () => {
  it('writes an amount V1 sent as text with its currency, other text as it came', () => {
    expect(sekText('250000')).toBe(formatSek(250000));
    expect(sekText(1200)).toBe(formatSek(1200));
    expect(sekText('about 5 %')).toBe('about 5 %');
  });
  it('shows a dash for no value', () => {
    expect(sekText(undefined)).toBe('–');
    expect(sekText(null)).toBe('–');
    expect(sekText('')).toBe('–');
  });
});
