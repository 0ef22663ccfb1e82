import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, Group as MGroup, Stack, TextInput } from '@mantine/core';
import type { CreateGroup } from '@ledger/contract';
import { ApiError } from '../../lib/data/api.js';
import { schemaOnUse } from '../../lib/forms/schemaOnUse.js';
import { useFormSubmit } from '../../lib/forms/useFormSubmit.js';
import { FormError } from '../../lib/ui/ui.js';
import { useT } from '../../i18n/index.js';

type GroupValues = z.input<typeof CreateGroup>;
const check = schemaOnUse<GroupValues, z.output<typeof CreateGroup>>(() =>
  import('./createGroupSchema.js').then((m) => m.CreateGroup),
);

export function CreateGroupForm({
  onSubmit,
}: {
  onSubmit: (v: z.output<typeof CreateGroup>) => Promise<unknown>;
}) {
  const t = useT();
  const form = useForm<GroupValues, unknown, z.output<typeof CreateGroup>>({
    resolver: check.resolver,
    defaultValues: { name: '' },
  });
  const submit = useFormSubmit(form, {
    submit: async (v) => {
      await onSubmit(v);
      form.reset({ name: '' });
    },
    fields: ['name'],
    explain: (e) =>
      e instanceof ApiError && e.status === 409
        ? { field: 'name', message: t.groups.create.exists }
        : undefined,
  });
  return (
    <form
      onSubmit={submit.onSubmit}
      onFocus={check.warm}
      noValidate
      aria-label={t.groups.create.heading}
    >
      <Stack gap="sm">
        <FormError message={submit.notice} />
        <MGroup align="flex-start" wrap="nowrap">
          <TextInput
            label={t.groups.create.name}
            style={{ flex: 1 }}
            {...form.register('name')}
            error={form.formState.errors.name?.message}
          />
          <Button type="submit" mt={25} loading={submit.pending}>
            {t.common.create}
          </Button>
        </MGroup>
      </Stack>
    </form>
  );
}
