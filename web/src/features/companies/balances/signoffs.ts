import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  SignOff,
  SignOffEvent,
  SignOffKind,
  SignOffNote,
  SignOffStep,
} from '@ledger/contract';
import { request, withQuery, type ApiError } from '../../../lib/data/api.js';
import { useTenant } from '../../../lib/data/queries.js';
import { AUDIT_KEY_ROOT } from '../../../lib/data/queryOptions.js';
import { consoleRead } from '../../../lib/data/consoleRead.js';
import type { YearKey } from './yearKey.js';

export type ItemKey = {
  kind: SignOffKind;
  item: string;
};

/** The sign-offs and review notes of a company's year (the console route `GET /api/signoffs`). */
export const useSignOffs = consoleRead<SignOff[], YearKey>('listSignOffs', '/api/signoffs').useRead;

const history = consoleRead<SignOffEvent[], YearKey & ItemKey>(
  'listSignOffHistory',
  '/api/signoffs/history',
);

/** Every step of one item, oldest first (`GET /api/signoffs/history`). */
export function useSignOffHistory(key: YearKey, item: ItemKey, enabled = true) {
  return history.useRead({ ...key, ...item }, enabled);
}

/**
 * Sign, withdraw, open and clear a note. After each change the year's sign-offs and the
 * histories are read again (their order and signatures are the BFF's), and the audit log, which
 * records the change.
 */
export function useSignOffMutations(key: YearKey) {
  const tenant = useTenant();
  const qc = useQueryClient();
  const settle = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: [tenant, 'listSignOffs'] }),
      qc.invalidateQueries({ queryKey: [tenant, 'listSignOffHistory'] }),
      qc.invalidateQueries({ queryKey: [AUDIT_KEY_ROOT] }),
    ]);
  const sign = useMutation<SignOff, ApiError, ItemKey & { step: SignOffStep; figure: number }>({
    mutationFn: (v) =>
      request<SignOff>('/api/signoffs', { method: 'PUT', body: { tenant, ...key, ...v } }),
    onSuccess: settle,
  });
  const withdraw = useMutation<SignOff, ApiError, ItemKey & { step: SignOffStep }>({
    mutationFn: (v) =>
      request<SignOff>(withQuery('/api/signoffs', { tenant, ...key, ...v }), { method: 'DELETE' }),
    onSuccess: settle,
  });
  const openNote = useMutation<SignOffNote, ApiError, ItemKey & { text: string }>({
    mutationFn: (v) =>
      request<SignOffNote>('/api/signoffs/notes', {
        method: 'POST',
        body: { tenant, ...key, ...v, text: v.text.trim() },
      }),
    onSuccess: settle,
  });
  const clearNote = useMutation<
    SignOffNote,
    ApiError,
    ItemKey & { noteId: string; resolution: string }
  >({
    mutationFn: ({ resolution, ...v }) =>
      request<SignOffNote>('/api/signoffs/notes', {
        method: 'PUT',
        body: {
          tenant,
          ...key,
          ...v,
          ...(resolution.trim() ? { resolution: resolution.trim() } : {}),
        },
      }),
    onSuccess: settle,
  });
  return { sign, withdraw, openNote, clearNote };
}
