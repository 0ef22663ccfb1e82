// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderUi } from '../../test/render.js';
import { retryingLazy } from './loadFailures.js';

/** A fallback that notes each time it was shown. */
function fallback(shown: string[]) {
  function Loading() {
    shown.push('loading');
    return <p>Loading…</p>;
  }
  return <Loading />;
}

const screenCode = () => Promise.resolve({ default: () => <h1>Groups</h1> });

describe('retryingLazy', () => {
  it('renders a preloaded screen at once, without its loading state', async () => {
    const Page = retryingLazy(screenCode);
    await Page.preload();
    const shown: string[] = [];
    renderUi(
      <Suspense fallback={fallback(shown)}>
        <Page />
      </Suspense>,
    );
    // In the first commit: React would otherwise hold it back 300 ms after the loading state.
    expect(screen.getByRole('heading', { name: 'Groups' })).toBeInTheDocument();
    expect(shown).toEqual([]);
  });

  it('shows the loading state while code that was not preloaded arrives', async () => {
    const Page = retryingLazy(screenCode);
    const shown: string[] = [];
    renderUi(
      <Suspense fallback={fallback(shown)}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Groups' })).toBeInTheDocument();
    expect(shown).toContain('loading');
  });
});
