// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { Link } from '../routing/Link.js';
import { GuardedRouter } from '../routing/leaveGuard.js';
import { fakeBffPerTest } from '../../test/fakeBff.js';
import { ApiError } from '../data/api.js';
import { currentT, setLanguage } from '../../i18n/index.js';
import { BulkRunPanel, resultCsv } from './BulkRunPanel.js';
import { useBulkRun } from './useBulkRun.js';
import type { BulkItem } from './types.js';
import { TenantScope } from '../routing/tenant.js';

const bff = fakeBffPerTest();
const runRoutes = (req: { method?: string; url?: string }) =>
  req.url === '/api/bulk-runs'
    ? { status: req.method === 'POST' ? 201 : 200, body: { id: 'run1' } }
    : undefined;

/** Items that end when the test says so (one done, one skipped, one failed). */
function controlled() {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const items: BulkItem[] = [
    { key: 'a', label: 'Alfa AB', run: async () => (await gate, { status: 'done' }) },
    {
      key: 'b',
      label: 'Beta AB',
      run: async () => (await gate, { status: 'skipped', reason: 'has it' }),
    },
    {
      key: 'c',
      label: 'Gamma AB',
      run: async () => {
        await gate;
        throw new ApiError({
          message: 'conflict',
          status: 409,
          code: 'upstream_conflict',
          upstreamStatus: 409,
        });
      },
    },
  ];
  return { items, release: () => release() };
}

function Screen({ items }: { items: BulkItem[] }) {
  const bulk = useBulkRun();
  return (
    <>
      <button type="button" onClick={() => void bulk.start('grantAccess', items)}>
        Start it
      </button>
      <Link to="/t/nordrevision/users">Elsewhere</Link>
      <BulkRunPanel bulk={bulk} />
    </>
  );
}

function renderInRouter(items: BulkItem[]) {
  const history = createMemoryHistory({
    initialEntries: ['/t/nordrevision/companies'],
    v5Compat: true,
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>
        <GuardedRouter history={history}>
          <Routes>
            <Route
              path="/t/:tenant/companies"
              element={
                <TenantScope>
                  <Screen items={items} />
                </TenantScope>
              }
            />
            <Route path="/t/:tenant/users" element={<p>Users page</p>} />
          </Routes>
        </GuardedRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return history;
}

describe('the bulk run panel', () => {
  it('asks before leaving while a run goes, then lists every item with its result', async () => {
    await bff(runRoutes);
    const user = userEvent.setup();
    const { items, release } = controlled();
    const history = renderInRouter(items);
    await user.click(screen.getByRole('button', { name: 'Start it' }));
    const panel = await screen.findByRole('region', { name: 'Bulk action' });
    await waitFor(() => expect(panel).toHaveTextContent('Running: at most 4 at a time.'));

    // Leaving asks; Stay keeps the page and the run.
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave while a bulk action runs?' });
    expect(ask).toHaveTextContent('3 items are not sent yet.');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(history.location.pathname).toBe('/t/nordrevision/companies');

    act(() => release());
    await waitFor(() => expect(panel).toHaveTextContent('Finished.'));
    expect(panel).toHaveTextContent('Done: 1');
    expect(panel).toHaveTextContent('Skipped: 1');
    expect(panel).toHaveTextContent('Failed: 1');
    const results = screen.getByRole('table', { name: 'Results' });
    expect(results).toHaveTextContent('has it');
    expect(results).toHaveTextContent('This conflicts with something the platform already holds');
    expect(screen.getByRole('button', { name: 'Retry the failed one' })).toBeInTheDocument();

    // Ended: leaving no longer asks.
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await screen.findByText('Users page');
  });

  it('writes the result file with Swedish separators when Swedish is chosen', async () => {
    const snapshot = {
      action: 'revokeAccess' as const,
      tenant: 'nordrevision',
      items: [
        { key: 'k1', label: 'Alfa AB', run: () => Promise.resolve({ status: 'done' as const }) },
        { key: 'k2', label: 'Beta; AB', run: () => Promise.resolve({ status: 'done' as const }) },
      ],
      results: [
        { status: 'done' as const },
        { status: 'failed' as const, reason: 'Det gick inte', error: null },
      ],
      phase: 'finished' as const,
      counts: { total: 2, done: 1, skipped: 0, failed: 1, pending: 0, running: 0 },
      runId: 'r',
      error: null,
      waitingUntil: null,
    };
    expect(resultCsv(snapshot, currentT())).toBe(
      'key,item,result,reason\r\nk1,Alfa AB,Done,\r\nk2,Beta; AB,Failed,Det gick inte',
    );
    await setLanguage('sv');
    try {
      expect(resultCsv(snapshot, currentT())).toBe(
        'nyckel;post;resultat;skäl\r\nk1;Alfa AB;Klar;\r\nk2;"Beta; AB";Misslyckades;Det gick inte',
      );
    } finally {
      await setLanguage('en');
    }
  });
});
