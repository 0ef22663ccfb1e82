import { issueCode } from '@ledger/contract/issues';
import { currentT } from '../../i18n/index.js';
import type { ApiIssue } from './api.js';

const own = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);

/*
 * Apart from api.ts: the contract's message templates (reading an English message back to its
 * code) are needed only where an issue is shown, a form or an import, not in the entry.
 */

/**
 * An issue in the console's words, by its code; without one (the contract's own schemas in the
 * browser, an older server) by reading the English message back to its code. The English is shown
 * only for a message of no known kind.
 */
export function describeIssue(issue: Pick<ApiIssue, 'code' | 'params' | 'message'>): string {
  const { issues } = currentT();
  const known =
    issue.code && issue.code !== 'invalid'
      ? { code: issue.code, params: issue.params ?? {} }
      : issueCode(issue.message);
  if (known && own(issues, known.code)) return issues[known.code](known.params);
  return issue.message ? `${issues.invalid()} (${issue.message})` : issues.invalid();
}
