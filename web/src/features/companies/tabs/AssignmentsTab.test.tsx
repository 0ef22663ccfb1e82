// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALL_OPERATIONS, V1_OPERATIONS } from '../../../test/render.js';
import { fakeBffPerTest } from '../../../test/fakeBff.js';
import { assignmentsNote } from './assignments.js';
import { setLanguage } from '../../../i18n/index.js';
import { englishLeft } from '../englishLeft.js';
import { READ_ONLY, cells, headers, show } from './assignments.testing.js';

describe('assignments on a V1 service without the assignment extensions', () => {
  const startBff = fakeBffPerTest();

  it.each(['admin', 'auditor'] as const)(
    '%s reads assignments and performance materiality; no create, status or edit; one line says why',
    async (role) => {
      const bff = await startBff(() => undefined);
      show(role, V1_OPERATIONS);
      expect(screen.getByText(READ_ONLY)).toBeInTheDocument();
      expect(headers()).toEqual([
        'Type',
        'Sub-type',
        'Financial year',
        'Status',
        "Assignment's own performance materiality (SEK)",
        'Materiality levels',
      ]);
      // Types and statuses by name, never their codes.
      expect(cells(1)).toEqual([
        'Audit',
        'Årsrevision',
        '2025-01-01 – 2025-12-31',
        'Open',
        '120,000.00 (75.5%)',
        'not set',
      ]);
      expect(cells(2)).toEqual([
        'Review',
        'Granskning',
        '2025-01-01 – 2025-12-31',
        'Locked',
        'not set: company default',
        'not set',
      ]);
      expect(screen.queryByRole('button', { name: 'New assignment' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Change status of/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Materiality levels' })).toBeNull();
      expect(document.body.textContent).not.toMatch(/undefined|NaN/);
      await new Promise((r) => setTimeout(r, 200));
      expect(bff.seen).toEqual([]);
    },
  );
});

describe('assignments on a service with the extensions', () => {
  it('admin: new assignment, status change and performance materiality; no note', () => {
    show('admin', ALL_OPERATIONS);
    expect(screen.queryByText(/The platform does not offer/)).toBeNull();
    expect(screen.getByRole('button', { name: 'New assignment' })).toBeEnabled();
    expect(
      screen.getByRole('button', { name: 'Change status of Audit Årsrevision' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Change status of Review Granskning' }),
    ).toBeVisible();
    // Work materiality is set only while an assignment is OPEN.
    expect(screen.getAllByRole('button', { name: 'Materiality levels' })).toHaveLength(1);
    expect(headers()).toHaveLength(7);
  });

  it('admin: a new assignment without a type asks for one, until one is chosen', async () => {
    const user = userEvent.setup();
    show('admin', ALL_OPERATIONS);
    await user.click(screen.getByRole('button', { name: 'New assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New assignment' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create assignment' }));
    expect(await within(dialog).findByText('Choose a type')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Type', { selector: 'input' }));
    // Each type by name with its description.
    expect(
      await screen.findByRole('option', {
        name: /^Review\s*Limited review of the accounts/,
      }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /^Review/ }));
    await waitFor(() => expect(within(dialog).queryByText('Choose a type')).toBeNull());
    expect(within(dialog).getByLabelText('Type', { selector: 'input' })).toHaveValue('Review');
  });

  it('auditor: performance materiality only (create and status are for admins); no note', () => {
    show('auditor', ALL_OPERATIONS);
    expect(screen.queryByText(/The platform does not offer/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'New assignment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Change status of/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Materiality levels' })).toHaveLength(1);
  });

  it('a service with some of them: only those controls, the line names what is missing', () => {
    show(
      'admin',
      ALL_OPERATIONS.filter((id) => id !== 'createAssignment'),
    );
    expect(screen.getByText('The platform does not offer creating assignments.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New assignment' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Change status of Audit Årsrevision' }),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Materiality levels' })).toHaveLength(1);
  });
});

describe('assignments in Swedish', () => {
  afterEach(() => setLanguage('en'));

  it('types and statuses by Swedish name, amounts in Swedish, the own performance materiality said so', async () => {
    await setLanguage('sv');
    show('admin', ALL_OPERATIONS);
    expect(headers()).toEqual([
      'Typ',
      'Undertyp',
      'Räkenskapsår',
      'Status',
      'Uppdragets egen arbetsväsentlighet (kr)',
      'Väsentlighetsnivåer',
      'Åtgärder',
    ]);
    // Swedish grouping (a no-break space) and decimal comma.
    expect(
      cells(1)
        .map((c) => c.replace(/\s/g, ' '))
        .slice(0, 5),
    ).toEqual([
      'Revision',
      'Årsrevision',
      '2025-01-01 – 2025-12-31',
      'Öppet',
      '120 000,00 (75,5 %)',
    ]);
    expect(cells(2).slice(0, 5)).toEqual([
      'Översiktlig granskning',
      'Granskning',
      '2025-01-01 – 2025-12-31',
      'Låst',
      'ej angiven: företagets standard',
    ]);
    expect(
      screen.getByRole('button', { name: 'Ändra status för Revision Årsrevision' }),
    ).toBeVisible();
    expect(screen.getByText('2 uppdrag')).toBeInTheDocument();
    expect(englishLeft(document.body.textContent ?? '', ['assignments', 'companies'])).toEqual([]);
  });

  it('names what the platform lacks in Swedish', async () => {
    await setLanguage('sv');
    expect(
      assignmentsNote({
        role: 'admin',
        operations: ALL_OPERATIONS.filter(
          (id) => id !== 'setAssignmentStatus' && id !== 'setWorkMateriality',
        ),
      }),
    ).toBe(
      'Plattformen erbjuder inte att ändra uppdragens status eller att ange arbetsväsentlighet.',
    );
  });
});
