import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { z } from 'zod';
import type { CompanyCreate, Group, User } from '@ledger/contract';
import { PickerMultiSelect } from '../../lib/forms/PickerMultiSelect.js';
import { groupOption, userOption } from '../../lib/forms/pickerOptions.js';
import { useT } from '../../i18n/index.js';

/**
 * The new company's users and groups with access, for the authorization types that take them
 * (drawn lazily by CompanyForm: the default type takes neither, so the multi-select's code comes
 * only when a type that lists someone is chosen).
 */
export function AccessPickers(props: {
  // CompanyForm's form (its types spelled here: CompanyForm loads this module).
  control: Control<z.input<typeof CompanyCreate>, unknown, z.output<typeof CompanyCreate>>;
  uses: { users: boolean; groups: boolean };
  users: readonly User[];
  groups: readonly Group[];
  errors: { userIds?: string; groupIds?: string };
}) {
  const tf = useT().companies.form;
  const users = useMemo(() => props.users.map(userOption), [props.users]);
  const groups = useMemo(() => props.groups.map(groupOption), [props.groups]);
  const picker = (
    name: 'authorization.userIds' | 'authorization.groupIds',
    data: { value: string; label: string }[],
    words: { label: string; find: string; none: string; noMatch: string },
    error: string | undefined,
  ) => (
    <Controller
      control={props.control}
      name={name}
      render={({ field }) => (
        <PickerMultiSelect
          label={words.label}
          placeholder={data.length ? words.find : words.none}
          data={data}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
          nothingFoundMessage={words.noMatch}
        />
      )}
    />
  );
  return (
    <>
      {props.uses.users
        ? picker(
            'authorization.userIds',
            users,
            {
              label: tf.usersWithAccess,
              find: tf.findUsers,
              none: tf.noUsers,
              noMatch: tf.noMatchingUser,
            },
            props.errors.userIds,
          )
        : null}
      {props.uses.groups
        ? picker(
            'authorization.groupIds',
            groups,
            {
              label: tf.groupsWithAccess,
              find: tf.findGroups,
              none: tf.noGroups,
              noMatch: tf.noMatchingGroup,
            },
            props.errors.groupIds,
          )
        : null}
    </>
  );
}
