import type { z } from 'zod';

/** One of the BFF's own routes, as the OpenAPI document and the tests read it. */
export interface ConsoleRoute {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  summary: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  status: number;
  /** `null`: no body. */
  response: z.ZodType | null;
  /** Reachable without a session (sign-in). */
  public?: boolean;
  /** The least role (`owner` routes are console access). */
  role?: 'admin' | 'owner';
  /** The audit log's operation name of a change (`x-audit-name`). */
  audit?: string;
}
