import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { DATE_FIELD_WIDTH } from '../../../lib/forms/dateFieldWidth.js';
import { useT } from '../../../i18n/index.js';

/** The add-year form's place while its code arrives (`lazyForm`): the years under it stay. */
export function FinancialYearFormShape() {
  const t = useT().companies.years;
  return (
    <Stack gap="sm" aria-busy="true">
      <Group align="flex-start">
        <TextInput label={t.startDate} w={DATE_FIELD_WIDTH} disabled />
        <TextInput label={t.endDate} w={DATE_FIELD_WIDTH} disabled />
        <Button mt={25} disabled>
          {t.add}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {t.rule}
      </Text>
    </Stack>
  );
}
