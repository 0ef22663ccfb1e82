import { Stack, Text, type ComboboxItem, type SelectProps } from '@mantine/core';
import { type Names } from '../../lib/format/codeLabels.js';
import { codeOptions } from '../../lib/format/codeOptions.js';

/**
 * A select's option with its one-line description under the name (codes from `codeOptions`:
 * frameworks, assignment types). The description is read out with the name.
 */
export const renderDescribedOption: SelectProps['renderOption'] = ({ option }) => {
  const { description } = option as ComboboxItem & { description?: string };
  return (
    <Stack gap={0}>
      <Text size="sm">{option.label}</Text>
      {description ? (
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
};

/** A select's options for named codes, each drawn with its description: spread into the select. */
export const describedChoices = (names: Names) => ({
  data: codeOptions(names),
  renderOption: renderDescribedOption,
});
