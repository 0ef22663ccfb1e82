import dayjs from 'dayjs';
import type { FinancialYear } from '@ledger/contract';
import { MAX_FINANCIAL_YEAR_MONTHS } from '@ledger/contract/rules';
import { callOp } from '../data/api.js';
import { currentT } from '../../i18n/index.js';
import type { BulkItem } from './types.js';

/*
 * The bulk actions' items: one V1 call per item through the BFF's proxy (V1 has no bulk
 * operations), each with the run's signal and headers (`x-bulk-run`).
 */

/** A company as an action needs it. */
export interface CompanyRef {
  durableKey: string;
  name: string;
}

/** A user or a group that gets (or loses) access to companies. */
export interface PrincipalRef {
  kind: 'user' | 'group';
  id: string;
  name: string;
}

export interface NamedRef {
  id: string;
  name: string;
}

/** Grant (or revoke) each principal's access to each company: one item per pair. */
export function accessItems(
  tenant: string,
  companies: readonly CompanyRef[],
  principals: readonly PrincipalRef[],
  revoke = false,
): BulkItem[] {
  const items: BulkItem[] = [];
  for (const p of principals)
    for (const c of companies)
      items.push({
        key: `${c.durableKey}:${p.kind}:${p.id}`,
        label: `${p.name} – ${c.name}`,
        run: async (ctx) => {
          const call = { signal: ctx.signal, headers: ctx.headers };
          if (p.kind === 'user') {
            const params = { companyDurableKey: c.durableKey, userId: p.id };
            await (revoke
              ? callOp(tenant, 'revokeUserPermission', { params, ...call })
              : callOp(tenant, 'grantUserPermission', { params, ...call }));
          } else {
            const params = { companyDurableKey: c.durableKey, groupId: p.id };
            await (revoke
              ? callOp(tenant, 'revokeGroupPermission', { params, ...call })
              : callOp(tenant, 'grantGroupPermission', { params, ...call }));
          }
          return { status: 'done' };
        },
      });
  return items;
}

/** Add (or remove) each user to (from) each group: one item per pair. */
export function memberItems(
  tenant: string,
  groups: readonly NamedRef[],
  users: readonly NamedRef[],
  remove = false,
): BulkItem[] {
  const items: BulkItem[] = [];
  for (const g of groups)
    for (const u of users)
      items.push({
        key: `${g.id}:${u.id}`,
        label: `${u.name} – ${g.name}`,
        run: async (ctx) => {
          const args = {
            params: { groupId: g.id, userId: u.id },
            signal: ctx.signal,
            headers: ctx.headers,
          };
          await (remove
            ? callOp(tenant, 'removeGroupMember', args)
            : callOp(tenant, 'addGroupMember', args));
          return { status: 'done' };
        },
      });
  return items;
}

/** Resend (or withdraw) each invitation. */
export function invitationItems(
  tenant: string,
  invitations: readonly { id: string; email: string }[],
  withdraw = false,
): BulkItem[] {
  return invitations.map((i) => ({
    key: i.id,
    label: i.email,
    run: async (ctx) => {
      const args = { params: { userId: i.id }, signal: ctx.signal, headers: ctx.headers };
      await (withdraw
        ? callOp(tenant, 'deleteInvitation', args)
        : callOp(tenant, 'resendInvitation', args));
      return { status: 'done' };
    },
  }));
}

/** What "the next financial year" of a company is, from its years. */
export type NextYear =
  | { kind: 'create'; startDate: string; endDate: string }
  | { kind: 'skip'; reason: 'noYear' }
  | { kind: 'skip'; reason: 'hasNextYear'; startDate: string; endDate: string };

/**
 * The year after the company's latest, as long as it (in whole months) and starting the day
 * after it ends, so in the same month of the calendar for a 12-month year. A company whose
 * latest year has not begun by `today` already has its next year; a company without a year has
 * nothing to follow. V1's rules on a year hold: at most 18 months (`MAX_FINANCIAL_YEAR_MONTHS`; a
 * longer one becomes 12 months), and no overlap, since it starts after every year of the company
 * ends.
 */
export function nextFinancialYear(
  years: readonly Pick<FinancialYear, 'startDate' | 'endDate'>[],
  today: string,
): NextYear {
  if (years.length === 0) return { kind: 'skip', reason: 'noYear' };
  const latest = years.reduce((a, b) => (b.endDate > a.endDate ? b : a));
  if (latest.startDate > today) return { kind: 'skip', reason: 'hasNextYear', ...pick(latest) };
  const start = dayjs(latest.endDate).add(1, 'day');
  const months = Math.max(1, Math.round(start.diff(dayjs(latest.startDate), 'month', true)));
  const end = start
    .add(months > MAX_FINANCIAL_YEAR_MONTHS ? 12 : months, 'month')
    .subtract(1, 'day');
  return {
    kind: 'create',
    startDate: start.format('YYYY-MM-DD'),
    endDate: end.format('YYYY-MM-DD'),
  };
}

const pick = (y: { startDate: string; endDate: string }) => ({
  startDate: y.startDate,
  endDate: y.endDate,
});

/** Add each company's next financial year (read its years, then create the next, or skip why). */
export function nextYearItems(
  tenant: string,
  companies: readonly CompanyRef[],
  today = dayjs().format('YYYY-MM-DD'),
): BulkItem[] {
  return companies.map((c) => ({
    key: c.durableKey,
    label: c.name,
    run: async (ctx) => {
      const params = { companyDurableKey: c.durableKey };
      const years = await callOp(tenant, 'listFinancialYears', { params, signal: ctx.signal });
      const next = nextFinancialYear(years, today);
      const words = currentT().bulk.skip;
      if (next.kind === 'skip')
        return {
          status: 'skipped',
          reason:
            next.reason === 'noYear'
              ? words.noYear
              : words.hasNextYear(next.startDate, next.endDate),
        };
      await callOp(tenant, 'createFinancialYear', {
        params,
        body: { startDate: next.startDate, endDate: next.endDate },
        signal: ctx.signal,
        headers: ctx.headers,
      });
      return { status: 'done', note: currentT().bulk.done.addedYear(next.startDate, next.endDate) };
    },
  }));
}
