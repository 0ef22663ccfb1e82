import {
  AccessAccount,
  AccessAccountCreate,
  AccessAccountCreated,
  AccessAccountQuery,
  AccessAccountUpdate,
  AccessOverview,
  AccessSessionsQuery,
  AccessSetupLinkRequest,
  SetupLink,
} from './access.js';
import type { ConsoleRoute } from './route.js';

/** Console access (owners): accounts, set-up links, live sessions. */
export const accessRoutes = [
  {
    id: 'getAccess',
    method: 'GET',
    path: '/api/access',
    summary:
      "Console access (owners): every account with its set-up state, every active session with its device, the provider's people",
    status: 200,
    response: AccessOverview,
    role: 'owner',
  },
  {
    id: 'addAccessAccount',
    method: 'POST',
    path: '/api/access/accounts',
    summary:
      'Add a console account without a password: the answer holds its one-time set-up link (24 h)',
    body: AccessAccountCreate,
    status: 201,
    response: AccessAccountCreated,
    role: 'owner',
    audit: 'access.account.add',
  },
  {
    id: 'updateAccessAccount',
    method: 'PUT',
    path: '/api/access/accounts',
    summary:
      "Change an account's role, tenants and platform-user link (409 console_access_conflict for the last owner's role)",
    body: AccessAccountUpdate,
    status: 200,
    response: AccessAccount,
    role: 'owner',
    audit: 'access.account.update',
  },
  {
    id: 'removeAccessAccount',
    method: 'DELETE',
    path: '/api/access/accounts',
    summary: 'Remove an account and end its sessions (409 console_access_conflict: the last owner)',
    query: AccessAccountQuery,
    status: 204,
    response: null,
    role: 'owner',
    audit: 'access.account.remove',
  },
  {
    id: 'resetAccessAccount',
    method: 'POST',
    path: '/api/access/setup-links',
    summary:
      'Reset an account: its password stops working, its sessions end, earlier links die, and a new one-time set-up link is answered',
    body: AccessSetupLinkRequest,
    status: 201,
    response: SetupLink,
    role: 'owner',
    audit: 'access.account.reset',
  },
  {
    id: 'endAccessSessions',
    method: 'DELETE',
    path: '/api/access/sessions',
    summary:
      'End one session (session=<id from the list>) or every session of a person (username=)',
    query: AccessSessionsQuery,
    status: 204,
    response: null,
    role: 'owner',
    audit: 'access.sessions.end',
  },
] as const satisfies readonly ConsoleRoute[];
