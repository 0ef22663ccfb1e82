import type { ErrorCode } from '@ledger/contract';
import { count } from '../plural.js';

type P = Record<string, string | number | undefined>;
const minutes = (s: unknown) => Math.max(1, Math.ceil(Number(s) / 60) || 1);
const num = (v: unknown) => count('en', Number(v));
const megabytes = (bytes: unknown) =>
  `${num(Math.max(1, Math.round(Number(bytes) / 1048576)))}\u00a0MB`;

/**
 * Error texts: what went wrong and what to do. The BFF's answers carry a stable `code`
 * (docs/ERROR-CODES.md); a code this console does not know gets `generic`, with the server's
 * reason in the details.
 */
export const errors = {
  unreachable: 'The console server cannot be reached. Check your connection and try again.',
  notAllowed: 'You are not allowed to do this.',
  notFound: 'It is not there (any more). It may have been removed by someone else.',
  serverTrouble: 'The server could not answer. Try again in a moment.',
  generic: 'Something went wrong. Try again; if it keeps happening, tell your administrator.',
  reasonLabel: "Server's reason",
  requestIdLabel: 'Request id',
  serverSaid: (reason: string) => `The server said: ${reason}`,
  screenFailedTitle: 'This screen could not be shown',
  screenFailed:
    'Something went wrong in the console while showing it. Try again; if it keeps happening, reload the page or tell your administrator.',
  errorLabel: 'Error',
  reloadPage: 'Reload page',
  offlineTitle: 'This screen could not be loaded',
  offlineScreen:
    'The console’s server cannot be reached right now. Nothing you typed is lost; the screen appears by itself when the connection is back.',
  offlineBanner:
    'No connection. Nothing you typed is lost; the console goes on when the connection is back.',
  newVersionTitle: 'The console has been updated',
  newVersion:
    'A part of this screen could not be loaded: a new version of the console came out after this page was opened. Reload the page to get it.',
  code: {
    invalid_request: () => 'Some of what was sent is not valid. Check the marked fields.',
    invalid_json: () => 'The request could not be read. Reload the page and try again.',
    request_cancelled: () => 'The request was cancelled.',
    upload_cut_off: () => 'The upload was cut off. Try again.',
    not_signed_in: () => 'You are not signed in (any more). Sign in again.',
    bad_credentials: () => 'Wrong username or password.',
    csrf_rejected: () => 'The request was refused for safety. Reload the page and try again.',
    origin_rejected: () =>
      'The request came from another site and was refused. Use the console itself.',
    forbidden_role: () => 'Your role may not do this. Ask an administrator.',
    tenant_not_allowed: (p: P) =>
      `You have no access to the tenant “${p.tenantId ?? ''}”. Choose one of your tenants.`,
    company_not_allowed: () =>
      'You have no access to this company: your console account follows the permissions of its platform user, and they do not include it.',
    not_found: () => 'It is not there (any more). It may have been removed by someone else.',
    operation_not_offered: () => 'The platform this console is connected to does not offer this.',
    payload_too_large: (p: P) =>
      p.maxBytes
        ? `What was sent is too large (at most ${megabytes(p.maxBytes)}).`
        : 'What was sent is too large.',
    unsupported_media_type: () => 'The request was sent in a form the server does not take.',
    too_many_attempts: (p: P) =>
      p.retryAfterS
        ? `Too many attempts. Try again in ${minutes(p.retryAfterS)} min.`
        : 'Too many attempts. Try again later.',
    bulk_run_not_found: () =>
      'This bulk action is not known to the console (any more). Start it again from the list.',
    bulk_run_mismatch: () =>
      'This change does not belong to the bulk action it was sent in. Start the action again.',
    bulk_run_ended: (p: P) =>
      `This bulk action ${p.status === 'cancelled' ? 'was cancelled' : 'has ended'}, so nothing more is sent in it. Retry to send this in a new one.`,
    bulk_run_full: (p: P) =>
      `This bulk action was started for ${p.total ?? 'its'} items and every one has been sent, so nothing more goes in it. Retry to send this in a new one.`,
    signoff_conflict: (p: P): string =>
      p.reason === 'not_prepared'
        ? 'Sign this as prepared before it is signed as reviewed.'
        : p.reason === 'reviewed'
          ? 'This is signed as reviewed: withdraw the review before the preparation.'
          : p.reason === 'note_cleared'
            ? 'This review note is already cleared. Reload to see by whom.'
            : 'The sign-off changed meanwhile. Reload and try again.',
    console_access_conflict: (p: P): string =>
      p.reason === 'last_owner'
        ? `${p.username ?? 'This account'} is the console's last owner. Make another account owner first: the console must always have one.`
        : p.reason === 'account_exists'
          ? `There is already an account called ${p.username ?? 'that'}. Choose another username.`
          : 'Console access changed meanwhile. Reload and try again.',
    setup_link_invalid: (p: P): string =>
      p.reason === 'used'
        ? 'This set-up link has already been used. Sign in with the password you chose, or ask an owner for a new link.'
        : p.reason === 'expired'
          ? 'This set-up link has expired (it works for 24 hours). Ask an owner for a new link.'
          : 'This set-up link is not known. Check that you copied all of it, or ask an owner for a new link.',
    upstream_rejected: () => 'The platform refused this. Check what you entered.',
    upstream_not_found: () =>
      'The platform does not have it (any more). It may have been removed by someone else.',
    upstream_conflict: () =>
      'This conflicts with something the platform already holds (for example a duplicate).',
    upstream_credentials_refused: () =>
      "The platform refused the console's own credentials. Tell your administrator.",
    upstream_failed: () => 'The platform had a problem answering. Try again in a moment.',
    upstream_unavailable: () => 'The platform cannot be reached right now. Try again in a moment.',
    upstream_timeout: () => 'The platform took too long to answer. Try again in a moment.',
    upstream_bad_answer: () =>
      'The platform answered in a form the console does not understand. Tell your administrator.',
    store_unavailable: () => "The console's database is away for a moment. Try again shortly.",
    not_ready: () => 'The console is not ready yet. Try again shortly.',
    metrics_unauthorized: () => 'The metrics need the metrics token. Tell your administrator.',
    internal: () =>
      'Something went wrong in the console. Try again; if it keeps happening, tell your administrator.',
  } satisfies Record<ErrorCode, (p: P) => string>,
};
