// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '@mantine/core';
import { renderUi } from '../../test/render.js';
import { LazyModal } from './LazyModal.js';

function Screen() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>New assignment</Button>
      <LazyModal opened={opened} onClose={() => setOpened(false)} title="New assignment">
        <p>The form</p>
      </LazyModal>
    </>
  );
}

describe('LazyModal', () => {
  it('draws nothing until first opened, then the dialog; closing gives focus back, twice', async () => {
    const user = userEvent.setup();
    renderUi(<Screen />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const button = screen.getByRole('button', { name: 'New assignment' });
    for (const time of [1, 2]) {
      await user.click(button);
      const dialog = await screen.findByRole('dialog', { name: 'New assignment' });
      expect(dialog).toHaveTextContent('The form');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(button, `close ${time}`).toHaveFocus());
    }
  });
});
