import type { AuditEntry, BulkAction } from '@ledger/contract';
import type { Catalog } from '../../i18n/index.js';
import { codeLabel } from '../../lib/format/codeLabels.js';
import { formatPercent, formatSek, formatSni } from '../../lib/format/format.js';
import { tenantPath } from '../../lib/routing/tenantPath.js';
import { auditEvent } from './auditEventNames.js';

/** An id shortened for running text (`5b0c4c1e…`); the whole id is under Technical details. */
export function shortId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id;
}

/** Names of a tenant's companies, users and groups, where the console has them. */
export interface NameLookup {
  company(tenant: string, key: string): string | undefined;
  user(tenant: string, id: string): string | undefined;
  group(tenant: string, id: string): string | undefined;
}

export const NO_NAMES: NameLookup = {
  company: () => undefined,
  user: () => undefined,
  group: () => undefined,
};

/** One piece of an entry's sentence: words, or a name (with the page it links to). */
export type SentencePart =
  | { kind: 'text'; text: string }
  | { kind: 'name'; text: string; href?: string | undefined; title?: string | undefined };

/** An entry as a sentence in the active language, its names resolved and linked. */
export function auditSentence(entry: AuditEntry, names: NameLookup, t: Catalog): SentencePart[] {
  const event = auditEvent(entry.operation, t);
  if (!event) return [{ kind: 'text', text: t.audit.unknownEvent(entry.operation) }];
  const tg = entry.targetIds ?? {};
  const tenant = entry.tenantId ?? '';
  const fb = t.audit.fallback;
  const link = (...segments: string[]) => (tenant ? tenantPath(tenant, ...segments) : undefined);

  const values: Record<string, () => SentencePart> = {
    // sign-off: an account ("account 1930") or a statement line by its name, the step, the figure
    item: () => {
      const key = tg.companyDurableKey;
      const so = t.audit.signOff;
      const item = tg.item ?? '–';
      // As the statements name it: a group's id is its "Summa" row; an id of the earlier
      // statements (by BAS group) keeps that group's name.
      const { statements: st, groups } = t.workbench;
      const line = Object.hasOwn(st.sums, item)
        ? st.sums[item as keyof typeof st.sums]
        : Object.hasOwn(st.lines, item)
          ? st.lines[item as keyof typeof st.lines]
          : Object.hasOwn(groups, item)
            ? groups[item as keyof typeof groups]
            : item;
      return {
        kind: 'name',
        text: tg.kind === 'line' ? so.line(line) : so.account(item),
        href: key ? link('companies', key, 'balances') : undefined,
      };
    },
    step: () => ({
      kind: 'text',
      text:
        tg.step === 'prepared' || tg.step === 'reviewed'
          ? t.audit.signOff.step[tg.step]
          : (tg.step ?? fb.value),
    }),
    figure: () => {
      const n = Number(tg.figure);
      return {
        kind: 'name',
        text: tg.figure !== undefined && Number.isFinite(n) ? formatSek(n) : fb.value,
      };
    },
    company: () => {
      const key = tg.companyDurableKey;
      const ownName =
        event === 'createCompany' || event === 'updateCompany' || event === 'deleteCompany'
          ? tg.name
          : undefined;
      const name = tg.companyName ?? ownName ?? (key ? names.company(tenant, key) : undefined);
      // "the company {company}": the sentence says what it is, a short id is enough.
      const namesItself =
        ownName !== undefined ||
        event === 'createCompany' ||
        event === 'updateCompany' ||
        event === 'deleteCompany';
      return {
        kind: 'name',
        text: name ?? (namesItself ? shortId(key ?? '–') : fb.company(shortId(key ?? '–'))),
        href: key && event !== 'deleteCompany' ? link('companies', key) : undefined,
        title: name ? undefined : key,
      };
    },
    user: () => {
      const id = tg.userId;
      const name = id ? names.user(tenant, id) : undefined;
      const linked =
        event !== 'deleteUser' && event !== 'deleteInvitation' && event !== 'resendInvitation';
      return {
        kind: 'name',
        text: name ?? (event === 'deleteUser' ? shortId(id ?? '–') : fb.user(shortId(id ?? '–'))),
        href: id && linked ? link('users', id) : undefined,
        title: name ? undefined : id,
      };
    },
    group: () => {
      const id = tg.groupId;
      const name =
        (event === 'createGroup' ? tg.name : undefined) ??
        (id ? names.group(tenant, id) : undefined);
      return {
        kind: 'name',
        // Every sentence says "the group {group}": a short id is enough.
        text: name ?? shortId(id ?? '–'),
        href: id && event !== 'deleteGroup' ? link('groups', id) : undefined,
        title: name ? undefined : id,
      };
    },
    file: () => {
      const name = tg.fileName ?? tg.name;
      const key = tg.companyDurableKey;
      return {
        kind: 'name',
        text: name ?? (tg.fileId ? fb.file(shortId(tg.fileId)) : fb.file('–')),
        href: key ? link('companies', key, 'files') : undefined,
      };
    },
    year: () => ({
      kind: 'name',
      text: tg.startDate && tg.endDate ? `${tg.startDate} – ${tg.endDate}` : fb.year,
    }),
    assignment: () => {
      const type = tg.type ? codeLabel(t.enums.assignmentType, tg.type) : undefined;
      const text =
        tg.subType && type ? `${tg.subType} (${type})` : (tg.subType ?? type ?? fb.assignment);
      const key = tg.companyDurableKey;
      return { kind: 'name', text, href: key ? link('companies', key, 'assignments') : undefined };
    },
    status: () => ({
      kind: 'name',
      text: tg.status ? codeLabel(t.codes.assignmentStatus, tg.status) : fb.value,
    }),
    attribute: () => {
      const a = tg.companyExtendedAttribute;
      return {
        kind: 'text',
        text: a ? (Object.hasOwn(t.audit.attribute, a) ? t.audit.attribute[a]! : a) : fb.value,
      };
    },
    value: () => {
      const v = tg.value;
      if (v === undefined || v === '') return { kind: 'name', text: fb.value };
      const n = Number(v);
      const text =
        tg.companyExtendedAttribute === 'workmateriality' && Number.isFinite(n)
          ? formatSek(n)
          : tg.companyExtendedAttribute === 'snicode'
            ? formatSni(v)
            : v;
      return { kind: 'name', text };
    },
    amount: () => {
      const n = Number(tg.workMateriality);
      if (tg.workMateriality === undefined || !Number.isFinite(n))
        return { kind: 'name', text: fb.value };
      const share = Number(tg.workMaterialityPercentage);
      const text =
        tg.workMaterialityPercentage !== undefined && Number.isFinite(share)
          ? `${formatSek(n)} (${formatPercent(share)})`
          : formatSek(n);
      return { kind: 'name', text };
    },
    levels: () => {
      // materiality.set: overall, performance and trivial in kronor (absent: none set), shares.
      const n = (v: string | undefined) => (v === undefined || v === '' ? NaN : Number(v));
      const [o, p, tr] = [n(tg.overall), n(tg.performance), n(tg.trivial)];
      const [ps, ts] = [n(tg.performanceShare), n(tg.trivialShare)];
      if (![o, p, tr].every(Number.isFinite)) return { kind: 'name', text: t.audit.noLevels };
      const share = (v: number) => (Number.isFinite(v) ? ` (${formatPercent(v)})` : '');
      return {
        kind: 'name',
        text: t.audit.levels(
          formatSek(o),
          `${formatSek(p)}${share(ps)}`,
          `${formatSek(tr)}${share(ts)}`,
        ),
      };
    },
    email: () => ({ kind: 'name', text: tg.email ?? fb.email }),
    account: () => {
      const key = tg.companyDurableKey;
      return {
        kind: 'name',
        text: tg.account ?? fb.value,
        href: key ? link('companies', key, 'balances') : undefined,
      };
    },
    voucher: () => {
      const key = tg.companyDurableKey;
      return {
        kind: 'name',
        text: tg.number ? `${tg.series ?? ''}${tg.number}` : fb.value,
        href: key ? link('companies', key, 'balances') : undefined,
      };
    },
    action: () => {
      const action = tg.action ?? entry.bulk?.action;
      return {
        kind: 'name',
        text:
          action && Object.hasOwn(t.bulk.action, action)
            ? t.bulk.action[action as BulkAction]
            : (action ?? fb.value),
      };
    },
    total: () => ({
      kind: 'text',
      text: t.audit.bulk.items(Number(tg.total ?? entry.bulk?.total ?? 0)),
    }),
    counts: () => {
      const run = entry.bulk;
      if (!run) return { kind: 'text', text: '–' };
      const pending = Math.max(0, run.total - run.done - run.skipped - run.failed);
      const status = Object.hasOwn(t.audit.bulk.status, run.status)
        ? t.audit.bulk.status[run.status]!
        : run.status;
      return {
        kind: 'text',
        text: `${t.audit.bulk.counts(run.done, run.skipped, run.failed, pending)} (${status})`,
      };
    },
    // console access: the account, its role (and the role it had), which sessions
    person: () => ({ kind: 'name', text: tg.username ?? fb.value }),
    role: () => {
      const label = (r: string) => codeLabel(t.enums.consoleRole, r);
      const text = tg.role
        ? tg.was
          ? t.audit.access.roleChange(label(tg.was), label(tg.role))
          : label(tg.role)
        : t.audit.access.sameRole;
      return {
        kind: 'text',
        text: tg.tenants ? t.audit.access.withTenants(text, tg.tenants) : text,
      };
    },
    sessions: () => ({
      kind: 'text',
      text: tg.sessions === 'all' ? t.audit.access.allSessions : t.audit.access.oneSession,
    }),
    language: () => {
      const l = tg.language;
      return {
        kind: 'name',
        text: l ? (Object.hasOwn(t.audit.language, l) ? t.audit.language[l]! : l) : fb.value,
      };
    },
  };

  const template = t.audit.sentence[event];
  const parts: SentencePart[] = [];
  let at = 0;
  for (const m of template.matchAll(/\{(\w+)\}/g)) {
    if (m.index > at) parts.push({ kind: 'text', text: template.slice(at, m.index) });
    const make = values[m[1]!];
    parts.push(make ? make() : { kind: 'text', text: m[0] });
    at = m.index + m[0].length;
  }
  if (at < template.length) parts.push({ kind: 'text', text: template.slice(at) });
  return parts;
}

/** The sentence as plain text (the CSV's column, tests). */
export function auditSentenceText(entry: AuditEntry, names: NameLookup, t: Catalog): string {
  return auditSentence(entry, names, t)
    .map((p) => p.text)
    .join('');
}
