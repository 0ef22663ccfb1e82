/**
 * Holds the contract to the V1 description (`docs/v1/V1.md`): every resource's fields,
 * required flags, types and enums (section 2), every endpoint row's method, path, parameter
 * names, query, body, success status, answer and deprecation (section 4), the token operation,
 * and what `/v1/openapi.json` must declare (tenantId, the `access_token` query scheme,
 * GetFinancialYears, x-extension). The parser is small and strict: a table it cannot read is
 * an error, and the counts it found are asserted, so a format change cannot pass silently.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { operations, type Operation } from './operations.js';
import { v1Resources } from './resources.js';
import { ClientCredentials, TokenResponse, tokenOperation } from './token.js';
import { buildV1OpenApi } from './v1-openapi.js';

// ---- Finding V1.md ----------------------------------------------------------------------------

/** The repository root: the nearest directory up from this file with pnpm-workspace.yaml. */
function repoRoot(): string {
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
const SHARED_V1MD = path.resolve(repoRoot(), '../shared/V1.md');
/** The repository's copy (docs/v1/V1.md), so any clone runs this test, as with the SIE samples. */
const COPY_V1MD = path.resolve(repoRoot(), 'docs/v1/V1.md');

/**
 * The repository's copy, docs/v1/V1.md, always. Where the published copy (SHARED_V1MD) is there
 * too, the two must be equal, so the repository's copy cannot go stale; where it is not (any
 * clone), the copy alone is read. No copy in the repository: the test fails, it never skips.
 */
function readV1md(): string {
  if (!fs.existsSync(COPY_V1MD)) throw new Error(`the copy of V1.md is missing: ${COPY_V1MD}`);
  const copy = fs.readFileSync(COPY_V1MD, 'utf8');
  if (fs.existsSync(SHARED_V1MD) && fs.readFileSync(SHARED_V1MD, 'utf8') !== copy) {
    throw new Error(`docs/v1/V1.md differs from ${SHARED_V1MD}: copy the description again`);
  }
  return copy;
}

// ---- Parsing V1.md ----------------------------------------------------------------------------

type Value = string | number;

interface V1Field {
  name: string;
  /** V1.md's type text (`string or null`, `array of User`, `CompanyCreateData`, ...). */
  type: string;
  required: boolean;
  values?: Value[];
  /** Values from another (enumeration) resource: `see LegalForm`, `LegalForm value`. */
  valuesFrom?: string;
  format?: 'date' | 'date-time';
}

interface V1Resource {
  name: string;
  heading: string;
  /** An enumeration (Module, LegalForm, ...) or an object with fields. */
  values?: string[];
  fields?: V1Field[];
  /** "no additional properties" / "No other fields are updatable". */
  closed: boolean;
}

interface V1Endpoint {
  group: string;
  method: string;
  path: string;
  request: string;
  response: string;
  status: number;
  deprecated: boolean;
}

interface V1Description {
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
function section(lines: string[], n: number): string[] {
  const start = lines.findIndex((l) => l.startsWith(`## ${n}. `));
  if (start < 0) throw new Error(`V1.md has no section "## ${n}. "`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** `### Heading` blocks of a section. */
function blocks(lines: string[]): { heading: string; lines: string[] }[] {
  const out: { heading: string; lines: string[] }[] = [];
  for (const line of lines) {
    const h = /^### (.+)$/.exec(line);
    if (h) out.push({ heading: h[1]!.trim(), lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

const cellsOf = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());

/** The first markdown table of a block: header cells and rows (each exactly as wide). */
function table(lines: string[], where: string): { header: string[]; rows: string[][] } | null {
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

const ENUM_TOKEN = /^[A-Za-z0-9_]+$/;

/** `K1, K2, K3, RedR` / `OTHER or SWEDEN` / `one of 1, 2, 3, 4` -> values; prose -> undefined. */
function valueList(text: string): Value[] | undefined {
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
function proseFields(text: string, required: (tokens: string[]) => boolean): V1Field[] {
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
const nameOf = (heading: string) => heading.replace(/\s*\(.*\)\s*$/, '');

function parseResources(lines: string[], out: V1Description): void {
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

function parseEndpoints(lines: string[], out: V1Description): void {
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

function parseV1md(source: string): V1Description {
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

// ---- Comparing with the contract's JSON Schema ------------------------------------------------

type Js = {
  type?: string | string[];
  enum?: Value[];
  const?: Value;
  anyOf?: Js[];
  properties?: Record<string, Js>;
  required?: string[];
  additionalProperties?: unknown;
  items?: Js;
  format?: string;
  pattern?: string;
};

/** The request-side JSON Schema (what a client must send / may omit), inline. */
const jsonOf = (schema: z.ZodType): Js =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline' }) as Js;

/** Splits `T or null` (`type: [T, 'null']` or `anyOf: [T, {type:'null'}]`). */
function splitNull(js: Js): { nullable: boolean; inner: Js } {
  if (Array.isArray(js.type) && js.type.includes('null')) {
    const rest = js.type.filter((t) => t !== 'null');
    return { nullable: true, inner: { ...js, type: rest.length === 1 ? rest[0] : rest } };
  }
  if (js.anyOf?.some((s) => s.type === 'null')) {
    const rest = js.anyOf.filter((s) => s.type !== 'null');
    return { nullable: true, inner: rest.length === 1 ? rest[0]! : { anyOf: rest } };
  }
  return { nullable: false, inner: js };
}

/** Enum values of a schema: `enum`, a `const`, or a union of consts. */
function enumOf(js: Js): Value[] | undefined {
  if (js.enum) return js.enum;
  if (js.const !== undefined) return [js.const];
  if (js.anyOf?.length && js.anyOf.every((s) => s.const !== undefined)) {
    return js.anyOf.map((s) => s.const!);
  }
  return undefined;
}

/** The JSON type, also of a union of consts (`authorization.type`: 1 | 2 | 3 | 4). */
function typeOf(js: Js): string | undefined {
  if (typeof js.type === 'string') return js.type;
  const consts = enumOf(js);
  if (consts && new Set(consts.map((v) => typeof v)).size === 1) return typeof consts[0];
  return undefined;
}

const sorted = (xs: readonly Value[]) => [...xs].map(String).sort();
const sameSet = (a: readonly Value[], b: readonly Value[]) =>
  JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
/** `month entries` ~ `Month entry`, `Users` ~ `User`. */
const singular = (s: string) => s.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');

class Checker {
  problems: string[] = [];
  constructor(private v1: V1Description) {}

  private problem(where: string, message: string) {
    this.problems.push(`${where}: ${message}`);
  }

  resourceNamed(name: string): V1Resource | undefined {
    return (
      this.v1.resources.get(name) ??
      [...this.v1.resources.values()].find((r) => singular(r.name) === singular(name))
    );
  }

  valuesOf(field: V1Field, where: string): Value[] | undefined {
    if (field.values) return field.values;
    if (!field.valuesFrom) return undefined;
    const values = this.resourceNamed(field.valuesFrom)?.values;
    if (!values) this.problem(where, `V1.md names no enumeration ${field.valuesFrom}`);
    return values;
  }

  resource(js: Js, r: V1Resource, where = r.name) {
    if (r.values) {
      const actual = enumOf(js);
      if (!actual || !sameSet(actual, r.values)) {
        this.problem(where, `values ${JSON.stringify(actual)}, V1.md: ${r.values.join(', ')}`);
      }
      return;
    }
    this.object(js, r.fields!, r.closed, where);
  }

  object(js: Js, fields: V1Field[], closed: boolean, where: string) {
    if (js.type !== 'object' || !js.properties) {
      this.problem(where, `is ${JSON.stringify(js.type)}, V1.md: an object`);
      return;
    }
    const top = fields.filter((f) => !f.name.includes('.'));
    const keys = Object.keys(js.properties);
    const want = top.map((f) => f.name);
    const missing = want.filter((k) => !keys.includes(k));
    const extra = keys.filter((k) => !want.includes(k));
    if (missing.length) this.problem(where, `lacks V1.md's fields ${missing.join(', ')}`);
    if (extra.length) this.problem(where, `has fields V1.md does not declare: ${extra.join(', ')}`);
    if (closed && js.additionalProperties !== false) {
      this.problem(where, 'V1.md says no additional properties; the schema allows them');
    }
    const required = js.required ?? [];
    for (const f of top) {
      const fjs = js.properties[f.name];
      if (!fjs) continue;
      const at = `${where}.${f.name}`;
      if (f.required !== required.includes(f.name)) {
        this.problem(
          at,
          `is ${f.required ? 'optional' : 'required'}, V1.md: Required ${f.required ? 'yes' : 'no'}`,
        );
      }
      const nested = fields
        .filter((n) => n.name.startsWith(`${f.name}.`))
        .map((n) => ({ ...n, name: n.name.slice(f.name.length + 1) }));
      if (nested.length) {
        this.object(fjs, nested, false, at);
      } else {
        this.field(fjs, f, at);
      }
    }
  }

  field(js: Js, f: V1Field, where: string) {
    const split = splitNull(js);
    const orNull = /,?\s+or null$/.test(f.type);
    if (split.nullable !== orNull) {
      this.problem(where, `${split.nullable ? 'is' : 'is not'} nullable, V1.md: ${f.type}`);
    }
    this.type(split.inner, f.type.replace(/,?\s+or null$/, ''), f, where);
  }

  type(js: Js, type: string, f: V1Field | undefined, where: string) {
    const values = f ? this.valuesOf(f, where) : undefined;
    const actualValues = enumOf(js);
    const expectType = (t: string) => {
      const actual = typeOf(js);
      if (actual !== t) this.problem(where, `is ${JSON.stringify(actual)}, V1.md: ${type}`);
    };
    const array = /^array of (.+)$/.exec(type);
    if (array) {
      expectType('array');
      if (js.items) this.type(js.items, array[1]!, undefined, `${where}[]`);
      return;
    }
    if (/^(string|number|integer|boolean|object)\b/.test(type)) {
      expectType(type.split(/[\s,]/)[0]!);
      if (f?.format && js.format !== f.format) {
        this.problem(where, `format ${js.format}, V1.md: ${f.format}`);
      }
      const id = /\((\w+)\)/.exec(type)?.[1];
      if (id && this.v1.identifiers.has(id) && js.pattern !== this.v1.identifiers.get(id)) {
        this.problem(where, `pattern ${js.pattern}, V1.md's ${id}: ${this.v1.identifiers.get(id)}`);
      }
      if (values && (!actualValues || !sameSet(actualValues, values))) {
        this.problem(where, `values ${JSON.stringify(actualValues)}, V1.md: ${values.join(', ')}`);
      }
      if (!values && actualValues) {
        this.problem(where, `is an enum ${JSON.stringify(actualValues)}, V1.md: ${type}`);
      }
      return;
    }
    const named = this.resourceNamed(type);
    if (named) {
      this.resource(js, named, where);
    } else if (values) {
      // A type V1.md names only in the table (`FileStatus`), its values in the Notes.
      expectType('string');
      if (!actualValues || !sameSet(actualValues, values)) {
        this.problem(where, `values ${JSON.stringify(actualValues)}, V1.md: ${values.join(', ')}`);
      }
    } else {
      this.problem(where, `V1.md's type "${type}" is not understood by this test`);
    }
  }
}

// ---- The tests --------------------------------------------------------------------------------

const contractResources: Record<string, z.ZodType> = { ...v1Resources, ClientCredentials };
const v1Operations = (operations as readonly Operation[]).filter((op) => !op.extension);
const key = (method: string, p: string) => `${method} ${p}`;
const pathParams = (p: string) => [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

let parsed: V1Description | undefined;
/** V1.md, parsed once; every test that needs it fails (never skips) when it is missing. */
const description = () => (parsed ??= parseV1md(readV1md()));

describe('V1.md is read', () => {
  it('finds its resources, identifiers and every endpoint row', () => {
    const v1 = description();
    expect(v1.resources.size).toBeGreaterThanOrEqual(20);
    for (const name of ['User', 'Company', 'File', 'Month entry', 'LegalForm', 'Module']) {
      expect(v1.resources.has(name), name).toBe(true);
    }
    expect([...v1.identifiers.keys()].sort()).toEqual([
      'AuditAssignmentId',
      'CompanyDurableKey',
      'FinancialYearId',
    ]);
    // Every `| GET | ... |` line of section 4 parsed as a row; V1.md has 35 (34 + the token).
    expect(v1.endpoints).toHaveLength(v1.endpointLikeLines);
    expect(v1.endpoints).toHaveLength(35);
    expect(v1.resources.get('LegalForm')!.values).toHaveLength(19);
  });
});

describe('the contract resources are V1.md section 2', () => {
  it('names exactly V1.md resources (v1Resources and the token ClientCredentials)', () => {
    const v1 = description();
    expect(Object.keys(contractResources).sort()).toEqual([...v1.resources.keys()].sort());
  });

  it('has V1.md fields, required flags, types and enums for each resource', () => {
    const v1 = description();
    const check = new Checker(v1);
    for (const r of v1.resources.values()) {
      const schema = contractResources[r.name];
      if (schema) check.resource(jsonOf(schema), r);
    }
    expect(check.problems).toEqual([]);
  });
});

describe('the operation table is V1.md section 4', () => {
  const rows = (v1: V1Description) => v1.endpoints.filter((e) => e.path !== tokenOperation.path);

  it('has exactly V1.md operations (method and path, parameter names included)', () => {
    const v1 = description();
    const ours = v1Operations.map((op) => key(op.method, op.path));
    expect(new Set(ours).size).toBe(ours.length);
    expect([...ours].sort()).toEqual(
      rows(v1)
        .map((e) => key(e.method, e.path))
        .sort(),
    );
  });

  it("has each operation's status, deprecation, path and query parameters, body and answer", () => {
    const v1 = description();
    const check = new Checker(v1);
    const problems = check.problems;
    const names = [...v1.resources.keys()].sort((a, b) => b.length - a.length);
    for (const e of rows(v1)) {
      const where = key(e.method, e.path);
      const op = v1Operations.find((o) => o.method === e.method && o.path === e.path);
      if (!op) continue; // reported by the test above
      if (op.status !== e.status)
        problems.push(`${where}: status ${op.status}, V1.md: ${e.status}`);
      if (Boolean(op.deprecated) !== e.deprecated) {
        problems.push(`${where}: deprecated ${Boolean(op.deprecated)}, V1.md: ${e.deprecated}`);
      }
      // Path parameters: exactly the path's, with V1.md's identifier patterns and enums.
      const params = op.params ? jsonOf(op.params) : { properties: {}, required: [] };
      const names_ = Object.keys(params.properties ?? {});
      if (JSON.stringify(names_.sort()) !== JSON.stringify(pathParams(e.path).sort())) {
        problems.push(`${where}: params ${names_.join(', ')}, path: ${pathParams(e.path)}`);
      }
      const only = /path (\w+) is (.+?);/.exec(e.request);
      if (only) {
        const values = valueList(only[2]!);
        const actual = params.properties?.[only[1]!] && enumOf(params.properties[only[1]!]!);
        if (!values || !actual || !sameSet(actual, values)) {
          problems.push(`${where}: ${only[1]} takes ${JSON.stringify(actual)}, V1.md: ${only[2]}`);
        }
      }
      // Query parameters named in the Request cell (all but tenantId, which every one takes).
      const query = op.query ? jsonOf(op.query) : { properties: {}, required: [] };
      const queryNames = Object.keys(query.properties ?? {}).sort();
      const v1Query = /\bquery\b/i.test(e.request)
        ? [...new Set(e.request.match(/\b[a-z]+[A-Z]\w*\b/g) ?? [])]
            .filter((n) => n !== 'tenantId' && !pathParams(e.path).includes(n))
            .sort()
        : [];
      if (JSON.stringify(queryNames) !== JSON.stringify(v1Query)) {
        problems.push(`${where}: query ${queryNames.join(', ')}, V1.md: ${v1Query.join(', ')}`);
      }
      const optionalQuery = /optional query/i.test(e.request);
      for (const q of v1Query) {
        if ((query.required ?? []).includes(q) === optionalQuery) {
          problems.push(`${where}: query ${q} ${optionalQuery ? 'required' : 'optional'} here`);
        }
      }
      // Identifier patterns of path and query parameters.
      for (const [name, js] of [
        ...Object.entries(params.properties ?? {}),
        ...Object.entries(query.properties ?? {}),
      ]) {
        const id = [...v1.identifiers.keys()].find(
          (i) => i[0]!.toLowerCase() + i.slice(1) === name,
        );
        if (id && js.pattern !== v1.identifiers.get(id)) {
          problems.push(
            `${where}: ${name} pattern ${js.pattern}, V1.md: ${v1.identifiers.get(id)}`,
          );
        }
      }
      // Body: the V1.md resource it names, or multipart.
      const body = /\bbody (\w+)/.exec(e.request)?.[1];
      if (/multipart\/form-data/.test(e.request)) {
        if (op.body !== 'multipart') problems.push(`${where}: body is not multipart`);
      } else if (body) {
        if (!contractResources[body] || op.body !== contractResources[body]) {
          problems.push(`${where}: body is not the contract's ${body}`);
        }
      } else if (op.body !== undefined) {
        problems.push(`${where}: takes a body, V1.md: ${e.request}`);
      }
      // Answer: `200, [the created] [array of] Resource[, or null]`, 204 nothing.
      if (e.status === 204) {
        if (op.response !== null) problems.push(`${where}: 204 with a body schema`);
        continue;
      }
      const answer = e.response
        .replace(/^\d{3}[,;]?\s*/, '')
        .split(/[;.]/)[0]!
        .replace(/^the (created|updated|deleted) /, '');
      const array = answer.startsWith('array of ');
      const rest = answer.replace(/^array of /, '');
      const name = names.find((n) => rest.startsWith(n));
      if (!name || !contractResources[name] || !op.response) {
        problems.push(`${where}: answer "${answer}" not found in the contract`);
        continue;
      }
      let expected: z.ZodType = contractResources[name];
      if (array) expected = z.array(expected);
      if (/, or null$/.test(answer)) expected = expected.nullable();
      if (JSON.stringify(jsonOf(op.response)) !== JSON.stringify(jsonOf(expected))) {
        problems.push(`${where}: answer is not V1.md's ${answer}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has the token operation as V1.md says (tokenOperation, ClientCredentials)', () => {
    const v1 = description();
    const token = v1.endpoints.filter((e) => e.path === tokenOperation.path);
    expect(token).toHaveLength(1);
    const [e] = token as [V1Endpoint];
    expect(key(tokenOperation.method, tokenOperation.path)).toBe(key(e.method, e.path));
    expect(tokenOperation.status).toBe(e.status);
    const fields = /credentials: ([\w, ]+?)(?: \(|;|$)/.exec(e.request)![1]!.split(/,\s*/);
    const cc = jsonOf(ClientCredentials);
    expect(Object.keys(cc.properties!).sort()).toEqual([...fields].sort());
    expect(cc.additionalProperties).toBe(false);
    const answerField = /field `(\w+)`/.exec(e.response)![1]!;
    expect(jsonOf(TokenResponse).required).toContain(answerField);
  });
});

describe('/v1/openapi.json declares what V1.md shows', () => {
  type DocOp = {
    operationId: string;
    parameters?: { name: string; in: string; required?: boolean }[];
    deprecated?: boolean;
    'x-operation-name'?: string;
    'x-extension'?: boolean;
  };
  const opsOf = (doc: ReturnType<typeof buildV1OpenApi>) =>
    Object.entries(doc.paths as Record<string, Record<string, DocOp>>).flatMap(([p, item]) =>
      Object.entries(item).map(([method, op]) => ({ path: p, method: method.toUpperCase(), op })),
    );

  for (const profile of ['extended', 'v1'] as const) {
    it(`${profile}: tenantId query on all but the token, the access_token query scheme`, () => {
      const doc = buildV1OpenApi(profile);
      const ops = opsOf(doc);
      const expectedIds = (operations as readonly Operation[])
        .filter((op) => profile === 'extended' || !op.extension)
        .map((op) => op.id);
      expect(ops.map((o) => o.op.operationId).sort()).toEqual(
        [...expectedIds, tokenOperation.id].sort(),
      );
      for (const { op } of ops) {
        const tenant = op.parameters?.filter((p) => p.name === 'tenantId') ?? [];
        if (op.operationId === tokenOperation.id) {
          expect(tenant, op.operationId).toEqual([]);
        } else {
          expect(tenant, op.operationId).toHaveLength(1);
          expect(tenant[0]!.in, op.operationId).toBe('query');
          expect(tenant[0]!.required ?? false, op.operationId).toBe(false);
        }
      }
      const schemes = Object.values(
        (doc.components?.securitySchemes ?? {}) as Record<string, Record<string, string>>,
      );
      expect(schemes).toContainEqual(
        expect.objectContaining({ type: 'apiKey', in: 'query', name: 'access_token' }),
      );
    });

    it(`${profile}: both financial-year listings share V1.md's operation name, x-extension exactly on extensions`, () => {
      const v1 = description();
      const ops = opsOf(buildV1OpenApi(profile));
      const { deprecated, successor, name } = v1.sharedName;
      for (const p of [deprecated, successor]) {
        const found = ops.find((o) => o.method === 'GET' && o.path === p);
        expect(found?.op['x-operation-name'], p).toBe(name);
        expect(found?.op.deprecated ?? false, p).toBe(p === deprecated);
      }
      for (const { op } of ops) {
        const contractOp = (operations as readonly Operation[]).find(
          (o) => o.id === op.operationId,
        );
        expect(op['x-extension'] ?? false, op.operationId).toBe(contractOp?.extension ?? false);
      }
    });
  }
});
