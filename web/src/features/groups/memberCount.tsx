import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { opQuery } from '../../lib/data/queryOptions.js';
import { useTenant } from '../../lib/data/queries.js';

/** Member lists read at once for the groups list's counts. */
export const MEMBER_READS_AT_ONCE = 4;

/**
 * At most `n` calls of the returned function in flight; the others wait their turn (first come,
 * first served). A call whose signal aborts while it waits never starts.
 */
export function limitConcurrency(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    if (running < n) waiting.shift()?.();
  };
  return async function limited<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await new Promise<void>((start, stop) => {
      const go = () => {
        signal?.removeEventListener('abort', cancel);
        running++;
        start();
      };
      const cancel = () => {
        const i = waiting.indexOf(go);
        if (i >= 0) waiting.splice(i, 1);
        stop(signal?.reason);
      };
      if (signal?.aborted) return stop(signal.reason);
      signal?.addEventListener('abort', cancel, { once: true });
      waiting.push(go);
      next();
    });
    try {
      return await work();
    } finally {
      running--;
      next();
    }
  };
}

const memberReads = limitConcurrency(MEMBER_READS_AT_ONCE);

/**
 * A group's member count in the groups list. V1.md has no count: the one correct source is the
 * group's member list (`GET /groups/{groupId}/members`, which also lists invited members), so a
 * count costs one V1 read per group. Only the rows on screen (the list is virtual) ask, at most
 * four at a time, and the answer is the group page's own cached member list.
 */
export function MemberCount({ groupId }: { groupId: string }) {
  const tenant = useTenant();
  const base = opQuery(tenant, 'listGroupMembers', { params: { groupId } });
  const members = useQuery({
    ...base,
    queryFn: (ctx) => memberReads(async () => base.queryFn!(ctx), ctx.signal),
  });
  return (
    <Text
      span
      style={{ fontVariantNumeric: 'tabular-nums' }}
      c={members.isError ? 'dimmed' : undefined}
    >
      {members.data ? members.data.length : members.isError ? '?' : '…'}
    </Text>
  );
}
