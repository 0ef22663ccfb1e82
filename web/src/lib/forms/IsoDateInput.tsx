import '@mantine/dates/styles.css';
// Swedish month and day names for the calendar: loaded with this module, which only the lazy
// screens use (never the first download). English is dayjs's own.
import 'dayjs/locale/sv';
import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import { useLanguage, useT } from '../../i18n/index.js';
import { DATE_FIELD_WIDTH } from './dateFieldWidth.js';

/**
 * A date field that shows and takes ISO dates (YYYY-MM-DD) whatever the browser's locale, with a
 * calendar to pick from in the console's language (weeks start on Monday). The value is the ISO
 * string, '' when empty.
 */
export type IsoDateInputProps = Omit<DateInputProps, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

export function IsoDateInput(props: IsoDateInputProps) {
  const t = useT();
  const lang = useLanguage();
  const { value, onChange, ...rest } = props;
  const words = t.common.date;
  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: 1 }}>
      <DateInput
        valueFormat="YYYY-MM-DD"
        placeholder={words.placeholder}
        dateParser={(input) => (/^\d{4}-\d{2}-\d{2}$/.test(input.trim()) ? input.trim() : null)}
        firstDayOfWeek={1}
        clearable
        clearButtonProps={{
          'aria-label': words.clear(typeof rest.label === 'string' ? rest.label : words.field),
        }}
        ariaLabels={{
          nextMonth: words.nextMonth,
          previousMonth: words.previousMonth,
          nextYear: words.nextYear,
          previousYear: words.previousYear,
          nextDecade: words.nextDecade,
          previousDecade: words.previousDecade,
          monthLevelControl: words.chooseMonth,
          yearLevelControl: words.chooseYear,
        }}
        w={DATE_FIELD_WIDTH}
        {...rest}
        value={value || null}
        onChange={(v) => onChange(v ?? '')}
      />
    </DatesProvider>
  );
}
