import pino from 'pino';
import type { Logger } from 'pino';

/** Paths never written to the log (secrets, tokens, cookies, passwords). */
export const REDACT_PATHS = [
  'password',
  '*.password',
  'secret',
  '*.secret',
  'sessionSecret',
  '*.sessionSecret',
  'clientSecret',
  '*.clientSecret',
  'client_secret',
  '*.client_secret',
  'token',
  '*.token',
  'access_token',
  '*.access_token',
  'accessToken',
  '*.accessToken',
  'cookie',
  '*.cookie',
  'authorization',
  '*.authorization',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'bff' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}
export type { Logger };
