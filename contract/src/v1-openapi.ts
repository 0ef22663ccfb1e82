import { buildOpenApiPaths, jsonSchemaOf } from './openapi.js';
import { operations, type Operation } from './operations.js';
import {
  ClientCredentials,
  ExtendedTokenRequest,
  ExtendedTokenResponse,
  TokenError,
  TokenResponse,
  tokenOperation,
} from './token.js';

export type V1Profile = 'extended' | 'v1';

/** The operations a profile serves: `v1` only V1.md's, `extended` ours as well. */
export const operationsOf = (profile: V1Profile): readonly Operation[] =>
  (operations as readonly Operation[]).filter((op) => profile === 'extended' || !op.extension);

/**
 * The platform's `/v1/openapi.json`: every operation of the profile with V1's optional
 * `tenantId` query, the token operation, and V1's two ways of sending the token.
 */
export function buildV1OpenApi(profile: V1Profile) {
  const paths = buildOpenApiPaths(operationsOf(profile), {
    title: '',
    version: '',
    serverUrl: '/v1',
    commonParameters: [
      {
        name: 'tenantId',
        in: 'query',
        required: false,
        schema: { type: 'string' },
        description: "A tenant the client may act for; default: the token's tenant",
      },
    ],
  });
  const request = profile === 'v1' ? ClientCredentials : ExtendedTokenRequest;
  const answer = profile === 'v1' ? TokenResponse : ExtendedTokenResponse;
  paths[tokenOperation.path] = {
    post: {
      operationId: tokenOperation.id,
      summary: 'An access token for client credentials',
      security: [],
      parameters: [
        {
          name: 'X-Tenant-Id',
          in: 'header',
          required: false,
          schema: { type: 'string' },
          description: "The token's tenant; default: the client's home tenant",
        },
      ],
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': { schema: jsonSchemaOf(request, 'input') },
          'application/json': { schema: jsonSchemaOf(request, 'input') },
        },
      },
      responses: {
        [tokenOperation.status]: {
          description: 'A token',
          content: { 'application/json': { schema: jsonSchemaOf(answer) } },
        },
        400: {
          description: 'Bad request',
          content: { 'application/json': { schema: jsonSchemaOf(TokenError) } },
        },
        401: {
          description: 'Bad credentials',
          content: { 'application/json': { schema: jsonSchemaOf(TokenError) } },
        },
      },
    },
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Accounting and Audit Platform API (V1, Ledger Console platform)',
      version: 'v1',
      description: `Profile \`${profile}\`. Operations marked \`x-extension\` are not in V1.`,
    },
    servers: [{ url: '/v1' }],
    security: [{ bearer: [] }, { access_token: [] }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        access_token: { type: 'apiKey', in: 'query', name: 'access_token' },
      },
    },
    paths,
  };
}
