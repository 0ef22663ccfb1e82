import { useMemo, useState } from 'react';
import { Badge, Button, Card, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { DownloadButton } from '../../lib/ui/DownloadButton.js';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { describeError } from '../../lib/data/api.js';
import { screenFor } from '../../lib/access/access.js';
import { canReadAudit } from '../../lib/access/roles.js';
import { useSession } from '../../lib/data/session.js';
import { useTenant } from '../../lib/data/queries.js';
import { useSearchParamsState } from '../../lib/routing/url.js';
import { useUrlFollowedText } from '../../lib/tables/SearchInput.js';
import { DataTable } from '../../lib/tables/DataTable.js';
import { EmptyState, PageHeader, QueryView } from '../../lib/ui/ui.js';
import { csvConventions, downloadCsv, toCsv } from '../../lib/format/csv.js';
import { LazyIsoDateInput as IsoDateInput } from '../../lib/forms/LazyIsoDateInput.js';
import { useLanguage, useT } from '../../i18n/index.js';
import {
  ALL_TENANTS,
  AUDIT_FILTERS,
  auditCsvHeader,
  auditCsvRows,
  auditFilters,
  auditQuery,
  AUDIT_PAGE_SIZE,
  fetchAllAudit,
  withChosen,
} from './auditApi.js';
import { eventOptions } from './auditEventNames.js';
import { auditColumns } from './AuditColumns.js';
import { useAuditNames } from './auditNames.js';

function Audit() {
  const t = useT();
  const a = t.audit;
  const lang = useLanguage();
  const session = useSession();
  const tenants = session.data?.tenants ?? [];
  const [params, patch] = useSearchParamsState();
  const routeTenant = useTenant();
  const filters = auditFilters(params, routeTenant);
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
  const page = useQuery(auditQuery(filters, cursor, AUDIT_PAGE_SIZE));
  const names = useAuditNames(
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
  const operations = useMemo(
    () => withChosen(eventOptions(t), filters.operation),
    [t, filters.operation],
  );
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
            <DownloadButton
              variant="default"
              loading={exporting}
              onClick={() => void exportCsv()}
              aria-describedby="audit-export-help"
            >
              {a.exportCsv}
            </DownloadButton>
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
            allowDeselect={false}
            data={[
              { value: ALL_TENANTS, label: a.filters.allTenants },
              ...tenants.map((x) => ({ value: x.id, label: x.name })),
            ]}
            value={filters.tenant ?? ALL_TENANTS}
            onChange={(v) => setFilter('tenant', !v || v === routeTenant ? null : v)}
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
