// Step 4 of codegen, the contract half: print generated/contract/<tool>.d.ts, a tool's contract as plain
// TypeScript types that import nothing — Input, Args (Input with its defaults applied), Output, the refusals
// and the nothing_to_do reasons — so src/logic/ and views/ can `import type` them without reaching the
// runtime. A declaration file: nothing of it is compiled or shipped, and only `import type` can read it.
// generated/tools/<tool>.ts takes its types from here, and the compiler holds them equal to its schemas'
// static types (emit-code.ts), so the two can never drift.
import {
  CONFIRMATION_ERRORS,
  REASON_KEY,
  type ErrorModel,
  type FieldModel,
  type JsonSchema,
  type NothingToDoModel,
  type ToolModel,
} from './model.ts';

const lit = (v: unknown) => JSON.stringify(v);

const SCALARS: Record<string, string> = { string: 'string', integer: 'number', number: 'number', boolean: 'boolean', null: 'null' };

/** A description as a doc comment: one line, its `*\/` broken so the comment stays whole. */
const doc = (description: unknown, indent: string) =>
  typeof description === 'string' ? `${indent}/** ${description.replace(/\*\//g, '* /').replace(/\s*\n\s*/g, ' ')} */\n` : '';

/** A property name as TypeScript writes it: bare when it can be, quoted otherwise. */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : lit(name));

/** A schema printed as a union (an array of it needs parentheses). */
const isUnion = (schema: JsonSchema) => [schema.anyOf, schema.enum, schema.type].some((v) => Array.isArray(v) && v.length > 1);

/** The type a JSON Schema of the model stands for, as TypeBox's Static reads the same schema. `indent` is its depth. */
export function printType(schema: JsonSchema, indent = ''): string {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map((branch) => printType(branch, indent)).join(' | ');
  if (Array.isArray(schema.enum)) return (schema.enum as unknown[]).map(lit).join(' | ');
  if (Array.isArray(schema.type)) return (schema.type as string[]).map((t) => SCALARS[t] ?? 'unknown').join(' | ');
  if (schema.type === 'array') {
    const items = printType(schema.items as JsonSchema, indent);
    return isUnion(schema.items as JsonSchema) ? `(${items})[]` : `${items}[]`;
  }
  if (schema.type === 'object') {
    const required = new Set((schema.required ?? []) as string[]);
    const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
    return printObject(
      properties.map(([name, property]) => ({ name, schema: property, required: required.has(name) })),
      indent,
    );
  }
  const scalar = SCALARS[String(schema.type)];
  if (scalar === undefined) throw new Error(`contract: unsupported schema ${lit(schema)}`);
  return scalar;
}

/** An object type; one without properties is `object`, as TypeBox's Static reads it. */
function printObject(fields: readonly { name: string; schema: JsonSchema; required: boolean }[], indent: string): string {
  if (fields.length === 0) return 'object';
  const inner = `${indent}  `;
  const lines = fields.map(
    (f) => `${doc(f.schema.description, inner)}${inner}${key(f.name)}${f.required ? '' : '?'}: ${printType(f.schema, inner)};`,
  );
  return `{\n${lines.join('\n')}\n${indent}}`;
}

export const placeholderType = (names: readonly string[]) => names.map((p) => `${p}: string | number`).join('; ');

// What a pure plan may refuse with. Not the confirmation errors (src/confirm raises them), nor a message
// quoting an {error}, which a refusal's `error`, the code, would shadow: their constructors raise them.
export const refusals = (errors: readonly ErrorModel[]) =>
  errors.filter((e) => !e.placeholders.includes('error') && !(CONFIRMATION_ERRORS as readonly string[]).includes(e.id));

/** What each union of the contract is, for its doc comment here and where generated/tools/<tool>.ts names it. */
export const TYPE_DOCS = {
  Refusal: "A pure plan's refusal: one member per declared error, with the fields its message's placeholders read.",
  QuotedReason: 'A reason another message quotes: one that quotes none.',
  NothingReason: 'Why a result is nothing_to_do: one member per declared message, with the fields its placeholders read.',
} as const;

/** The refusal union: one member per error a pure plan may refuse with, with its placeholders. */
export function refusalUnionLines(errors: readonly ErrorModel[], type: string): string[] {
  if (errors.length === 0) return [];
  const members = errors.map(
    (e) => `  | { error: ${lit(e.id)}${e.placeholders.length === 0 ? '' : `; ${placeholderType(e.placeholders)}`} }`,
  );
  return [`/** ${TYPE_DOCS.Refusal} */`, `export type ${type} =\n${members.join('\n')};`, ''];
}

const reasonMember = (n: NothingToDoModel, quoted: string) =>
  `  | { ${REASON_KEY}: ${lit(n.name)}${n.placeholders.map((p) => `; ${p}: ${n.reasons.includes(p) ? quoted : 'string | number'}`).join('')} }`;

/** The type names reasonUnionLines declares for `tool`: NothingReason, and QuotedReason when a message quotes another. */
export const reasonTypes = (tool: ToolModel): ('QuotedReason' | 'NothingReason')[] =>
  tool.nothingToDo.length === 0
    ? []
    : tool.nothingToDo.some((n) => n.reasons.length > 0)
      ? ['QuotedReason', 'NothingReason']
      : ['NothingReason'];

/** The tool's nothing_to_do reasons: one member per declared message, with its placeholders; a quoted one takes a reason that quotes none. */
export function reasonUnionLines(tool: ToolModel): string[] {
  if (tool.nothingToDo.length === 0) return [];
  const quoting = tool.nothingToDo.filter((n) => n.reasons.length > 0);
  const plain = tool.nothingToDo.filter((n) => n.reasons.length === 0);
  const comment = `/** ${TYPE_DOCS.NothingReason} */`;
  const lines =
    quoting.length === 0
      ? [comment, `export type NothingReason =\n${plain.map((n) => reasonMember(n, '')).join('\n')};`]
      : [
          `/** ${TYPE_DOCS.QuotedReason} */`,
          `export type QuotedReason =\n${plain.map((n) => reasonMember(n, '')).join('\n')};`,
          comment,
          `export type NothingReason =\n  | QuotedReason\n${quoting.map((n) => reasonMember(n, 'QuotedReason')).join('\n')};`,
        ];
  return [...lines, ''];
}

/** The output fields as an object schema that keeps their descriptions (the tool's outputSchema drops them). */
const described = (fields: readonly FieldModel[]) => fields.map((f) => ({ name: f.name, schema: f.schema, required: f.required }));

export function emitContract(tool: ToolModel): string {
  const defaulted = tool.params.filter((p) => p.hasDefault);
  const params = described(tool.params);
  const lines = [
    `// Generated by \`npm run codegen\` from ${tool.file}. Do not edit.`,
    `// ${tool.name}'s contract as plain types, importing nothing: src/logic/ and views/ may \`import type\` it.`,
    `// generated/tools/${tool.name}.ts uses these types, and the compiler holds them equal to its schemas' static types.`,
    '',
    `/** What ${tool.name} takes: its input schema. */`,
    `export type Input = ${printObject(params, '')};`,
    '',
    '/** The arguments a handler receives: Input with every default applied. */',
    defaulted.length === 0
      ? 'export type Args = Input;'
      : `export type Args = ${printObject(
          params.map((p) => ({ ...p, required: p.required || defaulted.some((d) => d.name === p.name) })),
          '',
        )};`,
    '',
    `/** What ${tool.name} answers: its output schema. */`,
    `export type Output = ${printObject(described(tool.output), '')};`,
    '',
    ...refusalUnionLines(refusals(tool.errors), 'Refusal'),
    ...reasonUnionLines(tool),
  ];
  return lines.join('\n');
}
