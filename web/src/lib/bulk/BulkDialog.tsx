import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, type ComboboxItem } from '@mantine/core';
import { PickerMultiSelect } from '../forms/pickers.js';
import { useT } from '../../i18n/index.js';

/** One multiple choice of a bulk dialog (the companies, the users, the groups). */
export interface BulkPick {
  label: string;
  placeholder: string;
  options: ComboboxItem[];
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
          <PickerMultiSelect
            key={p.label}
            label={p.label}
            placeholder={p.placeholder}
            data={p.options}
            value={values[i] ?? []}
            onChange={(v) => setValues((old) => old.map((x, j) => (j === i ? v : x)))}
            clearable
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

/** A dialog's open state by name: `open('grant')`, `is('grant')`, `close()`. */
export function useDialogs<K extends string>() {
  const [open, setOpen] = useState<K | null>(null);
  return {
    open: (k: K) => setOpen(k),
    is: (k: K) => open === k,
    close: () => setOpen(null),
  };
}
