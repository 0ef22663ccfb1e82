import pino from 'pino';
import type { Logger } from 'pino';

/** Paths never written to the log (secrets, tokens, cookies, passwords). */
const REDACT_PATHS = [
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

/**
 * JSON lines to `destination`, by default stdout through a 4 KiB buffer written at least every
 * half second (one write per line cost about as much as the proxying itself). pino flushes
 * what is pending when the process exits; a SIGKILL can lose up to half a second of lines.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'bff' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination ?? bufferedStdout(),
  );
}
export type { Logger };

/**
 * The logger for the access line of every request: the same output without the redaction pass
 * (which cost more than the rest of the line), because that line has fixed fields and none of
 * them can hold a secret (the path without its query, the username, the request id).
 */
export function accessLogger(logger: Logger): Logger {
  return logger.child({}, { redact: [] });
}

let stdout: ReturnType<typeof pino.destination> | undefined;
/** One buffered stdout per process, however many BFFs it starts (tests start several). */
function bufferedStdout() {
  if (stdout) return stdout;
  const dest = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => {
    try {
      dest.flush();
    } catch {
      /* closed at exit */
    }
  }, 500).unref();
  stdout = dest;
  return dest;
}
