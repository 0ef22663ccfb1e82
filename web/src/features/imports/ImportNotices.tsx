import { Alert, List, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Notice } from '../../lib/ui/ui.js';
import { useT } from '../../i18n/index.js';
import type { ColumnOf, ImportKind } from './columns.js';
import type { Encoding, TableRead } from './csvReader.js';
import { readStops } from './words.js';
import { ENCODING_NAMES } from './chosenFile.js';
import { SETUP } from './kinds.js';
import type { MyGroups } from '../../lib/access/newCompany.js';
import { canChooseMine } from '../../lib/access/newCompany.js';
import { listText } from '../../lib/format/format.js';

/** What reading the text found: how it was read, and anything that stops the preview. */
export function ReadNotices(props: {
  read: TableRead<string> & { list?: boolean };
  encoding: Encoding;
  rowCount: number;
}) {
  const t = useT();
  const w = t.imports.file;
  const { read } = props;
  const quoted = (names: string[]) => names.map(t.imports.quote).join(', ');
  const stops = readStops(read, props.rowCount);
  return (
    <Stack gap="xs" data-testid="import-read">
      {props.encoding === 'windows-1252' ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {w.notUtf8}
        </Alert>
      ) : null}
      {stops.length ? (
        <Notice tone="error" title={w.problemTitle}>
          <Stack gap={4}>
            {stops.map((s, i) => (
              <Text key={i} size="sm">
                {s}
              </Text>
            ))}
          </Stack>
        </Notice>
      ) : (
        <Text size="sm" c="dimmed">
          {read.list
            ? w.readList(props.rowCount)
            : w.read(ENCODING_NAMES[props.encoding], w.separator[read.delimiter], props.rowCount)}
        </Text>
      )}
      {read.ignored.length ? (
        <Text size="sm" c="dimmed">
          {w.ignored(quoted(read.ignored))}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The import's columns: their names (the template's), required or not, and what each takes. */
export function ColumnsHelp({ kind }: { kind: ImportKind }) {
  const t = useT();
  const w = t.imports;
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        {w.columns.heading}
      </Text>
      <List size="sm" spacing={2}>
        {SETUP[kind].spec.map((c) => (
          <List.Item key={c.key}>
            <Text span size="sm" fw={600}>
              {w.column[c.key as ColumnOf<ImportKind>]}
            </Text>{' '}
            <Text span size="sm" c="dimmed">
              ({c.required ? w.columns.required : w.columns.optional})
            </Text>
            {': '}
            {w.columnHelp[c.key as ColumnOf<ImportKind>]}
          </List.Item>
        ))}
      </List>
      <Text size="xs" c="dimmed" mt={4}>
        {w.columns.otherNames}{' '}
        <Text span inherit ff="monospace" translate="no">
          {SETUP[kind].spec.map((c) => c.key).join(', ')}
        </Text>
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {w.template.help}
      </Text>
    </div>
  );
}

/** What a company row that names no access gets: the new-company form's default, said before. */
export function DefaultAccessNotice({ myGroups }: { myGroups: MyGroups }) {
  const w = useT().imports.companies;
  if (myGroups.state === 'loading') return null;
  const text =
    canChooseMine(myGroups) && myGroups.state === 'known'
      ? w.defaultAccessMine(listText(myGroups.groups.map((g) => g.name)))
      : w.defaultAccessNobody;
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={18} aria-hidden />}
      title={w.defaultAccessTitle}
      role="note"
      aria-label={w.defaultAccessTitle}
    >
      {text}
    </Alert>
  );
}
