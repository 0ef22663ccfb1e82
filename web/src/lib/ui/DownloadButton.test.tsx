// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render.js';
import { DownloadButton } from './DownloadButton.js';

describe('DownloadButton', () => {
  it('is a button named by its words, with the download icon, smaller when compact', async () => {
    let clicked = 0;
    renderUi(
      <>
        <DownloadButton onClick={() => clicked++}>Download CSV</DownloadButton>
        <DownloadButton size="compact-sm">Download rows</DownloadButton>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Download CSV' });
    await userEvent.setup().click(button);
    expect(clicked).toBe(1);
    const icon = (name: string) =>
      screen.getByRole('button', { name }).querySelector('svg.tabler-icon-download');
    expect(icon('Download CSV')).toHaveAttribute('width', '16');
    expect(icon('Download rows')).toHaveAttribute('width', '14');
  });
});
