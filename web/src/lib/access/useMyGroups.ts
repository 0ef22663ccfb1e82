import { useOp, useTenant } from '../data/queries.js';
import { useSession } from '../data/session.js';
import type { MyGroups } from './newCompany.js';

/**
 * The signed-in account's groups in this tenant: those of the platform user it is linked to
 * there (`user.platformUserIds`), or `unlinked` when it has none.
 */
export function useMyGroups(): MyGroups {
  const tenant = useTenant();
  const userId = useSession().data?.user.platformUserIds[tenant];
  const groups = useOp(
    'listUserGroups',
    { params: { userId: userId ?? '' } },
    { enabled: userId !== undefined },
  );
  if (userId === undefined) return { state: 'unlinked' };
  if (groups.data) return { state: 'known', groups: groups.data };
  return groups.isError ? { state: 'failed' } : { state: 'loading' };
}
