// Step 3 of codegen: turn validated manifests into a typed model (refs resolved, JSON Schemas built,
// errors with their placeholders) and run the checks that span the fields of one manifest (those that span
// files are cross-checks.ts's). Emitters only print it.
import { Value } from 'typebox/value';
import type { ResourceDefinition } from '../src/mcp/resource-definition.ts';
import type { LoadedManifests } from './load.ts';
import type { FieldSpec, SharedManifest, ToolManifest } from './manifest-schema.ts';
import { messageModels, OPERATION_ID, allValues, type MessageModel } from './message-model.ts';
import { camel, mentions, placeholders } from './names.ts';
import { ManifestErrors, ManifestProblem } from './problems.ts';
import { checkSharedShape, checkToolShape } from './validate.ts';

export type JsonSchema = Record<string, unknown>;

export interface FieldModel {
  name: string;
  schema: JsonSchema;
  required: boolean;
  hasDefault: boolean;
  default: unknown;
  /** Fields of the object, or of the array's object items (docs show them one level down). */
  children: FieldModel[];
}

export interface ErrorModel {
  id: string;
  constructorName: string;
  message: string;
  placeholders: string[];
  shared: boolean;
}

/** A message of the tool's `nothing_to_do` results (manifest `nothing_to_do`), by name. */
export interface NothingToDoModel {
  name: string;
  builderName: string;
  message: string;
  placeholders: string[];
  /** Placeholders that quote another of the tool's messages (manifest `reasons`), filled as it is. */
  reasons: string[];
}

/** The discriminant of a nothing_to_do reason (`{ reason: '<name>', ...placeholders }`): no placeholder takes its name. */
export const REASON_KEY = 'reason';

export interface ToolModel {
  file: string;
  name: string;
  title: string;
  kind: 'read' | 'write';
  group: string;
  description: string;
  /** Sentences of the description that name a tool, and the text sent while one of those tools is not listed. */
  variants: VariantModel[];
  annotations: ToolManifest['annotations'];
  params: FieldModel[];
  output: FieldModel[];
  inputSchema: JsonSchema;
  /** Without descriptions (withoutDescriptions): `output` keeps them for the docs. */
  outputSchema: JsonSchema;
  confirmation: ToolManifest['confirmation'];
  /** Collections a confirmed write checks for changes before writing; empty for every other tool. */
  changeCheck: string[];
  undo: ToolManifest['undo'];
  errors: ErrorModel[];
  nothingToDo: NothingToDoModel[];
  /** The messages of its answers (manifest `messages`): what a write that applied says, other status sentences. */
  messages: MessageModel[];
  /** The journal kind its writes record, and where the agent sees such a change in YNAB; absent when it journals nothing. */
  journal?: JournalModel;
  /** Output fields that only a write that asks or applies fills: null in a nothing_to_do result. */
  writeOnlyFields: string[];
  example: ToolManifest['example'];
  seeAlso: { id: string; en: string; es: string }[];
  /** The MCP Apps view of the answer, when the manifest declares one. */
  view?: ViewModel;
}

export interface JournalModel {
  kind: string;
  checkWith: string;
}

export interface ViewModel {
  name: string;
  /** The ui:// resource the tool's _meta.ui.resourceUri names. */
  uri: string;
  title: { en: string; es: string };
  shows: { en: string; es: string };
  calls: string[];
}

/** A view's resource: the server registers one per view of a listed tool. */
export const viewUri = (name: string) => `ui://avenir-mcp/${name}`;

/** A sentence of a description naming `tools`, replaced by `without` while one of them is not listed. */
export interface VariantModel {
  sentence: string;
  without: string;
  tools: string[];
}

/** A toolset of manifest/shared.yaml: AVENIR_MCP_TOOLSETS selects them; each tool's `group` names one. */
export interface ToolsetModel {
  name: string;
  en: string;
  es: string;
}

/** A data resource as the server registers it (src/mcp/resource-definition.ts). */
export type ResourceModel = ResourceDefinition;

export interface Model {
  tools: ToolModel[];
  sharedErrors: ErrorModel[];
  resources: ResourceModel[];
  guides: SharedManifest['guides'];
  toolsets: ToolsetModel[];
}

export { camel, placeholders };

class Problems {
  readonly list: ManifestProblem[] = [];
  constructor(readonly file: string) {}
  add(field: string, problem: string, fix: string) {
    this.list.push(new ManifestProblem(this.file, field, problem, fix));
  }
}

/** Resolves `$ref` (the reference's keys first, then the field's own overrides) and checks the field's coherence. */
function resolveField(spec: FieldSpec, defs: Record<string, FieldSpec>, at: string, p: Problems): FieldSpec {
  let field = spec;
  if (spec.$ref !== undefined) {
    const target = defs[spec.$ref];
    if (target === undefined) {
      p.add(`${at}.$ref`, `no shared definition named ${spec.$ref}`, `use one of ${Object.keys(defs).sort().join(', ')}`);
      return { type: 'string', description: spec.description ?? '?' };
    }
    const { $ref: _ref, ...own } = spec;
    field = { ...target, ...own };
  }
  const type = field.type ?? (field.enum ? 'string' : undefined);
  if (type === undefined) p.add(`${at}.type`, 'missing', 'give a `type` (string, integer, number, boolean, object or array) or an `enum`');
  if (field.enum !== undefined && type !== 'string')
    p.add(`${at}.enum`, 'only strings can be enumerated', 'remove `enum` or set `type: string`');
  if (type === 'array' && field.items === undefined) p.add(`${at}.items`, 'missing for an array', 'describe the items with `items:`');
  if (type !== 'array' && field.items !== undefined)
    p.add(`${at}.items`, `not allowed on a ${type} field`, 'remove it or set `type: array`');
  if (type === 'object' && field.properties === undefined && field.open !== true)
    p.add(
      `${at}.properties`,
      'missing for an object',
      'list the fields under `properties:`, or say `open: true` when the handler reads its shape',
    );
  if (field.open === true && (type !== 'object' || field.properties !== undefined))
    p.add(`${at}.open`, 'only an object without `properties` is open', "remove `open`, or the object's `properties`");
  if (type !== 'object' && field.properties !== undefined)
    p.add(`${at}.properties`, `not allowed on a ${type} field`, 'remove it or set `type: object`');
  // An array's items are described by the array itself.
  if (field.description === undefined && !at.endsWith('.items'))
    p.add(`${at}.description`, 'missing', 'describe the field for agents, in English');
  const resolved: FieldSpec = { ...field, type };
  if (field.items) resolved.items = resolveField(field.items, defs, `${at}.items`, p);
  if (field.properties) {
    resolved.properties = Object.fromEntries(
      Object.entries(field.properties).map(([k, v]) => [k, resolveField(v, defs, `${at}.properties.${k}`, p)]),
    );
  }
  return resolved;
}

/** The JSON Schema of a resolved field (what TypeBox builds from the emitted code). */
export function jsonSchema(field: FieldSpec): JsonSchema {
  const constraints: JsonSchema = {};
  for (const key of ['format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const) {
    if (field[key] !== undefined) constraints[key] = field[key];
  }
  let base: JsonSchema;
  if (field.enum) base = { enum: field.enum };
  else if (field.type === 'array') base = { type: 'array', items: jsonSchema(field.items!), ...constraints };
  // An object without properties is open: its shape is checked by the handler's own reader and told in its
  // description (save_rule's conditions, read as strictly as the rules file), which costs a fraction of the bytes.
  else if (field.type === 'object') base = field.open ? { type: 'object' } : objectSchema(field.properties!, 'output');
  else base = { type: field.type, ...constraints };
  if (field.enum) Object.assign(base, constraints);
  const annotations: JsonSchema = {};
  if (field.description !== undefined) annotations.description = field.description;
  if (field.default !== undefined) annotations.default = field.default;
  if (field.nullable) return { ...nullable(base), ...annotations };
  return { ...base, ...annotations };
}

/**
 * The schema also accepting null, in the fewest bytes every validator reads the same: `type: [t, 'null']`
 * for a scalar, null among an enum's values, anyOf only for an object or an array.
 */
function nullable(base: JsonSchema): JsonSchema {
  if (Array.isArray(base.enum)) return { ...base, enum: [...(base.enum as unknown[]), null] };
  if (base.type === 'object' || base.type === 'array') return { anyOf: [base, { type: 'null' }] };
  return { ...base, type: [base.type, 'null'] };
}

/**
 * A result schema as tools/list sends it: its shape, without the fields' descriptions. Agents read the
 * description and the input schema; the result's meaning is documented on the tool's page (built from the
 * model's fields, which keep them), and the descriptions were half of every tools/list (issue #15).
 */
export function withoutDescriptions(schema: JsonSchema): JsonSchema {
  const lean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(lean);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k, v]) => !(k === 'description' && typeof v === 'string'))
        .map(([k, v]) => [k, k === 'properties' ? leanProperties(v) : lean(v)]),
    );
  };
  // A property may be named `description`: only the keyword is dropped, never a property.
  const leanProperties = (properties: unknown) =>
    Object.fromEntries(Object.entries(properties as Record<string, unknown>).map(([k, v]) => [k, lean(v)]));
  return lean(schema) as JsonSchema;
}

function isRequired(field: FieldSpec, role: 'params' | 'output'): boolean {
  return role === 'params' ? field.default === undefined && field.required !== false : field.optional !== true;
}

export function objectSchema(fields: Record<string, FieldSpec>, role: 'params' | 'output'): JsonSchema {
  const names = Object.keys(fields);
  const required = names.filter((n) => isRequired(fields[n]!, role));
  return {
    type: 'object',
    properties: Object.fromEntries(names.map((n) => [n, jsonSchema(fields[n]!)])),
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  };
}

function fieldModels(fields: Record<string, FieldSpec>, role: 'params' | 'output'): FieldModel[] {
  return Object.entries(fields).map(([name, f]) => {
    const inner = f.type === 'array' ? f.items : f;
    return {
      name,
      schema: jsonSchema(f),
      required: isRequired(f, role),
      hasDefault: f.default !== undefined,
      default: f.default,
      children: inner?.type === 'object' && inner.properties !== undefined ? fieldModels(inner.properties, 'output') : [],
    };
  });
}

function checkRoles(fields: Record<string, FieldSpec>, role: 'params' | 'output', p: Problems) {
  for (const [name, f] of Object.entries(fields)) {
    const at = `${role}.${name}`;
    if (role === 'output' && f.default !== undefined) p.add(`${at}.default`, 'results have no defaults', 'remove it');
    if (role === 'output' && f.required !== undefined)
      p.add(`${at}.required`, 'results use `optional`, not `required`', 'remove it (fields are required unless `optional: true`)');
    if (role === 'params' && f.optional !== undefined)
      p.add(`${at}.optional`, 'parameters use `required`, not `optional`', 'write `required: false` or give a `default`');
    if (role === 'params' && f.required === true && f.default !== undefined)
      p.add(`${at}.required`, 'a parameter with a default cannot be required', 'remove `required` or the default');
    if (role === 'params' && f.default !== undefined && !Value.Check({ ...jsonSchema({ ...f, default: undefined }) } as never, f.default)) {
      p.add(
        `${at}.default`,
        `${JSON.stringify(f.default)} does not match the parameter's own schema`,
        'give a default the parameter accepts',
      );
    }
  }
}

function errorModels(entries: ToolManifest['errors'], shared: Record<string, string>, p: Problems): ErrorModel[] {
  const out: ErrorModel[] = [];
  entries.forEach((entry, i) => {
    const id = typeof entry === 'string' ? entry : entry.id;
    const message = typeof entry === 'string' ? shared[entry] : entry.message;
    if (message === undefined) {
      p.add(
        `errors.${i}`,
        `no shared error named ${id}`,
        `declare it under \`errors\` in manifest/shared.yaml, or use one of ${Object.keys(shared).sort().join(', ')}`,
      );
      return;
    }
    if (out.some((e) => e.id === id)) p.add(`errors.${i}`, `${id} is declared twice`, 'keep one declaration');
    if (typeof entry !== 'string' && shared[id] !== undefined)
      p.add(`errors.${i}.id`, `${id} is a shared error`, 'refer to it by its id alone');
    out.push({ id, constructorName: camel(id), message, placeholders: placeholders(message), shared: typeof entry === 'string' });
  });
  return out;
}

/** The confirmation errors every confirmed write can raise, in seed 004's order, after the tool's own. */
export const CONFIRMATION_ERRORS = ['cannot_ask', 'bad_code', 'codes_disabled', 'plan_changed'] as const;

function withConfirmationErrors(
  errors: ErrorModel[],
  confirmation: ToolManifest['confirmation'],
  shared: Record<string, string>,
): ErrorModel[] {
  if (confirmation !== 'confirmed') return errors;
  const missing = CONFIRMATION_ERRORS.filter((id) => !errors.some((e) => e.id === id) && shared[id] !== undefined);
  return [
    ...errors,
    ...missing.map((id) => ({
      id,
      constructorName: camel(id),
      message: shared[id]!,
      placeholders: placeholders(shared[id]!),
      shared: true,
    })),
  ];
}

/** The shared definitions of the result fields only a write that asks or applies fills. */
const WRITE_ONLY_REFS = ['Preview', 'IssuedCode', 'OperationId'];

function nothingToDoModels(declared: ToolManifest['nothing_to_do'], output: Record<string, FieldSpec>, p: Problems): NothingToDoModel[] {
  const entries = Object.entries(declared ?? {});
  if (entries.length === 0) return [];
  if (!output.status?.enum?.includes('nothing_to_do')) {
    p.add(
      'nothing_to_do',
      "the output's status cannot be nothing_to_do",
      'give `output.status` an enum with nothing_to_do (`{$ref: WriteStatus}` has it), or remove `nothing_to_do`',
    );
  }
  if (output.message?.type !== 'string')
    p.add('nothing_to_do', 'the output has no `message` text to carry it', 'add `message: {$ref: Message}` to `output`');
  const models = entries.map(([name, entry]) => {
    const message = typeof entry === 'string' ? entry : entry.message;
    const model = {
      name,
      builderName: camel(name),
      message,
      placeholders: placeholders(message),
      reasons: typeof entry === 'string' ? [] : entry.reasons,
    };
    if (model.placeholders.includes(REASON_KEY)) {
      p.add(`nothing_to_do.${name}`, `{${REASON_KEY}} names the reason itself, not a placeholder`, 'give the placeholder another name');
    }
    model.reasons.forEach((r, i) => {
      if (!model.placeholders.includes(r))
        p.add(`nothing_to_do.${name}.reasons.${i}`, `${r} is not a placeholder of the message`, 'list only placeholders of `message`');
    });
    return model;
  });
  // A quoted message quotes none itself: one level, so the types stay flat.
  if (models.every((m) => m.reasons.length > 0)) {
    p.add('nothing_to_do', 'every message quotes another, so none can be quoted', 'declare at least one message without `reasons`');
  }
  return models;
}

/** The journal kind of a journaled write (manifest `undo.kind`, `undo.check_with`). */
function journalModel(m: ToolManifest, p: Problems): JournalModel | undefined {
  const { mode, kind, check_with: checkWith } = m.undo;
  if (mode === 'none') {
    if (kind !== undefined || checkWith !== undefined)
      p.add(
        kind !== undefined ? 'undo.kind' : 'undo.check_with',
        'a tool undo_operation cannot undo journals nothing',
        'remove it, or set mode: yes or partial',
      );
    return undefined;
  }
  // A write acting at once is journaled as a confirmed one is (approve_transactions, issue #32).
  if (kind === undefined)
    p.add(
      'undo.kind',
      `missing for undo mode ${mode}`,
      'name the journal kind its writes record (src/journal/types.ts), e.g. kind: budget',
    );
  if (checkWith === undefined)
    p.add(
      'undo.check_with',
      'missing for a journaled write',
      'say where the agent sees whether YNAB holds such a change: a read tool, then what to look at in brackets',
    );
  return kind === undefined || checkWith === undefined ? undefined : { kind, checkWith };
}

/** The tool's messages, with what only the whole tool can tell: a message field to carry them, one per confirmed write. */
function toolMessages(m: ToolManifest, output: Record<string, FieldSpec>, journal: JournalModel | undefined, p: Problems): MessageModel[] {
  const messages = messageModels(m.messages, journal !== undefined, p);
  if (messages.length > 0 && output.message?.type !== 'string')
    p.add('messages', 'the output has no `message` text to carry them', 'add `message: {$ref: Message}` to `output`');
  if (m.confirmation === 'confirmed' && messages.length === 0)
    p.add(
      'messages',
      'missing for a confirmed write',
      'declare the message its result gives once applied: what was done, and how to undo it',
    );
  if (journal !== undefined && messages.length > 0 && !messages.some((x) => allValues(x).includes(OPERATION_ID))) {
    p.add(
      'messages',
      `no message gives the {${OPERATION_ID}} of a journaled write`,
      `say how to undo it: call undo_operation with operation_id {${OPERATION_ID}}`,
    );
  }
  return messages;
}

function variantModels(m: ToolManifest, p: Problems): VariantModel[] {
  return (m.variants ?? []).map((v, i) => {
    if (!m.description.includes(v.sentence))
      p.add(`variants.${i}.sentence`, 'is not part of the description', 'quote a sentence of `description` exactly');
    // The tools it names are known once every manifest is read (buildModel).
    return { sentence: v.sentence, without: v.without, tools: [] };
  });
}

function toolModel(file: string, m: ToolManifest, shared: SharedManifest, p: Problems): ToolModel {
  const base = file
    .split('/')
    .pop()!
    .replace(/\.yaml$/, '');
  if (shared.toolsets[m.group] === undefined) {
    p.add(
      'group',
      `${m.group} is not a toolset of manifest/shared.yaml`,
      `use one of ${Object.keys(shared.toolsets).sort().join(', ')}, or declare it under \`toolsets\``,
    );
  }
  if (m.name !== base) p.add('name', `${m.name} differs from the file name`, `name the file ${m.name}.yaml or set name: ${base}`);
  const write = m.kind === 'write';
  const a = m.annotations;
  if (a.readOnlyHint === write) {
    p.add(
      'annotations.readOnlyHint',
      `${a.readOnlyHint} contradicts kind: ${m.kind}`,
      `write tools have readOnlyHint false and read tools true: set readOnlyHint: ${!write}`,
    );
  }
  if (!write && a.destructiveHint) p.add('annotations.destructiveHint', 'a read tool cannot be destructive', 'set destructiveHint: false');
  if (!write && !a.idempotentHint) p.add('annotations.idempotentHint', 'a read tool is idempotent', 'set idempotentHint: true');
  if (!a.openWorldHint) p.add('annotations.openWorldHint', 'every tool talks to YNAB', 'set openWorldHint: true');
  if (write === (m.confirmation === 'none')) {
    p.add(
      'confirmation',
      `${m.confirmation} does not fit kind: ${m.kind}`,
      write ? 'write tools are `confirmed` or `immediate`' : 'read tools have confirmation: none',
    );
  }
  // A confirmed write checks before it writes; so may one acting at once (it reads what it writes from).
  if (m.confirmation === 'confirmed' && m.change_check === undefined)
    p.add(
      'change_check',
      'missing for a confirmed write',
      'list the collections whose change would alter the preview, e.g. change_check: [transactions], or [] when every read it makes is live',
    );
  if (m.confirmation === 'none' && m.change_check !== undefined)
    p.add('change_check', 'only a write checks for changes before writing', 'remove it');
  if (!write && m.undo.mode !== 'none') p.add('undo.mode', 'a read tool changes nothing to undo', 'set undo: {mode: none}');
  if (m.undo.mode === 'partial' && m.undo.reason === undefined)
    p.add('undo.reason', 'missing for a partial undo', 'say what cannot be undone, under `reason: {en, es}`');
  if (m.undo.mode === 'yes' && m.undo.reason !== undefined)
    p.add('undo.reason', 'a full undo has no limit to explain', 'remove it, or set mode: partial');
  const journal = journalModel(m, p);
  const defs = shared.definitions;
  const params = Object.fromEntries(Object.entries(m.params).map(([k, v]) => [k, resolveField(v, defs, `params.${k}`, p)]));
  const output = Object.fromEntries(Object.entries(m.output).map(([k, v]) => [k, resolveField(v, defs, `output.${k}`, p)]));
  // Schemas are built only from coherent fields (an array without items has no schema).
  const coherent = p.list.length === 0;
  if (coherent) checkRoles(params, 'params', p);
  if (coherent) checkRoles(output, 'output', p);
  const inputSchema = coherent ? objectSchema(params, 'params') : {};
  const outputSchema = coherent ? withoutDescriptions(objectSchema(output, 'output')) : {};
  if (p.list.length === 0) {
    for (const e of Value.Errors(inputSchema as never, m.example.arguments) as Iterable<{ instancePath: string; message: string }>) {
      p.add(
        `example.arguments${e.instancePath.replace(/\//g, '.')}`,
        `does not match the parameters (${e.message})`,
        'give example arguments the tool accepts',
      );
    }
  }
  const seeAlso = m.see_also.map((id, i) => {
    const guide = shared.guides[id];
    if (!guide) p.add(`see_also.${i}`, `no guide page named ${id}`, `use one of ${Object.keys(shared.guides).sort().join(', ')}`);
    return { id, en: guide?.en ?? id, es: guide?.es ?? id };
  });
  return {
    file,
    name: m.name,
    title: m.title,
    kind: m.kind,
    group: m.group,
    description: m.description.trim(),
    variants: variantModels(m, p),
    annotations: a,
    params: coherent ? fieldModels(params, 'params') : [],
    output: coherent ? fieldModels(output, 'output') : [],
    inputSchema,
    outputSchema,
    confirmation: m.confirmation,
    changeCheck: m.change_check ?? [],
    undo: m.undo,
    errors: withConfirmationErrors(errorModels(m.errors, shared.errors, p), m.confirmation, shared.errors),
    nothingToDo: nothingToDoModels(m.nothing_to_do, output, p),
    messages: toolMessages(m, output, journal, p),
    ...(journal ? { journal } : {}),
    writeOnlyFields: Object.keys(m.output).filter((k) => WRITE_ONLY_REFS.includes(m.output[k]!.$ref ?? '')),
    example: m.example,
    seeAlso,
    ...(m.view
      ? { view: { name: m.view.name, uri: viewUri(m.view.name), title: m.view.title, shows: m.view.shows, calls: m.view.calls ?? [] } }
      : {}),
  };
}

/** Builds the model of every manifest, or throws ManifestErrors listing every problem found. */
export function buildModel(loaded: LoadedManifests): Model {
  const problems: ManifestProblem[] = [...checkSharedShape(loaded.shared)];
  if (problems.length > 0) throw new ManifestErrors(problems);
  const shared = loaded.shared.data as SharedManifest;
  const sp = new Problems(loaded.shared.file);
  for (const [name, def] of Object.entries(shared.definitions)) resolveField(def, shared.definitions, `definitions.${name}`, sp);
  const sharedErrors = Object.entries(shared.errors)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, message]) => ({ id, constructorName: camel(id), message, placeholders: placeholders(message), shared: true }));
  problems.push(...sp.list);
  const tools: ToolModel[] = [];
  for (const source of loaded.tools) {
    const shape = checkToolShape(source);
    if (shape.length > 0) {
      problems.push(...shape);
      continue;
    }
    const p = new Problems(source.file);
    tools.push(toolModel(source.file, source.data as ToolManifest, shared, p));
    problems.push(...p.list);
  }
  if (problems.length > 0) throw new ManifestErrors(problems);
  // The tools each variant sentence names are known once every manifest is read; cross-checks.ts checks them.
  const names = tools.map((t) => t.name);
  for (const t of tools)
    for (const v of t.variants)
      v.tools = mentions(
        v.sentence,
        names.filter((n) => n !== t.name),
      );
  tools.sort((a, b) => a.name.localeCompare(b.name));
  const resources = shared.resources.map((r) => ({
    name: r.name,
    uri: r.uri,
    template: r.uri.includes('{'),
    title: r.title,
    description: r.description,
    mimeType: r.mime_type,
  }));
  const toolsets = Object.entries(shared.toolsets).map(([name, t]) => ({ name, en: t.en, es: t.es }));
  return { tools, sharedErrors, resources, guides: shared.guides, toolsets };
}
