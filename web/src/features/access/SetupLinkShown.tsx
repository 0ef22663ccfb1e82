import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { formatDateTime } from '../../lib/format/format.js';
import { useT } from '../../i18n/index.js';
import type { SetupLink } from './accessApi.js';

/** A new set-up link, shown once to be copied and handed over. */
export function SetupLinkShown({ link, onClose }: { link: SetupLink; onClose: () => void }) {
  const a = useT().access;
  return (
    <Stack gap="md">
      <Text size="sm">{a.linkText(formatDateTime(link.expiresAt))}</Text>
      <TextInput
        label={a.linkLabel}
        value={link.url}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
      />
      <Group justify="flex-end">
        <CopyButton value={link.url}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? a.copied : a.copy}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onClose}>{a.done}</Button>
      </Group>
    </Stack>
  );
}
