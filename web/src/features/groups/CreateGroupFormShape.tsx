import { Button, Group, TextInput } from '@mantine/core';
import { useT } from '../../i18n/index.js';

/** The create-group form's place while its code arrives (`lazyForm`): the list under it stays. */
export function CreateGroupFormShape() {
  const t = useT();
  return (
    <Group align="flex-start" wrap="nowrap" aria-busy="true">
      <TextInput label={t.groups.create.name} style={{ flex: 1 }} disabled />
      <Button mt={25} disabled>
        {t.common.create}
      </Button>
    </Group>
  );
}
