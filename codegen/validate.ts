// Step 2 of codegen: check each manifest file against the TypeBox schemas of the manifest format
// (manifest-schema.ts) and turn every violation into a ManifestProblem with the field path and a fix.
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { SourceFile } from './load.ts';
import { SharedManifestSchema, ToolManifestSchema } from './manifest-schema.ts';
import { ManifestProblem } from './problems.ts';

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/** Dotted path from a JSON pointer: /params/month/type → params.month.type. */
export function fieldPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

const join = (a: string, b: string) => (a ? `${a}.${b}` : b);

/** Mappings whose keys are names the author chooses (parameters, fields, definitions…), not manifest keywords. */
const NAMED_ENTRIES = /^(params|output|definitions|errors|guides|nothing_to_do)$|\.properties$/;
const NAME_FIX = (at: string) =>
  at === 'definitions'
    ? 'name definitions in PascalCase (e.g. PlanId)'
    : at === 'guides'
      ? 'name guide pages in kebab-case (e.g. monthly-review)'
      : 'write the name in snake_case (e.g. plan_id)';

// A nothing_to_do entry, the format's other union: said as the branch its value was meant for says it.
function nothingToDoShape(at: string, value: unknown, shown: string): ManifestProblem {
  if (value === '') return new ManifestProblem('', at, 'is empty', 'write a non-empty text');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return new ManifestProblem('', at, `${shown} is not of type string`, 'write a string');
  return new ManifestProblem('', at, `${shown} has the wrong shape`, 'give it a non-empty `message` and `reasons`, the placeholders that quote another message, and nothing else');
}

function describe(error: SchemaError, value: unknown): ManifestProblem | ManifestProblem[] | undefined {
  const at = fieldPath(error.instancePath);
  const p = error.params;
  const shown = JSON.stringify(value);
  switch (error.keyword) {
    case 'required':
      return (p.requiredProperties as string[]).map(
        (name) => new ManifestProblem('', join(at, name), 'missing', `add \`${name}\` (codegen/manifest-schema.ts gives every field; copy a neighbour in manifest/tools/)`),
      );
    case 'additionalProperties':
      return (p.additionalProperties as string[]).map((name) =>
        NAMED_ENTRIES.test(at)
          ? new ManifestProblem('', join(at, name), `${JSON.stringify(name)} is not a valid name`, NAME_FIX(at))
          : / /.test(name)
            ? // `{description: a, b}` in a flow mapping splits the text at its comma.
              new ManifestProblem('', join(at, name), 'unknown field, probably the end of a text cut at a comma', 'put the text in quotes')
            : new ManifestProblem('', join(at, name), 'unknown field', 'remove it or correct its spelling'),
      );
    case 'enum':
      return new ManifestProblem('', at, `${shown} is not allowed`, `use one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`);
    case 'pattern':
      return new ManifestProblem('', at, `${shown} has the wrong form`, `write it to match ${String(p.pattern)}`);
    case 'type':
      return new ManifestProblem('', at, `${shown} is not of type ${String(p.type)}`, `write a ${String(p.type)}`);
    case 'minLength':
      return new ManifestProblem('', at, 'is empty', 'write a non-empty text');
    case 'minItems':
      return new ManifestProblem('', at, 'is empty', 'give at least one item');
    case 'minimum':
      return new ManifestProblem('', at, `${shown} is too small`, `use a number ≥ ${String(p.limit ?? p.minimum)}`);
    case 'anyOf':
      if (at.startsWith('nothing_to_do.')) return nothingToDoShape(at, value, shown);
      return new ManifestProblem('', at, `${shown} has the wrong shape`, 'write a shared error id, or an object with `id` and `message`');
    case 'boolean': {
      // A key that `additionalProperties: false` refuses. TypeBox caps its error list, so this may come
      // without the parent's additionalProperties error: report it here (duplicates are dropped).
      const cut = error.instancePath.lastIndexOf('/');
      const name = fieldPath(error.instancePath.slice(cut));
      return describe({ ...error, keyword: 'additionalProperties', instancePath: error.instancePath.slice(0, cut), params: { additionalProperties: [name] } }, value);
    }
    default:
      return new ManifestProblem('', at, error.message, 'correct the value');
  }
}

function valueAt(data: unknown, pointer: string): unknown {
  let v: unknown = data;
  for (const key of fieldPath(pointer).split('.').filter(Boolean)) v = (v as Record<string, unknown> | undefined)?.[key];
  return v;
}

export function checkShape(source: SourceFile, schema: TSchema): ManifestProblem[] {
  if (typeof source.data !== 'object' || source.data === null || Array.isArray(source.data)) {
    return [new ManifestProblem(source.file, '', 'is not a YAML mapping', 'write the manifest as `key: value` lines')];
  }
  const problems: ManifestProblem[] = [];
  const seen = new Set<string>();
  const errors = [...Value.Errors(schema, source.data)] as unknown as SchemaError[];
  // Union branches report each branch's errors too; keep the union's own problem only.
  const unionPaths = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath);
  for (const error of errors) {
    if (error.keyword !== 'anyOf' && unionPaths.some((u) => error.instancePath.startsWith(u))) continue;
    const found = describe(error, valueAt(source.data, error.instancePath));
    for (const problem of [found ?? []].flat()) {
      const full = new ManifestProblem(source.file, problem.field, problem.problem, problem.fix);
      const key = full.toString();
      if (!seen.has(key)) problems.push(full), seen.add(key);
    }
  }
  return problems;
}

export const checkToolShape = (source: SourceFile) => checkShape(source, ToolManifestSchema);
export const checkSharedShape = (source: SourceFile) => checkShape(source, SharedManifestSchema);
