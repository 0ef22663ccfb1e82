// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company } from '@ledger/contract';
import { renderScreen } from '../../../test/render.js';
import { company as listed } from '../../../test/fixtures.js';
import { OverviewTab } from './OverviewTab.js';
import { setLanguage } from '../../../i18n/index.js';
import { englishLeft } from '../englishLeft.js';

/** The fixture company with every optional V1 field. */
const company: Company = {
  ...listed,
  country: 'SWEDEN',
  address: 'Storgatan 12, 972 31 Luleå',
  legalForm: 'LIMITED_LIABILITY_COMPANY',
  annualReportFramework: 'K3',
  extendedAttributes: { SNI: '41200', workMateriality: '250000' },
};

/** The value shown under a detail's label in the overview grid. */
function detail(label: string): string | null {
  const el = screen.getByText(label, { selector: 'p' });
  return el.nextElementSibling?.textContent ?? null;
}

// The edit forms are a lazy chunk: loaded once here, so that a busy machine's first import does
// not outlast the queries' wait.
beforeAll(() => import('./OverviewEditForms.js'), 30_000);
const LAZY = { timeout: 10_000 };

describe('company overview', () => {
  it('shows every V1 field: legal form and framework by name, SNI, materiality; the id folded away', () => {
    renderScreen(<OverviewTab company={company} />, { role: 'auditor' });
    expect(detail('Organisation number')).toBe('556812-3458');
    expect(detail('Country')).toBe('Sweden');
    expect(detail('Legal form')).toBe('Limited company (aktiebolag)');
    expect(detail('Annual report framework')).toBe('K3');
    expect(detail('Address')).toBe('Storgatan 12, 972 31 Luleå');
    expect(detail('Account plan')).toBe('BAS2014');
    expect(detail('SNI code')).toBe('41200');
    expect(detail('Performance materiality (default for assignments)')).toBe('250,000.00\u00a0SEK');
    // The company's id only under "Technical details", for copying.
    expect(screen.queryByText('Key', { selector: 'p' })).toBeNull();
    const details = screen.getByText('Technical details').closest('details')!;
    expect(details).not.toHaveAttribute('open');
    expect(within(details).getByText(company.durableKey)).toBeInTheDocument();
    // An auditor reads; there is nothing to edit.
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows what V1 left out as –, and a value the console does not know as it comes', () => {
    const odd = {
      ...company,
      legalForm: 'EUROPEAN_COMPANY' as never,
      country: 'NORWAY',
      address: undefined,
      annualReportFramework: undefined,
      extendedAttributes: undefined,
    };
    renderScreen(<OverviewTab company={odd} />, { role: 'auditor' });
    expect(detail('Legal form')).toBe('EUROPEAN_COMPANY');
    expect(detail('Country')).toBe('NORWAY');
    expect(detail('Address')).toBe('–');
    expect(detail('Annual report framework')).toBe('–');
    expect(detail('SNI code')).toBe('–');
    expect(detail('Performance materiality (default for assignments)')).toBe('–');
    expect(document.body.textContent).not.toMatch(/undefined|null/);
  });

  it('edits every updatable field, checking the number against the country', async () => {
    const user = userEvent.setup();
    renderScreen(<OverviewTab company={company} />);
    // The edit forms are a chunk of their own: they come a moment after the facts.
    const form = await screen.findByRole('form', { name: 'Edit company' }, LAZY);
    const edit = within(form);
    expect(edit.getByLabelText('Legal form', { selector: 'input' })).toHaveValue(
      'Limited company (aktiebolag)',
    );
    expect(edit.getByLabelText('Annual report framework', { selector: 'input' })).toHaveValue('K3');
    expect(edit.getByLabelText('Country', { selector: 'input' })).toHaveValue('Sweden');
    expect(edit.getByLabelText('Address')).toHaveValue('Storgatan 12, 972 31 Luleå');
    const save = edit.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    const orgNr = edit.getByLabelText('Organisation number');
    await user.clear(orgNr);
    await user.type(orgNr, '556812-3459');
    expect(save).toBeEnabled();
    await user.click(save);
    expect(
      await edit.findByText(
        'The last digit, the check digit, does not match the first nine. Look for a typo.',
      ),
    ).toBeInTheDocument();
    expect(orgNr).toHaveValue('556812-3459');
  });

  it('keeps a legal form V1 sent that the console does not know, offered as it comes', async () => {
    const user = userEvent.setup();
    renderScreen(<OverviewTab company={{ ...company, legalForm: 'EUROPEAN_COMPANY' as never }} />);
    const edit = within(await screen.findByRole('form', { name: 'Edit company' }, LAZY));
    const legalForm = edit.getByLabelText('Legal form', { selector: 'input' });
    expect(legalForm).toHaveValue('EUROPEAN_COMPANY');
    await user.click(legalForm);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(20);
    expect(options.at(-1)).toHaveTextContent('EUROPEAN_COMPANY');
  });
});

describe('company overview in Swedish', () => {
  afterEach(() => setLanguage('en'));

  it('names every field in Swedish, the amount in kronor, and says which performance materiality applies where', async () => {
    await setLanguage('sv');
    renderScreen(<OverviewTab company={company} />);
    expect(detail('Organisationsnummer')).toBe('556812-3458');
    expect(detail('Land')).toBe('Sverige');
    expect(detail('Bolagsform')).toBe('Aktiebolag');
    expect(detail('Regelverk')).toBe('K3');
    expect(detail('Kontoplan')).toBe('BAS2014');
    expect(detail('SNI-kod')).toBe('41200');
    expect(detail('Arbetsväsentlighet (standard för uppdragen)')).toBe('250\u00a0000,00\u00a0kr');
    expect(
      await screen.findByRole('heading', { name: 'Bransch och arbetsväsentlighet' }, LAZY),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Standardvärdet för företagets uppdrag. Ett uppdrags egen arbetsväsentlighet, som anges under fliken Uppdrag, gäller i stället för det årets revision.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Tekniska detaljer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ta bort företaget' })).toBeInTheDocument();
    expect(englishLeft(document.body.textContent ?? '', ['companies'])).toEqual([]);
  });

  it("the company's performance materiality: whole kronor as Swedish writes them, shown before it is saved", async () => {
    await setLanguage('sv');
    const user = userEvent.setup();
    renderScreen(<OverviewTab company={company} />);
    const form = within(
      await screen.findByRole('form', { name: 'Arbetsväsentlighet, standard (kr)' }, LAZY),
    );
    const field = form.getByLabelText('Arbetsväsentlighet, standard (kr)');
    expect(field).toHaveValue('250\u00a0000');
    expect(form.getByText('Sparas som 250 000,00 kr')).toBeVisible();
    await user.clear(field);
    await user.type(field, '250 000,50');
    await user.tab();
    // V1 keeps it as a whole number of kronor: öre are refused, not rounded away.
    expect(await form.findByText('Bara hela kronor, utan öre.')).toBeVisible();
    await user.clear(field);
    await user.type(field, '1 250 000');
    expect(form.getByText('Sparas som 1 250 000,00 kr')).toBeVisible();
  });
});
