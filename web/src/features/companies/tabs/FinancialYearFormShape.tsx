import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DATE_FIELD_WIDTH } from '../../../lib/forms/dateFieldWidth.js';
import { useT } from '../../../i18n/index.js';

/** The add-year form's layout, the form's and its shape's: both take the same room. */
export function YearFormLayout(props: {
  notice?: ReactNode;
  start: ReactNode;
  end: ReactNode;
  submit: ReactNode;
}) {
  const t = useT().companies.years;
  return (
    <Stack gap="sm">
      {props.notice}
      <Group align="flex-start">
        {props.start}
        {props.end}
        {props.submit}
      </Group>
      <Text size="xs" c="dimmed">
        {t.rule}
      </Text>
    </Stack>
  );
}

/** The add-year form's place while its code arrives (`lazyForm`): the years under it stay. */
export function FinancialYearFormShape() {
  const t = useT().companies.years;
  return (
    <div aria-busy="true">
      <YearFormLayout
        start={<TextInput label={t.startDate} w={DATE_FIELD_WIDTH} disabled />}
        end={<TextInput label={t.endDate} w={DATE_FIELD_WIDTH} disabled />}
        submit={
          <Button mt={25} disabled>
            {t.add}
          </Button>
        }
      />
    </div>
  );
}
