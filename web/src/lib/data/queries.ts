import {
  QueryCache,
  QueryClient,
  MutationCache,
  useQuery,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { ApiError, type OpResult } from './api.js';
import { opQuery, type ReadArgs, type ReadOperationId } from './queryOptions.js';
import { useTenant } from '../routing/tenant.js';

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache(),
    mutationCache: new MutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => {
          if (err instanceof ApiError && err.status > 0 && err.status < 500) return false;
          return count < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

export { useTenant };

export { opKey } from './queryOptions.js';

type OpQueryOptions<Id extends ReadOperationId> = Omit<
  UseQueryOptions<OpResult<Id>, ApiError, OpResult<Id>, unknown[]>,
  'queryKey' | 'queryFn'
>;

/** useQuery of one contract read in the route's tenant. */
export function useOp<Id extends ReadOperationId>(
  id: Id,
  args: ReadArgs<Id> = {},
  options: OpQueryOptions<Id> = {},
) {
  const tenant = useTenant();
  return useQuery({ ...opQuery(tenant, id, args), ...options });
}
