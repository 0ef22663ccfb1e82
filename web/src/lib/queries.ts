import {
  QueryCache,
  QueryClient,
  MutationCache,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { OperationId } from 'bff/contract';
import { notifications } from '@mantine/notifications';
import { ApiError, callOp, type CallArgs, type OpResult, type Query } from './api.js';

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

/** The tenant of the current route (`/t/:tenant/...`). */
export function useTenant(): string {
  const { tenant } = useParams();
  if (!tenant) throw new Error('useTenant outside /t/:tenant');
  return tenant;
}

/** Cache key of an operation call: `[tenant, opId, params?, query?]`. */
export function opKey(
  tenant: string,
  id: OperationId,
  params?: Record<string, string>,
  query?: Query,
): unknown[] {
  const key: unknown[] = [tenant, id];
  if (params) key.push(params);
  if (query) key.push(query);
  return key;
}

type OpQueryOptions<Id extends OperationId> = Omit<
  UseQueryOptions<OpResult<Id>, ApiError>,
  'queryKey' | 'queryFn'
>;

/** useQuery of one contract operation in the route's tenant. */
export function useOp<Id extends OperationId>(
  id: Id,
  args: Omit<CallArgs<Id>, 'signal' | 'body'> = {},
  options: OpQueryOptions<Id> = {},
) {
  const tenant = useTenant();
  return useQuery<OpResult<Id>, ApiError>({
    queryKey: opKey(tenant, id, args.params as Record<string, string> | undefined, args.query),
    queryFn: ({ signal }) => callOp(tenant, id, { ...args, signal } as CallArgs<Id>),
    ...options,
  });
}

export interface OpMutationOptions<Id extends OperationId, V> {
  /** Build the call from the mutate() variables. */
  call: (vars: V) => CallArgs<Id>;
  /** Operations whose cached answers are stale afterwards (all params). */
  invalidates?: OperationId[];
  /** Toast on success (string or builder); none when omitted. */
  success?: string | ((data: OpResult<Id>, vars: V) => string);
  /** Show errors as a toast too (forms show them inline instead). */
  toastError?: boolean;
  onSuccess?: (data: OpResult<Id>, vars: V) => void;
}

/** useMutation of one contract operation, with cache invalidation and toasts. */
export function useOpMutation<Id extends OperationId, V = void>(
  id: Id,
  opts: OpMutationOptions<Id, V>,
) {
  const tenant = useTenant();
  const qc = useQueryClient();
  return useMutation<OpResult<Id>, ApiError, V>({
    mutationFn: (vars) => callOp(tenant, id, opts.call(vars)),
    onSuccess: async (data, vars) => {
      opts.onSuccess?.(data, vars);
      if (opts.success) {
        notifications.show({
          color: 'teal',
          title: 'Done',
          message: typeof opts.success === 'string' ? opts.success : opts.success(data, vars),
        });
      }
      await Promise.all(
        (opts.invalidates ?? []).map((op) => qc.invalidateQueries({ queryKey: [tenant, op] })),
      );
    },
    onError: (err) => {
      if (opts.toastError && err.status !== 401) {
        notifications.show({ color: 'red', title: 'Failed', message: err.message });
      }
    },
  });
}
