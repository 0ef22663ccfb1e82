import type { ReactNode } from 'react';
import { SimpleGrid, Text, type SimpleGridProps } from '@mantine/core';

/**
 * One fact of a record: a small label above its value. The value keeps line breaks (an address);
 * `nowrap` keeps it on one line (dates, numbers), `breakAnywhere` lets a long token wrap.
 */
export function LabelledValue(props: {
  label: string;
  children: ReactNode;
  nowrap?: boolean;
  breakAnywhere?: boolean;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {props.label}
      </Text>
      <Text
        component="div"
        style={{
          whiteSpace: props.nowrap ? 'nowrap' : 'pre-line',
          overflowWrap: props.breakAnywhere ? 'anywhere' : undefined,
        }}
      >
        {props.children}
      </Text>
    </div>
  );
}

/** A grid of `LabelledValue`s: one column on phones, up to four on wide screens. */
export function Facts({
  cols = { base: 1, sm: 2, md: 4 },
  children,
}: {
  cols?: SimpleGridProps['cols'];
  children: ReactNode;
}) {
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {children}
    </SimpleGrid>
  );
}
