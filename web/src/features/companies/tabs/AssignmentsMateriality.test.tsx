// @vitest-environment jsdom
/**
 * The Assignments tab's materiality dialog: amounts read as typed in the chosen language and
 * refused in words, and the three materiality levels (ISA 320/450) shown before saving and saved
 * in two calls, each failure said with the input kept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_OPERATIONS } from '../../../test/render.js';
import { fakeBffPerTest } from '../../../test/fakeBff.js';
import { company } from '../../../test/fixtures.js';
import { setLanguage } from '../../../i18n/index.js';
import { NOT_SET, cells, open, show } from './assignments.testing.js';

describe('amounts as typed in the materiality dialog: read in the chosen language, refused in words', () => {
  const startBff = fakeBffPerTest();
  afterEach(() => setLanguage('en'));

  /** A stand-in BFF that records each body sent to V1 and to the BFF's levels. */
  async function recordingBff() {
    const sent: string[] = [];
    await startBff((req, body) => {
      if (req.method !== 'PUT') return undefined;
      if (!req.url?.endsWith('/work-materiality') && !req.url?.startsWith('/api/materiality'))
        return undefined;
      sent.push(body.toString('utf8'));
      return { status: 200, body: JSON.parse(body.toString('utf8')) as unknown };
    });
    return sent;
  }

  /** The line under a field (Mantine's success or error), spaces as plain spaces. */
  const under = (dialog: HTMLElement, label: string) => {
    const input = within(dialog).getByLabelText(label);
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' | ')
      .replace(/[\u00a0\u202f]/g, ' ');
  };

  it('Swedish: 160 000,50 is read to the öre; a share of 150 % is refused in words, nothing sent', async () => {
    await setLanguage('sv');
    const sent = await recordingBff();
    const user = userEvent.setup();
    show('admin', ALL_OPERATIONS);
    await user.click(screen.getByRole('button', { name: 'Väsentlighetsnivåer' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Ange uppdragets väsentlighetsnivåer',
    });
    const OVERALL = 'Väsentlighet (kr)';
    const SHARE = 'Arbetsväsentlighet (% av väsentligheten)';
    const overall = await within(dialog).findByLabelText(OVERALL);
    expect(overall).toHaveAttribute('inputmode', 'decimal');
    await user.type(overall, '160 000,50');
    expect(under(dialog, OVERALL)).toBe('Sparas som 160 000,50 kr');
    const share = within(dialog).getByLabelText(SHARE);
    await user.clear(share);
    await user.type(share, '150');
    await user.tab();
    expect(await within(dialog).findByText('Får vara högst 100 %.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Spara väsentlighetsnivåer' }));
    expect(share).toHaveValue('150');
    expect(sent).toEqual([]);
    // An English amount in a Swedish field is refused, not read as something else.
    await user.clear(overall);
    await user.type(overall, '160,000.50');
    await user.tab();
    expect(under(dialog, OVERALL)).toBe('Beloppet går inte att läsa: skriv det som 120 000,50.');
    await user.clear(overall);
    await user.type(overall, '160 000,50');
    await user.clear(share);
    await user.type(share, '75,5');
    expect(under(dialog, SHARE)).toBe('Sparas som 75,5 %');
    await user.click(within(dialog).getByRole('button', { name: 'Spara väsentlighetsnivåer' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    // 75,5 % of 160 000,50 is 120 800,3775, to the öre 120 800,38.
    expect(sent[0]).toBe('{"workMateriality":120800.38,"workMaterialityPercentage":75.5}');
    expect(JSON.parse(sent[1]!)).toMatchObject({
      overall: 160000.5,
      performanceShare: 75.5,
      trivialShare: 5,
    });
  });

  it('English: what cannot be read is refused in words, nothing sent; 777.5 is 777.50 SEK', async () => {
    const sent = await recordingBff();
    const user = userEvent.setup();
    show('auditor', ALL_OPERATIONS);
    await user.click(screen.getByRole('button', { name: 'Materiality levels' }));
    const dialog = await screen.findByRole('dialog', {
      name: "Set the assignment's materiality levels",
    });
    const OVERALL = 'Overall materiality (SEK)';
    const overall = await within(dialog).findByLabelText(OVERALL);
    await user.type(overall, '12,34,5');
    await user.click(within(dialog).getByRole('button', { name: 'Save materiality levels' }));
    expect(
      await within(dialog).findByText(
        'Not an amount the console can read: write it like 120,000.50.',
      ),
    ).toBeVisible();
    await user.clear(overall);
    await user.type(overall, '-5');
    expect(await within(dialog).findByText('An amount cannot be negative.')).toBeVisible();
    await user.clear(overall);
    await user.type(overall, '777.555');
    expect(await within(dialog).findByText('At most two decimals: kronor and öre.')).toBeVisible();
    await user.clear(overall);
    expect(await within(dialog).findByText('Enter an amount.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.type(overall, '777.5');
    expect(under(dialog, OVERALL)).toBe('Will be saved as 777.50 SEK');
    await user.click(within(dialog).getByRole('button', { name: 'Save materiality levels' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    // 75 % of 777.50 is 583.125, to the öre (half up) 583.13.
    expect(sent[0]).toBe('{"workMateriality":583.13,"workMaterialityPercentage":75}');
  });
});

describe('materiality levels (ISA 320/450): overall and shares, shown before saving, saved twice', () => {
  const startBff = fakeBffPerTest();
  afterEach(() => setLanguage('en'));

  /**
   * A stand-in BFF recording what is sent to V1 (the proxied work materiality) and to the BFF's
   * levels; the levels answer as the BFF computes them, or fail with `levelsStatus`.
   */
  async function levelsBff(levelsStatus = 200) {
    const v1: string[] = [];
    const ours: string[] = [];
    // What a read of the levels answers, as the BFF keeps them: none set, then the last saved.
    // (After a save the console reads them again; a 404 there would show "not loaded".)
    let kept: unknown = NOT_SET;
    const bff = await startBff((req, body) => {
      const text = body.toString('utf8');
      if (req.method === 'GET' && req.url?.startsWith('/api/materiality'))
        return { status: 200, body: kept };
      if (req.method === 'PUT' && req.url?.endsWith('/work-materiality')) {
        v1.push(text);
        return { status: 200, body: JSON.parse(text) as unknown };
      }
      if (req.method === 'PUT' && req.url?.startsWith('/api/materiality')) {
        ours.push(text);
        if (levelsStatus !== 200)
          return {
            status: levelsStatus,
            body: {
              message: 'Service unavailable',
              code: 'store_unavailable',
              status: levelsStatus,
              requestId: 'r1',
            },
          };
        const b = JSON.parse(text) as {
          overall: number;
          performanceShare: number;
          trivialShare: number;
        };
        kept = {
          ...b,
          // Worked by hand: 75 % and 5 % of 400 000.
          performance: 300000,
          trivial: 20000,
          updatedBy: 'anna',
          updatedAt: '2026-01-01T00:00:00.000Z',
        };
        return { status: 200, body: kept };
      }
      return undefined;
    });
    return { v1, ours, bff };
  }

  const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

  it('English: 400,000 with the default shares shows the three levels, sets V1, then the levels', async () => {
    const { v1, ours } = await levelsBff();
    const user = userEvent.setup();
    show('auditor', ALL_OPERATIONS);
    await user.click(screen.getByRole('button', { name: 'Materiality levels' }));
    const dialog = await screen.findByRole('dialog', {
      name: "Set the assignment's materiality levels",
    });
    // The defaults: 75 % and 5 %, no overall yet.
    expect(
      await within(dialog).findByLabelText('Performance materiality (% of overall)'),
    ).toHaveValue('75');
    expect(within(dialog).getByLabelText('Clearly trivial threshold (% of overall)')).toHaveValue(
      '5',
    );
    expect(within(dialog).queryByTestId('levels-preview')).toBeNull();
    await user.type(within(dialog).getByLabelText('Overall materiality (SEK)'), '400,000');
    expect(plain(within(dialog).getByTestId('levels-preview').textContent)).toBe(
      'Will be saved as: Materiality 400,000.00 SEK · Performance materiality 300,000.00 SEK (75%) · Clearly trivial threshold 20,000.00 SEK (5%)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save materiality levels' }));
    await waitFor(() => expect(ours).toHaveLength(1));
    expect(v1).toEqual(['{"workMateriality":300000,"workMaterialityPercentage":75}']);
    expect(JSON.parse(ours[0]!)).toEqual({
      tenant: 'nordrevision',
      company: company.durableKey,
      assignment: open.id,
      overall: 400000,
      performanceShare: 75,
      trivialShare: 5,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(plain(cells(1)[5])).toBe(
        'Materiality 400,000.00 SEK · Performance materiality 300,000.00 SEK (75%) · Clearly trivial threshold 20,000.00 SEK (5%)',
      ),
    );
  });

  it('English: the levels failing after V1 took the performance materiality is said, the input kept', async () => {
    const { v1, ours } = await levelsBff(503);
    const user = userEvent.setup();
    show('admin', ALL_OPERATIONS);
    await user.click(screen.getByRole('button', { name: 'Materiality levels' }));
    const dialog = await screen.findByRole('dialog', {
      name: "Set the assignment's materiality levels",
    });
    const overall = await within(dialog).findByLabelText('Overall materiality (SEK)');
    await user.type(overall, '1,000.10');
    const share = within(dialog).getByLabelText('Clearly trivial threshold (% of overall)');
    await user.clear(share);
    await user.type(share, '3.5');
    // 75 % of 1 000.10 is 750.075, to the öre 750.08; 3.5 % is 35.0035, so 35.00.
    expect(plain(within(dialog).getByTestId('levels-preview').textContent)).toBe(
      'Will be saved as: Materiality 1,000.10 SEK · Performance materiality 750.08 SEK (75%) · Clearly trivial threshold 35.00 SEK (3.5%)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save materiality levels' }));
    expect(
      plain(
        (
          await within(dialog).findByText(
            /^The platform’s work materiality was set to 750\.08 SEK, but the materiality levels were not saved:/,
          )
        ).textContent,
      ),
    ).toMatch(/What you entered is kept: save again\.$/);
    expect(v1).toEqual(['{"workMateriality":750.08,"workMaterialityPercentage":75}']);
    expect(JSON.parse(ours[0]!)).toMatchObject({
      overall: 1000.1,
      performanceShare: 75,
      trivialShare: 3.5,
    });
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(overall).toHaveValue('1,000.10');
    expect(share).toHaveValue('3.5');
  });

  it('Swedish: the levels in Swedish words and amounts before saving; the row says them after', async () => {
    await setLanguage('sv');
    const { v1, ours } = await levelsBff();
    const user = userEvent.setup();
    show('admin', ALL_OPERATIONS);
    await user.click(screen.getByRole('button', { name: 'Väsentlighetsnivåer' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Ange uppdragets väsentlighetsnivåer',
    });
    await user.type(await within(dialog).findByLabelText('Väsentlighet (kr)'), '400 000');
    expect(plain(within(dialog).getByTestId('levels-preview').textContent)).toBe(
      'Sparas som: Väsentlighet 400 000,00 kr · Arbetsväsentlighet 300 000,00 kr (75 %) · Obetydlighetsgräns 20 000,00 kr (5 %)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Spara väsentlighetsnivåer' }));
    await waitFor(() => expect(ours).toHaveLength(1));
    expect(v1).toEqual(['{"workMateriality":300000,"workMaterialityPercentage":75}']);
    expect(JSON.parse(ours[0]!)).toMatchObject({
      overall: 400000,
      performanceShare: 75,
      trivialShare: 5,
    });
    await waitFor(() =>
      expect(plain(cells(1)[5])).toBe(
        'Väsentlighet 400 000,00 kr · Arbetsväsentlighet 300 000,00 kr (75 %) · Obetydlighetsgräns 20 000,00 kr (5 %)',
      ),
    );
  });

  it('Swedish: the second call failing is said in Swedish, the input kept', async () => {
    await setLanguage('sv');
    const { v1 } = await levelsBff(500);
    const user = userEvent.setup();
    show('admin', ALL_OPERATIONS, {
      ...NOT_SET,
      overall: 200000,
      performanceShare: 60,
      performance: 120000,
      trivial: 10000,
    });
    expect(plain(cells(1)[5])).toBe(
      'Väsentlighet 200 000,00 kr · Arbetsväsentlighet 120 000,00 kr (60 %) · Obetydlighetsgräns 10 000,00 kr (5 %)',
    );
    await user.click(screen.getByRole('button', { name: 'Väsentlighetsnivåer' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Ange uppdragets väsentlighetsnivåer',
    });
    // The stored values, as they would be typed in Swedish.
    const overall = await within(dialog).findByLabelText('Väsentlighet (kr)');
    expect(plain((overall as HTMLInputElement).value)).toBe('200 000');
    expect(within(dialog).getByLabelText('Arbetsväsentlighet (% av väsentligheten)')).toHaveValue(
      '60',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Spara väsentlighetsnivåer' }));
    expect(
      await within(dialog).findByText(
        /^Plattformens arbetsväsentlighet sattes till 120\s000,00\skr, men väsentlighetsnivåerna sparades inte:.*Det du skrev finns kvar: spara igen\.$/,
      ),
    ).toBeVisible();
    expect(v1).toEqual(['{"workMateriality":120000,"workMaterialityPercentage":60}']);
    expect(plain((overall as HTMLInputElement).value)).toBe('200 000');
  });
});
