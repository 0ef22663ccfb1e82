import { useQuery } from '@tanstack/react-query';
import type { Query } from './api.js';
import { consoleQuery } from './queryOptions.js';
import { useTenant } from './queries.js';

/**
 * One of the console's own reads by a key (a company's year, an assignment, an item of it):
 * `query` gives its options, for the changes that write their answer into the cache and for a
 * prefetch (`quiet`: its 401 does not announce that the session ended); `useRead`
 * asks once the key is known (`null`: not yet) and while `enabled`.
 */
export function consoleRead<T, K extends Query>(name: string, path: string) {
  const query = (tenant: string, key: K, quiet = false) =>
    consoleQuery<T>(tenant, name, path, key, { retry: false, quiet });
  function useRead(key: K | null, enabled = true) {
    const tenant = useTenant();
    return useQuery({
      ...consoleQuery<T>(tenant, name, path, key ?? undefined, { retry: false }),
      enabled: enabled && key !== null,
    });
  }
  return { query, useRead };
}

/** One of the console's own reads, as `consoleRead` makes it. */
export type ConsoleRead<T, K extends Query> = ReturnType<typeof consoleRead<T, K>>;
