import { z } from 'zod';
import { issueText } from './issues.js';

// The V1 token endpoint's schemas. Server-side only: kept out of the contract index so the web
// bundle (which imports the index) carries nothing about tokens.

/** V1.md's token operation (it takes no `tenantId`; `X-Tenant-Id` picks the token's tenant). */
export const tokenOperation = {
  id: 'getToken',
  method: 'POST',
  path: '/token',
  status: 200,
} as const;

/** V1.md's ClientCredentials: exactly these two fields. */
export const ClientCredentials = z.strictObject({
  client_id: z.string().min(1, issueText('not_empty')),
  client_secret: z.string().min(1, issueText('not_empty')),
});
export type ClientCredentials = z.infer<typeof ClientCredentials>;

/** Our platform's extended profile also takes the OAuth fields (docs/PLATFORM.md). */
export const ExtendedTokenRequest = ClientCredentials.extend({
  grant_type: z.literal('client_credentials').optional(),
  scope: z.string().optional(),
});

/** What V1.md promises of the answer: `access_token`. */
export const TokenResponse = z.object({ access_token: z.string().min(1) });
export type TokenResponse = z.infer<typeof TokenResponse>;

/** Our extended profile's answer. */
export const ExtendedTokenResponse = TokenResponse.extend({
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  scope: z.string(),
});
export type ExtendedTokenResponse = z.infer<typeof ExtendedTokenResponse>;

/** RFC 6749 section 5.2 error, plus V1's `message`. */
export const TokenError = z.object({
  error: z.enum([
    'invalid_request',
    'invalid_client',
    'invalid_grant',
    'unauthorized_client',
    'unsupported_grant_type',
    'invalid_scope',
  ]),
  error_description: z.string(),
  message: z.string(),
});
export type TokenError = z.infer<typeof TokenError>;
