// One walk over a JSON Schema of the model, read two ways: printed as TypeBox builder code (the static
// types generated/ declares) and built as the TypeBox value itself (the literal generated/ holds), so
// nothing printed is ever evaluated. A test checks that both give back exactly the model's schema.
import Type, { type TSchema } from 'typebox';
import type { JsonSchema } from './model.ts';

/** The TypeBox builders a schema of the model is made of that take no schema argument. */
type Leaf = 'String' | 'Integer' | 'Number' | 'Boolean' | 'Null';

/** What each TypeBox builder becomes: code or a value. `options` holds the schema's other keywords, if any. */
interface TypeBoxTarget<T> {
  leaf(fn: Leaf, options: JsonSchema | undefined): T;
  /** A scalar or enum that may also be null (`type: [t, 'null']`, null in `enum`): no TypeBox builder makes it, so it is taken as is. */
  nullable(schema: JsonSchema): T;
  enumOf(values: unknown[], options: JsonSchema | undefined): T;
  union(branches: T[], options: JsonSchema | undefined): T;
  array(items: T, options: JsonSchema | undefined): T;
  /** `indent` is the object's own depth, as printed; its properties sit one level deeper. */
  object(properties: { name: string; value: T; required: boolean }[], options: JsonSchema | undefined, indent: string): T;
}

function options(schema: JsonSchema, skip: readonly string[]): JsonSchema | undefined {
  const entries = Object.entries(schema).filter(([k]) => !skip.includes(k));
  return entries.length === 0 ? undefined : Object.fromEntries(entries);
}

const LEAVES: Record<string, Leaf> = { string: 'String', integer: 'Integer', number: 'Number', boolean: 'Boolean', null: 'Null' };

function walk<T>(schema: JsonSchema, to: TypeBoxTarget<T>, indent: string): T {
  if (Array.isArray(schema.anyOf))
    return to.union(
      (schema.anyOf as JsonSchema[]).map((b) => walk(b, to, indent)),
      options(schema, ['anyOf']),
    );
  if (Array.isArray(schema.type) || (Array.isArray(schema.enum) && schema.enum.includes(null))) return to.nullable(schema);
  if (Array.isArray(schema.enum)) return to.enumOf(schema.enum as unknown[], options(schema, ['enum']));
  const leaf = typeof schema.type === 'string' ? LEAVES[schema.type] : undefined;
  if (leaf !== undefined) return to.leaf(leaf, options(schema, ['type']));
  if (schema.type === 'array') return to.array(walk(schema.items as JsonSchema, to, indent), options(schema, ['type', 'items']));
  if (schema.type === 'object') {
    const required = new Set((schema.required ?? []) as string[]);
    const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, prop]) => ({
      name,
      value: walk(prop, to, `${indent}  `),
      required: required.has(name),
    }));
    return to.object(properties, options(schema, ['type', 'properties', 'required']), indent);
  }
  throw new Error(`TypeBox walk: unsupported schema ${JSON.stringify(schema)}`);
}

const lit = (v: unknown) => JSON.stringify(v);
const printed = (o: JsonSchema | undefined) =>
  o === undefined
    ? ''
    : `{ ${Object.entries(o)
        .map(([k, v]) => `${/^[a-zA-Z_]\w*$/.test(k) ? k : lit(k)}: ${lit(v)}`)
        .join(', ')} }`;
const call = (fn: string, ...args: string[]) => `Type.${fn}(${args.filter(Boolean).join(', ')})`;

const STATIC: Record<string, string> = { string: 'string', integer: 'number', number: 'number', boolean: 'boolean', null: 'null' };

const code: TypeBoxTarget<string> = {
  leaf: (fn, o) => call(fn, printed(o)),
  nullable: (schema) => {
    const members = Array.isArray(schema.enum)
      ? (schema.enum as unknown[]).map(lit)
      : (schema.type as string[]).map((t) => STATIC[t] ?? 'unknown');
    return `Type.Unsafe<${members.join(' | ')}>(${printed(schema)})`;
  },
  enumOf: (values, o) => call('Enum', lit(values), printed(o)),
  union: (branches, o) => call('Union', `[${branches.join(', ')}]`, printed(o)),
  array: (items, o) => call('Array', items, printed(o)),
  object: (properties, o, indent) => {
    const lines = properties.map((p) => `${indent}  ${p.name}: ${p.required ? p.value : `Type.Optional(${p.value})`},`);
    return call('Object', lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`, printed(o));
  },
};

const value: TypeBoxTarget<TSchema> = {
  leaf: (fn, o) => Type[fn](o),
  nullable: (schema) => Type.Unsafe(schema),
  enumOf: (values, o) => Type.Enum(values as string[], o),
  union: (branches, o) => Type.Union(branches, o),
  array: (items, o) => Type.Array(items, o),
  object: (properties, o) =>
    Type.Object(Object.fromEntries(properties.map((p) => [p.name, p.required ? p.value : Type.Optional(p.value)])), o),
};

/** TypeBox builder code for the schema; `indent` is the depth it is printed at. */
export const printTypeBox = (schema: JsonSchema, indent = ''): string => walk(schema, code, indent);

/** The TypeBox value for the schema: what the printed code builds. */
export const buildTypeBox = (schema: JsonSchema): TSchema => walk(schema, value, '');
