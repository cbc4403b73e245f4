// Loads YNAB's vendored OpenAPI spec (codegen/ynab/open_api_spec.json) for the fake's request checks, and
// finds the operation a request targets. The spec is a development file: a packaged install has none, and
// then the fake simply does not check requests (loadYnabSpec() returns null).

import { existsSync, readFileSync } from 'node:fs';
import { matchPattern } from '../routes/route-table.ts';

export interface OpenApiSchema {
  $ref?: string;
  allOf?: OpenApiSchema[];
  type?: string | string[];
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, OpenApiSchema>;
  items?: OpenApiSchema;
  additionalProperties?: OpenApiSchema | boolean;
  nullable?: boolean;
  format?: string;
  maxLength?: number;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: OpenApiSchema;
}

interface Media {
  content?: Record<string, { schema?: OpenApiSchema }>;
}

export interface OpenApiOperation {
  operationId: string;
  parameters?: OpenApiParameter[];
  requestBody?: Media & { required?: boolean };
  responses?: Record<string, Media>;
}

export interface OpenApiSpec {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, OpenApiSchema> };
}

const SPEC_PATH = 'codegen/ynab/open_api_spec.json';
let loaded: OpenApiSpec | null | undefined;

/** The parsed spec (once per process), or null when this install has none. */
export function loadYnabSpec(): OpenApiSpec | null {
  if (loaded !== undefined) return loaded;
  loaded = null;
  try {
    // src/fake-ynab/spec in the repository, or dist/src/fake-ynab/spec of a build inside it: walk up to the first folder
    // holding a package.json and no further. That folder is the repository, or an installed package's own
    // root (npm, the .mcpb bundle), which has no spec: a package never reads its neighbours' files.
    let dir = new URL('.', import.meta.url);
    for (let level = 0; level < 5 && loaded === null; level++, dir = new URL('..', dir)) {
      const file = new URL(SPEC_PATH, dir);
      if (existsSync(file)) loaded = JSON.parse(readFileSync(file, 'utf8')) as OpenApiSpec;
      else if (existsSync(new URL('package.json', dir))) break;
    }
  } catch {
    loaded = null;
  }
  return loaded;
}

export interface FoundOperation {
  template: string;
  operation: OpenApiOperation;
  params: Record<string, string>;
}

/**
 * The operation for `method` and `path` (below /v1). Literal segments win over parameters
 * ('/transactions/import' before '/transactions/{transaction_id}'). A string explains a miss.
 */
export function findOperation(spec: OpenApiSpec, method: string, path: string): FoundOperation | string {
  const matches = Object.entries(spec.paths)
    .map(([template, item]) => ({ template, item, params: matchPattern(template, path) }))
    .filter((m) => m.params !== undefined)
    .sort((a, b) => Object.keys(a.params ?? {}).length - Object.keys(b.params ?? {}).length);
  if (matches.length === 0) return `no path of the spec matches ${path}`;
  for (const m of matches) {
    const operation = m.item[method.toLowerCase()];
    if (operation !== undefined) return { template: m.template, operation, params: m.params ?? {} };
  }
  return `${method} is not an operation of ${matches[0]?.template ?? path}`;
}

/** A request named by the spec's operation it targets, `METHOD /template`; throws for one outside the spec. */
export function operationName(spec: OpenApiSpec, method: string, path: string): string {
  const found = findOperation(spec, method, path);
  if (typeof found === 'string') throw new Error(`${method} ${path}: ${found}`);
  return `${method} ${found.template}`;
}

/** A named component schema. */
export function componentSchema(spec: OpenApiSpec, name: string): OpenApiSchema {
  const schema = spec.components.schemas[name];
  if (schema === undefined) throw new Error(`no schema ${name} in the spec`);
  return schema;
}
