import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { describeError } from '../../lib/data/api.js';
import { screenFor } from '../../lib/access/access.js';
import { canReadAudit, roleLabel } from '../../lib/access/roles.js';
import { useSession } from '../../lib/data/session.js';
import { opQuery } from '../../lib/data/queryOptions.js';
import { useSearchParamsState } from '../../lib/routing/url.js';
import { useUrlFollowedText } from '../../lib/tables/SearchInput.js';
import { DataTable } from '../../lib/tables/DataTable.js';
import { EmptyState, PageHeader, QueryView } from '../../lib/ui/ui.js';
import { TechnicalDetails } from '../../lib/ui/TechnicalDetails.js';
import { formatDateTime, fullName } from '../../lib/format/format.js';
import { csvConventions, downloadCsv, toCsv } from '../../lib/format/csv.js';
import { IsoDateInput } from '../../lib/forms/IsoDateInput.js';
import { useLanguage, useT, type Catalog } from '../../i18n/index.js';
import {
  AUDIT_FILTERS,
  auditCsvHeader,
  auditCsvRows,
  auditQuery,
  fetchAllAudit,
  targetItems,
  type AuditEntry,
  type AuditFilters,
} from './auditApi.js';
import { auditSentence, eventOptions, type NameLookup } from './auditEvents.js';

const PAGE_SIZE = 50;
const OUTCOME_COLOR: Record<string, string> = { success: 'teal', denied: 'orange', failure: 'red' };

/** What an entry did, in words, with links to the company, user and group pages. */
function Sentence({ entry, names }: { entry: AuditEntry; names: NameLookup }) {
  const t = useT();
  return (
    <Text size="sm" fw={500}>
      {auditSentence(entry, names, t).map((p, i) =>
        p.kind === 'text' ? (
          <span key={i}>{p.text}</span>
        ) : p.href ? (
          <Anchor key={i} component={Link} to={p.href} inherit title={p.title}>
            {p.text}
          </Anchor>
        ) : (
          <span key={i} title={p.title}>
            {p.text}
          </span>
        ),
      )}
    </Text>
  );
}

function auditColumns(
  t: Catalog,
  names: NameLookup,
  tenantName: (id: string) => string,
  showCalls: (runId: string) => void,
): ColumnDef<AuditEntry, unknown>[] {
  const a = t.audit;
  return [
    {
      id: 'time',
      header: a.columns.time,
      cell: ({ row }) => formatDateTime(row.original.at),
      meta: { nowrap: true },
    },
    {
      id: 'user',
      header: a.columns.user,
      cell: ({ row: { original: e } }) => (
        <>
          {e.username ?? a.unknownUser}
          {e.role ? (
            <Text size="xs" c="dimmed">
              {roleLabel(e.role)}
            </Text>
          ) : null}
        </>
      ),
    },
    {
      id: 'tenant',
      header: a.columns.tenant,
      cell: ({ row }) => (row.original.tenantId ? tenantName(row.original.tenantId) : '–'),
    },
    {
      id: 'event',
      header: a.columns.event,
      meta: { style: { minWidth: 280 } },
      cell: ({ row: { original: e } }) => (
        <Stack gap={2}>
          <Sentence entry={e} names={names} />
          {e.bulk ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              onClick={() => showCalls(e.bulk!.id)}
            >
              {a.bulk.showCalls}
            </Anchor>
          ) : null}
          <TechnicalDetails
            items={[
              { label: a.technical.operation, value: e.operation },
              {
                label: a.technical.request,
                value: [e.method, e.path].filter(Boolean).join(' '),
              },
              { label: a.technical.status, value: String(e.status) },
              { label: a.technical.requestId, value: e.requestId },
              ...targetItems(e.targetIds).map((item) => {
                const [key, ...rest] = item.split('=');
                return { label: key!, value: rest.join('=') };
              }),
            ]}
          />
        </Stack>
      ),
    },
    {
      id: 'outcome',
      header: a.columns.outcome,
      cell: ({ row: { original: e } }) => {
        const known = Object.prototype.hasOwnProperty.call(a.outcome, e.outcome);
        return (
          <Badge
            variant="light"
            color={OUTCOME_COLOR[e.outcome] ?? 'gray'}
            title={known ? a.outcomeHelp[e.outcome] : undefined}
          >
            {known ? a.outcome[e.outcome] : e.outcome}
          </Badge>
        );
      },
    },
  ];
}

/**
 * Names of the companies, users and groups of the tenants on the page, from their lists (read
 * once and shared with the other screens); while a list is not there, short ids stand in.
 */
function useNames(entries: AuditEntry[], tenants: string[]): NameLookup {
  const wanted = (key: string) =>
    [
      ...new Set(entries.filter((e) => e.targetIds?.[key] && e.tenantId).map((e) => e.tenantId!)),
    ].filter((id) => tenants.includes(id));
  const companyTenants = wanted('companyDurableKey');
  const userTenants = wanted('userId');
  const groupTenants = wanted('groupId');
  const companies = useQueries({
    queries: companyTenants.map((id) => ({ ...opQuery(id, 'listCompanies'), staleTime: 60_000 })),
  });
  const users = useQueries({
    queries: userTenants.map((id) => ({ ...opQuery(id, 'listUsers'), staleTime: 60_000 })),
  });
  const groups = useQueries({
    queries: groupTenants.map((id) => ({ ...opQuery(id, 'listGroups'), staleTime: 60_000 })),
  });
  const byTenant = <T,>(ids: string[], results: { data?: T[] | undefined }[]) =>
    new Map(ids.map((id, i) => [id, results[i]?.data ?? []]));
  const c = byTenant(companyTenants, companies);
  const u = byTenant(userTenants, users);
  const g = byTenant(groupTenants, groups);
  return {
    company: (tenant, key) => c.get(tenant)?.find((x) => x.durableKey === key)?.name,
    user: (tenant, id) => {
      const user = u.get(tenant)?.find((x) => x.id === id);
      return user ? fullName(user) || user.username || user.email : undefined;
    },
    group: (tenant, id) => g.get(tenant)?.find((x) => x.id === id)?.name,
  };
}

function Audit() {
  const t = useT();
  const a = t.audit;
  const lang = useLanguage();
  const session = useSession();
  const tenants = session.data?.tenants ?? [];
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
  const page = useQuery(auditQuery(filters, cursor, PAGE_SIZE));
  const names = useNames(
    page.data?.entries ?? [],
    tenants.map((x) => x.id),
  );
  const tenantName = (id: string) => tenants.find((x) => x.id === id)?.name ?? id;
  // A run's calls: every one of them, whatever the event and outcome filters were.
  const showCalls = (runId: string) => {
    setHistory([]);
    patch({ bulkRun: runId, operation: null, outcome: null, cursor: null });
  };
  const columns = auditColumns(t, names, tenantName, showCalls);
  const operations = useMemo(() => {
    const options = eventOptions(t);
    const current = filters.operation;
    return current && !options.some((o) => o.value === current)
      ? [...options, { value: current, label: current }]
      : options;
  }, [t, filters.operation]);
  const { delimiter, decimal } = csvConventions(lang);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllAudit(filters);
      downloadCsv(
        a.csvFile(new Date().toISOString().slice(0, 10)),
        toCsv(auditCsvHeader(t), auditCsvRows(all, names, t), lang),
      );
      notifications.show({
        color: 'teal',
        title: a.exported,
        message: a.exportedCount(all.length),
      });
    } catch (e) {
      notifications.show({ color: 'red', title: a.exportFailed, message: describeError(e) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={a.title}
        description={a.description}
        actions={
          <Stack gap={4} align="flex-end">
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exporting}
              onClick={() => void exportCsv()}
              aria-describedby="audit-export-help"
            >
              {a.exportCsv}
            </Button>
            <Text size="xs" c="dimmed" id="audit-export-help" maw={320} ta="right">
              {a.exportHelp(delimiter, decimal)}
            </Text>
          </Stack>
        }
      />
      <Card p="md" mb="lg">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={a.filters.tenant}
            placeholder={a.filters.allTenants}
            clearable
            data={tenants.map((x) => ({ value: x.id, label: x.name }))}
            value={filters.tenant ?? null}
            onChange={(v) => setFilter('tenant', v)}
            w={220}
          />
          <TextInput
            label={a.filters.user}
            placeholder={a.filters.username}
            value={userText}
            onChange={(e) => setUserText(e.currentTarget.value)}
            w={160}
          />
          <Select
            label={a.filters.operation}
            placeholder={a.filters.any}
            data={operations}
            value={filters.operation ?? null}
            onChange={(v) => setFilter('operation', v)}
            w={260}
            clearable
            searchable
          />
          <Select
            label={a.filters.outcome}
            placeholder={a.filters.any}
            clearable
            data={[
              { value: 'success', label: a.outcome.success },
              { value: 'failure', label: a.outcome.failure },
              { value: 'denied', label: a.outcome.denied },
            ]}
            value={filters.outcome ?? null}
            onChange={(v) => setFilter('outcome', v)}
            w={140}
          />
          <IsoDateInput
            label={a.filters.from}
            value={filters.from ?? ''}
            onChange={(v) => setFilter('from', v)}
          />
          <IsoDateInput
            label={a.filters.to}
            value={filters.to ?? ''}
            onChange={(v) => setFilter('to', v)}
          />
          <Button
            variant="subtle"
            onClick={() => {
              setHistory([]);
              patch(Object.fromEntries([...AUDIT_FILTERS, 'cursor'].map((k) => [k, null])));
            }}
          >
            {a.filters.clear}
          </Button>
        </Group>
      </Card>
      {filters.bulkRun ? (
        <Group mb="md" gap="sm">
          <Badge variant="light" size="lg" tt="none">
            {a.bulk.callsOf}
          </Badge>
          <Button variant="subtle" size="xs" onClick={() => setFilter('bulkRun', null)}>
            {a.bulk.allEntries}
          </Button>
        </Group>
      ) : null}
      <Card p="md">
        <QueryView
          query={page}
          isEmpty={(d) => d.entries.length === 0 && !cursor}
          empty={<EmptyState title={a.emptyTitle}>{a.empty}</EmptyState>}
          loadingLabel={a.loading}
        >
          {(data) => (
            <>
              <div style={{ opacity: page.isPlaceholderData ? 0.6 : 1 }}>
                <DataTable
                  caption={a.caption}
                  data={data.entries}
                  columns={columns}
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
                  {a.page(history.length + 1, data.entries.length)}
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
                    {a.newer}
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
                    {a.older}
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

export default screenFor({ check: canReadAudit, what: (t) => t.audit.what }, Audit);
