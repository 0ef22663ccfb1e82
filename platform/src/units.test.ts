/** Small pure parts: fault matching, SIE sniffing, the 18-month rule, env config, demo ids. */
import { describe, expect, it } from 'vitest';
import { isRealIsoDate, latestEndDate, luhnValid, UuidV4 } from '@ledger/contract';
import { ConfigError } from '@ledger/contract/config';
import { platformOptionsFromEnv } from './config.js';
import { Faults } from './dev/faults.js';
import { looksLikeSie } from './files/sniff.js';
import { DEMO_TENANTS } from './seed/demo-data.js';
import { demoId, withLuhn } from './seed/ids.js';

describe('faults', () => {
  it('matches methods, prefixes and regexes, and spares /v1/token unless listed', () => {
    const f = new Faults();
    expect(f.decide('GET', '/v1/users', 0)).toBeNull();
    f.set({ rate: 0.5, status: 500 });
    expect(f.decide('GET', '/v1/users', 0.4)).toEqual({ latencyMs: 0, status: 500 });
    expect(f.decide('GET', '/v1/users', 0.6)).toBeNull();
    expect(f.decide('POST', '/v1/token', 0)).toBeNull();
    f.set({ rate: 1, methods: ['PUT'], paths: ['/companies'] });
    expect(f.decide('GET', '/v1/companies', 0)).toBeNull();
    expect(f.decide('PUT', '/v1/companies/x', 0)).toEqual({ latencyMs: 0, status: 503 });
    expect(f.decide('PUT', '/v1/groups/x', 0)).toBeNull();
    f.set({ rate: 1, latencyMs: 20, paths: ['^/v1/token$'] });
    expect(f.decide('POST', '/v1/token', 0)).toEqual({ latencyMs: 20, status: undefined });
    f.clear();
    expect(f.decide('GET', '/v1/users', 0)).toBeNull();
  });
});

describe('SIE sniffing', () => {
  it.each([
    ['#FLAGGA 0\n', true],
    ['\uFEFF\r\n  #SIETYP 4\r\n', true],
    ['#FORMAT PC8', true],
    ['%PDF-1.7', false],
    ['FLAGGA 0', false],
    ['# not a label', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(looksLikeSie(Buffer.from(text, 'utf8'))).toBe(expected);
  });
  it('binary data is not SIE', () => {
    expect(looksLikeSie(Buffer.from([0x23, 0x46, 0x4c, 0x41, 0x47, 0x47, 0x41, 0x20, 0x00]))).toBe(
      false,
    );
  });
});

describe("18-month rule (the contract's latestEndDate, used by the platform)", () => {
  it.each([
    ['2024-01-01', '2025-06-30'],
    ['2024-07-01', '2025-12-31'],
    ['2025-08-31', '2027-02-27'],
    ['2026-08-31', '2028-02-28'],
  ])('%s -> %s', (start, end) => expect(latestEndDate(start)).toBe(end));
});

describe('calendar dates (isRealIsoDate)', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-04-31', false],
    ['2024-12-31', true],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
  ])('%s -> %s', (date, real) => expect(isRealIsoDate(date)).toBe(real));
});

describe('environment', () => {
  it('defaults, and clear errors for bad values', () => {
    expect(platformOptionsFromEnv({})).toMatchObject({
      port: 4010,
      seed: 'demo',
      dev: true,
      tokenTtlS: 3600,
      maxUploadMb: 200,
      profile: 'extended',
    });
    expect(platformOptionsFromEnv({ PLATFORM_PROFILE: 'v1' }).profile).toBe('v1');
    expect(() => platformOptionsFromEnv({ PLATFORM_PROFILE: 'V2' })).toThrow(
      /PLATFORM_PROFILE: must be extended or v1/,
    );
    const none = platformOptionsFromEnv({ PLATFORM_SEED: 'none', PLATFORM_PORT: '0' });
    expect(none).toMatchObject({ port: 0, seed: 'none', dev: false });
    const bad = () => platformOptionsFromEnv({ PLATFORM_PORT: '70000', PLATFORM_DEV: 'maybe' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(
      /^invalid configuration: PLATFORM_PORT: must be a whole number from 0 to 65535; PLATFORM_DEV: must be 1\/0/,
    );
  });
});

describe('demo ids and org numbers', () => {
  it('are stable UUID v4 and valid Luhn numbers', () => {
    expect(demoId('nordrevision/company/Norrsken Bygg AB')).toBe(
      '21956b86-1c68-488e-8773-13c1fb38e381',
    );
    for (const t of DEMO_TENANTS) {
      for (const c of t.companies) {
        const nr = withLuhn(c.orgBase);
        expect(luhnValid(nr.replace('-', '')), nr).toBe(true);
        expect(UuidV4.safeParse(demoId(`${t.id}/company/${c.name}`)).success).toBe(true);
      }
    }
  });
});
