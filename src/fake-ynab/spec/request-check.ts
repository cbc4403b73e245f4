// Checks every request the fake receives against YNAB's OpenAPI spec: the method and path template exist,
// path and query parameters are declared and well typed, and the JSON body matches the operation's schema.

import { isIsoDate } from '../model/month-math.ts';
import type { FakeRequest } from '../model/fake-types.ts';
import { findOperation, type OpenApiParameter, type OpenApiSpec } from './openapi-spec.ts';
import { valueErrors } from './schema-check.ts';

/** 1.86.0 made `goal_frequency` writable on categories; demo-plan.md §9 asks the fake to handle it. */
const ALLOWED_EXTRA = new Set(['goal_frequency']);

function parameterErrors(parameter: OpenApiParameter, value: string): string[] {
  const schema = parameter.schema ?? {};
  const where = `${parameter.in} parameter ${parameter.name}`;
  // The month parameters are `format: date`, and the spec's text allows 'current' too.
  if (parameter.name === 'month' && value === 'current') return [];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' && !(/^-?\d+$/.test(value) && Number.isSafeInteger(Number(value))))
    return [`${where}: ${value} is not an integer`];
  if (type === 'boolean' && value !== 'true' && value !== 'false') return [`${where}: ${value} is not a boolean`];
  if (schema.enum !== undefined && !schema.enum.includes(value)) return [`${where}: ${value} not in enum`];
  if (schema.format === 'date' && !isIsoDate(value)) return [`${where}: ${value} is not a date`];
  return [];
}

/** Every way `request` departs from the spec ([] when it conforms). */
export function requestViolations(spec: OpenApiSpec, request: FakeRequest): string[] {
  const found = findOperation(spec, request.method, request.path);
  if (typeof found === 'string') return [found];
  const { operation, params } = found;
  const declared = operation.parameters ?? [];
  const problems: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    const parameter = declared.find((p) => p.in === 'path' && p.name === name);
    if (parameter !== undefined) problems.push(...parameterErrors(parameter, value));
  }
  for (const [name, value] of request.query) {
    const parameter = declared.find((p) => p.in === 'query' && p.name === name);
    problems.push(
      ...(parameter === undefined
        ? [`query parameter ${name} is not declared by ${operation.operationId}`]
        : parameterErrors(parameter, value)),
    );
  }
  for (const parameter of declared) {
    if (parameter.in === 'query' && parameter.required === true && !request.query.has(parameter.name))
      problems.push(`query parameter ${parameter.name} is required`);
  }
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  if (bodySchema === undefined) {
    if (request.body !== undefined) problems.push(`${operation.operationId} takes no body`);
  } else if (request.body === undefined) {
    if (operation.requestBody?.required === true) problems.push(`${operation.operationId} needs a JSON body`);
  } else if (typeof request.body === 'string') {
    problems.push('the body is not JSON');
  } else {
    problems.push(...valueErrors(spec, bodySchema, request.body, 'body', { strict: true, allow: ALLOWED_EXTRA }));
  }
  return problems;
}
