import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload } from '@tabler/icons-react';
import { DownloadButton } from '../../lib/ui/DownloadButton.js';
import type { ColumnDef } from '@tanstack/react-table';
import { useTenant } from '../../lib/data/queries.js';
import { DataTable } from '../../lib/tables/DataTable.js';
import { SearchInput, useFilteredRows, useSearch } from '../../lib/tables/SearchInput.js';
import { ErrorState, LoadingState, Notice, PageHeader } from '../../lib/ui/ui.js';
import { BackTrail } from '../../lib/ui/BackTrail.js';
import { downloadCsv } from '../../lib/format/csv.js';
import { formatBytes } from '../../lib/format/format.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import type { BulkItem } from '../../lib/bulk/types.js';
import { useLanguage, useT } from '../../i18n/index.js';
import type { ColumnOf, ImportKind } from './columns.js';
import { MAX_ROWS, type TableRead } from './csvReader.js';
import { checkInBatches, type Problem } from './checks.js';
import { problemRowsCsv } from './templates.js';
import { describeProblem } from './words.js';
import { matchesRow, SETUP, type AnyRow } from './kinds.js';
import { readChosen, refusalText, type ChosenFile } from './chosenFile.js';
import { useImportLists } from './useImportLists.js';
import { ColumnsHelp, DefaultAccessNotice, ReadNotices } from './ImportNotices.js';
import { ByPointer } from '../../lib/ui/ByPointer.js';

/** Where the preview is: nothing to read, reading and checking, or done. */
type Preview =
  | { phase: 'idle' }
  | { phase: 'checking'; done: number; total: number }
  | { phase: 'read'; read: TableRead<string> & { list?: boolean }; rows: AnyRow[] };

/**
 * Import from a file or a paste: template, preview of every row with its problems, then the
 * rows that passed as bulk items, handed to `onStart` (the page's bulk run, whose progress and
 * result show in `progress`, under the heading).
 */
export function ImportScreen(props: {
  kind: ImportKind;
  onStart: (items: BulkItem[]) => void;
  progress?: ReactNode;
}) {
  const { kind } = props;
  const t = useT();
  const w = t.imports;
  const lang = useLanguage();
  const tenant = useTenant();
  const setup = SETUP[kind];
  const { lists, failed, myGroups } = useImportLists(kind);

  const [source, setSource] = useState<'file' | 'paste'>('file');
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [paste, setPaste] = useState('');
  const [pasteChecked, setPasteChecked] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview>({ phase: 'idle' });
  const [leaveOut, setLeaveOut] = useState(false);
  const [show, setShow] = useState<'all' | 'problems'>('all');
  const search = useSearch('q');

  const text = source === 'file' ? (file && 'text' in file ? file.text : null) : pasteChecked;

  // Read and check off the render path, in batches; a new text or new lists start over.
  useEffect(() => {
    setLeaveOut(false);
    if (text === null || !lists) {
      setPreview({ phase: 'idle' });
      return;
    }
    const stop = new AbortController();
    setPreview({ phase: 'checking', done: 0, total: 0 });
    void (async () => {
      await new Promise((r) => setTimeout(r, 0));
      if (stop.signal.aborted) return;
      const read = setup.read(text);
      setPreview({ phase: 'checking', done: 0, total: read.rows.length });
      try {
        const rows = await checkInBatches(read.rows as never[], setup.checker(lists), {
          signal: stop.signal,
          onProgress: (done) => setPreview({ phase: 'checking', done, total: read.rows.length }),
        });
        // A transition: the 10,000-row table renders without holding typing or scrolling.
        startTransition(() => setPreview({ phase: 'read', read, rows }));
      } catch (e) {
        if (!(e instanceof DOMException && e.name === 'AbortError')) throw e;
      }
    })();
    return () => stop.abort();
  }, [text, lists, setup]);

  const rows = preview.phase === 'read' ? preview.rows : [];
  const bad = useMemo(() => rows.filter((r) => r.problems.length > 0), [rows]);
  const readyCount = rows.length - bad.length;
  const filtered = useFilteredRows(show === 'problems' ? bad : rows, search.query, matchesRow);
  const canStart = readyCount > 0 && (bad.length === 0 || leaveOut);

  const columns = useMemo<ColumnDef<AnyRow, unknown>[]>(
    () => [
      {
        id: 'row',
        header: w.preview.row,
        accessorFn: (r) => r.row,
        meta: { nowrap: true, align: 'right', width: 64 },
      },
      {
        id: 'status',
        header: t.common.status,
        accessorFn: (r) => r.problems.length,
        cell: ({ row }) =>
          row.original.problems.length ? (
            <Badge color="red" variant="light">
              {w.preview.problemCount(row.original.problems.length)}
            </Badge>
          ) : (
            <Badge color="teal" variant="light">
              {w.preview.ready}
            </Badge>
          ),
        meta: { nowrap: true },
      },
      {
        id: 'problems',
        header: w.preview.problems,
        enableSorting: false,
        cell: ({ row }) =>
          row.original.problems.length ? (
            <Stack gap={2}>
              {row.original.problems.map((p, i) => (
                <Text key={i} size="sm" c="red.8">
                  {describeProblem(p as Problem<ColumnOf<ImportKind>>)}
                </Text>
              ))}
            </Stack>
          ) : null,
        meta: { style: { minWidth: 260 } },
      },
      ...setup.spec.map((c): ColumnDef<AnyRow, unknown> => ({
        id: c.key,
        header: w.column[c.key as ColumnOf<ImportKind>],
        accessorFn: (r) => (r.values as Record<string, string>)[c.key] ?? '',
        meta: c.key === 'email' ? { style: { overflowWrap: 'anywhere' } } : {},
      })),
    ],
    // `t` changes with the language: the problems are worded again.
    [t, kind, setup],
  );

  const start = () => {
    props.onStart(setup.items(tenant, rows));
  };

  const firstGroup = lists?.groups[0]?.name;
  const downloadTemplate = () =>
    downloadCsv(
      w[kind].templateFile,
      setup.template(lang, { group: firstGroup, company: w.template.exampleCompany }),
    );

  return (
    <>
      <BackTrail
        listLabel={w[kind].listLabel}
        listPath={tenantPath(tenant, kind)}
        here={w[kind].title}
      />
      <PageHeader
        title={w[kind].title}
        description={w[kind].description}
        actions={
          <DownloadButton variant="light" onClick={downloadTemplate}>
            {w.template.download}
          </DownloadButton>
        }
      />
      {props.progress}
      <Stack gap="lg">
        {kind === 'companies' ? <DefaultAccessNotice myGroups={myGroups} /> : null}
        <Card p="lg">
          <Stack gap="md">
            <Tabs value={source} onChange={(v) => setSource(v === 'paste' ? 'paste' : 'file')}>
              <Tabs.List aria-label={w.source.label}>
                <Tabs.Tab value="file">{w.source.file}</Tabs.Tab>
                <Tabs.Tab value="paste">{w.source.paste}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="file" pt="md">
                <Dropzone
                  onDrop={(files) => {
                    const chosen = files[0];
                    if (chosen) void readChosen(chosen).then(setFile);
                  }}
                  multiple={false}
                  aria-label={w.drop.label}
                >
                  <Group justify="center" gap="lg" mih={90} style={{ pointerEvents: 'none' }}>
                    <IconFileUpload size={36} stroke={1.5} aria-hidden />
                    <div>
                      <Text size="lg" inline>
                        <ByPointer mouse={w.drop.text} touch={w.drop.tapText} />
                      </Text>
                      <Text size="sm" c="dimmed" mt={7}>
                        {w.drop.help(MAX_ROWS)}
                      </Text>
                    </div>
                  </Group>
                </Dropzone>
                {file ? (
                  <Text size="sm" mt="xs" data-testid="import-file">
                    {w.drop.chosen(file.name, formatBytes(file.size))}
                  </Text>
                ) : null}
              </Tabs.Panel>
              <Tabs.Panel value="paste" pt="md">
                <Stack gap="xs" align="flex-start">
                  <Textarea
                    label={w.paste.label}
                    description={w[kind].pasteHelp}
                    value={paste}
                    onChange={(e) => setPaste(e.currentTarget.value)}
                    autosize
                    minRows={5}
                    maxRows={14}
                    w="100%"
                    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                  />
                  <Button
                    variant="light"
                    onClick={() => setPasteChecked(paste.trim() ? paste : null)}
                    disabled={!paste.trim()}
                  >
                    {w.paste.check}
                  </Button>
                </Stack>
              </Tabs.Panel>
            </Tabs>
            <ColumnsHelp kind={kind} />
          </Stack>
        </Card>

        {source === 'file' && file && 'refusal' in file ? (
          <Notice tone="error" title={w.file.problemTitle}>
            {refusalText(file.refusal)}
          </Notice>
        ) : null}

        {failed ? (
          <ErrorState error={failed.error} onRetry={failed.retry} />
        ) : text !== null && !lists ? (
          <LoadingState label={w.lists.loading} />
        ) : null}

        {preview.phase === 'checking' ? (
          <Stack gap={4} role="status" aria-live="polite">
            <Text size="sm">{w.checking(preview.done, preview.total)}</Text>
            <Progress
              value={preview.total ? (preview.done / preview.total) * 100 : 0}
              aria-label={w.checking(preview.done, preview.total)}
            />
          </Stack>
        ) : null}

        {preview.phase === 'read' ? (
          <ReadNotices
            read={preview.read}
            encoding={source === 'file' && file && 'encoding' in file ? file.encoding : 'utf-8'}
            rowCount={rows.length}
          />
        ) : null}

        {preview.phase === 'read' && rows.length > 0 ? (
          <Card p="lg">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <Title order={2} size="h4">
                  {w.preview.heading}
                </Title>
                <Group gap="sm">
                  <SegmentedControl
                    aria-label={w.preview.show}
                    value={show}
                    onChange={(v) => setShow(v === 'problems' ? 'problems' : 'all')}
                    data={[
                      { value: 'all', label: w.preview.all },
                      { value: 'problems', label: w.preview.withProblems(bad.length) },
                    ]}
                  />
                  <SearchInput
                    search={search}
                    label={w.preview.searchLabel}
                    placeholder={w.preview.searchPlaceholder}
                    w={260}
                  />
                </Group>
              </Group>
              <Text size="sm" data-testid="import-summary">
                {w.preview.summary(readyCount, bad.length)}
              </Text>
              <DataTable
                caption={w.preview.heading}
                noun={w.preview.noun}
                data={filtered}
                total={rows.length}
                columns={columns}
                getRowId={(r) => `${r.row}:${r.key}`}
                minWidth={kind === 'companies' ? 1700 : 900}
                fontSize="sm"
                empty={<Text c="dimmed">{w.preview.noMatch}</Text>}
              />
              {bad.length > 0 ? (
                <Group>
                  <DownloadButton
                    variant="subtle"
                    size="compact-sm"
                    onClick={() =>
                      downloadCsv(w[kind].problemsFile, problemRowsCsv(kind, bad, lang))
                    }
                  >
                    {w.downloadProblems}
                  </DownloadButton>
                </Group>
              ) : null}
              {bad.length > 0 ? (
                <Checkbox
                  checked={leaveOut}
                  onChange={(e) => setLeaveOut(e.currentTarget.checked)}
                  label={w.leaveOut(bad.length)}
                  description={w.leaveOutHelp}
                  disabled={readyCount === 0}
                />
              ) : null}
              <Group>
                <Button onClick={start} disabled={!canStart}>
                  {w[kind].start(readyCount)}
                </Button>
                {!canStart ? (
                  <Text size="sm" c="dimmed">
                    {readyCount === 0 ? w.nothingReady : w.mustFix}
                  </Text>
                ) : null}
              </Group>
            </Stack>
          </Card>
        ) : null}
      </Stack>
    </>
  );
}
