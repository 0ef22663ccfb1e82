import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';

/**
 * A date field that shows and takes ISO dates (YYYY-MM-DD) whatever the browser's locale, with a
 * calendar to pick from. The value is the ISO string, '' when empty.
 */
export function IsoDateInput(
  props: Omit<DateInputProps, 'value' | 'onChange'> & {
    value: string;
    onChange: (value: string) => void;
  },
) {
  const { value, onChange, ...rest } = props;
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      placeholder="YYYY-MM-DD"
      dateParser={(input) => (/^\d{4}-\d{2}-\d{2}$/.test(input.trim()) ? input.trim() : null)}
      firstDayOfWeek={1}
      clearable
      clearButtonProps={{
        'aria-label': `Clear ${typeof rest.label === 'string' ? rest.label : 'date'}`,
      }}
      w={150}
      {...rest}
      value={value || null}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}
