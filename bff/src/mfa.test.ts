/**
 * A second factor for local accounts (LOCAL_MFA): TOTP set-up and sign-in with real codes,
 * recovery codes, the sign-in throttle on the second step, no API with a half-finished sign-in,
 * and LOCAL_MFA=required making an account enrol before its session begins. Passkeys are
 * signed in with a browser's virtual authenticator in e2e/specs/second-factor.spec.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import type { LoginStep, MfaState, RecoveryCodes, TotpSetup } from '@ledger/contract';
import { run as accountsCli } from './accounts-cli.js';
import { startTestBff } from '../test/bff-helpers.js';
import type { Client, TestBff, TestAccount } from '../test/bff-helpers.js';

const account = (username: string): TestAccount => ({
  username,
  password: `${username}-password`,
  role: 'admin',
  tenants: ['nordrevision'],
});
const ALICE = account('alice-mfa');
const BOB = account('bob-mfa');
const CARL = account('carl-mfa');
const companies = '/api/t/nordrevision/companies';

/** The app's code for a secret at the BFF's clock (`at`, ms). */
const codeAt = (secret: string, at: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

async function signedIn(bff: TestBff, a: TestAccount) {
  const c = bff.client();
  expect((await c.login(a.username, a.password)).status).toBe(204);
  return c;
}

/** Sets up TOTP for the signed-in client; the secret and the recovery codes. */
async function setUpTotp(bff: TestBff, c: Client, clock: () => number) {
  const setup = await c.request<TotpSetup>('POST', '/api/mfa/totp/options');
  expect(setup.status).toBe(200);
  expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Ledger%20Console:/);
  const done = await c.request<RecoveryCodes>('POST', '/api/mfa/totp', {
    json: { code: codeAt(setup.body.secret, clock()) },
  });
  expect(done.status, done.text).toBe(200);
  return { secret: setup.body.secret, codes: done.body.recoveryCodes };
}

describe('LOCAL_MFA=optional (the default)', () => {
  let bff: TestBff;
  let offset = 0;
  const clock = () => Date.now() + offset;
  /** The BFF's clock on to the next TOTP time step (a code is good once per step). */
  const nextStep = () => {
    bff.advance(30_000);
    offset += 30_000;
  };
  beforeAll(async () => {
    bff = await startTestBff({}, {}, { accounts: [ALICE, BOB, CARL] });
  });
  afterAll(() => bff?.close());

  let secret = '';
  let codes: string[] = [];

  it('an account without a factor signs in with its password; it sets up TOTP with a code from the app', async () => {
    const c = await signedIn(bff, ALICE);
    expect((await c.get<MfaState>('/api/mfa')).body).toEqual({
      policy: 'optional',
      passkeys: [],
      totp: null,
      recoveryCodesLeft: 0,
    });
    // A wrong code does not set it up.
    await c.request('POST', '/api/mfa/totp/options');
    expect((await c.request('POST', '/api/mfa/totp', { json: { code: '000000' } })).status).toBe(
      401,
    );
    ({ secret, codes } = await setUpTotp(bff, c, clock));
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
    const state = await c.get<MfaState>('/api/mfa');
    expect(state.body.totp).not.toBeNull();
    expect(state.body.recoveryCodesLeft).toBe(10);
    // The secret is never shown again, nor are the codes.
    expect(state.text).not.toContain(secret);
    for (const code of codes) expect(state.text).not.toContain(code);
  });

  it('then sign-in is two steps; the half-signed-in browser reaches no API', async () => {
    nextStep();
    const c = bff.client();
    const step = await c.login(ALICE.username, ALICE.password);
    expect(step.status).toBe(200);
    expect(step.body as LoginStep).toEqual({ step: 'verify', methods: ['totp', 'recovery'] });
    expect(c.cookie).toMatch(/^ledger_signin=/);
    expect((await c.get(companies)).status).toBe(401);
    expect((await c.get('/auth/session')).status).toBe(401);
    expect((await c.get('/api/mfa')).status).toBe(401);
    expect((await c.get('/api/audit')).status).toBe(401);

    const wrong = await c.request('POST', '/auth/mfa/totp', { json: { code: '123456' } });
    expect(wrong.status).toBe(401);
    expect((wrong.body as { code: string }).code).toBe('bad_credentials');
    const code = codeAt(secret, clock());
    expect((await c.request('POST', '/auth/mfa/totp', { json: { code } })).status).toBe(204);
    expect(c.cookie).toMatch(/^ledger_session=/);
    expect(c.cookie).not.toContain('ledger_signin');
    expect((await c.get(companies)).status).toBe(200);

    // The same code again, in another sign-in: refused (each time step once).
    const again = bff.client();
    expect((await again.login(ALICE.username, ALICE.password)).status).toBe(200);
    expect((await again.request('POST', '/auth/mfa/totp', { json: { code } })).status).toBe(401);
    expect((await again.get(companies)).status).toBe(401);
  });

  it('a recovery code signs in once; new codes need the password and replace the old', async () => {
    const c = bff.client();
    await c.login(ALICE.username, ALICE.password);
    const spaced = codes[0]!.toUpperCase().replaceAll('-', ' ');
    expect((await c.request('POST', '/auth/mfa/recovery', { json: { code: spaced } })).status).toBe(
      204,
    );
    expect((await c.get<MfaState>('/api/mfa')).body.recoveryCodesLeft).toBe(9);

    const d = bff.client();
    await d.login(ALICE.username, ALICE.password);
    expect(
      (await d.request('POST', '/auth/mfa/recovery', { json: { code: codes[0] } })).status,
    ).toBe(401);

    expect(
      (await c.request('POST', '/api/mfa/recovery-codes', { json: { password: 'wrong' } })).status,
    ).toBe(401);
    const renewed = await c.request<RecoveryCodes>('POST', '/api/mfa/recovery-codes', {
      json: { password: ALICE.password },
    });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(
      (await d.request('POST', '/auth/mfa/recovery', { json: { code: codes[1] } })).status,
    ).toBe(401);
    expect(
      (
        await d.request('POST', '/auth/mfa/recovery', {
          json: { code: renewed.body.recoveryCodes[0] },
        })
      ).status,
    ).toBe(204);
  });

  it('the sign-in throttle counts the second step: five wrong tries and even the right code waits', async () => {
    const setup = await signedIn(bff, BOB);
    const { secret: bobs } = await setUpTotp(bff, setup, clock);
    nextStep();
    const c = bff.client();
    expect((await c.login(BOB.username, BOB.password)).status).toBe(200);
    // The password step is one attempt until the sign-in is done; four wrong codes make five.
    for (let i = 0; i < 4; i++)
      expect((await c.request('POST', '/auth/mfa/totp', { json: { code: '000000' } })).status).toBe(
        401,
      );
    const throttled = await c.request('POST', '/auth/mfa/totp', {
      json: { code: codeAt(bobs, clock()) },
    });
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await c.get(companies)).status).toBe(401);
    // A new password does not get around it either.
    expect((await bff.client().login(BOB.username, BOB.password)).status).toBe(429);
  });

  it('removing the factor needs the password; every step is audited without a secret', async () => {
    const c = await signedIn(bff, CARL);
    const { secret: carls, codes: carlsCodes } = await setUpTotp(bff, c, clock);
    expect(
      (await c.request('POST', '/api/mfa/totp/remove', { json: { password: 'nope' } })).status,
    ).toBe(401);
    expect(
      (await c.request('POST', '/api/mfa/totp/remove', { json: { password: CARL.password } }))
        .status,
    ).toBe(204);
    expect((await c.get<MfaState>('/api/mfa')).body.totp).toBeNull();
    expect((await bff.client().login(CARL.username, CARL.password)).status).toBe(204);

    const log = await bff.store.audit.query({ limit: 500 });
    const text = JSON.stringify(log.entries);
    const ops = log.entries.map((e) => `${e.username} ${e.operation} ${e.outcome}`);
    expect(ops).toContain('carl-mfa mfa.totp.add success');
    expect(ops).toContain('carl-mfa mfa.totp.remove success');
    expect(ops).toContain('carl-mfa mfa.totp.remove failure');
    expect(ops).toContain('alice-mfa auth.login.second-factor success');
    expect(ops).toContain('alice-mfa auth.login.second-factor failure');
    expect(ops).toContain('alice-mfa mfa.recovery.renew success');
    expect(ops).toContain('bob-mfa auth.login.second-factor denied');
    expect(text).not.toContain(carls);
    for (const code of carlsCodes) expect(text).not.toContain(code);
  });
});

describe('LOCAL_MFA=required', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({ LOCAL_MFA: 'required' }, {}, { accounts: [ALICE] });
  });
  afterAll(() => bff?.close());

  it('an account without a factor enrols at sign-in before it gets a working session', async () => {
    const c = bff.client();
    const step = await c.login(ALICE.username, ALICE.password);
    expect(step.status).toBe(200);
    expect(step.body).toEqual({ step: 'enrol' });
    expect((await c.get(companies)).status).toBe(401);
    expect((await c.get('/api/mfa')).status).toBe(401);
    // Enrolling is not verifying: no code finishes this sign-in but one for a new factor.
    expect((await c.request('POST', '/auth/mfa/totp', { json: { code: '123456' } })).status).toBe(
      401,
    );
    const setup = await c.request<TotpSetup>('POST', '/auth/mfa/enrol/totp/options');
    expect(setup.status).toBe(200);
    const done = await c.request<RecoveryCodes>('POST', '/auth/mfa/enrol/totp', {
      json: { code: codeAt(setup.body.secret, Date.now()) },
    });
    expect(done.status, done.text).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect((await c.get(companies)).status).toBe(200);
    expect((await c.get<{ localMfa: string }>('/auth/session')).body.localMfa).toBe('required');

    // The last factor stays while the setting says so.
    const removal = await c.request('POST', '/api/mfa/totp/remove', {
      json: { password: ALICE.password },
    });
    expect(removal.status).toBe(400);
    // The next sign-in asks the factor.
    expect((await bff.client().login(ALICE.username, ALICE.password)).body).toEqual({
      step: 'verify',
      methods: ['totp', 'recovery'],
    });

    // A lost factor: the accounts CLI removes them all and ends the sessions; the next sign-in
    // sets a new one up.
    const out = await accountsCli(['reset-mfa', ALICE.username], { DATA_DIR: bff.dir });
    expect(out).toBe(
      'second factors of alice-mfa removed (0 passkeys, a TOTP app, 10 recovery codes unused; sessions revoked)',
    );
    await expect.poll(async () => (await c.get(companies)).status).toBe(401);
    expect(await bff.store.mfa.secondFactors(ALICE.username)).toEqual({
      passkeys: 0,
      totp: false,
      recoveryCodesLeft: 0,
    });
    expect((await bff.client().login(ALICE.username, ALICE.password)).body).toEqual({
      step: 'enrol',
    });
    const log = await bff.store.audit.query({ limit: 50, operation: 'mfa.reset' });
    expect(log.entries.map((e) => e.username)).toEqual([ALICE.username]);
  });
});

describe('LOCAL_MFA=off', () => {
  let bff: TestBff;
  beforeAll(async () => {
    bff = await startTestBff({ LOCAL_MFA: 'off' }, {}, { accounts: [ALICE] });
  });
  afterAll(() => bff?.close());

  it('nothing is asked nor offered, even of an account that has a factor', async () => {
    await bff.store.mfa.setTotp(ALICE.username, 'v1.sealed.elsewhere.x', 0);
    const c = await signedIn(bff, ALICE);
    expect((await c.get<{ localMfa: string }>('/auth/session')).body.localMfa).toBe('off');
    expect((await c.get<MfaState>('/api/mfa')).body.policy).toBe('off');
    expect((await c.request('POST', '/api/mfa/totp/options')).status).toBe(404);
    expect((await c.request('POST', '/api/mfa/passkeys/options')).status).toBe(404);
  });
});
