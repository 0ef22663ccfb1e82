import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/** Ask before deleting; `onConfirm` runs only when the user confirms. */
export function confirmDelete(opts: {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  onConfirm: () => void;
}) {
  modals.openConfirmModal({
    title: opts.title,
    children: <Text size="sm">{opts.message}</Text>,
    labels: { confirm: opts.confirmLabel ?? 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm: opts.onConfirm,
  });
}
