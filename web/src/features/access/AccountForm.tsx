import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, Radio, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ConsoleRole } from '@ledger/contract';
import { ApiError, describeError } from '../../lib/data/api.js';
import { describeIssue } from '../../lib/data/issues.js';
import { sessionKey } from '../../lib/data/session.js';
import { roleLabel } from '../../lib/access/roles.js';
import { notify } from '../../lib/ui/notices.js';
import { FormError, Notice } from '../../lib/ui/ui.js';
import { useT } from '../../i18n/index.js';
import { useAccessChanges, type AccessAccount, type SetupLink } from './accessApi.js';

const ROLES: ConsoleRole[] = ['owner', 'admin', 'auditor'];

/** What the account form edits; `account` absent: a new one. */
export interface Editing {
  account?: AccessAccount;
}

export function AccountForm(props: {
  editing: Editing;
  tenants: { id: string; name: string }[];
  owners: number;
  me: string | undefined;
  onClose: () => void;
  onLink: (link: SetupLink) => void;
}) {
  const t = useT();
  const a = t.access;
  const { add, update } = useAccessChanges();
  const qc = useQueryClient();
  const current = props.editing.account;
  const [username, setUsername] = useState(current?.username ?? '');
  const [role, setRole] = useState<ConsoleRole>(current?.role ?? 'auditor');
  const [tenants, setTenants] = useState<string[]>(
    current?.tenants ?? (props.tenants.length === 1 ? [props.tenants[0]!.id] : []),
  );
  const [platformUser, setPlatformUser] = useState('');
  const [unlink, setUnlink] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const linkedTo = current ? Object.values(current.platformUserIds).join(', ') : '';
  const pending = add.isPending || update.isPending;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setFields({});
    const wanted = platformUser.trim();
    try {
      if (current) {
        const body = {
          username: current.username,
          role,
          tenants,
          ...(unlink ? { platformUser: null } : wanted ? { platformUser: wanted } : {}),
        };
        await update.mutateAsync(body);
        notify({ color: 'teal', message: a.changed(current.username) });
        // A change of one's own role or firms shows in the header and the navigation.
        if (current.username === props.me) void qc.invalidateQueries({ queryKey: sessionKey });
        props.onClose();
      } else {
        const created = await add.mutateAsync({
          username: username.trim(),
          role,
          tenants,
          ...(wanted ? { platformUser: wanted } : {}),
        });
        notify({ color: 'teal', message: a.added(created.account.username) });
        props.onLink(created.setupLink);
      }
    } catch (err) {
      if (err instanceof ApiError && err.issues.length) {
        const byField: Record<string, string> = {};
        for (const i of err.issues)
          byField[i.path.replace(/^body\./, '').split('.')[0]!] = describeIssue(i);
        setFields(byField);
      } else setError(describeError(err));
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        <FormError message={error} />
        {current ? null : (
          <TextInput
            label={a.username}
            description={a.usernameHint}
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            error={fields.username}
            autoComplete="off"
            required
            data-autofocus
          />
        )}
        <Radio.Group
          label={a.role}
          value={role}
          onChange={(v) => setRole(v as ConsoleRole)}
          error={fields.role}
        >
          <Stack gap={6} mt={4}>
            {ROLES.map((r) => (
              <Radio key={r} value={r} label={roleLabel(r)} description={a.roleHint[r]} />
            ))}
          </Stack>
        </Radio.Group>
        {current?.role === 'owner' && role !== 'owner' && props.owners <= 1 ? (
          <Notice tone="warning">{a.lastOwner}</Notice>
        ) : null}
        <Checkbox.Group
          label={a.tenants}
          value={tenants}
          onChange={setTenants}
          error={fields.tenants}
        >
          <Stack gap={6} mt={4}>
            {props.tenants.map((tn) => (
              <Checkbox key={tn.id} value={tn.id} label={tn.name} />
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          label={a.platformUser}
          description={linkedTo ? a.keepLink(linkedTo) : a.platformUserHint}
          value={platformUser}
          onChange={(e) => setPlatformUser(e.currentTarget.value)}
          error={fields.platformUser}
          disabled={unlink}
          autoComplete="off"
        />
        {linkedTo ? (
          <Checkbox
            label={a.unlink}
            checked={unlink}
            onChange={(e) => setUnlink(e.currentTarget.checked)}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t.common.cancel}
          </Button>
          <Button type="submit" loading={pending}>
            {current ? a.save : a.create}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
