import { describe, expect, it } from 'vitest';
import { dateParts, nameWords } from './wrap.js';

describe('dateParts', () => {
  it('keeps each ISO date, month and range whole, and the rest as it is', () => {
    expect(dateParts('Balances 2025-01-01 – 2025-12-31')).toEqual([
      { text: 'Balances ', whole: false },
      { text: '2025-01-01 – 2025-12-31', whole: true },
    ]);
    expect(dateParts('Saldon 2025-01 och 2024-12-31.')).toEqual([
      { text: 'Saldon ', whole: false },
      { text: '2025-01', whole: true },
      { text: ' och ', whole: false },
      { text: '2024-12-31', whole: true },
      { text: '.', whole: false },
    ]);
    expect(dateParts('no dates')).toEqual([{ text: 'no dates', whole: false }]);
    expect(dateParts('')).toEqual([]);
  });
});

describe('nameWords', () => {
  it('splits after the _, -, / and . that join words; the extension stays with its word', () => {
    expect(nameWords('Norrsken_Bygg_AB_2025.se')).toEqual(['Norrsken_', 'Bygg_', 'AB_', '2025.se']);
    expect(nameWords('Företagskonto/checkkonto/affärskonto')).toEqual([
      'Företagskonto/',
      'checkkonto/',
      'affärskonto',
    ]);
    expect(nameWords('sie-export.2025.v2.se')).toEqual(['sie-', 'export.', '2025.', 'v2.se']);
  });

  it('leaves spaces, single words and separators before a space alone', () => {
    expect(nameWords('SIE4 Norrsken Bygg AB 2025.se')).toEqual(['SIE4 Norrsken Bygg AB 2025.se']);
    expect(nameWords('Kundfordringar')).toEqual(['Kundfordringar']);
    expect(nameWords('Kundfordr. o. liknande')).toEqual(['Kundfordr. o. liknande']);
    expect(nameWords('')).toEqual([]);
  });
});
