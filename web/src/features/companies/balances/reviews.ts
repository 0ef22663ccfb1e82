import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, withQuery, type ApiError } from '../../../lib/data/api.js';
import { useTenant } from '../../../lib/data/queries.js';
import { AUDIT_KEY_ROOT } from '../../../lib/data/queryOptions.js';
import type { ReviewMark } from '../workbench/review.js';
import { consoleRead } from '../../../lib/data/consoleRead.js';
import type { YearKey } from './yearKey.js';

export type { ReviewMark };

/** The review marks of a company's year (the console route `GET /api/reviews`). */
const reviews = consoleRead<ReviewMark[], YearKey>('listReviews', '/api/reviews');
export const useReviews = reviews.useRead;

/**
 * Marks an account reviewed (`PUT /api/reviews`, replacing an earlier mark) or takes the mark
 * away (`DELETE`). The year's list takes the answer in place; the audit log records the change.
 */
export function useReviewMutations(key: YearKey) {
  const tenant = useTenant();
  const qc = useQueryClient();
  const listKey = reviews.query(tenant, key).queryKey;
  const settle = () => void qc.invalidateQueries({ queryKey: [AUDIT_KEY_ROOT] });
  const mark = useMutation<
    ReviewMark,
    ApiError,
    { account: string; comment: string; figures: string }
  >({
    mutationFn: (v) =>
      request<ReviewMark>('/api/reviews', {
        method: 'PUT',
        body: {
          tenant,
          ...key,
          account: v.account,
          ...(v.comment.trim() ? { comment: v.comment.trim() } : {}),
          figures: v.figures,
        },
      }),
    onSuccess: (m) => {
      qc.setQueryData<ReviewMark[]>(listKey, (old) => [
        ...(old ?? []).filter((x) => x.account !== m.account),
        m,
      ]);
      settle();
    },
  });
  const unmark = useMutation<void, ApiError, { account: string }>({
    mutationFn: (v) =>
      request<void>(withQuery('/api/reviews', { tenant, ...key, account: v.account }), {
        method: 'DELETE',
      }),
    onSuccess: (_d, v) => {
      qc.setQueryData<ReviewMark[]>(listKey, (old) =>
        (old ?? []).filter((x) => x.account !== v.account),
      );
      settle();
    },
  });
  return { mark, unmark };
}
