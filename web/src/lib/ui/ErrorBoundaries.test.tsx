// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderUi as renderBare } from '../../test/render.js';
import { ScreenBoundary } from './ErrorBoundaries.js';
import { retryingLazy } from './loadFailures.js';

/** A failed dynamic import as Chromium words it. */
const chunkGone = () =>
  new TypeError('Failed to fetch dynamically imported module: http://x/assets/Page-abc.js');

const reports: unknown[] = [];
let healthy = true;
const reload = vi.fn();
const realLocation = Object.getOwnPropertyDescriptor(window, 'location')!;

beforeEach(() => {
  reports.length = 0;
  healthy = true;
  reload.mockReset();
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/client-errors') reports.push(JSON.parse(String(init?.body)));
      if (url === '/healthz' && !healthy) throw new TypeError('Failed to fetch');
      return new Response(null, { status: url === '/healthz' ? 200 : 204 });
    }),
  );
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, pathname: '/t/nordrevision/users', reload },
  });
});
afterEach(() => {
  // The web's test files share one environment (vitest.config.ts): leave it as found.
  Object.defineProperty(window, 'location', realLocation);
  vi.unstubAllGlobals();
  vi.spyOn(console, 'error').mockRestore();
});

const renderUi = (ui: ReactElement) =>
  renderBare(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);

function Crashing(): never {
  // As a screen does when the platform answered another shape than the contract's.
  throw new TypeError("Cannot read properties of undefined (reading 'list')");
}

describe('ScreenBoundary', () => {
  it('shows words and the way on instead of a blank page, and reports the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderUi(
      <ScreenBoundary resetKey="/a">
        <Crashing />
      </ScreenBoundary>,
    );
    expect(screen.getByText('This screen could not be shown')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeVisible();
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(screen.getByText(/^Error:/)).toHaveTextContent(
      "Error: Cannot read properties of undefined (reading 'list')",
    );
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toMatchObject({
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'list')",
      path: '/t/nordrevision/users',
      loadFailure: false,
    });
  });

  it("reloads once when a screen's code is gone after a deployment, then says so instead", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Gone = retryingLazy(() => Promise.reject(chunkGone()));
    const view = () => (
      <ScreenBoundary resetKey="/a">
        <Suspense fallback="loading">
          <Gone />
        </Suspense>
      </ScreenBoundary>
    );
    const first = renderUi(view());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    first.unmount();
    // The page came back (same tab, same session storage) and the file is still not there.
    renderUi(view());
    expect(await screen.findByText('The console has been updated')).toBeVisible();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says the network is away, and shows the screen by itself when it is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    healthy = false;
    let attempts = 0;
    const Flaky = retryingLazy(async () => {
      attempts += 1;
      if (!healthy) throw chunkGone();
      return { default: () => <p>The users screen</p> };
    });
    function Typed() {
      const [text, setText] = useState('');
      return (
        <input
          aria-label="Outside the screen"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      );
    }
    renderUi(
      <>
        <Typed />
        <ScreenBoundary resetKey="/a">
          <Suspense fallback="loading">
            <Flaky />
          </Suspense>
        </ScreenBoundary>
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Outside the screen' }), 'kept');
    expect(await screen.findByText('This screen could not be loaded')).toBeVisible();
    expect(reload).not.toHaveBeenCalled();
    healthy = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('The users screen')).toBeVisible();
    expect(attempts).toBe(2);
    expect(screen.getByRole('textbox', { name: 'Outside the screen' })).toHaveValue('kept');
  });
});
