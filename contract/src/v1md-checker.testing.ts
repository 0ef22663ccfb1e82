/**
 * The comparison of a contract schema's JSON Schema with a V1.md resource or body, field by
 * field (v1md.test.ts): names, required flags, types, enums.
 */
import { z } from 'zod';
import type { V1Description, V1Field, V1Resource, Value } from './v1md-reader.testing.js';

// ---- Comparing with the contract's JSON Schema ------------------------------------------------

export type Js = {
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
export const jsonOf = (schema: z.ZodType): Js =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline' }) as Js;

/** Splits `T or null` (`type: [T, 'null']` or `anyOf: [T, {type:'null'}]`). */
export function splitNull(js: Js): { nullable: boolean; inner: Js } {
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
export function enumOf(js: Js): Value[] | undefined {
  if (js.enum) return js.enum;
  if (js.const !== undefined) return [js.const];
  if (js.anyOf?.length && js.anyOf.every((s) => s.const !== undefined)) {
    return js.anyOf.map((s) => s.const!);
  }
  return undefined;
}

/** The JSON type, also of a union of consts (`authorization.type`: 1 | 2 | 3 | 4). */
export function typeOf(js: Js): string | undefined {
  if (typeof js.type === 'string') return js.type;
  const consts = enumOf(js);
  if (consts && new Set(consts.map((v) => typeof v)).size === 1) return typeof consts[0];
  return undefined;
}

export const sorted = (xs: readonly Value[]) => [...xs].map(String).sort();
export const sameSet = (a: readonly Value[], b: readonly Value[]) =>
  JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
/** `month entries` ~ `Month entry`, `Users` ~ `User`. */
export const singular = (s: string) => s.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');

export class Checker {
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
