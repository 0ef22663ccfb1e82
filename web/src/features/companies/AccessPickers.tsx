import { useMemo } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { Group, User } from '@ledger/contract';
import { groupOption, PickerMultiSelect, userOption } from '../../lib/forms/pickers.js';
import { useT } from '../../i18n/index.js';
import type { CompanyCreateBody, CompanyCreateValues } from './CompanyForm.js';

/**
 * The new company's users and groups with access, for the authorization types that take them
 * (drawn lazily by CompanyForm: the default type takes neither, so the multi-select's code comes
 * only when a type that lists someone is chosen).
 */
export function AccessPickers(props: {
  control: Control<CompanyCreateValues, unknown, CompanyCreateBody>;
  uses: { users: boolean; groups: boolean };
  users: readonly User[];
  groups: readonly Group[];
  errors: { userIds?: string; groupIds?: string };
}) {
  const tf = useT().companies.form;
  const users = useMemo(() => props.users.map(userOption), [props.users]);
  const groups = useMemo(() => props.groups.map(groupOption), [props.groups]);
  return (
    <>
      {props.uses.users ? (
        <Controller
          control={props.control}
          name="authorization.userIds"
          render={({ field }) => (
            <PickerMultiSelect
              label={tf.usersWithAccess}
              placeholder={users.length ? tf.findUsers : tf.noUsers}
              data={users}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={props.errors.userIds}
              nothingFoundMessage={tf.noMatchingUser}
            />
          )}
        />
      ) : null}
      {props.uses.groups ? (
        <Controller
          control={props.control}
          name="authorization.groupIds"
          render={({ field }) => (
            <PickerMultiSelect
              label={tf.groupsWithAccess}
              placeholder={groups.length ? tf.findGroups : tf.noGroups}
              data={groups}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={props.errors.groupIds}
              nothingFoundMessage={tf.noMatchingGroup}
            />
          )}
        />
      ) : null}
    </>
  );
}
