// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { renderUi } from '../../test/render.js';
import { BulkDialog } from './lazy.js';
import { BulkRunPanel } from './RunPanel.js';
import type { BulkRun } from './useBulkRun.js';

const dialog = (opened: boolean) => (
  <div data-testid="host">
    <BulkDialog
      opened={opened}
      onClose={() => undefined}
      title="Give 2 companies"
      describe={() => 'What happens'}
      changes={() => 0}
      picks={[{ label: 'Groups', placeholder: 'Choose groups', from: { groups: [] } }]}
      onStart={() => undefined}
    />
  </div>
);

describe('the bulk UI’s lazy parts', () => {
  it('opens the dialog from its lazily loaded code, with its pickers; Start waits for a choice', async () => {
    const { rerender } = renderUi(dialog(false));
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
    rerender(<MantineProvider env="test">{dialog(true)}</MantineProvider>);
    expect(await screen.findByRole('dialog', { name: 'Give 2 companies' })).toBeInTheDocument();
    expect(screen.getAllByLabelText('Groups').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    rerender(<MantineProvider env="test">{dialog(false)}</MantineProvider>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('places no run panel while the screen has no run', () => {
    const bulk = { runner: null } as unknown as BulkRun;
    renderUi(
      <div data-testid="host">
        <BulkRunPanel bulk={bulk} />
      </div>,
    );
    expect(screen.getByTestId('host')).toBeEmptyDOMElement();
  });
});
