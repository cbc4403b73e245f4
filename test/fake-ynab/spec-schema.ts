// Checks against YNAB's OpenAPI spec (the vendored codegen/ynab/open_api_spec.json) for the tests: a named
// schema, and the response schema of the operation a request targets, through the fake's own validator.

import { componentSchema, findOperation, loadYnabSpec, type OpenApiSpec } from '../../src/fake-ynab/spec/openapi-spec.ts';
import { schemaParts, valueErrors } from '../../src/fake-ynab/spec/schema-check.ts';

function spec(): OpenApiSpec {
  const loaded = loadYnabSpec();
  if (loaded === null) throw new Error('the OpenAPI spec could not be loaded');
  return loaded;
}

const STRICT = { strict: true };

/** Every property name the schema marks required, through $ref and allOf. */
export function requiredOf(name: string): string[] {
  return [...new Set(schemaParts(spec(), componentSchema(spec(), name)).flatMap((p) => p.required ?? []))];
}

/** Every property name the schema declares, through $ref and allOf. */
export function propertiesOf(name: string): string[] {
  return [...new Set(schemaParts(spec(), componentSchema(spec(), name)).flatMap((p) => Object.keys(p.properties ?? {})))];
}

/** The problems of `value` against the named schema ([] when valid); undeclared properties count. */
export function schemaErrors(name: string, value: unknown): string[] {
  return valueErrors(spec(), componentSchema(spec(), name), value, name, STRICT);
}

/**
 * The problems of a response body against the spec's response for (method, path, status). The bulk PATCH's
 * documented 209 covers the 200 YNAB really sends; statuses the spec never lists (401, 429, 5xx, and the
 * 400 of a request outside the spec) must be ErrorResponses.
 */
export function responseErrors(method: string, path: string, status: number, body: unknown): string[] {
  const found = findOperation(spec(), method, path);
  const responses = typeof found === 'string' ? {} : (found.operation.responses ?? {});
  const documented = responses[String(status)] ?? (status === 200 ? responses['209'] : undefined);
  const schema = documented?.content?.['application/json']?.schema;
  if (schema !== undefined) return valueErrors(spec(), schema, body, `${method} ${path} ${status}`, STRICT);
  if (status >= 400) return valueErrors(spec(), componentSchema(spec(), 'ErrorResponse'), body, `${method} ${path} ${status}`, STRICT);
  return [`${method} ${path}: the spec documents no ${status} answer`];
}
