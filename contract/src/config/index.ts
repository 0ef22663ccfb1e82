/**
 * How the servers (the BFF and the V1 platform) read their settings from the environment: one
 * schema of named variables, unset and empty values alike left to the schema's defaults, and one
 * error naming every bad variable.
 */
import { z } from 'zod';

/** A setting a server cannot start with; the message is one line naming each problem. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** ConfigError listing `problems` ("NAME: why"). */
export const invalidConfig = (problems: string[]) =>
  new ConfigError(`invalid configuration: ${problems.join('; ')}`);

const YES = ['1', 'true', 'yes', 'on'];
const NO = ['0', 'false', 'no', 'off'];

/** A yes/no setting: 1/0, true/false, yes/no or on/off (any case). */
export const yesNo = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => YES.includes(v) || NO.includes(v), 'must be 1/0, true/false, yes/no or on/off')
  .transform((v) => YES.includes(v));

/** A whole number from `min` to `max`, written in decimal digits. */
export const wholeNumber = (min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .trim()
    .regex(/^\d+$/, error)
    .transform(Number)
    .pipe(z.number().min(min, error).max(max, error));
};

/** A TCP port (0 = any free port). */
export const port = () => wholeNumber(0, 65535);

/**
 * The variables `schema` names, read from `env` (unset and empty ones left out, so the schema's
 * defaults apply); throws ConfigError with every problem listed.
 */
export function readEnv<S extends z.ZodObject>(
  schema: S,
  env: Record<string, string | undefined>,
): z.output<S> {
  const picked = Object.fromEntries(
    Object.keys(schema.shape)
      .filter((k) => env[k] !== undefined && env[k] !== '')
      .map((k) => [k, env[k]]),
  );
  const parsed = schema.safeParse(picked);
  if (!parsed.success)
    throw invalidConfig(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`),
    );
  return parsed.data;
}
