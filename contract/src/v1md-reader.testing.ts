/**
 * V1.md read for the contract's test against it (v1md.test.ts): where the description is, and a
 * small strict parser of its sections 2 (resources) and 4 (endpoints). A table it cannot read is
 * an error, so a format change cannot pass silently.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// ---- Finding V1.md ----------------------------------------------------------------------------

/** The repository root: the nearest directory up from this file with pnpm-workspace.yaml. */
export function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error('no pnpm-workspace.yaml above this test: not in the repo?');
    dir = up;
  }
  return dir;
}

/**
 * The platform owner's published copy, where one lies beside the checkout (on our development
 * machines, in the shared folder next to the repository). A clone does not have it and needs
 * none: this is the one place allowed to name that path (eslint/repository.test.js).
 */
export const SHARED_V1MD = path.resolve(repoRoot(), '../shared/V1.md');
/** The repository's copy (docs/v1/V1.md), so any clone runs this test, as with the SIE samples. */
export const COPY_V1MD = path.resolve(repoRoot(), 'docs/v1/V1.md');

/**
 * The repository's copy, docs/v1/V1.md, always. Where the published copy (SHARED_V1MD) is there
 * too, the two must be equal, so the repository's copy cannot go stale; where it is not (any
 * clone), the copy alone is read. No copy in the repository: the test fails, it never skips.
 */
export function readV1md(): string {
  if (!fs.existsSync(COPY_V1MD)) throw new Error(`the copy of V1.md is missing: ${COPY_V1MD}`);
  const copy = fs.readFileSync(COPY_V1MD, 'utf8');
  if (fs.existsSync(SHARED_V1MD) && fs.readFileSync(SHARED_V1MD, 'utf8') !== copy) {
    throw new Error(`docs/v1/V1.md differs from ${SHARED_V1MD}: copy the description again`);
  }
  return copy;
}

// ---- Parsing V1.md ----------------------------------------------------------------------------

export type Value = string | number;

export interface V1Field {
  name: string;
  /** V1.md's type text (`string or null`, `array of User`, `CompanyCreateData`, ...). */
  type: string;
  required: boolean;
  values?: Value[];
  /** Values from another (enumeration) resource: `see LegalForm`, `LegalForm value`. */
  valuesFrom?: string;
  format?: 'date' | 'date-time';
}

export interface V1Resource {
  name: string;
  heading: string;
  /** An enumeration (Module, LegalForm, ...) or an object with fields. */
  values?: string[];
  fields?: V1Field[];
  /** "no additional properties" / "No other fields are updatable". */
  closed: boolean;
}

export interface V1Endpoint {
  group: string;
  method: string;
  path: string;
  request: string;
  response: string;
  status: number;
  deprecated: boolean;
}

export interface V1Description {
  resources: Map<string, V1Resource>;
  /** Identifier name (`CompanyDurableKey`) -> pattern. */
  identifiers: Map<string, string>;
  endpoints: V1Endpoint[];
  /** Section 4 lines that look like an endpoint row (counted without the table parser). */
  endpointLikeLines: number;
  /** Section 9: the deprecated path, its successor and the operation name both share. */
  sharedName: { deprecated: string; successor: string; name: string };
}

/** The lines of `## N.` up to the next `## ` heading. */
export function section(lines: string[], n: number): string[] {
  const start = lines.findIndex((l) => l.startsWith(`## ${n}. `));
  if (start < 0) throw new Error(`V1.md has no section "## ${n}. "`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** `### Heading` blocks of a section. */
export function blocks(lines: string[]): { heading: string; lines: string[] }[] {
  const out: { heading: string; lines: string[] }[] = [];
  for (const line of lines) {
    const h = /^### (.+)$/.exec(line);
    if (h) out.push({ heading: h[1]!.trim(), lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

export const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** The first markdown table of a block: header cells and rows (each exactly as wide). */
export function table(
  lines: string[],
  where: string,
): { header: string[]; rows: string[][] } | null {
  const start = lines.findIndex((l) => l.startsWith('|'));
  if (start < 0) return null;
  const header = cellsOf(lines[start]!);
  if (!/^\|(\s*:?-{3,}:?\s*\|)+$/.test(lines[start + 1]?.trim() ?? '')) {
    throw new Error(`${where}: table header not followed by a |---| row`);
  }
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.startsWith('|'); i++) {
    const row = cellsOf(lines[i]!);
    if (row.length !== header.length) throw new Error(`${where}: row "${lines[i]}" is malformed`);
    rows.push(row);
  }
  if (rows.length === 0) throw new Error(`${where}: table without rows`);
  return { header, rows };
}

export const ENUM_TOKEN = /^[A-Za-z0-9_]+$/;

/** `K1, K2, K3, RedR` / `OTHER or SWEDEN` / `one of 1, 2, 3, 4` -> values; prose -> undefined. */
export function valueList(text: string): Value[] | undefined {
  const t = text.replace(/\.$/, '').trim();
  const numeric = /^one of (.+)$/.exec(t);
  if (numeric) {
    const items = numeric[1]!.split(/,\s*|\s+or\s+/);
    if (items.every((s) => /^\d+$/.test(s))) return items.map(Number);
  }
  const items = t.split(/,\s*|\s+or\s+/);
  return items.length >= 2 && items.every((s) => ENUM_TOKEN.test(s)) ? items : undefined;
}

/** `name (string), country (OTHER or SWEDEN), ...` (CompanyUpdate, Month entry, ...). */
export function proseFields(text: string, required: (tokens: string[]) => boolean): V1Field[] {
  const fields: V1Field[] = [];
  for (const m of text.matchAll(/(\w+) \(([^()]*)\)/g)) {
    const [, name, inside] = m as unknown as [string, string, string];
    const tokens = inside.split(/,\s*/);
    const field: V1Field = { name, type: '', required: required(tokens) };
    const ref = /^(\w+) values?$/.exec(inside);
    const list = valueList(inside);
    if (['string', 'number', 'integer', 'boolean'].includes(tokens[0]!)) {
      field.type = tokens[0]!;
      if (tokens.includes('date')) field.format = 'date';
    } else if (tokens[0] === 'date') {
      field.type = 'string';
      field.format = 'date';
    } else if (ref) {
      field.type = 'string';
      field.valuesFrom = ref[1]!;
    } else if (list) {
      field.type = 'string';
      field.values = list;
    } else {
      throw new Error(`cannot read the type of "${m[0]}"`);
    }
    fields.push(field);
  }
  if (fields.length === 0) throw new Error(`no fields in "${text}"`);
  return fields;
}

/** The name of a `### Heading (remark)`. */
export const nameOf = (heading: string) => heading.replace(/\s*\(.*\)\s*$/, '');

export function parseResources(lines: string[], out: V1Description): void {
  for (const b of blocks(section(lines, 2))) {
    const name = nameOf(b.heading);
    const text = b.lines.map((l) => l.trim()).filter((l) => l && !l.startsWith('|'));
    const closed =
      /no additional properties/i.test(b.heading) ||
      text.some((l) => /No other fields are updatable/.test(l));
    if (name === 'Identifier formats') {
      for (const l of text) {
        const m = /^- (.+?): .*pattern `([^`]+)`/.exec(l);
        if (!m) throw new Error(`Identifier formats: cannot read "${l}"`);
        for (const id of m[1]!.split(' and ')) out.identifiers.set(id, m[2]!);
      }
      continue;
    }
    const t = table(b.lines, name);
    if (t) {
      const [f, ty, req, extra] = t.header;
      if (f !== 'Field' || ty !== 'Type' || req !== 'Required' || t.header.length > 4) {
        throw new Error(`${name}: unexpected table header ${t.header.join(' | ')}`);
      }
      const fields = t.rows.map(([field, type, required, note]): V1Field => {
        if (required !== 'yes' && required !== 'no') {
          throw new Error(`${name}.${field}: Required is "${required}", not yes/no`);
        }
        const out: V1Field = { name: field!, type: type!, required: required === 'yes' };
        const cell = (note ?? '').trim();
        const ref = /^(?:see )?([A-Z]\w+?)(?: values?)?$/.exec(cell);
        if (extra === 'Format' && /^date\b/.test(cell)) out.format = 'date';
        else if (cell && ref && !valueList(cell)) out.valuesFrom = ref[1]!;
        else if (cell) out.values = valueList(cell);
        if (/\bdate-time\b/.test(type!)) out.format = 'date-time';
        return out;
      });
      out.resources.set(name, { name, heading: b.heading, fields, closed });
      // Lines beside the table: `LegalForm values: ...` and `Month entry: month (...), ...`.
      for (const l of text) {
        const en = /^(\w+) values: (.+)$/.exec(l);
        const prose = /^([A-Z][\w ]*): (\w+ \(.+)$/.exec(l);
        if (en) {
          const values = valueList(en[2]!);
          if (!values) throw new Error(`${en[1]} values: cannot read "${en[2]}"`);
          out.resources.set(en[1]!, {
            name: en[1]!,
            heading: l,
            values: values.map(String),
            closed: false,
          });
        } else if (prose) {
          const all = /;\s*all required\.?$/.test(l);
          out.resources.set(prose[1]!, {
            name: prose[1]!,
            heading: l,
            fields: proseFields(prose[2]!, (tokens) => all || tokens.includes('required')),
            closed: false,
          });
        }
      }
    } else if (/enumeration/.test(b.heading)) {
      const values = valueList(text[0] ?? '');
      if (!values) throw new Error(`${name}: cannot read the values "${text[0]}"`);
      out.resources.set(name, { name, heading: b.heading, values: values.map(String), closed });
    } else {
      const allOptional = /all fields optional/.test(b.heading);
      out.resources.set(name, {
        name,
        heading: b.heading,
        fields: proseFields(text[0] ?? '', (tokens) => !allOptional && tokens.includes('required')),
        closed,
      });
    }
  }
}

export function parseEndpoints(lines: string[], out: V1Description): void {
  const s4 = section(lines, 4);
  out.endpointLikeLines = s4.filter((l) => /^\|\s*(GET|POST|PUT|PATCH|DELETE)\s*\|/.test(l)).length;
  for (const b of blocks(s4)) {
    const t = table(b.lines, b.heading);
    if (!t) continue;
    if (t.header.join('|') !== 'Method|Path|Request|Response') {
      throw new Error(`${b.heading}: unexpected table header ${t.header.join(' | ')}`);
    }
    for (const [method, p, request, response] of t.rows) {
      const status = /\b\d{3}\b/.exec(response!);
      if (!/^(GET|POST|PUT|PATCH|DELETE)$/.test(method!) || !p!.startsWith('/') || !status) {
        throw new Error(`${b.heading}: cannot read the row ${method} ${p} ${response}`);
      }
      out.endpoints.push({
        group: b.heading,
        method: method!,
        path: p!,
        request: request!,
        response: response!,
        status: Number(status[0]),
        deprecated: /\bDeprecated\b/.test(response!),
      });
    }
  }
}

export function parseV1md(source: string): V1Description {
  const lines = source.split(/\r?\n/);
  const out: V1Description = {
    resources: new Map(),
    identifiers: new Map(),
    endpoints: [],
    endpointLikeLines: 0,
    sharedName: { deprecated: '', successor: '', name: '' },
  };
  parseResources(lines, out);
  parseEndpoints(lines, out);
  const shared =
    /GET (\S+) is deprecated in favour of GET (\S+); both share the operation name (\w+)/.exec(
      section(lines, 9).join('\n'),
    );
  if (!shared) throw new Error('section 9: the shared operation name sentence is missing');
  out.sharedName = { deprecated: shared[1]!, successor: shared[2]!, name: shared[3]! };
  return out;
}
