import { Badge, Button, Group } from '@mantine/core';
import { useT } from '../../../i18n/index.js';
import { lineFigure, signOffKey, signOffSummary } from '../workbench/signoff.js';
import { SignOffBox } from './SignOffBox.js';
import type { Workbench } from './useWorkbench.js';

/** A statement line's sign-off, compact: its state, and a button that opens the box. */
export function LineSignOffState(p: {
  wb: Workbench;
  id: string;
  figure: number;
  open: boolean;
  onToggle: () => void;
  name: string;
}) {
  const s = useT().workbench.signoff;
  const so = signOffSummary(p.wb.signOffMap.get(signOffKey('line', p.id)), lineFigure(p.figure));
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {so.state === 'none' ? null : (
        <Badge size="xs" variant="light" color={so.state === 'reviewed' ? 'green' : 'blue'}>
          {so.state === 'reviewed' ? s.reviewed : s.prepared}
        </Badge>
      )}
      {so.changed ? (
        <Badge size="xs" variant="light" color="yellow">
          {s.changed}
        </Badge>
      ) : null}
      {so.openNotes > 0 ? (
        <Badge size="xs" variant="outline" color="orange">
          {s.openNotes(so.openNotes)}
        </Badge>
      ) : null}
      <Button
        size="xs"
        variant="subtle"
        aria-expanded={p.open}
        aria-label={`${p.open ? s.hide : s.show}: ${p.name}`}
        onClick={p.onToggle}
      >
        {p.open ? s.hide : s.show}
      </Button>
    </Group>
  );
}

/** The sign-off box of a statement line (without the history). */
export function LineSignOffBox(p: { wb: Workbench; id: string; figure: number; name: string }) {
  return (
    <SignOffBox
      year={{ company: p.wb.companyKey, financialYearId: p.wb.year.id }}
      kind="line"
      item={p.id}
      figure={lineFigure(p.figure)}
      signOff={p.wb.signOffMap.get(signOffKey('line', p.id))}
      readError={p.wb.signOffs.isError ? p.wb.signOffs.error : null}
      what={p.name}
      compact
    />
  );
}
