// @vitest-environment jsdom
import { memo, useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TenantScope, useTenant } from './tenant.js';
import { useSearchParamsState } from './url.js';

// What renders again when only the URL's query changes (a workbench filter or sort): a part that
// reads the tenant, or is handed the URL's setter, must not (docs/PERFORMANCE.md).

let go: (to: string) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    go = (to) => void navigate(to);
  }, [navigate]);
  return null;
}

function at(path: string, ui: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <Routes>
        <Route path="/t/:tenant/*" element={<TenantScope>{ui}</TenantScope>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a query change of the URL', () => {
  it('does not render again what reads only the tenant; a new tenant does', () => {
    const renders: string[] = [];
    const TenantName = memo(function TenantName() {
      const tenant = useTenant();
      renders.push(tenant);
      return <p>{tenant}</p>;
    });
    at('/t/nord/x?a=1', <TenantName />);
    expect(renders).toEqual(['nord']);
    act(() => go('/t/nord/x?a=2'));
    act(() => go('/t/nord/y'));
    expect(renders).toEqual(['nord']);
    act(() => go('/t/syd/x'));
    expect(renders).toEqual(['nord', 'syd']);
    expect(screen.getByText('syd')).toBeTruthy();
  });

  it('keeps the setter of useSearchParamsState the same, and it still sets the latest query', () => {
    const setters = new Set<unknown>();
    let patch: (p: Record<string, string | null>) => void = () => {};
    function Filters() {
      const [params, set] = useSearchParamsState();
      setters.add(set);
      patch = set;
      return <p data-testid="query">{params.toString()}</p>;
    }
    at('/t/nord/x?a=1', <Filters />);
    act(() => patch({ b: '2' }));
    expect(screen.getByTestId('query').textContent).toBe('a=1&b=2');
    act(() => patch({ a: null }));
    expect(screen.getByTestId('query').textContent).toBe('b=2');
    expect(setters.size).toBe(1);
  });
});
