import type { IssueCode, IssueParams } from '@ledger/contract';
import { count } from '../plural.js';

const num = (v: unknown) => count('en', Number(v));

/**
 * Validation messages of the contract's checks, by issue code (`@ledger/contract` issues.ts):
 * shown only in forms and imports, so they come with the lazy screens' words.
 */
export const issues = {
  invalid: () => 'This value is not valid.',
  not_empty: () => 'Fill this in.',
  max_length: (p: IssueParams) => `Use at most ${num(p.max)} characters.`,
  max_value: (p: IssueParams) => `Must be at most ${num(p.max)}.`,
  too_large: () => 'This number is too large.',
  not_negative: () => 'Must not be negative.',
  whole_number: () => 'Must be a whole number.',
  whole_ore: () => 'Use kronor and öre: at most two decimals.',
  hundredths: () => 'Use a per cent with at most two decimals.',
  email: () => 'Enter a valid email address, like name@firm.se.',
  org_nr: () => 'Enter a Swedish organisation number as NNNNNN-NNNN with a valid check digit.',
  uuid: () => 'Must be an id as the platform writes them.',
  uuid_v4: () => 'Must be an id as the platform writes them.',
  iso_date: () => 'Enter a real date as YYYY-MM-DD.',
  compact_date: () => 'Enter a date as YYYYMMDD.',
  real_date: () => 'Enter a real date.',
  month: () => 'Enter a month as YYYY-MM.',
  tenant_id: () => 'Not a tenant id.',
  cursor: () => 'The page to continue from is no longer valid. Start from the first page.',
  before_start: () => 'The end date must not be before the start date.',
  year_too_long: (p: IssueParams) =>
    `Must be ${String(p.latest)} or earlier: a financial year is at most 18 months.`,
  dates_together: () => 'Give both the start and the end date, or neither.',
  sni_code: (p: IssueParams) => `Enter an SNI code from ${num(p.min)} to ${num(p.max)}.`,
  must_be_empty_for_type: () => 'Leave this empty for the chosen kind of access.',
  emails_required: () => 'Enter at least one email address.',
  too_many_emails: (p: IssueParams) => `At most ${num(p.max)} email addresses at once.`,
  email_twice: (p: IssueParams) => `${String(p.email)} is given twice.`,
  not_allowed: () => 'This field is not allowed here.',
  given_twice: () => 'Given more than once.',
  plain_text: () => 'Remove the control characters or text-direction marks.',
  dot_segment: () => 'Cannot be “.” or “..”.',
  malformed_json: () => 'The request could not be read.',
  language: () => 'Choose Swedish or English.',
  account_number: () => 'Enter an account number of 1 to 10 digits.',
  min_length: (p: IssueParams) => `Use at least ${num(p.min)} characters.`,
  session_or_username: () => 'Choose one session or one person.',
  username: () => 'Use 1 to 64 letters, digits or . _ @ - (no spaces).',
  platform_user_unknown: (p: IssueParams) =>
    `No user ${String(p.wanted)} among the platform users of the chosen firms.`,
  wrong_type: () => 'This value has the wrong type.',
  wrong_value: () => 'This value is not one the console takes.',
  one_of: () => 'Choose one of the options.',
  too_big: (p: IssueParams) => `At most ${num(p.max)}.`,
  too_big_value: (p: IssueParams) => `Must be at most ${num(p.max)}.`,
  too_small: (p: IssueParams) => (Number(p.min) <= 1 ? 'Fill this in.' : `At least ${num(p.min)}.`),
  too_small_value: (p: IssueParams) => `Must be at least ${num(p.min)}.`,
  pattern: () => 'This is not in the expected form.',
  invalid_input: () => 'This value is not valid.',
  invalid_format: () => 'This is not in the expected form.',
} satisfies Record<IssueCode, (p: IssueParams) => string>;
