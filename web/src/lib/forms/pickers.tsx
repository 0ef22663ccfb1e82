import { Select, type SelectProps } from '@mantine/core';
import { useT } from '../../i18n/index.js';
import { pickerDefaults, usePickerOnTouch } from './pickerBehaviour.js';

// The pickers' search and touch behaviour: pickerBehaviour.ts; the multiple choice:
// PickerMultiSelect.tsx (MultiSelect's code only where it is used); the options: pickerOptions.ts.

/** A searchable single choice over a list of any length. */
export function PickerSelect(props: SelectProps) {
  // Reading the catalog here renders the picker (and its hint) again when the language changes.
  const t = useT();
  const touch = usePickerOnTouch(props.onFocus);
  return (
    <Select
      {...pickerDefaults}
      nothingFoundMessage={t.common.picker.nothingFound}
      {...props}
      {...touch}
    />
  );
}
