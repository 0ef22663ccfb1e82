import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, type ComboboxItem } from '@mantine/core';
import type { Group as UserGroup, User } from '@ledger/contract';
import { PickerMultiSelect } from '../forms/PickerMultiSelect.js';
import { groupOption, userOption } from '../forms/pickerOptions.js';
import { useT } from '../../i18n/index.js';

/** One multiple choice of a bulk dialog (the companies, the users, the groups). */
export interface BulkPick {
  label: string;
  placeholder: string;
  /** What to choose from: users or groups as the pickers show them, or plain options. */
  from: { users: readonly User[] } | { groups: readonly UserGroup[] } | { options: ComboboxItem[] };
}

function optionsOf(from: BulkPick['from']): ComboboxItem[] {
  if ('users' in from) return from.users.map(userOption);
  if ('groups' in from) return from.groups.map(groupOption);
  return from.options;
}

/** One picker of the dialog, its options built from what it chooses from. */
function Pick(props: { pick: BulkPick; value: string[]; onChange: (value: string[]) => void }) {
  const { from } = props.pick;
  const data = useMemo(() => optionsOf(from), [from]);
  return (
    <PickerMultiSelect
      label={props.pick.label}
      placeholder={props.pick.placeholder}
      data={data}
      value={props.value}
      onChange={props.onChange}
      clearable
    />
  );
}

/**
 * The dialog before a bulk action starts: what to apply it to (none, one or two pickers), then
 * what will happen to how many, in words, and Start. Nothing is sent before Start.
 */
export function BulkDialog(props: {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will happen, from the numbers chosen in each picker. */
  describe: (chosen: number[]) => ReactNode;
  /** How many changes it makes, from the numbers chosen. */
  changes: (chosen: number[]) => number;
  picks?: BulkPick[];
  /** Red for removals. */
  danger?: boolean;
  onStart: (chosen: string[][]) => void;
}) {
  const t = useT();
  const d = t.bulk.dialog;
  const picks = props.picks ?? [];
  const [values, setValues] = useState<string[][]>(() => picks.map(() => []));
  const chosen = picks.map((_, i) => values[i]?.length ?? 0);
  const total = props.changes(chosen);
  const ready = total > 0;
  const close = () => {
    setValues(picks.map(() => []));
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} size="lg">
      <Stack gap="md">
        {picks.map((p, i) => (
          <Pick
            key={p.label}
            pick={p}
            value={values[i] ?? []}
            onChange={(v) => setValues((old) => old.map((x, j) => (j === i ? v : x)))}
          />
        ))}
        <Alert color={props.danger ? 'red' : 'blue'} variant="light">
          <Text size="sm">{props.describe(chosen)}</Text>
          <Text size="sm" fw={600} mt={4}>
            {ready ? d.changes(total) : d.nothingChosen}
          </Text>
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t.common.cancel}
          </Button>
          <Button
            color={props.danger ? 'red' : undefined}
            disabled={!ready}
            onClick={() => {
              const v = values;
              close();
              props.onStart(v);
            }}
          >
            {d.start}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
