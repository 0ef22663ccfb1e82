import { useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, Checkbox, Group, List, Stack, TagsInput } from '@mantine/core';
import { InviteUserData, Module } from '@ledger/contract';
import { localized } from '../../lib/forms/forms.js';
import { useFormSubmit } from '../../lib/forms/useFormSubmit.js';
import { FormError, Notice } from '../../lib/ui/ui.js';
import { PickerMultiSelect } from '../../lib/forms/PickerMultiSelect.js';
import { codeLabel } from '../../lib/format/codeLabels.js';
import { codeDescription } from '../../lib/format/codeOptions.js';
import { useT } from '../../i18n/index.js';

export type InviteValues = z.input<typeof InviteUserData>;
export type InviteBody = z.output<typeof InviteUserData>;

/** Tags as typed or pasted: split on commas, semicolons and spaces, trimmed, no repeats. */
export function splitEmails(tags: string[]): string[] {
  const out: string[] = [];
  for (const t of tags.flatMap((x) => x.split(/[,;\s]+/))) {
    const email = t.trim();
    if (email && !out.some((e) => e.toLowerCase() === email.toLowerCase())) out.push(email);
  }
  return out;
}

/** One message for the email list: the list's own error or each bad address. */
function emailsError(errors: FieldErrors<InviteValues>, emails: string[]): string | undefined {
  const e = errors.emails;
  if (!e) return undefined;
  if (typeof e.message === 'string' && e.message) return e.message;
  const parts: string[] = [];
  for (const [k, v] of Object.entries(e)) {
    if (/^\d+$/.test(k) && v && typeof v === 'object' && 'message' in v && v.message)
      parts.push(`${emails[Number(k)] ?? `#${Number(k) + 1}`}: ${String(v.message)}`);
  }
  if (!parts.length && e.root?.message) return e.root.message;
  return parts.join('; ') || undefined;
}

/** What the platform already holds for an address: a user, or an invitation waiting. */
export type KnownAddress = 'user' | 'invited';

/**
 * The invite form. V1 takes a batch whole and refuses all of it for one address it already
 * holds, so the addresses that are already a user or already invited (`known`) are named under
 * the field as they are typed, and only the others are sent.
 */
export function InviteForm(props: {
  groups: { value: string; label: string }[];
  onSubmit: (v: InviteBody) => Promise<unknown>;
  known?: (email: string) => KnownAddress | undefined;
}) {
  const t = useT();
  const words = t.invitations.form;
  const form = useForm<InviteValues, unknown, z.output<typeof InviteUserData>>({
    resolver: localized(zodResolver(InviteUserData)),
    defaultValues: { emails: [], groupIds: [], modules: [] },
  });
  const emails = form.watch('emails');
  const knownAs = (email: string) => props.known?.(email);
  const held = emails.filter((e) => knownAs(e));
  /** The addresses of the last sending that were not sent, for the notice after it. */
  const [notSent, setNotSent] = useState<string[]>([]);
  // The contract's modules, each by name with what it gives (t.codes.module), never as a code.
  const modules = Module.options.map((m) => ({
    value: m,
    label: codeLabel(t.codes.module, m),
    description: codeDescription(t.codes.module, m),
  }));
  const { onSubmit, notice, pending } = useFormSubmit(form, {
    submit: async (v) => {
      const fresh = v.emails.filter((e) => !knownAs(e));
      if (fresh.length) await props.onSubmit({ ...v, emails: fresh });
      setNotSent(v.emails.filter((e) => knownAs(e)));
      form.reset({ emails: [], groupIds: v.groupIds ?? [], modules: v.modules ?? [] });
    },
    fields: ['emails', 'groupIds', 'modules'],
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={words.label}>
      <Stack gap="md">
        <FormError message={notice} />
        <Controller
          control={form.control}
          name="emails"
          render={({ field }) => (
            <TagsInput
              label={words.emails}
              description={words.emailsHelp}
              placeholder={field.value.length ? undefined : 'anna.lindqvist@example.se'}
              value={field.value}
              onChange={(v) => {
                field.onChange(splitEmails(v));
                setNotSent([]);
                if (form.formState.errors.emails) form.clearErrors('emails');
              }}
              onBlur={field.onBlur}
              splitChars={[',', ' ', ';']}
              acceptValueOnBlur
              clearable
              error={emailsError(form.formState.errors, emails)}
              withAsterisk
            />
          )}
        />
        {held.length > 0 || notSent.length > 0 ? (
          <Notice tone="warning" title={held.length ? words.willNotSend : words.notSent}>
            <List size="sm">
              {(held.length ? held : notSent).map((e) => (
                <List.Item key={e}>
                  {knownAs(e) === 'user' ? words.alreadyUser(e) : words.alreadyInvited(e)}
                </List.Item>
              ))}
            </List>
          </Notice>
        ) : null}
        <Controller
          control={form.control}
          name="groupIds"
          render={({ field, fieldState }) => (
            <PickerMultiSelect
              label={words.groups}
              placeholder={props.groups.length ? words.groupsPlaceholder : words.noGroups}
              data={props.groups}
              value={field.value ?? []}
              onChange={field.onChange}
              clearable
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="modules"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label={words.modules}
              description={words.modulesHelp}
              value={field.value ?? []}
              onChange={(v) => field.onChange(v)}
              error={fieldState.error?.message}
            >
              <Group mt="xs">
                {modules.map((m) => (
                  <Checkbox
                    key={m.value}
                    value={m.value}
                    label={m.label}
                    description={m.description}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Group>
          <Button type="submit" loading={pending}>
            {words.send(emails.length - held.length)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
