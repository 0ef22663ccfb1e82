import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from '../../lib/routing/Link.js';
import { roleLabel } from '../../lib/access/roles.js';
import { TechnicalDetails } from '../../lib/ui/TechnicalDetails.js';
import { formatDateTime } from '../../lib/format/format.js';
import { useT, type Catalog } from '../../i18n/index.js';
import { targetItems, type AuditEntry } from './auditApi.js';
import { auditSentence, type NameLookup } from './auditEvents.js';

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

/** The audit log's columns: time, who, tenant, what (in words, with its technical details), outcome. */
export function auditColumns(
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
