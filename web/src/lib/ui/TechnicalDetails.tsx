import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/index.js';

/**
 * Ids and other machine details, folded away under "Technical details" / "Tekniska detaljer":
 * there for a person who needs to copy one (support, an API call), out of everyone else's way.
 */
export function TechnicalDetails(props: { items: { label: string; value: ReactNode }[] }) {
  const t = useT();
  const items = props.items.filter(
    (i) => i.value !== null && i.value !== undefined && i.value !== '',
  );
  if (items.length === 0) return null;
  return (
    <details className="technical-details">
      <Text component="summary" size="xs" c="dimmed" style={{ cursor: 'pointer' }}>
        {t.common.technicalDetails}
      </Text>
      <Stack gap={2} mt={4}>
        {items.map((item) => (
          <Text key={item.label} size="xs" c="dimmed">
            {item.label}: <code>{item.value}</code>
          </Text>
        ))}
      </Stack>
    </details>
  );
}
