import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en/index.js';
import { sv } from '../../../i18n/sv/index.js';
import { BALANCE_SHEET, INCOME_STATEMENT, walk } from '../workbench/arl-lines.js';
import { arlName, statementLineName } from './lineNames.js';

const nodes = [...walk(INCOME_STATEMENT), ...walk(BALANCE_SHEET)].map((x) => x.node);

describe('the names of the annual report’s lines', () => {
  it('every heading, line and "Summa" row has its name in both languages', () => {
    for (const t of [en, sv]) {
      const w = t.workbench;
      const missing = nodes.flatMap((n) => [
        ...(arlName(w, n.id) === n.id ? [n.id] : []),
        ...(n.kind === 'group' && n.sum !== null && statementLineName(w, n.sum) === n.sum
          ? [n.sum]
          : []),
      ]);
      expect(missing).toEqual([]);
      expect(statementLineName(w, 'difference')).not.toBe('difference');
    }
  });

  it('names ÅRL’s lines in Swedish', () => {
    const w = sv.workbench;
    expect(arlName(w, 'depreciation')).toBe(
      'Av- och nedskrivningar av materiella och immateriella anläggningstillgångar',
    );
    expect(statementLineName(w, 'fixedAssets')).toBe('Summa anläggningstillgångar');
    expect(statementLineName(w, 'goodsAndMaterials')).toBe('Varor och material (40–49)');
  });
});
