import { Button, Group, Text, Textarea } from '@mantine/core';
import { describeError } from '../../../lib/data/api.js';

interface Action {
  label: string;
  busy: boolean;
  onClick: () => void;
}

/** Why the last action on a mark or sign-off failed, in the error's words (nothing if none). */
export function ActionError({ error }: { error: unknown }) {
  return error ? (
    <Text size="sm" c="red" role="alert">
      {describeError(error)}
    </Text>
  ) : null;
}

/**
 * The controls of a mark with a note (an account's tick mark, a voucher examined): the note, the
 * button that marks (or marks again), the one that removes the mark while there is one, and why
 * the last of them failed.
 */
export function MarkControls(p: {
  note: { label: string; value: string; maxLength: number; onChange: (value: string) => void };
  mark: Action;
  /** Null while there is no mark. */
  remove: Action | null;
  error: unknown;
}) {
  return (
    <>
      <Textarea
        label={p.note.label}
        value={p.note.value}
        maxLength={p.note.maxLength}
        autosize
        minRows={1}
        onChange={(e) => p.note.onChange(e.currentTarget.value)}
      />
      <Group gap="xs">
        <Button size="xs" loading={p.mark.busy} onClick={p.mark.onClick}>
          {p.mark.label}
        </Button>
        {p.remove ? (
          <Button size="xs" variant="default" loading={p.remove.busy} onClick={p.remove.onClick}>
            {p.remove.label}
          </Button>
        ) : null}
      </Group>
      <ActionError error={p.error} />
    </>
  );
}
