import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { codeLabel } from '../../lib/format/codeLabels.js';
import { codeDescription } from '../../lib/format/codeOptions.js';
import { useT } from '../../i18n/index.js';

/**
 * The invite form's place while its code arrives (`lazyForm`): its fields with their labels, at
 * their size, not yet editable, so the list of pending invitations under it does not move when
 * the form comes (it moved 0.3 of the screen: Lighthouse's layout shift on a phone).
 */
export function InviteFormShape(props: { groups: readonly unknown[] }) {
  const t = useT();
  const words = t.invitations.form;
  const modules = Object.keys(t.codes.module) as (keyof typeof t.codes.module)[];
  return (
    <Stack gap="md" aria-busy="true">
      <TextInput
        label={words.emails}
        description={words.emailsHelp}
        placeholder="anna.lindqvist@example.se"
        withAsterisk
        disabled
      />
      <TextInput
        label={words.groups}
        placeholder={props.groups.length ? words.groupsPlaceholder : words.noGroups}
        disabled
      />
      <Checkbox.Group label={words.modules} description={words.modulesHelp} value={[]}>
        <Group mt="xs">
          {modules.map((m) => (
            <Checkbox
              key={m}
              value={m}
              label={codeLabel(t.codes.module, m)}
              description={codeDescription(t.codes.module, m)}
              disabled
            />
          ))}
        </Group>
      </Checkbox.Group>
      <Group>
        <Button disabled>{words.send(0)}</Button>
      </Group>
    </Stack>
  );
}
