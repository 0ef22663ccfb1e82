import type { SelectProps } from '@mantine/core';
import { retryingLazy } from '../ui/loadFailures.js';
import { UntilLoaded } from './UntilLoaded.js';

const Loaded = retryingLazy(() =>
  import('./pickers.js').then((m) => ({ default: m.PickerSelect })),
);

/** The label of the chosen option, as the picker will show it. */
function chosenLabel(data: SelectProps['data'], value: SelectProps['value']): string {
  if (value == null) return '';
  for (const item of data ?? []) {
    if (typeof item === 'string' && item === value) return item;
    if (typeof item === 'object' && 'value' in item && item.value === value) return item.label;
  }
  return '';
}

/**
 * `PickerSelect` for a field a screen draws with its first paint but is seldom used at once (the
 * upload card's year): Mantine's Select, its Combobox and Popover (about 15 KB gzip) are fetched
 * as the field is first drawn, not with the screen's chunk. Until they are here the field shows
 * its label and choice at the same size, read-only (nothing moves when they arrive).
 */
export function LazyPickerSelect(props: SelectProps) {
  return (
    <UntilLoaded
      field={props}
      placeholder={props.placeholder}
      value={chosenLabel(props.data, props.value)}
      w={props.w}
      maw={props.maw}
      mt={props.mt}
      mb={props.mb}
    >
      <Loaded {...props} />
    </UntilLoaded>
  );
}
