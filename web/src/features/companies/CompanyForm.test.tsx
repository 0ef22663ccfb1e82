// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/data/api.js';
import { renderScreen } from '../../test/render.js';
import { opKey } from '../../lib/data/queryOptions.js';
import type { MyGroups } from '../../lib/access/newCompany.js';
import { CompanyForm } from './CompanyForm.js';
import { setLanguage } from '../../i18n/index.js';
import { en } from '../../i18n/en/index.js';
import { englishLeft } from './englishLeft.js';

type User = ReturnType<typeof userEvent.setup>;

/** Click into a field and paste the text: the same input events as typing, much faster. */
async function fill(user: User, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

/** Open a select by its label and pick the option with this name. */
async function choose(user: User, label: string | RegExp, option: string | RegExp) {
  await user.click(screen.getByLabelText(label, { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name: option }));
}

const users = [
  {
    id: '0b3e6b7e-8f6a-4c1e-9a8e-1c2d3e4f5a6b',
    username: 'asa',
    firstName: 'Åsa',
    lastName: 'Öberg',
    email: 'asa@example.se',
  },
];
const groups = [{ id: '1c3e6b7e-8f6a-4c1e-9a8e-1c2d3e4f5a6b', name: 'Revisorer Malmö' }];
const malmo = groups[0]!;
const bertil = { ...users[0]!, id: '2d3e6b7e-8f6a-4c1e-9a8e-1c2d3e4f5a6b', firstName: 'Bertil' };
const UNLINKED: MyGroups = { state: 'unlinked' };

/** The form on its screen's route, with the group's members (Åsa and Bertil) already read. */
function renderForm(onSubmit: (v: unknown) => Promise<unknown>, myGroups: MyGroups = UNLINKED) {
  return renderScreen(
    <CompanyForm users={users} groups={groups} myGroups={myGroups} onSubmit={onSubmit} />,
    {
      cached: [
        [opKey('nordrevision', 'listGroupMembers', { groupId: malmo.id }), [users[0], bertil]],
      ],
    },
  );
}

describe('CompanyForm', () => {
  // The users' and groups' pickers are drawn lazily: their module loaded once, before the tests,
  // so a slow machine does not outrun the wait for them.
  beforeAll(() => import('./AccessPickers.js'));

  it('refuses an empty name and says what is wrong with a Swedish number: check digit, then format', async () => {
    const user = userEvent.setup();
    const submitted: unknown[] = [];
    renderForm(async (v) => submitted.push(v));
    const orgNr = screen.getByLabelText(/Organisation number/);
    await fill(user, orgNr, '556036-0794');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText('Fill this in.')).toBeInTheDocument();
    expect(screen.getByText('Choose the annual report framework')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The last digit, the check digit, does not match the first nine. Look for a typo.',
      ),
    ).toBeInTheDocument();
    // The contract's message (for API users) is not shown: it repeats the hint.
    expect(screen.queryByText(/must be a Swedish organisation number/)).toBeNull();
    expect(submitted).toEqual([]);

    // Not ten digits: the format, its example kept on one line.
    await user.clear(orgNr);
    await fill(user, orgNr, '55603-60793');
    const format = 'The number is not in the format NNNNNN-NNNN.';
    expect(
      await screen.findByText((_, el) => el?.tagName === 'P' && el.textContent === format),
    ).toBeInTheDocument();
    expect(screen.getByText('NNNNNN-NNNN', { selector: 'span' })).toHaveStyle({
      whiteSpace: 'nowrap',
    });
    expect(submitted).toEqual([]);
  });

  it("submits V1's body with every field: framework, legal form, address, country", async () => {
    const user = userEvent.setup();
    const submitted: unknown[] = [];
    renderForm(async (v) => submitted.push(v));
    await fill(user, screen.getByLabelText(/^Name/), 'Bageriet i Hörby AB');
    await fill(user, screen.getByLabelText(/Organisation number/), '5560360793');
    await choose(user, /Annual report framework/, /^K3/);
    await choose(user, 'Legal form', 'Limited company (aktiebolag)');
    await fill(user, screen.getByLabelText('Address'), 'Storgatan 1, 242 30 Hörby');
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    // Not linked to a platform user: nobody gets access unless chosen (V1's type 2, both empty).
    expect(JSON.parse(JSON.stringify(submitted[0]))).toEqual({
      authorization: { type: 2, userIds: [], groupIds: [] },
      data: {
        name: 'Bageriet i Hörby AB',
        // Typed without the hyphen (a phone's digit keyboard has none): it is put in.
        organizationNumber: '556036-0793',
        country: 'SWEDEN',
        annualReportFramework: 'K3',
        legalForm: 'LIMITED_LIABILITY_COMPANY',
        address: 'Storgatan 1, 242 30 Hörby',
      },
    });
  });

  it('offers the 19 legal forms and the frameworks by name (with descriptions); who gets access, chosen; no empty address', async () => {
    const user = userEvent.setup();
    const submitted: unknown[] = [];
    renderForm(async (v) => submitted.push(v));
    await user.click(screen.getByLabelText('Legal form', { selector: 'input' }));
    const forms = await screen.findAllByRole('option');
    expect(forms).toHaveLength(19);
    expect(forms.map((o) => o.textContent)).toContain('Regional authority (region)');
    expect(forms.map((o) => o.textContent)).toContain(
      'Foreign legal entity (utländsk juridisk person)',
    );
    await user.click(screen.getByRole('option', { name: 'Foundation (stiftelse)' }));
    await user.click(screen.getByLabelText(/Annual report framework/, { selector: 'input' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(
      Object.values(en.codes.framework).map((f) => f.name + f.description),
    );
    await user.click(
      screen.getByRole('option', { name: /^Accounting Standards Council recommendations/ }),
    );
    await choose(user, 'Country', 'Other country');
    await fill(user, screen.getByLabelText(/^Name/), 'Nordic Foundation');
    await fill(user, screen.getByLabelText(/Organisation number/), 'NO 987 654 321');
    // Who gets access, chosen: my groups (unknown: the account is not linked), chosen users and
    // groups, nobody yet (the default), everyone in the firm.
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'mine',
      'chosen',
      'nobody',
      'everyone',
    ]);
    expect(screen.getByRole('radio', { name: 'Only my groups' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Only my groups' })).toHaveAccessibleDescription(
      en.companies.form.accessChoice.mineUnlinked,
    );
    expect(screen.getByRole('radio', { name: 'Nobody yet' })).toBeChecked();
    expect(screen.getByRole('note', { name: 'Who will see it' })).toHaveTextContent(
      en.companies.form.reachNobody,
    );
    // Chosen with nothing picked is refused, nothing sent.
    await user.click(screen.getByRole('radio', { name: 'Chosen users and groups' }));
    await screen.findByLabelText('Groups with access', { selector: 'input' });
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(
      await screen.findByText('Choose at least one user or group, or choose Nobody yet.'),
    ).toBeInTheDocument();
    expect(submitted).toEqual([]);
    // A group alone is V1's type 3, and the form says who that is before anything is sent.
    await choose(user, 'Groups with access', 'Revisorer Malmö');
    expect(screen.getByRole('note', { name: 'Who will see it' })).toHaveTextContent(
      'The members of Revisorer Malmö: 2 people.',
    );
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toStrictEqual({
      authorization: { type: 3, userIds: [], groupIds: [groups[0]!.id] },
      data: {
        name: 'Nordic Foundation',
        organizationNumber: 'NO 987 654 321',
        country: 'OTHER',
        annualReportFramework: 'RedR',
        legalForm: 'FOUNDATION',
      },
    });
  });

  it('shows server issues at their fields and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderForm(async () => {
      throw new ApiError({
        message: 'Conflict',
        status: 409,
        issues: [{ path: 'data.organizationNumber', message: 'another company has this number' }],
      });
    });
    await fill(user, screen.getByLabelText(/^Name/), 'Fjällräven Konsult AB');
    await fill(user, screen.getByLabelText(/Organisation number/), '556036-0793');
    await choose(user, /Annual report framework/, /^K2/);
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText(/another company has this number/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Fjällräven Konsult AB');
    expect(screen.getByLabelText(/Organisation number/)).toHaveValue('556036-0793');
  });

  it('shows a server error without issues above the form', async () => {
    const user = userEvent.setup();
    renderForm(async () => {
      throw new ApiError({
        message: 'The platform is unavailable',
        status: 502,
        requestId: 'r-9',
      });
    });
    await fill(user, screen.getByLabelText(/^Name/), 'Ödeshög Bygg AB');
    await fill(user, screen.getByLabelText(/Organisation number/), '556036-0793');
    await choose(user, /Annual report framework/, /^K1/);
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.errors.serverTrouble);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Ödeshög Bygg AB');
  });
});

describe('CompanyForm: who gets access', () => {
  beforeAll(() => import('./AccessPickers.js'));

  it('starts with my groups when the account has them, names who that is, never everyone', async () => {
    const user = userEvent.setup();
    const submitted: unknown[] = [];
    renderForm(async (v) => submitted.push(v), { state: 'known', groups: [malmo] });
    const mine = screen.getByRole('radio', { name: 'Only my groups: Revisorer Malmö' });
    expect(mine).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Everyone in the firm' })).not.toBeChecked();
    const reach = screen.getByRole('note', { name: 'Who will see it' });
    expect(reach).toHaveTextContent('The members of Revisorer Malmö: 2 people.');
    // Everyone says how many users that is today.
    await user.click(screen.getByRole('radio', { name: 'Everyone in the firm' }));
    expect(reach).toHaveTextContent(
      'Everyone in the firm: 1 user today. Users who join later do not get access.',
    );
    await user.click(mine);
    await fill(user, screen.getByLabelText(/^Name/), 'Bageriet i Hörby AB');
    await fill(user, screen.getByLabelText(/Organisation number/), '5560360793');
    await choose(user, /Annual report framework/, /^K2/);
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(JSON.parse(JSON.stringify(submitted[0]))).toMatchObject({
      authorization: { type: 3, userIds: [], groupIds: [malmo.id] },
    });
  });

  it('a linked user in no group: my groups cannot be chosen and say why; nobody is the default', () => {
    renderForm(async () => undefined, { state: 'known', groups: [] });
    expect(screen.getByRole('radio', { name: 'Only my groups' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Only my groups' })).toHaveAccessibleDescription(
      'Your platform user belongs to no group.',
    );
    expect(screen.getByRole('radio', { name: 'Nobody yet' })).toBeChecked();
  });
});

describe('CompanyForm in Swedish', () => {
  afterEach(() => setLanguage('en'));

  it('speaks Swedish: labels, access types by name, a taken organisation number', async () => {
    await setLanguage('sv');
    const user = userEvent.setup();
    renderForm(async () => {
      throw new ApiError({ message: 'Conflict', status: 409, requestId: 'r-77' });
    });
    expect(screen.getByRole('form', { name: 'Nytt företag' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Ingen än' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Alla i byrån' })).toHaveAccessibleDescription(
      'Alla användare byrån har i dag, oavsett grupp.',
    );
    expect(screen.getByRole('note', { name: 'Vem som kommer att se det' })).toHaveTextContent(
      /^Vem som kommer att se detIngen användare på plattformen än/,
    );
    await user.click(screen.getByLabelText('Bolagsform', { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Handelsbolag' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Aktiebolag' }));
    await fill(user, screen.getByLabelText(/^Namn/), 'Sågverket i Åre AB');
    await fill(user, screen.getByLabelText(/Organisationsnummer/), '556036-0793');
    await choose(user, /Regelverk/, /^K2\s*Årsredovisning i mindre företag/);
    await user.click(screen.getByRole('button', { name: 'Skapa företag' }));
    expect(
      await screen.findByText(
        'Ett annat företag i byrån har redan det här organisationsnumret. Kontrollera numret eller öppna det företaget i stället.',
      ),
    ).toBeInTheDocument();
    // No request id in the sentence, and nothing left in English.
    expect(document.body.textContent).not.toContain('r-77');
    expect(englishLeft(document.body.textContent ?? '', ['companies'])).toEqual([]);
  });
});
