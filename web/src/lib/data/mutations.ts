import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '../ui/notices.js';
import { callOp, describeError, type ApiError, type CallArgs, type OpResult } from './api.js';
import { currentT } from '../../i18n/index.js';
import type { MutationOperationId } from './queryOptions.js';
import { useTenant } from './queries.js';
import {
  applyCacheEffects,
  applyRemovalAtOnce,
  CACHE_EFFECTS,
  refetchDeclared,
  type MutationCall,
} from './cacheEffects.js';

/*
 * Changes, apart from the reads (queries.ts): the first screens only read, so the cache effects
 * of every change (cacheEffects.ts) come with the first screen that changes something, not in
 * the entry.
 */

type SuccessToast = string | { title: string; message: string };

export interface OpMutationOptions<Id extends MutationOperationId, V> {
  /** Build the call from the mutate() variables. */
  call: (vars: V) => CallArgs<Id>;
  /** Toast on success (a message, or a title and message, or a builder); none when omitted. */
  success?: SuccessToast | ((data: OpResult<Id>, vars: V) => SuccessToast);
  /** Show errors as a toast too (forms show them inline instead). */
  toastError?: boolean;
  /** After the cache took the change in (cacheEffects.ts), before the quiet refetch answers. */
  onSuccess?: (data: OpResult<Id>, vars: V) => void;
}

/**
 * useMutation of one contract change: the one way the console changes anything. On success the
 * cache changes as `CACHE_EFFECTS` declares for the operation, then the declared reads refetch
 * quietly; the mutation settles without waiting for them.
 */
export function useOpMutation<Id extends MutationOperationId, V = void>(
  id: Id,
  opts: OpMutationOptions<Id, V>,
) {
  const tenant = useTenant();
  const qc = useQueryClient();
  return useMutation<OpResult<Id>, ApiError, V>({
    mutationFn: (vars) => callOp(tenant, id, opts.call(vars)),
    onMutate: (vars) => {
      const { params, body, query } = opts.call(vars);
      return applyRemovalAtOnce(qc, tenant, id, { params, body, query } as MutationCall<Id>);
    },
    onSuccess: (data, vars) => {
      const { params, body, query } = opts.call(vars);
      const subject = noticeSubject(tenant, params);
      void applyCacheEffects(qc, tenant, id, { params, body, query } as MutationCall<Id>, data);
      opts.onSuccess?.(data, vars);
      const toast = typeof opts.success === 'function' ? opts.success(data, vars) : opts.success;
      if (toast) {
        notify({
          subject,
          color: 'teal',
          ...(typeof toast === 'string'
            ? { title: currentT().common.done, message: toast }
            : toast),
        });
      }
    },
    onError: (err, vars) => {
      // What the change was about is gone or changed elsewhere, or rows were taken out before
      // the answer: show the lists as they are now.
      if (err.status === 404 || CACHE_EFFECTS[id].removeAtOnce)
        void refetchDeclared(qc, tenant, id);
      if (opts.toastError && err.status !== 401) {
        notify({
          subject: noticeSubject(tenant, opts.call(vars).params),
          color: 'red',
          title: currentT().common.failed,
          message: describeError(err),
        });
      }
    },
  });
}

/**
 * What a change's notice is about: the things its path names (a group and a user, a company), so
 * the next change of the same things replaces its notice ("Member removed" after "Member added").
 */
export function noticeSubject(tenant: string, params: unknown): string {
  const named = Object.entries((params ?? {}) as Record<string, unknown>).sort(([a], [b]) =>
    a.localeCompare(b),
  );
  return `${tenant}:${JSON.stringify(named)}`;
}

/** For a change sent outside `useOpMutation` (an upload with progress): its declared effects. */
export function useCacheEffects() {
  const tenant = useTenant();
  const qc = useQueryClient();
  return <Id extends MutationOperationId>(id: Id, call: MutationCall<Id>, answer: OpResult<Id>) =>
    applyCacheEffects(qc, tenant, id, call, answer);
}
