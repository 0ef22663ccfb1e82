import type { ReactNode } from 'react';
import { Card, Group, Title, type CardProps, type MantineSpacing } from '@mantine/core';

/**
 * A block of a screen under its own heading: a card whose title is an h2 drawn as h4, the one
 * look every such block has. `actions` stand at the heading's right and wrap under it on a phone.
 */
export function SectionCard({
  title,
  titleId,
  titleGap = 'sm',
  actions,
  children,
  ...card
}: CardProps & {
  title: ReactNode;
  /** For a table or region named by the heading (`aria-labelledby`). */
  titleId?: string;
  /** The space under the heading. */
  titleGap?: MantineSpacing;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <Title order={2} size="h4" id={titleId} mb={actions ? undefined : titleGap}>
      {title}
    </Title>
  );
  return (
    <Card p="lg" {...card}>
      {actions ? (
        <Group justify="space-between" align="flex-end" gap="xs" mb={titleGap}>
          {heading}
          {actions}
        </Group>
      ) : (
        heading
      )}
      {children}
    </Card>
  );
}
