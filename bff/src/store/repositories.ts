import type { StoreHandle } from './core.js';
import { ConsoleAccess } from './access.js';
import { AccountRepository } from './accounts.js';
import { AuditLog } from './audit.js';
import { BulkRunRepository } from './bulk-runs.js';
import { MfaRepository } from './mfa.js';
import { OidcRepository } from './oidc.js';
import { InvitationResendRepository, ReviewMarkRepository, UploadRepository } from './records.js';
import { SessionRepository } from './sessions.js';
import { SignOffRepository } from './sign-offs.js';
import { SigninThrottle } from './throttle.js';
import { VoucherMarkRepository } from './voucher-marks.js';
import { MaterialityRepository } from './workpapers.js';

/** The store's concerns, one repository each, all over one database handle. */
export interface Repositories {
  readonly accounts: AccountRepository;
  readonly access: ConsoleAccess;
  readonly sessions: SessionRepository;
  readonly mfa: MfaRepository;
  readonly oidc: OidcRepository;
  readonly signinThrottle: SigninThrottle;
  readonly audit: AuditLog;
  readonly bulkRuns: BulkRunRepository;
  readonly uploads: UploadRepository;
  readonly invitationResends: InvitationResendRepository;
  readonly reviewMarks: ReviewMarkRepository;
  readonly materiality: MaterialityRepository;
  readonly signOffs: SignOffRepository;
  readonly voucherMarks: VoucherMarkRepository;
}

/** The repositories over a handle (the store's database, or one transaction of it). */
export function repositoriesOver(h: StoreHandle): Repositories {
  return {
    accounts: new AccountRepository(h),
    access: new ConsoleAccess(h),
    sessions: new SessionRepository(h),
    mfa: new MfaRepository(h),
    oidc: new OidcRepository(h),
    signinThrottle: new SigninThrottle(h),
    audit: new AuditLog(h),
    bulkRuns: new BulkRunRepository(h),
    uploads: new UploadRepository(h),
    invitationResends: new InvitationResendRepository(h),
    reviewMarks: new ReviewMarkRepository(h),
    materiality: new MaterialityRepository(h),
    signOffs: new SignOffRepository(h),
    voucherMarks: new VoucherMarkRepository(h),
  };
}
