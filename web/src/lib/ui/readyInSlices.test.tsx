// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { useReadyInSlices } from './readyInSlices.js';

function Probe({ ready, seen }: { ready: boolean; seen: boolean[] }) {
  seen.push(useReadyInSlices(ready));
  return null;
}

describe('useReadyInSlices', () => {
  it('keeps the urgent render on what it showed when ready turns true, then draws it', async () => {
    const seen: boolean[] = [];
    const view = render(<Probe ready={false} seen={seen} />);
    seen.length = 0;
    await act(async () => view.rerender(<Probe ready seen={seen} />));
    // The urgent render (the query's update) still says not ready; the background one says ready.
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
  });

  it('is true at once when ready at mount, and false at once when ready turns false', async () => {
    const seen: boolean[] = [];
    const view = render(<Probe ready seen={seen} />);
    expect(seen).toEqual(seen.map(() => true));
    seen.length = 0;
    await act(async () => view.rerender(<Probe ready={false} seen={seen} />));
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((s) => !s)).toBe(true);
  });
});
