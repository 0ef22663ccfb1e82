import { useEffect, useMemo, useState } from 'react';
import { Badge, Button, Card, Group, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../tables/DataTable.js';
import { DownloadButton } from '../ui/DownloadButton.js';
import { describeError } from '../data/api.js';
import { downloadCsv, toCsv } from '../format/csv.js';
import { useLeaveGuard } from '../routing/leaveGuard.js';
import { useT, type Catalog } from '../../i18n/index.js';
import { useRunSnapshot, type BulkRun } from './useBulkRun.js';
import type { ItemResult, RunSnapshot } from './runner.js';

const STATUS_COLOR: Record<ItemResult['status'], string> = {
  pending: 'gray',
  running: 'blue',
  done: 'teal',
  skipped: 'yellow',
  failed: 'red',
};

interface Row {
  index: number;
  key: string;
  label: string;
  result: ItemResult;
}

/** Why an item failed or was skipped, or what was done where that is worth saying. */
const reasonOf = (r: ItemResult) =>
  r.status === 'failed' || r.status === 'skipped'
    ? r.reason
    : r.status === 'done'
      ? (r.note ?? '')
      : '';

/** The result file: one line per item, in the active language's CSV conventions. */
export function resultCsv(run: RunSnapshot, t: Catalog): string {
  const c = t.bulk.run.csvColumns;
  return toCsv(
    [c.key, c.label, c.result, c.reason],
    run.items.map((item, i) => {
      const r = run.results[i]!;
      return [item.key, item.label, t.bulk.run.status[r.status], reasonOf(r)];
    }),
  );
}

/** Seconds left of a wait the platform asked for, ticking. */
function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * While a run is going: leaving the page (a link, back) asks first, and so does closing the tab
 * (the browser's own question). Signing in again after the session ended is never held back.
 */
function LeaveGuard({
  active,
  left,
  onLeave,
}: {
  active: boolean;
  left: number;
  onLeave: () => void;
}) {
  const t = useT();
  const blocker = useLeaveGuard(({ from, to }) => active && from !== to && to !== '/sign-in');
  useEffect(() => {
    if (!active) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
  useEffect(() => {
    // The run ended while the question was open: nothing to hold back any more.
    if (!active && blocker.state === 'blocked') blocker.proceed();
  }, [active, blocker]);
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset()}
      title={t.bulk.run.leaveTitle}
    >
      <Text size="sm">{t.bulk.run.leaveText(left)}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset()}>
          {t.bulk.run.stay}
        </Button>
        <Button
          color="red"
          onClick={() => {
            onLeave();
            blocker.proceed();
          }}
        >
          {t.bulk.run.leave}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * A bulk run's progress and result, where it was started: a progress bar with its counts and
 * Cancel while it runs; then every item with its result (done, skipped and why, failed and why),
 * Retry for the failed, the result as CSV, and Continue after an ended session.
 */
export function BulkRunPanel({ bulk }: { bulk: BulkRun }) {
  const t = useT();
  const r = t.bulk.run;
  const run = useRunSnapshot(bulk.runner);
  const waitS = useSecondsUntil(run?.waitingUntil ?? null);
  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      { id: 'item', header: r.columns.item, accessorFn: (row) => row.label },
      {
        id: 'result',
        header: r.columns.result,
        accessorFn: (row) => row.result.status,
        cell: ({ row }) => (
          <Badge variant="light" color={STATUS_COLOR[row.original.result.status]}>
            {r.status[row.original.result.status]}
          </Badge>
        ),
        meta: { nowrap: true },
      },
      { id: 'reason', header: r.columns.reason, accessorFn: (row) => reasonOf(row.result) },
    ],
    [r],
  );
  const rows = useMemo<Row[]>(
    () =>
      run
        ? run.items.map((item, index) => ({
            index,
            key: item.key,
            label: item.label,
            result: run.results[index]!,
          }))
        : [],
    // The results array is shared: a new snapshot is a new version of it.
    [run],
  );
  if (!run) return null;
  const { counts } = run;
  const handled = counts.done + counts.skipped + counts.failed;
  const active = run.phase === 'opening' || run.phase === 'running' || counts.running > 0;
  const phaseColor =
    run.phase === 'finished' && counts.failed === 0
      ? 'teal'
      : run.phase === 'stopped' || run.phase === 'refused' || counts.failed > 0
        ? 'red'
        : 'blue';

  return (
    <Card p="md" mb="md" withBorder component="section" aria-label={r.region}>
      <LeaveGuard active={active} left={counts.pending + counts.running} onLeave={bulk.cancel} />
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              {t.bulk.action[run.action]}
            </Title>
            <Text size="sm" c={phaseColor} role="status">
              {r.phase[run.phase]}
            </Text>
          </div>
          <Group gap="xs">
            {active ? (
              <Button variant="default" onClick={bulk.cancel} disabled={run.phase === 'cancelled'}>
                {r.cancel}
              </Button>
            ) : null}
            {!active &&
            (run.phase === 'stopped' || run.phase === 'cancelled') &&
            counts.pending > 0 ? (
              <Button onClick={() => void bulk.continue()}>{r.continue}</Button>
            ) : null}
            {!active && counts.failed > 0 ? (
              <Button color="red" variant="light" onClick={() => void bulk.retryFailed()}>
                {r.retryFailed(counts.failed)}
              </Button>
            ) : null}
            {!active && run.phase !== 'refused' ? (
              <DownloadButton
                variant="default"
                onClick={() =>
                  downloadCsv(
                    r.csvFile(run.action, new Date().toISOString().slice(0, 10)),
                    resultCsv(run, t),
                  )
                }
              >
                {r.download}
              </DownloadButton>
            ) : null}
            {!active ? (
              <Button variant="subtle" onClick={bulk.dismiss}>
                {r.close}
              </Button>
            ) : null}
          </Group>
        </Group>
        <Progress.Root size="lg" aria-hidden>
          <Progress.Section value={(100 * counts.done) / counts.total} color="teal" />
          <Progress.Section value={(100 * counts.skipped) / counts.total} color="yellow" />
          <Progress.Section value={(100 * counts.failed) / counts.total} color="red" />
        </Progress.Root>
        <Group gap="lg" aria-live="polite">
          <Text size="sm" fw={500}>
            {r.progress(handled, counts.total)}
          </Text>
          <Text size="sm">
            {r.counts.done}: {counts.done}
          </Text>
          <Text size="sm">
            {r.counts.skipped}: {counts.skipped}
          </Text>
          <Text size="sm" c={counts.failed ? 'red' : undefined}>
            {r.counts.failed}: {counts.failed}
          </Text>
          <Text size="sm">
            {r.counts.pending}: {counts.pending}
          </Text>
        </Group>
        {run.phase === 'refused' && run.error ? (
          <Text size="sm" c="red">
            {describeError(run.error)}
          </Text>
        ) : null}
        {run.waitingUntil !== null && waitS > 0 ? (
          <Text size="sm" c="dimmed">
            {r.waiting(waitS)}
          </Text>
        ) : null}
        {!active && run.phase !== 'refused' ? (
          <DataTable
            caption={r.results}
            noun={r.noun}
            data={rows}
            columns={columns}
            sortParam="resultSort"
            getRowId={(row) => String(row.index)}
            minWidth={500}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
