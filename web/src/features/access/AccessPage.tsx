import { useState } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useSession } from '../../lib/data/session.js';
import { screenFor } from '../../lib/access/access.js';
import { canManageAccess } from '../../lib/access/roles.js';
import { PageHeader, QueryView } from '../../lib/ui/ui.js';
import { useT } from '../../i18n/index.js';
import { useAccessOverview } from './accessApi.js';
import { AccountForm, type Editing } from './AccountForm.js';
import { AccountsCard } from './AccountsCard.js';
import { ProviderPeopleCard } from './ProviderPeopleCard.js';
import { SessionsCard } from './SessionsCard.js';
import { SetupLinkShown } from './SetupLinkShown.js';
import { useAccessActions } from './useAccessActions.js';

function Access() {
  const a = useT().access;
  const session = useSession();
  const overview = useAccessOverview();
  const [editing, setEditing] = useState<Editing | null>(null);
  const me = session.data?.user.username;
  const actions = useAccessActions(me);
  const { link } = actions;
  const tenants = session.data?.tenants ?? [];
  const tenantName = (id: string) => tenants.find((x) => x.id === id)?.name ?? id;

  return (
    <>
      <PageHeader
        title={a.title}
        description={a.description}
        actions={
          <Button
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setEditing({})}
          >
            {a.addAccount}
          </Button>
        }
      />
      <QueryView query={overview}>
        {(data) => (
          <Stack gap="lg">
            <AccountsCard
              accounts={data.accounts}
              withSessions={new Set(data.sessions.map((s) => s.username))}
              tenantName={tenantName}
              onChange={(account) => setEditing({ account })}
              actions={actions}
            />
            <SessionsCard sessions={data.sessions} actions={actions} />
            {data.providerPeople ? (
              <ProviderPeopleCard people={data.providerPeople} tenantName={tenantName} />
            ) : null}
          </Stack>
        )}
      </QueryView>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.account ? a.changeAccount(editing.account.username) : a.addAccount}
      >
        {editing ? (
          <AccountForm
            editing={editing}
            tenants={tenants}
            me={me}
            owners={overview.data?.accounts.filter((x) => x.role === 'owner').length ?? 0}
            onClose={() => setEditing(null)}
            onLink={(l) => {
              setEditing(null);
              actions.setLink(l);
            }}
          />
        ) : null}
      </Modal>
      <Modal
        opened={link !== null}
        onClose={actions.closeLink}
        title={link ? a.linkTitle(link.username) : ''}
        size="lg"
      >
        {link ? <SetupLinkShown link={link} onClose={actions.closeLink} /> : null}
      </Modal>
    </>
  );
}

export default screenFor({ check: canManageAccess, what: (t) => t.access.what }, Access);
