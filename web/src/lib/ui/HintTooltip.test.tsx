// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { HintTooltip } from './HintTooltip.js';

// Not Mantine's test environment, which leaves portals out: a Tooltip mounted with each row puts
// its portal in the page even while closed.
function renderHint() {
  return render(
    <MantineProvider>
      {/* jsdom lays nothing out, so every element would count as scrolled out of view. */}
      <HintTooltip label="Read and stored" hideDetached={false}>
        <span>Processed</span>
      </HintTooltip>
    </MantineProvider>,
  );
}

describe('HintTooltip', () => {
  it('mounts no tooltip until the pointer comes, then shows and hides it with the pointer', async () => {
    renderHint();
    const badge = screen.getByText('Processed');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.querySelectorAll('[data-portal]')).toHaveLength(0);
    fireEvent.mouseEnter(badge);
    const hint = await screen.findByRole('tooltip');
    expect(hint.textContent).toBe('Read and stored');
    const described = document.getElementById(badge.getAttribute('aria-describedby') ?? '');
    expect(hint.contains(described)).toBe(true);
    expect(described?.textContent).toBe('Read and stored');
    fireEvent.mouseLeave(badge);
    expect(badge.getAttribute('aria-describedby')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    fireEvent.mouseEnter(badge);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
  });

  it('hides with Escape while the pointer stays', async () => {
    renderHint();
    fireEvent.mouseEnter(screen.getByText('Processed'));
    expect(await screen.findByRole('tooltip')).toBeTruthy();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
