import type { ReactNode } from 'react';
import { ActionIcon, Button, Text } from '@mantine/core';
import { HintTooltip } from './HintTooltip.js';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { currentT } from '../../i18n/index.js';
import { ensureModals } from './ModalsHost.js';

/**
 * Ask before deleting; `onConfirm` runs only when the user confirms. The buttons read "Delete" /
 * "Cancel" in the active language unless `confirmLabel` names the act ("Withdraw").
 */
export function confirmDelete(opts: {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  void ensureModals().then(() =>
    modals.openConfirmModal({
      title: opts.title,
      children: <Text size="sm">{opts.message}</Text>,
      labels: {
        confirm: opts.confirmLabel ?? currentT().common.delete,
        cancel: currentT().common.cancel,
      },
      confirmProps: { color: 'red' },
      onConfirm: opts.onConfirm,
    }),
  );
}

/**
 * The red trash icon at the end of a table row: asks first, then runs `onConfirm`. `verb` is
 * both the tooltip and the confirm button ("Revoke", "Remove", "Withdraw", "Delete").
 */
export function ConfirmDeleteIcon(props: {
  verb: string;
  /** What a screen reader announces, naming the row ("Remove ann@example.se from the group"). */
  label: string;
  title: string;
  message: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <HintTooltip label={props.verb}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={props.label}
        loading={props.pending}
        onClick={() =>
          confirmDelete({
            title: props.title,
            message: props.message,
            confirmLabel: props.verb,
            onConfirm: props.onConfirm,
          })
        }
      >
        <IconTrash size={16} />
      </ActionIcon>
    </HintTooltip>
  );
}

/** A page's red "Delete …" button (`children` is its text): asks first, then runs `onConfirm`. */
export function ConfirmDeleteButton(props: {
  children: ReactNode;
  title: string;
  message: ReactNode;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Button
      color="red"
      variant="light"
      loading={props.pending}
      onClick={() =>
        confirmDelete({ title: props.title, message: props.message, onConfirm: props.onConfirm })
      }
    >
      {props.children}
    </Button>
  );
}
