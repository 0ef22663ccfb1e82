import { Fragment, useState } from 'react';
import {
  Autocomplete,
  Badge,
  Button,
  Card,
  Group,
  Select,
  Text,
  TextInput,
  Code,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { ColumnDef } from '@tanstack/react-table';
import { OPERATIONS } from '../../lib/data/operations.js';
import { describeError } from '../../lib/data/api.js';
import { screenFor } from '../../lib/access/access.js';
import { canReadAudit, roleLabel } from '../../lib/access/roles.js';
import { useSession } from '../../lib/data/session.js';
import { useSearchParamsState } from '../../lib/routing/url.js';
import { useUrlFollowedText } from '../../lib/tables/SearchInput.js';
import { DataTable } from '../../lib/tables/DataTable.js';
import { EmptyState, PageHeader, QueryView } from '../../lib/ui/ui.js';
import { formatDateTime } from '../../lib/format/format.js';
import { downloadCsv, toCsv } from '../../lib/format/csv.js';
import { IsoDateInput } from '../../lib/forms/IsoDateInput.js';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_FILTERS,
  auditCsvRows,
  auditQuery,
  fetchAllAudit,
  splitIds,
  targetItems,
  type AuditEntry,
  type AuditFilters,
} from './auditApi.js';

const PAGE_SIZE = 50;
const OPERATION_NAMES = [
  'auth.login',
  'auth.logout',
  ...new Set(Object.values(OPERATIONS).flatMap((o) => (o.audit ? [o.audit] : []))),
];

/**
 * Text with its UUIDs shown compactly: the first 8 characters and an ellipsis. The whole id stays
 * in the text (copy, find, screen readers) and shows as the tooltip.
 */
function Ids({ text }: { text: string }) {
  return (
    <>
      {splitIds(text).map((p, i) =>
        p.id ? (
          <span key={i} className="short-id" title={p.text}>
            {p.text}
          </span>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

const AUDIT_COLUMNS: ColumnDef<AuditEntry, unknown>[] = [
  {
    id: 'time',
    header: 'Time',
    cell: ({ row }) => formatDateTime(row.original.at),
    meta: { nowrap: true },
  },
  {
    id: 'user',
    header: 'User',
    cell: ({ row: { original: e } }) => (
      <>
        {e.username ?? '–'}
        {e.role ? (
          <Text size="xs" c="dimmed">
            {roleLabel(e.role)}
          </Text>
        ) : null}
      </>
    ),
  },
  { id: 'tenant', header: 'Tenant', cell: ({ row }) => row.original.tenantId ?? '–' },
  {
    id: 'operation',
    header: 'Operation',
    cell: ({ row: { original: e } }) => (
      <>
        <Text size="sm" fw={500}>
          {e.operation}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {[e.method, e.path].some(Boolean) ? (
            <>
              {e.method ?? ''} <Ids text={e.path ?? ''} />
            </>
          ) : null}
        </Text>
      </>
    ),
  },
  {
    id: 'targets',
    header: 'Targets',
    meta: { style: { maxWidth: 220 } },
    cell: ({ row: { original: e } }) => (
      <Text size="xs" ff="monospace">
        {targetItems(e.targetIds).length
          ? targetItems(e.targetIds).map((t, i) => (
              <Fragment key={i}>
                {i > 0 ? ' ' : null}
                {/* An id stays on one line with its key; a name may wrap. */}
                <span style={splitIds(t).some((p) => p.id) ? { whiteSpace: 'nowrap' } : undefined}>
                  <Ids text={t} />
                </span>
              </Fragment>
            ))
          : '–'}
      </Text>
    ),
  },
  {
    id: 'outcome',
    header: 'Outcome',
    cell: ({ row: { original: e } }) => (
      <Badge
        variant="light"
        color={e.outcome === 'success' ? 'teal' : e.outcome === 'denied' ? 'orange' : 'red'}
      >
        {e.outcome}
      </Badge>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    meta: { align: 'right' },
    cell: ({ row }) => row.original.status,
  },
  {
    id: 'request',
    header: 'Request',
    cell: ({ row: { original: e } }) =>
      e.requestId ? (
        <Code fz="xs">
          <Ids text={e.requestId} />
        </Code>
      ) : (
        '–'
      ),
  },
];

function Audit() {
  const session = useSession();
  const [params, patch] = useSearchParamsState();
  const filters: AuditFilters = {};
  for (const k of AUDIT_FILTERS) {
    const v = params.get(k);
    if (v) filters[k] = v;
  }
  const cursor = params.get('cursor');
  const [history, setHistory] = useState<(string | null)[]>([]);
  const [exporting, setExporting] = useState(false);
  const setFilter = (k: string, v: string | null) => {
    setHistory([]);
    patch({ [k]: v, cursor: null });
  };
  // Typed filters: the fields own their text, the URL (and the query) follow a pause in typing.
  const [userText, setUserText] = useUrlFollowedText(filters.user ?? '', (v) =>
    setFilter('user', v),
  );
  const [operationText, setOperationText] = useUrlFollowedText(filters.operation ?? '', (v) =>
    setFilter('operation', v),
  );
  const page = useQuery(auditQuery(filters, cursor, PAGE_SIZE));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllAudit(filters);
      downloadCsv(
        `audit-log-${new Date().toISOString().slice(0, 10)}.csv`,
        toCsv(AUDIT_CSV_COLUMNS, auditCsvRows(all)),
      );
      notifications.show({ color: 'teal', title: 'Exported', message: `${all.length} entries` });
    } catch (e) {
      notifications.show({ color: 'red', title: 'Export failed', message: describeError(e) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made through the console, and every sign-in, newest first."
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporting}
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
        }
      />
      <Card p="md" mb="lg">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Tenant"
            placeholder="All tenants"
            clearable
            data={(session.data?.tenants ?? []).map((t) => ({ value: t.id, label: t.name }))}
            value={filters.tenant ?? null}
            onChange={(v) => setFilter('tenant', v)}
            w={220}
          />
          <TextInput
            label="User"
            placeholder="Username"
            value={userText}
            onChange={(e) => setUserText(e.currentTarget.value)}
            w={160}
          />
          <Autocomplete
            label="Operation"
            placeholder="Any"
            data={OPERATION_NAMES}
            value={operationText}
            onChange={setOperationText}
            w={230}
            clearable
          />
          <Select
            label="Outcome"
            placeholder="Any"
            clearable
            data={[
              { value: 'success', label: 'Success' },
              { value: 'failure', label: 'Failure' },
              { value: 'denied', label: 'Denied' },
            ]}
            value={filters.outcome ?? null}
            onChange={(v) => setFilter('outcome', v)}
            w={140}
          />
          <IsoDateInput
            label="From"
            value={filters.from ?? ''}
            onChange={(v) => setFilter('from', v)}
          />
          <IsoDateInput label="To" value={filters.to ?? ''} onChange={(v) => setFilter('to', v)} />
          <Button
            variant="subtle"
            onClick={() => {
              setHistory([]);
              patch(Object.fromEntries([...AUDIT_FILTERS, 'cursor'].map((k) => [k, null])));
            }}
          >
            Clear filters
          </Button>
        </Group>
      </Card>
      <Card p="md">
        <QueryView
          query={page}
          isEmpty={(d) => d.entries.length === 0 && !cursor}
          empty={<EmptyState title="No entries">Nothing matches these filters.</EmptyState>}
          loadingLabel="Loading the audit log…"
        >
          {(data) => (
            <>
              <div style={{ opacity: page.isPlaceholderData ? 0.6 : 1 }}>
                <DataTable
                  caption="Audit log entries"
                  data={data.entries}
                  columns={AUDIT_COLUMNS}
                  sortable={false}
                  getRowId={(e) => e.id}
                  minWidth={1000}
                  fontSize="sm"
                  verticalSpacing={6}
                  striped={false}
                />
              </div>
              <Group justify="space-between" mt="md">
                <Text size="sm" c="dimmed">
                  Page {history.length + 1} · {data.entries.length}{' '}
                  {data.entries.length === 1 ? 'entry' : 'entries'}
                </Text>
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconChevronLeft size={14} aria-hidden />}
                    disabled={!cursor}
                    onClick={() => {
                      const prev = history[history.length - 1] ?? null;
                      setHistory((h) => h.slice(0, -1));
                      patch({ cursor: prev });
                    }}
                  >
                    Newer
                  </Button>
                  <Button
                    variant="default"
                    size="xs"
                    rightSection={<IconChevronRight size={14} aria-hidden />}
                    disabled={!data.nextCursor}
                    onClick={() => {
                      setHistory((h) => [...h, cursor]);
                      patch({ cursor: data.nextCursor });
                    }}
                  >
                    Older
                  </Button>
                </Group>
              </Group>
            </>
          )}
        </QueryView>
      </Card>
    </>
  );
}

export default screenFor({ check: canReadAudit, what: 'the audit log' }, Audit);
