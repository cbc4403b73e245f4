// Checks a JSON value against an OpenAPI 3.1 schema of YNAB's spec: $ref and allOf, types (with "null"),
// 3.0's `nullable`, enums, required and (strictly) undeclared properties, items, maxLength, date formats.
// `format: uuid` is ignored: the demo's ids are readable strings and the server treats ids as opaque.

import { isIsoDate } from '../model/month-math.ts';
import { componentSchema, type OpenApiSchema, type OpenApiSpec } from './openapi-spec.ts';

export interface CheckOptions {
  /**
   * Report properties no part of the schema declares. JSON Schema allows them, but YNAB silently ignores
   * them, so in a request they are a client bug (a misspelt field) and in a response a fake bug.
   */
  strict: boolean;
  /** Property names accepted anywhere though 1.85.0 does not declare them (e.g. 1.86's goal_frequency). */
  allow?: ReadonlySet<string>;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** The schema's parts after following $ref and flattening allOf. */
export function schemaParts(spec: OpenApiSpec, schema: OpenApiSchema): OpenApiSchema[] {
  if (schema.$ref !== undefined) return schemaParts(spec, componentSchema(spec, schema.$ref.replace('#/components/schemas/', '')));
  return [schema, ...(schema.allOf ?? []).flatMap((part) => schemaParts(spec, part))];
}

function scalarErrors(parts: OpenApiSchema[], value: unknown, at: string): string[] {
  const errors: string[] = [];
  if (parts.some((p) => p.enum !== undefined && !p.enum.includes(value))) errors.push(`${at}: ${String(value)} not in enum`);
  for (const p of parts) {
    if (typeof value === 'string') {
      if (p.maxLength !== undefined && value.length > p.maxLength) errors.push(`${at}: longer than ${p.maxLength} characters`);
      if (p.format === 'date' && !isIsoDate(value)) errors.push(`${at}: ${value} is not a date`);
      if (p.format === 'date-time' && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) {
        errors.push(`${at}: ${value} is not a date-time`);
      }
    }
    if (typeof value === 'number') {
      if (p.format === 'int64' && !Number.isSafeInteger(value)) errors.push(`${at}: ${value} is not a safe integer`);
      if (p.format === 'int32' && (value < -(2 ** 31) || value >= 2 ** 31)) errors.push(`${at}: ${value} is out of int32`);
    }
  }
  return errors;
}

/** The problems of `value` against `schema` ([] when valid), each prefixed with its location. */
export function valueErrors(spec: OpenApiSpec, schema: OpenApiSchema, value: unknown, at: string, options: CheckOptions): string[] {
  const parts = schemaParts(spec, schema);
  if (value === null && parts.some((p) => p.nullable === true)) return [];
  const actual = jsonType(value);
  for (const p of parts) {
    if (p.type === undefined) continue;
    const types = Array.isArray(p.type) ? p.type : [p.type];
    if (!types.includes(actual) && !(actual === 'integer' && types.includes('number')))
      return [`${at}: ${actual} is not ${types.join('|')}`];
  }
  if (value === null) return [];
  const errors = scalarErrors(parts, value, at);
  if (actual === 'object') {
    const object = value as Record<string, unknown>;
    for (const key of new Set(parts.flatMap((p) => p.required ?? []))) if (!(key in object)) errors.push(`${at}: missing required ${key}`);
    for (const [key, child] of Object.entries(object)) {
      const declared = parts.flatMap((p) => (p.properties?.[key] === undefined ? [] : [p.properties[key]]));
      const extra = parts.map((p) => p.additionalProperties).find((a) => a !== undefined && a !== false);
      if (declared.length > 0) for (const sub of declared) errors.push(...valueErrors(spec, sub, child, `${at}.${key}`, options));
      else if (typeof extra === 'object') errors.push(...valueErrors(spec, extra, child, `${at}.${key}`, options));
      else if (extra === undefined && options.strict && options.allow?.has(key) !== true)
        errors.push(`${at}.${key}: not declared by the spec`);
    }
  }
  if (Array.isArray(value)) {
    for (const items of parts.flatMap((p) => (p.items === undefined ? [] : [p.items]))) {
      for (const [i, item] of value.entries()) errors.push(...valueErrors(spec, items, item, `${at}[${i}]`, options));
    }
  }
  return errors;
}
