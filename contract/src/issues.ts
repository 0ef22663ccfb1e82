/**
 * Validation messages as templates with stable codes: the one source of the contract's English
 * messages (its schemas write them with `issueText`), and the way back from a message to its code
 * and values (`issueCode`), so the web can show its own words for every issue. Imported by the
 * web: no server imports here.
 *
 * `{name:number}` and `{name:text}` are the values a message carries. Order matters where one
 * template would also match another's messages (zod's `Invalid {format}` comes last).
 */
export const ISSUE_TEMPLATES = {
  not_empty: 'must not be empty',
  max_length: 'must be at most {max:number} characters',
  max_value: 'must be at most {max:number}',
  too_large: 'is too large',
  not_negative: 'must not be negative',
  whole_number: 'must be a whole number',
  whole_ore: 'must be kronor and whole öre (at most two decimals)',
  hundredths: 'must be a per cent with at most two decimals',
  email: 'must be a valid email address',
  org_nr: 'must be a Swedish organisation number NNNNNN-NNNN with a valid check digit',
  uuid: 'must be a lower-case UUID (8-4-4-4-12 hex digits)',
  uuid_v4: 'must be a lower-case UUID v4',
  iso_date: 'must be a real calendar date YYYY-MM-DD',
  compact_date: 'must be a date YYYYMMDD',
  real_date: 'must be a real calendar date',
  month: 'must be a month YYYY-MM',
  tenant_id: 'must be a tenant id',
  cursor: 'must be a cursor from an earlier page',
  before_start: 'must not be before startDate',
  year_too_long: 'must be {latest:text} or earlier (a year is at most 18 months)',
  dates_together: 'startDate and endDate go together: give both or neither',
  sni_code: 'must be an SNI code between {min:number} and {max:number}',
  must_be_empty_for_type: 'must be empty for authorization type {type:number}',
  emails_required: 'at least one email is required',
  too_many_emails: 'at most {max:number} emails at once',
  email_twice: '{email:text} is given twice',
  not_allowed: 'is not allowed',
  given_twice: 'given more than once',
  plain_text: 'must not contain control characters or text-direction overrides',
  dot_segment: 'must not be . or .. (they name a folder, not a record)',
  malformed_json: 'malformed JSON',
  language: 'must be one of {supported:text}',
  account_number: 'must be an account number of 1 to 10 digits',
  min_length: 'must be at least {min:number} characters',
  username: 'must be 1 to 64 letters, digits or . _ @ -',
  session_or_username: 'give either session or username',
  platform_user_unknown: 'no user {wanted:text} among the users of its tenants',
  // zod's own English, for the checks where the contract gives no message.
  wrong_type: 'Invalid input: expected {expected:text}, received {received:text}',
  wrong_value: 'Invalid input: expected {expected:text}',
  one_of: 'Invalid option: expected one of {options:text}',
  too_big: 'Too big: expected {origin:text} to have <={max:number} {unit:text}',
  too_big_value: 'Too big: expected {origin:text} to be <={max:number}',
  too_small: 'Too small: expected {origin:text} to have >={min:number} {unit:text}',
  too_small_value: 'Too small: expected {origin:text} to be >={min:number}',
  pattern: 'Invalid string: must match pattern {pattern:text}',
  invalid_input: 'Invalid input',
  invalid_format: 'Invalid {format:text}',
} as const;

type Templates = typeof ISSUE_TEMPLATES;
/** A known issue's code; `invalid` is any other problem (its English message says what). */
export type IssueCode = keyof Templates | 'invalid';
export const ISSUE_CODES: [IssueCode, ...IssueCode[]] = [
  'invalid',
  ...(Object.keys(ISSUE_TEMPLATES) as (keyof Templates)[]),
];
export type IssueParams = Record<string, string | number>;

/** The values a template takes: `{max:number}` -> `{max: number}`. */
type ParamsOf<S extends string> = S extends `${string}{${infer N}:${infer K}}${infer Rest}`
  ? { [P in N]: K extends 'number' ? number : string } & ParamsOf<Rest>
  : unknown;
type ArgsOf<S extends string> = S extends `${string}{${string}}${string}` ? [ParamsOf<S>] : [];

const PLACEHOLDER = /\{(\w+):(number|text)\}/g;

/** The English message of an issue code with its values. */
export function issueText<C extends keyof Templates>(
  code: C,
  ...[params]: ArgsOf<Templates[C]>
): string {
  const values = (params ?? {}) as IssueParams;
  return ISSUE_TEMPLATES[code].replace(PLACEHOLDER, (_, name: string) => String(values[name]));
}

interface Matcher {
  code: keyof Templates;
  re: RegExp;
  names: { name: string; number: boolean }[];
}
let matchers: Matcher[] | undefined;

function compile(): Matcher[] {
  return (Object.keys(ISSUE_TEMPLATES) as (keyof Templates)[]).map((code) => {
    const names: Matcher['names'] = [];
    let source = '';
    let last = 0;
    const template = ISSUE_TEMPLATES[code];
    for (const m of template.matchAll(PLACEHOLDER)) {
      source += escape(template.slice(last, m.index));
      const number = m[2] === 'number';
      source += number ? '(-?\\d+(?:\\.\\d+)?)' : '(.+?)';
      names.push({ name: m[1]!, number });
      last = m.index + m[0].length;
    }
    source += escape(template.slice(last));
    return { code, re: new RegExp(`^${source}$`, 's'), names };
  });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The code and values of a message one of the templates produced, or undefined. */
export function issueCode(
  message: string,
): { code: keyof Templates; params: IssueParams } | undefined {
  matchers ??= compile();
  for (const m of matchers) {
    const found = m.re.exec(message);
    if (!found) continue;
    const params: IssueParams = {};
    m.names.forEach(({ name, number }, i) => {
      params[name] = number ? Number(found[i + 1]) : found[i + 1]!;
    });
    return { code: m.code, params };
  }
  return undefined;
}

/** An issue with its code and values added (`invalid`, no values, for a message of no template). */
export function withIssueCode<I extends { message: string }>(
  issue: I,
): I & { code: IssueCode; params?: IssueParams } {
  const known = issueCode(issue.message);
  if (!known) return { ...issue, code: 'invalid' };
  return Object.keys(known.params).length > 0
    ? { ...issue, code: known.code, params: known.params }
    : { ...issue, code: known.code };
}
