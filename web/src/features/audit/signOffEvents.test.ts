import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@ledger/contract';
import { currentT, setLanguage } from '../../i18n/index.js';
import { auditEvent, recordedName } from './auditEventNames.js';
import { auditSentenceText, type NameLookup } from './auditEvents.js';

// The sign-off's audit entries (ISA 230) as sentences, in English and Swedish.

const KEY = '4d268bba-0518-4a5b-8065-708796a42753';
const names: NameLookup = {
  company: (_, key) => (key === KEY ? 'Norrsken Bygg AB' : undefined),
  user: () => undefined,
  group: () => undefined,
};
const entry = (operation: string, targetIds: Record<string, string>): AuditEntry => ({
  id: '1',
  at: '2026-11-22T10:00:00.000Z',
  username: 'anna',
  role: 'auditor',
  tenantId: 'nordrevision',
  operation,
  method: 'PUT',
  path: '/api/signoffs',
  targetIds: { companyDurableKey: KEY, financialYearId: 'y2', ...targetIds },
  outcome: 'success',
  status: 200,
  requestId: 'r-1',
});
const text = (operation: string, targetIds: Record<string, string>) =>
  auditSentenceText(entry(operation, targetIds), names, currentT());

describe('sign-off in the audit log', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it('names each event as the BFF records it', () => {
    const t = currentT();
    for (const [recorded, id] of [
      ['signoffs.sign', 'signOff'],
      ['signoffs.withdraw', 'withdrawSignOff'],
      ['signoffs.note.open', 'openSignOffNote'],
      ['signoffs.note.clear', 'clearSignOffNote'],
    ] as const) {
      expect(auditEvent(recorded, t)).toBe(id);
      expect(recordedName(id)).toBe(recorded);
    }
  });

  it('in English: the item, the step and the figure', () => {
    expect(
      text('signoffs.sign', {
        kind: 'account',
        item: '1930',
        step: 'prepared',
        figure: '260000.00',
      }),
    ).toBe('Signed account 1930 of Norrsken Bygg AB as prepared at 260,000.00\u00a0SEK');
    expect(text('signoffs.withdraw', { kind: 'line', item: 'netSales', step: 'reviewed' })).toBe(
      'Withdrew the sign-off of the statement line “Net sales” of Norrsken Bygg AB as reviewed',
    );
    // a group's id is its "Total" row; an id of the earlier statements keeps its BAS group's name
    expect(text('signoffs.withdraw', { kind: 'line', item: 'fixedAssets', step: 'reviewed' })).toBe(
      'Withdrew the sign-off of the statement line “Total fixed assets” of Norrsken Bygg AB as reviewed',
    );
    expect(
      text('signoffs.withdraw', { kind: 'line', item: 'goodsAndMaterials', step: 'reviewed' }),
    ).toContain('“Goods and materials (40–49)”');
    expect(text('signoffs.note.open', { kind: 'account', item: '1930', noteId: 'n1' })).toBe(
      'Opened a review note on account 1930 of Norrsken Bygg AB',
    );
    expect(text('signoffs.note.clear', { kind: 'account', item: '1930', noteId: 'n1' })).toBe(
      'Cleared a review note on account 1930 of Norrsken Bygg AB',
    );
  });

  it('på svenska: upprättad, granskad, granskningsanteckning', async () => {
    await setLanguage('sv');
    expect(
      text('signoffs.sign', { kind: 'account', item: '1930', step: 'reviewed', figure: '-5.5' }),
    ).toMatch(/^Signerade konto 1930 i Norrsken Bygg AB som granskad med beloppet −?-?5,50\skr$/);
    expect(text('signoffs.withdraw', { kind: 'account', item: '1930', step: 'prepared' })).toBe(
      'Tog tillbaka signeringen av konto 1930 i Norrsken Bygg AB som upprättad',
    );
    expect(text('signoffs.note.clear', { kind: 'line', item: 'operatingResult' })).toMatch(
      /^Markerade en granskningsanteckning på raden ”.+” i Norrsken Bygg AB som åtgärdad$/,
    );
  });
});
