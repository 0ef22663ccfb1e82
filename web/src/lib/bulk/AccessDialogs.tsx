import type { ComponentProps } from 'react';
import { Button } from '@mantine/core';
import { useCan } from '../access/access.js';
import { useTenant } from '../data/queries.js';
import type { CompanyRef, PrincipalRef } from './actions.js';
import { BulkDialog, loadActions, type useDialogs } from './lazy.js';
import type { BulkRun } from './useBulkRun.js';

type Picks = ComponentProps<typeof BulkDialog>['picks'];
type Wording = {
  button: string;
  title: string;
  describe: (counts: number[]) => string;
};

/** Which of the access operations the role may use, for users and for groups. */
export function useAccessRights() {
  return {
    grantUser: useCan('grantUserPermission'),
    grantGroup: useCan('grantGroupPermission'),
    revokeUser: useCan('revokeUserPermission'),
    revokeGroup: useCan('revokeGroupPermission'),
  };
}

/**
 * A give button and a remove button over company access, each opening its dialog; Start runs
 * `grantAccess` or `revokeAccess` over every pair of a chosen company and a chosen user or group.
 * The two lists' actions differ only in which side the selection is and which the dialog picks.
 */
export function AccessDialogs(props: {
  dialogs: ReturnType<typeof useDialogs<'give' | 'remove'>>;
  bulk: BulkRun;
  canGive: boolean;
  canRemove: boolean;
  size?: 'xs' | 'sm';
  picks: Picks;
  give: Wording;
  remove: Wording;
  changes: (counts: number[]) => number;
  /** The companies and the users or groups the chosen values and the selection stand for. */
  pairs: (chosen: string[][]) => { companies: CompanyRef[]; principals: PrincipalRef[] };
}) {
  const tenant = useTenant();
  const { dialogs, bulk, size = 'xs' } = props;
  const run = (chosen: string[][], revoke: boolean) => {
    const { companies, principals } = props.pairs(chosen);
    void loadActions().then((a) =>
      bulk.start(
        revoke ? 'revokeAccess' : 'grantAccess',
        a.accessItems(tenant, companies, principals, revoke),
      ),
    );
  };
  return (
    <>
      {props.canGive ? (
        <Button size={size} onClick={() => dialogs.open('give')}>
          {props.give.button}
        </Button>
      ) : null}
      {props.canRemove ? (
        <Button size={size} variant="light" color="red" onClick={() => dialogs.open('remove')}>
          {props.remove.button}
        </Button>
      ) : null}
      <BulkDialog
        opened={dialogs.is('give')}
        onClose={dialogs.close}
        title={props.give.title}
        picks={props.picks}
        describe={props.give.describe}
        changes={props.changes}
        onStart={(chosen) => run(chosen, false)}
      />
      <BulkDialog
        opened={dialogs.is('remove')}
        onClose={dialogs.close}
        title={props.remove.title}
        picks={props.picks}
        danger
        describe={props.remove.describe}
        changes={props.changes}
        onStart={(chosen) => run(chosen, true)}
      />
    </>
  );
}
