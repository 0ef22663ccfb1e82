import { SegmentedControl, Text } from '@mantine/core';

/** A segmented control with its label above it (the label names the control: aria-labelledby). */
export function LabelledSegments(props: {
  id: string;
  label: string;
  value: string;
  data: { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
}) {
  return (
    <div className={props.className}>
      <Text size="sm" fw={500} mb={4} id={props.id}>
        {props.label}
      </Text>
      <SegmentedControl
        aria-labelledby={props.id}
        value={props.value}
        onChange={props.onChange}
        data={props.data}
      />
    </div>
  );
}
