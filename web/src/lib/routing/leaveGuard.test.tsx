// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useLocation,
  useNavigate,
} from 'react-router';
import { Link } from './Link.js';
import { GuardedRouter, useLeaveGuard } from './leaveGuard.js';
import { useSearchParam } from './url.js';

function Page({ name }: { name: string }) {
  const guard = useLeaveGuard(({ from, to }) => from !== to && to !== '/free');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <h1>{name}</h1>
      <p>at {pathname}</p>
      <Link to="/b">To B</Link>
      <Link to="/free">To free</Link>
      <button type="button" onClick={() => void navigate('/b', { replace: true })}>
        Replace with B
      </button>
      {guard.state === 'blocked' ? (
        <div role="dialog" aria-label="Leave?">
          <button type="button" onClick={guard.reset}>
            Stay
          </button>
          <button type="button" onClick={guard.proceed}>
            Leave
          </button>
        </div>
      ) : null}
    </>
  );
}

function renderAt(entries: string[]) {
  const history = createMemoryHistory({
    initialEntries: entries,
    initialIndex: entries.length - 1,
    v5Compat: true,
  });
  render(
    <GuardedRouter history={history}>
      <Routes>
        <Route path="/a" element={<Page name="A" />} />
        <Route path="/b" element={<p>Page B</p>} />
        <Route path="/free" element={<p>Free page</p>} />
        <Route path="/before" element={<Link to="/a">Page before</Link>} />
      </Routes>
    </GuardedRouter>,
  );
  return history;
}

describe('the leave guard', () => {
  it('holds a link until the user chooses: Stay keeps the page, Leave follows it', async () => {
    const user = userEvent.setup();
    const history = renderAt(['/a']);
    await user.click(screen.getByRole('link', { name: 'To B' }));
    expect(screen.getByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/a');

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(history.location.pathname).toBe('/a');
    expect(screen.getByRole('heading', { name: 'A' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Replace with B' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Page B')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/b');
    expect(history.index).toBe(0);
  });

  it('lets through what the check allows', async () => {
    const user = userEvent.setup();
    const history = renderAt(['/a']);
    await user.click(screen.getByRole('link', { name: 'To free' }));
    expect(await screen.findByText('Free page')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/free');
  });

  it('moves back where back was pressed, then goes back on Leave', async () => {
    const user = userEvent.setup();
    const history = renderAt(['/before', '/a']);
    act(() => history.go(-1));
    expect(screen.getByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/a');
    expect(screen.getByText('at /a')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Page before')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/before');
  });

  it("holds the browser's back button too (its own history, popstate coming late)", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/before');
    render(
      <GuardedRouter>
        <Routes>
          <Route path="/a" element={<Page name="A" />} />
          <Route path="/before" element={<Link to="/a">Page before</Link>} />
        </Routes>
      </GuardedRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Page before' }));
    expect(await screen.findByRole('heading', { name: 'A' })).toBeInTheDocument();

    act(() => window.history.back());
    expect(await screen.findByRole('dialog', { name: 'Leave?' })).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/a'));
    expect(screen.getByText('at /a')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('Page before')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/before');
  });
});

describe('a parameter set late', () => {
  it('keeps a change of another parameter made since the screen last rendered', () => {
    const history = createMemoryHistory({ initialEntries: ['/x?a=1'], v5Compat: true });
    // The setter of the first render, as a search box's timer holds it.
    let setQ: ((value: string | null) => void) | undefined;
    function Screen() {
      const [, set] = useSearchParam('q');
      setQ ??= set;
      return null;
    }
    render(
      <GuardedRouter history={history}>
        <Routes>
          <Route path="/x" element={<Screen />} />
        </Routes>
      </GuardedRouter>,
    );
    // A sign choice clicked, then the search typed before it fires.
    act(() => history.replace('/x?a=1&signs=statement'));
    act(() => setQ!('1930'));
    expect(history.location.search).toBe('?a=1&signs=statement&q=1930');
  });
});
