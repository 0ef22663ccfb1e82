import { z } from 'zod';

// The V1 token endpoint's schemas. Server-side only: kept out of the contract index so the web
// bundle (which imports the index) carries nothing about tokens.
export const TokenRequest = z.strictObject({
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  grant_type: z.literal('client_credentials').optional(),
  scope: z.string().optional(),
});
export const TokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof TokenResponse>;
