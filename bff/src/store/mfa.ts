import { num } from './db.js';
import type { MfaChallengesTable } from './tables.js';
import type { StoreHandle } from './core.js';

/** A passkey as the store keeps it (the public key never leaves the BFF). */
export interface PasskeyRow {
  /** The credential id, base64url. */
  id: string;
  username: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** What second factors an account has: for the sign-in, the account's own page and Console access. */
export interface SecondFactorState {
  passkeys: number;
  totp: boolean;
  recoveryCodesLeft: number;
}

/** `verify`: password given, second factor asked; `enrol`: LOCAL_MFA=required, none yet; `setup`: signed in. */
export type ChallengeStage = 'verify' | 'enrol' | 'setup';

export interface ChallengeRow {
  id: string;
  username: string;
  stage: ChallengeStage;
  createdAt: number;
  expiresAt: number;
  attempts: number;
  webauthnChallenge: string | null;
  /** Sealed (auth/mfa.ts): the TOTP secret being set up, until its first code confirms it. */
  totpSecret: string | null;
}

const toChallenge = (r: MfaChallengesTable): ChallengeRow => ({
  id: r.id,
  username: r.username,
  stage: r.stage as ChallengeStage,
  createdAt: num(r.created_at),
  expiresAt: num(r.expires_at),
  attempts: num(r.attempts),
  webauthnChallenge: r.webauthn_challenge,
  totpSecret: r.totp_secret,
});

const parseTransports = (s: string): string[] => {
  try {
    const v = JSON.parse(s) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/** Second factors of local accounts (migration 011): passkeys, TOTP, recovery codes, challenges. */
export class MfaRepository {
  constructor(private readonly h: StoreHandle) {}

  /** The account's second factors, counted (what Console access shows beside each account). */
  async secondFactors(username: string): Promise<SecondFactorState> {
    const [passkeys, totp, codes] = await Promise.all([
      this.h.db
        .selectFrom('mfa_passkeys')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('username', '=', username)
        .executeTakeFirstOrThrow(),
      this.h.db
        .selectFrom('mfa_totp')
        .select('username')
        .where('username', '=', username)
        .executeTakeFirst(),
      this.h.db
        .selectFrom('mfa_recovery_codes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('username', '=', username)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      passkeys: num(passkeys.n as number | string),
      totp: totp !== undefined,
      recoveryCodesLeft: num(codes.n as number | string),
    };
  }

  /** Removes every second factor of the account, and its sign-ins and set-ups in progress. */
  async reset(username: string): Promise<SecondFactorState> {
    const before = await this.secondFactors(username);
    await this.removeAllOf(username);
    return before;
  }

  /** Deletes the account's second factors and challenges, in one transaction. */
  async removeAllOf(username: string): Promise<void> {
    await this.h.transaction(async ({ db }) => {
      for (const t of ['mfa_passkeys', 'mfa_totp', 'mfa_recovery_codes', 'mfa_challenges'] as const)
        await db.deleteFrom(t).where('username', '=', username).execute();
    });
  }

  async listPasskeys(username: string): Promise<PasskeyRow[]> {
    const rows = await this.h.db
      .selectFrom('mfa_passkeys')
      .selectAll()
      .where('username', '=', username)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      username: r.username,
      publicKey: r.public_key,
      counter: num(r.counter),
      transports: parseTransports(r.transports),
      name: r.name,
      createdAt: num(r.created_at),
      lastUsedAt: r.last_used_at === null ? null : num(r.last_used_at),
    }));
  }

  async addPasskey(p: Omit<PasskeyRow, 'createdAt' | 'lastUsedAt'>, now = Date.now()) {
    await this.h.db
      .insertInto('mfa_passkeys')
      .values({
        id: p.id,
        username: p.username,
        public_key: p.publicKey,
        counter: p.counter,
        transports: JSON.stringify(p.transports),
        name: p.name,
        created_at: now,
        last_used_at: null,
      })
      .execute();
  }

  /** Records a sign-in with the passkey: its new signature counter and when. */
  async usePasskey(id: string, counter: number, now = Date.now()) {
    await this.h.db
      .updateTable('mfa_passkeys')
      .set({ counter, last_used_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** The passkey's name, when the account had it and it is now removed. */
  async removePasskey(username: string, id: string): Promise<string | undefined> {
    const row = await this.h.db
      .selectFrom('mfa_passkeys')
      .select('name')
      .where('id', '=', id)
      .where('username', '=', username)
      .executeTakeFirst();
    if (!row) return undefined;
    await this.h.db
      .deleteFrom('mfa_passkeys')
      .where('id', '=', id)
      .where('username', '=', username)
      .execute();
    return row.name;
  }

  async getTotp(
    username: string,
  ): Promise<{ secret: string; createdAt: number; lastStep: number | null } | undefined> {
    const r = await this.h.db
      .selectFrom('mfa_totp')
      .selectAll()
      .where('username', '=', username)
      .executeTakeFirst();
    return (
      r && {
        secret: r.secret,
        createdAt: num(r.created_at),
        lastStep: r.last_step === null ? null : num(r.last_step),
      }
    );
  }

  /** Sets (or replaces) the account's sealed TOTP secret; `step` is the one its first code used. */
  async setTotp(username: string, sealedSecret: string, step: number, now = Date.now()) {
    await this.h.transaction(async ({ db: trx }) => {
      await trx.deleteFrom('mfa_totp').where('username', '=', username).execute();
      await trx
        .insertInto('mfa_totp')
        .values({ username, secret: sealedSecret, created_at: now, last_step: step })
        .execute();
    });
  }

  /**
   * Takes a TOTP time step as used, atomically: false when this or a later step was used
   * already (a code is good once, however many requests carry it at once).
   */
  async useTotpStep(username: string, step: number): Promise<boolean> {
    const r = await this.h.db
      .updateTable('mfa_totp')
      .set({ last_step: step })
      .where('username', '=', username)
      .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  async removeTotp(username: string): Promise<boolean> {
    const r = await this.h.db
      .deleteFrom('mfa_totp')
      .where('username', '=', username)
      .executeTakeFirst();
    return Number(r.numDeletedRows) > 0;
  }

  /** Replaces the account's recovery codes with these (hashes). */
  async replaceRecoveryCodes(username: string, hashes: string[], now = Date.now()) {
    await this.h.transaction(async ({ db: trx }) => {
      await trx.deleteFrom('mfa_recovery_codes').where('username', '=', username).execute();
      if (hashes.length)
        await trx
          .insertInto('mfa_recovery_codes')
          .values(hashes.map((h) => ({ code_hash: h, username, created_at: now, used_at: null })))
          .execute();
    });
  }

  /** Uses the code (hash) once, atomically: false when unknown, another account's or used. */
  async useRecoveryCode(username: string, hash: string, now = Date.now()): Promise<boolean> {
    const r = await this.h.db
      .updateTable('mfa_recovery_codes')
      .set({ used_at: now })
      .where('code_hash', '=', hash)
      .where('username', '=', username)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  // Challenges: half-signed-in, or a set-up in progress.
  async putChallenge(c: Omit<ChallengeRow, 'attempts'>) {
    await this.h.db.deleteFrom('mfa_challenges').where('id', '=', c.id).execute();
    await this.h.db
      .insertInto('mfa_challenges')
      .values({
        id: c.id,
        username: c.username,
        stage: c.stage,
        created_at: c.createdAt,
        expires_at: c.expiresAt,
        attempts: 0,
        webauthn_challenge: c.webauthnChallenge,
        totp_secret: c.totpSecret,
      })
      .execute();
  }

  /** The challenge, unless missing or expired (an expired one is deleted). */
  async getChallenge(id: string, now = Date.now()): Promise<ChallengeRow | undefined> {
    const r = await this.h.db
      .selectFrom('mfa_challenges')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!r) return undefined;
    if (num(r.expires_at) <= now) {
      await this.deleteChallenge(id);
      return undefined;
    }
    return toChallenge(r);
  }

  async updateChallenge(
    id: string,
    set: { webauthnChallenge?: string | null; totpSecret?: string | null },
  ) {
    await this.h.db
      .updateTable('mfa_challenges')
      .set({
        ...(set.webauthnChallenge !== undefined
          ? { webauthn_challenge: set.webauthnChallenge }
          : {}),
        ...(set.totpSecret !== undefined ? { totp_secret: set.totpSecret } : {}),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Counts a wrong answer to the challenge; returns how many it has had. */
  async failChallenge(id: string): Promise<number> {
    await this.h.db
      .updateTable('mfa_challenges')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
    const r = await this.h.db
      .selectFrom('mfa_challenges')
      .select('attempts')
      .where('id', '=', id)
      .executeTakeFirst();
    return r ? num(r.attempts) : Number.MAX_SAFE_INTEGER;
  }

  async deleteChallenge(id: string) {
    await this.h.db.deleteFrom('mfa_challenges').where('id', '=', id).execute();
  }

  async pruneChallenges(now: number) {
    await this.h.db.deleteFrom('mfa_challenges').where('expires_at', '<=', now).execute();
  }
}
