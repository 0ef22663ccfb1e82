import type { ComponentPropsWithoutRef } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

/**
 * A button that downloads a file (a CSV, a template, a run's result): the download icon before its
 * words, smaller on a compact button.
 */
export function DownloadButton(
  props: ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>,
) {
  const iconSize = props.size?.startsWith('compact') ? 14 : 16;
  return <Button leftSection={<IconDownload size={iconSize} aria-hidden />} {...props} />;
}
