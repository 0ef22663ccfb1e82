// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { startTransition, Suspense, useState } from 'react';
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

  it('keeps what was typed when the screen re-renders after its code arrived late', async () => {
    function Form() {
      const [name, setName] = useState('');
      return <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />;
    }
    const Page = retryingLazy(() => Promise.resolve({ default: Form }));
    function Console() {
      const [count, setCount] = useState(0);
      const [opened, setOpened] = useState(false);
      return (
        <>
          {/* As the router moves: in a transition. */}
          <button onClick={() => startTransition(() => setOpened(true))}>Open</button>
          <button onClick={() => setCount(count + 1)}>Refresh {count}</button>
          <Suspense fallback={<p>Loading…</p>}>{opened ? <Page /> : <p>Overview</p>}</Suspense>
        </>
      );
    }
    renderUi(<Console />);
    // Opened from a screen already shown, as a link does, while the new screen's code is not here
    // yet; clicked as in a browser, outside React's test mode (`act`), which would render the
    // transition at once: React's render waits for the code and goes on with `lazy`'s component.
    const react = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = react.IS_REACT_ACT_ENVIRONMENT;
    react.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      screen.getByRole('button', { name: 'Open' }).click();
      await screen.findByRole('textbox', { name: 'Name' });
    } finally {
      react.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Anna' },
    });
    // A list that answers again re-renders the screen: the form must not start over.
    fireEvent.click(screen.getByRole('button', { name: 'Refresh 0' }));
    expect(screen.getByRole('button', { name: 'Refresh 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Anna');
  });
});
