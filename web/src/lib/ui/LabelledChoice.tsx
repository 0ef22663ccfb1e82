import { useId } from 'react';
import { SegmentedControl, Text } from '@mantine/core';

/**
 * A choice of a few (Mantine's SegmentedControl) under a visible label, which also names it for
 * screen readers.
 */
export function LabelledChoice<T extends string>(props: {
  label: string;
  value: T;
  data: { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={props.className}>
      <Text size="sm" fw={500} mb={4} id={id}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={props.value}
        onChange={(v) => props.onChange(v as T)}
        data={props.data}
      />
    </div>
  );
}
