import { z } from 'zod';
import {
  Attention,
  AttentionQuery,
  AuditPage,
  AuditQuery,
  GroupCompaniesQuery,
  GroupCompany,
  InvitationResend,
  InvitationResendsQuery,
  InvitationsAttention,
  OpenAssignmentsAttention,
  UploadRecord,
  UploadsQuery,
  UserCompaniesQuery,
  UserCompany,
} from './records.js';
import { PreferencesRequest } from './session.js';
import type { ConsoleRoute } from './route.js';

/**
 * What the BFF keeps and reads besides V1: the audit log, uploads, attention, resends, a user's or
 * group's companies, preferences.
 */
export const recordRoutes = [
  {
    id: 'listAudit',
    method: 'GET',
    path: '/api/audit',
    summary: 'Audit log, newest first',
    query: AuditQuery,
    status: 200,
    response: AuditPage,
    role: 'admin',
  },
  {
    id: 'listUploads',
    method: 'GET',
    path: '/api/uploads',
    summary: "Uploads of a company made through this console, newest first (the BFF's own record)",
    query: UploadsQuery,
    status: 200,
    response: z.array(UploadRecord),
  },
  {
    id: 'getAttention',
    method: 'GET',
    path: '/api/attention',
    summary:
      "What needs doing in a tenant from the BFF's own records: uploads that ended corrupt or stayed parsed (30 days), recent actions (7 days, admins)",
    query: AttentionQuery,
    status: 200,
    response: Attention,
  },
  {
    id: 'getOpenAssignmentsAttention',
    method: 'GET',
    path: '/api/attention/assignments',
    summary:
      'Open assignments without work materiality, from V1 company by company (at most 200 companies, 4 reads at a time, kept 60 s)',
    query: AttentionQuery,
    status: 200,
    response: OpenAssignmentsAttention,
  },
  {
    id: 'getInvitationsAttention',
    method: 'GET',
    path: '/api/attention/invitations',
    summary:
      "Invitations pending over 14 days, counted from when each was last sent: the later of V1's createdTimestamp and the console's last resend (one V1 call)",
    query: AttentionQuery,
    status: 200,
    response: InvitationsAttention,
    role: 'admin',
  },
  {
    id: 'listInvitationResends',
    method: 'GET',
    path: '/api/invitation-resends',
    summary:
      "The console's last resend of each invitation of a tenant, when and by whom (the BFF's own record, kept when V1 accepts a resendInvitation)",
    query: InvitationResendsQuery,
    status: 200,
    response: z.array(InvitationResend),
    role: 'admin',
  },
  {
    id: 'listUserCompanies',
    method: 'GET',
    path: '/api/user-companies',
    summary:
      "The companies a platform user can see, directly or through a group, from V1's permissions (for a linked auditor, within its own)",
    query: UserCompaniesQuery,
    status: 200,
    response: z.array(UserCompany),
    role: 'admin',
  },
  {
    id: 'listGroupCompanies',
    method: 'GET',
    path: '/api/group-companies',
    summary:
      "The companies a group has a permission on, from V1's permissions (one read of each company's permissions, as V1 has no read by group)",
    query: GroupCompaniesQuery,
    status: 200,
    response: z.array(GroupCompany),
    role: 'admin',
  },
  {
    id: 'setPreferences',
    method: 'PUT',
    path: '/api/preferences',
    summary: "Remember the signed-in account's console language (sv or en), for every browser",
    body: PreferencesRequest,
    status: 204,
    response: null,
  },
] as const satisfies readonly ConsoleRoute[];
