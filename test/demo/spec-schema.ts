// A small checker against YNAB's OpenAPI spec (the vendored codegen/ynab/open_api_spec.yaml): resolves
// $ref/allOf simply and reports missing required properties, wrong JSON types and values outside an enum.

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  type?: string | string[];
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  nullable?: boolean;
}

const spec = parse(readFileSync(new URL('../../codegen/ynab/open_api_spec.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, Schema> };
};

export function schemaNamed(name: string): Schema {
  const schema = spec.components.schemas[name];
  if (schema === undefined) throw new Error(`no schema ${name} in the spec`);
  return schema;
}

const resolve = (ref: string): Schema => schemaNamed(ref.replace('#/components/schemas/', ''));

/** The schema's parts after following $ref and flattening allOf. */
function parts(schema: Schema): Schema[] {
  if (schema.$ref !== undefined) return parts(resolve(schema.$ref));
  return [schema, ...(schema.allOf ?? []).flatMap(parts)];
}

/** Every property name the schema marks required, through $ref and allOf. */
export function requiredOf(name: string): string[] {
  return [...new Set(parts(schemaNamed(name)).flatMap((p) => p.required ?? []))];
}

/** Every property name the schema declares, through $ref and allOf. */
export function propertiesOf(name: string): string[] {
  return [...new Set(parts(schemaNamed(name)).flatMap((p) => Object.keys(p.properties ?? {})))];
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function validate(schema: Schema, value: unknown, at: string): string[] {
  if (schema.$ref !== undefined) return validate(resolve(schema.$ref), value, at);
  if (value === null && schema.nullable === true) return [];
  const errors = (schema.allOf ?? []).flatMap((part) => validate(part, value, at));
  if (schema.type !== undefined) {
    const types = Array.isArray(schema.type) ? schema.type : [schema.type];
    const actual = jsonType(value);
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number'))) {
      return [...errors, `${at}: ${actual} is not ${types.join('|')}`];
    }
  }
  if (schema.enum !== undefined && !schema.enum.includes(value)) errors.push(`${at}: ${String(value)} not in enum`);
  if (jsonType(value) === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of schema.required ?? []) if (!(key in object)) errors.push(`${at}: missing required ${key}`);
    for (const [key, child] of Object.entries(object)) {
      const sub = schema.properties?.[key] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined);
      if (sub !== undefined) errors.push(...validate(sub, child, `${at}.${key}`));
    }
  }
  if (Array.isArray(value) && schema.items !== undefined) {
    const items = schema.items;
    value.forEach((item, i) => errors.push(...validate(items, item, `${at}[${i}]`)));
  }
  return errors;
}

/** The problems of `value` against the named schema ([] when valid). Formats (uuid, date) are not checked. */
export function schemaErrors(name: string, value: unknown): string[] {
  return validate(schemaNamed(name), value, name);
}
