import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useT } from '../../i18n/index.js';
import { pickerDefaults, usePickerOnTouch } from './pickerBehaviour.js';

/** A searchable multiple choice over a list of any length. */
export function PickerMultiSelect(props: MultiSelectProps) {
  const t = useT();
  const touch = usePickerOnTouch(props.onFocus);
  return (
    <MultiSelect
      {...pickerDefaults}
      nothingFoundMessage={t.common.picker.nothingFound}
      {...props}
      {...touch}
    />
  );
}
