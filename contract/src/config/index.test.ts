import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, port, readEnv, wholeNumber, yesNo } from './index.js';

const Schema = z.object({
  PORT: port().default(8080),
  WORKERS: wholeNumber(1, 64).optional(),
  DEV: yesNo.default(false),
  NAME: z.string().min(1).default('console'),
});

describe('readEnv', () => {
  it('applies the defaults to unset and empty variables, and ignores the ones it does not name', () => {
    expect(readEnv(Schema, { PORT: '', HOME: '/root' })).toEqual({
      PORT: 8080,
      DEV: false,
      NAME: 'console',
    });
  });

  it('reads whole numbers, ports and yes/no values', () => {
    expect(readEnv(Schema, { PORT: '0', WORKERS: ' 12 ', DEV: 'Yes' })).toMatchObject({
      PORT: 0,
      WORKERS: 12,
      DEV: true,
    });
    for (const [v, yes] of [
      ['1', true],
      ['on', true],
      ['TRUE', true],
      ['0', false],
      ['no', false],
      ['off', false],
    ] as const)
      expect(readEnv(Schema, { DEV: v }).DEV, v).toBe(yes);
  });

  it('throws one ConfigError naming every bad variable', () => {
    const read = () => readEnv(Schema, { PORT: '70000', WORKERS: '1.5', DEV: 'maybe' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(
      'invalid configuration: PORT: must be a whole number from 0 to 65535; ' +
        'WORKERS: must be a whole number from 1 to 64; DEV: must be 1/0, true/false, yes/no or on/off',
    );
  });

  it.each(['-1', '1e3', '0x10', 'eighty', '65536'])('refuses the port %s', (v) => {
    expect(() => readEnv(Schema, { PORT: v })).toThrow(/PORT: must be a whole number/);
  });
});
