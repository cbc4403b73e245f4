// Step 2 of codegen: check each manifest file against the TypeBox schemas of the manifest format
// (manifest-schema.ts) and turn every violation into a ManifestProblem with the field path and a fix.
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { SourceFile } from './load.ts';
import { MessageForms, SharedManifestSchema, ToolManifestSchema } from './manifest-schema.ts';
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
const NAMED_ENTRIES =
  /^(params|output|definitions|errors|guides|nothing_to_do|messages)$|\.properties$|^messages\.[^.]+\.parts(\.[^.]+\.(one_of|items))?$/;
const NAME_FIX = (at: string) =>
  at === 'definitions'
    ? 'name definitions in PascalCase (e.g. PlanId)'
    : at === 'guides'
      ? 'name guide pages in kebab-case (e.g. monthly-review)'
      : 'write the name in snake_case (e.g. plan_id)';

// A nothing_to_do entry, the format's other union: said as the branch its value was meant for says it.
function nothingToDoShape(at: string, value: unknown, shown: string): ManifestProblem {
  if (value === '') return new ManifestProblem('', at, 'is empty', 'write a non-empty text');
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return new ManifestProblem('', at, `${shown} is not of type string`, 'write a string');
  return new ManifestProblem(
    '',
    at,
    `${shown} has the wrong shape`,
    'give it a non-empty `message` and `reasons`, the placeholders that quote another message, and nothing else',
  );
}

// A message, or a part of one (manifest `messages`): said as the form its value was meant for says it.
function messageShape(at: string, value: unknown, shown: string): ManifestProblem {
  if (value === '') return new ManifestProblem('', at, 'is empty', 'write a non-empty text');
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return new ManifestProblem('', at, `${shown} is not of type string`, 'write a string');
  return /\.parts\.[^.]+$/.test(at)
    ? new ManifestProblem(
        '',
        at,
        `${shown} has the wrong shape`,
        'write a text put in or left out, `{one_of: {name: text, …}}` (two or more), or `{items: {name: text, …}, join: text}` with an optional `some` ({items} where they go) and `none`',
      )
    : new ManifestProblem('', at, `${shown} has the wrong shape`, 'give it a non-empty `message` and its `parts`, and nothing else');
}

function describe(error: SchemaError, value: unknown): ManifestProblem | ManifestProblem[] | undefined {
  const at = fieldPath(error.instancePath);
  const p = error.params;
  const shown = JSON.stringify(value);
  switch (error.keyword) {
    case 'required':
      return (p.requiredProperties as string[]).map(
        (name) =>
          new ManifestProblem(
            '',
            join(at, name),
            'missing',
            `add \`${name}\` (codegen/manifest-schema.ts gives every field; copy a neighbour in manifest/tools/)`,
          ),
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
      return new ManifestProblem(
        '',
        at,
        `${shown} is not allowed`,
        `use one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
      );
    case 'pattern':
      return new ManifestProblem('', at, `${shown} has the wrong form`, `write it to match ${String(p.pattern)}`);
    case 'type':
      return new ManifestProblem('', at, `${shown} is not of type ${String(p.type)}`, `write a ${String(p.type)}`);
    case 'minLength':
      return new ManifestProblem('', at, 'is empty', 'write a non-empty text');
    case 'minItems':
      return new ManifestProblem('', at, 'is empty', 'give at least one item');
    case 'minProperties':
      return new ManifestProblem('', at, 'has too few entries', `give at least ${String(p.limit)}`);
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
      return describe(
        {
          ...error,
          keyword: 'additionalProperties',
          instancePath: error.instancePath.slice(0, cut),
          params: { additionalProperties: [name] },
        },
        value,
      );
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

/** The errors of `value` against `schema`, their paths below `pointer`. */
const errorsAt = (schema: TSchema, value: unknown, pointer: string): SchemaError[] =>
  ([...Value.Errors(schema, value)] as unknown as SchemaError[]).map((e) => ({ ...e, instancePath: pointer + e.instancePath }));

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each message, and each of its parts, against the form it was written in (MessageForms). */
function messageErrors(messages: unknown): { errors: SchemaError[]; misshapen: ManifestProblem[] } {
  const errors: SchemaError[] = [];
  const misshapen: ManifestProblem[] = [];
  if (!isMapping(messages)) return { errors, misshapen };
  for (const [name, entry] of Object.entries(messages)) {
    const at = `/messages/${name}`;
    if (typeof entry === 'string') errors.push(...errorsAt(MessageForms.text, entry, at));
    else if (!isMapping(entry)) misshapen.push(messageShape(fieldPath(at), entry, JSON.stringify(entry)));
    else {
      errors.push(...errorsAt(MessageForms.withParts, entry, at));
      for (const [part, value] of Object.entries(isMapping(entry.parts) ? entry.parts : {})) {
        const form =
          typeof value === 'string'
            ? MessageForms.optional
            : !isMapping(value)
              ? undefined
              : 'one_of' in value
                ? MessageForms.oneOf
                : 'items' in value
                  ? MessageForms.list
                  : undefined;
        if (form === undefined) misshapen.push(messageShape(fieldPath(`${at}/parts/${part}`), value, JSON.stringify(value)));
        else errors.push(...errorsAt(form, value, `${at}/parts/${part}`));
      }
    }
  }
  return { errors, misshapen };
}

/** A part of a manifest checked apart (messageErrors): the whole schema's errors below `skip` are dropped for its own. */
interface CheckedApart {
  skip: RegExp;
  check(data: Record<string, unknown>): { errors: SchemaError[]; misshapen: ManifestProblem[] };
}

export function checkShape(source: SourceFile, schema: TSchema, apart?: CheckedApart): ManifestProblem[] {
  if (!isMapping(source.data)) {
    return [new ManifestProblem(source.file, '', 'is not a YAML mapping', 'write the manifest as `key: value` lines')];
  }
  const own = apart?.check(source.data) ?? { errors: [], misshapen: [] };
  const errors = [...errorsAt(schema, source.data, '').filter((e) => !apart?.skip.test(e.instancePath)), ...own.errors];
  // Union branches report each branch's errors too; keep the union's own problem only.
  const unionPaths = errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath);
  const found = errors
    .filter((e) => e.keyword === 'anyOf' || !unionPaths.some((u) => e.instancePath.startsWith(u)))
    .flatMap((e) => [describe(e, valueAt(source.data, e.instancePath)) ?? []].flat());
  const problems = new Map<string, ManifestProblem>();
  for (const problem of [...found, ...own.misshapen]) {
    const full = new ManifestProblem(source.file, problem.field, problem.problem, problem.fix);
    if (!problems.has(full.toString())) problems.set(full.toString(), full);
  }
  return [...problems.values()];
}

export const checkToolShape = (source: SourceFile) =>
  checkShape(source, ToolManifestSchema, { skip: /^\/messages\/[^/]+/, check: (data) => messageErrors(data.messages) });
export const checkSharedShape = (source: SourceFile) => checkShape(source, SharedManifestSchema);
