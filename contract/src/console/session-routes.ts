import { SessionQuery } from './records.js';
import { LoginRequest, LogoutResponse, SessionResponse } from './session.js';
import { SetupInspectAnswer, SetupInspectRequest, SetupPasswordRequest } from './access.js';
import type { ConsoleRoute } from './route.js';

/**
 * Signing in and out (password, OpenID Connect), the session, and setting a password through a
 * set-up link.
 */
export const sessionRoutes = [
  {
    id: 'login',
    method: 'POST',
    path: '/auth/login',
    summary:
      'Sign in; sets the session cookie (429 with Retry-After after 5 failures). An account with a second factor (or without one under LOCAL_MFA=required) is answered 200 with a LoginStep and a short-lived half-signed-in cookie instead, good only for /auth/mfa/*',
    body: LoginRequest,
    status: 204,
    response: null,
    public: true,
  },
  {
    id: 'logout',
    method: 'POST',
    path: '/auth/logout',
    summary:
      'Sign out (revokes the session); 204, or for a session signed in through the OpenID Provider 200 with the end_session URL the browser goes to next',
    status: 200,
    response: LogoutResponse,
    public: true,
  },
  {
    id: 'oidcLogin',
    method: 'GET',
    path: '/auth/oidc/login',
    summary:
      'Sign in through the OpenID Provider (OIDC_*): redirects to it (authorization code with PKCE); `next` is where to go after; no x-csrf header (a navigation)',
    status: 302,
    response: null,
    public: true,
  },
  {
    id: 'oidcCallback',
    method: 'GET',
    path: '/auth/oidc/callback',
    summary:
      "The redirect URI (PUBLIC_URL + this path): checks the provider's answer, sets the session cookie and redirects; a refusal redirects to /sign-in?error=oidc_no_access|oidc_failed",
    status: 302,
    response: null,
    public: true,
  },
  {
    id: 'oidcBackchannelLogout',
    method: 'POST',
    path: '/auth/oidc/backchannel-logout',
    summary:
      "OpenID Connect Back-Channel Logout 1.0: the provider's signed logout_token (form body) ends the sessions of its sid or sub",
    status: 200,
    response: null,
    public: true,
  },
  {
    id: 'getSession',
    method: 'GET',
    path: '/auth/session',
    summary:
      'The signed-in user and their tenants (with probe=1: when no one is signed in, instead of 401, 204 without a body, or with an OpenID Provider configured 200 {signIn: {oidc: {name}}})',
    query: SessionQuery,
    status: 200,
    response: SessionResponse,
  },
  {
    id: 'inspectSetupLink',
    method: 'POST',
    path: '/auth/setup/inspect',
    summary:
      'Whose one-time set-up link this is and until when it works (404 unknown, 410 used or expired: setup_link_invalid)',
    body: SetupInspectRequest,
    status: 200,
    response: SetupInspectAnswer,
    public: true,
  },
  {
    id: 'completeSetup',
    method: 'POST',
    path: '/auth/setup',
    summary:
      "Set the account's password with its one-time set-up link (once; the link then stops working); signs nobody in",
    body: SetupPasswordRequest,
    status: 204,
    response: null,
    public: true,
    audit: 'access.setup.complete',
  },
] as const satisfies readonly ConsoleRoute[];
