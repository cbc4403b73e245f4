// The manifest format, as TypeBox schemas: what manifest/shared.yaml and manifest/tools/<tool>.yaml may hold.
// codegen/validate.ts checks every file against these before any semantic check.
import Type, { type Static, type TSchema } from 'typebox';

const Text = (description: string) => Type.String({ minLength: 1, description });
const Identifier = Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'snake_case identifier' });

/** A field of a parameter list or of a result: a small subset of JSON Schema, plus `$ref` to a shared definition. */
export interface FieldSpec {
  $ref?: string;
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  description?: string;
  nullable?: boolean;
  enum?: string[];
  format?: 'date';
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: FieldSpec;
  properties?: Record<string, FieldSpec>;
  default?: unknown;
  required?: boolean;
  optional?: boolean;
  /** An object whose shape its description tells and its handler checks: any fields pass the schema. */
  open?: boolean;
}

export const FieldSpecSchema: TSchema = Type.Cyclic(
  {
    Field: Type.Object(
      {
        $ref: Type.Optional(Type.String({ pattern: '^[A-Z][A-Za-z0-9]*$', description: 'name of a shared definition' })),
        type: Type.Optional(Type.Enum(['string', 'integer', 'number', 'boolean', 'object', 'array'])),
        description: Type.Optional(Text('what the field means, for agents')),
        nullable: Type.Optional(Type.Boolean()),
        enum: Type.Optional(Type.Array(Type.String(), { minItems: 1 })),
        format: Type.Optional(Type.Enum(['date'])),
        pattern: Type.Optional(Type.String()),
        minLength: Type.Optional(Type.Integer({ minimum: 0 })),
        maxLength: Type.Optional(Type.Integer({ minimum: 0 })),
        minimum: Type.Optional(Type.Number()),
        maximum: Type.Optional(Type.Number()),
        minItems: Type.Optional(Type.Integer({ minimum: 0 })),
        maxItems: Type.Optional(Type.Integer({ minimum: 0 })),
        items: Type.Optional(Type.Ref('Field')),
        properties: Type.Optional(
          Type.Record(Type.String({ pattern: '^[a-z_][a-z0-9_]*$' }), Type.Ref('Field'), { additionalProperties: false }),
        ),
        default: Type.Optional(Type.Unknown()),
        required: Type.Optional(Type.Boolean()),
        optional: Type.Optional(Type.Boolean()),
        open: Type.Optional(Type.Boolean({ description: 'an object without properties, read by its handler' })),
      },
      { additionalProperties: false },
    ),
  },
  'Field',
);

// A nothing_to_do message, or a message some of whose placeholders quote another of the tool's messages
// (`reasons`): that message, filled and cleaned first, goes in as it is, so a long one is not cut.
const NothingToDoEntry = Type.Union([
  Text('English message of a nothing_to_do result; {placeholders} in braces'),
  Type.Object(
    {
      message: Text('English message of a nothing_to_do result; {placeholders} in braces'),
      reasons: Type.Array(Identifier, {
        minItems: 1,
        uniqueItems: true,
        description: "placeholders filled with another of the tool's nothing_to_do messages",
      }),
    },
    { additionalProperties: false },
  ),
]);

// A message of the tool's answers (manifest `messages`): what a write that applied says, or another status
// sentence. Its {placeholders} are values, or `parts` it declares: text put in or left out, one text of
// several, or a list of texts joined. The handler gives the values and picks the parts; the words are here.
const MessageText = Text('English message; {placeholders} in braces');
const OptionalPart = Text('a text put in the message or left out, with its own {placeholders}');
const OneOfPart = Type.Object(
  {
    one_of: Type.Record(Identifier, Type.String({ description: 'one of the texts, by name; may be empty' }), {
      minProperties: 2,
      additionalProperties: false,
    }),
  },
  { additionalProperties: false },
);
const ListPart = Type.Object(
  {
    items: Type.Record(Identifier, Text('a text of the list, put in or left out, with its own {placeholders}'), {
      minProperties: 1,
      additionalProperties: false,
    }),
    join: Type.String({ description: 'what goes between two items given' }),
    some: Type.Optional(Text('the text around the items given, {items} where they go (default: {items})')),
    none: Type.Optional(Type.String({ description: 'the text when no item is given (default: nothing)' })),
  },
  { additionalProperties: false },
);
const messageWith = <P extends TSchema>(part: P) =>
  Type.Object(
    { message: MessageText, parts: Type.Record(Identifier, part, { minProperties: 1, additionalProperties: false }) },
    { additionalProperties: false },
  );
const MessageEntry = Type.Union([MessageText, messageWith(Type.Union([OptionalPart, OneOfPart, ListPart]))]);

/**
 * The forms of a message and of a part, one by one: their unions nest, and TypeBox's capped error list
 * loses the branch meant, so validate.ts checks each value against the form it was written in.
 */
export const MessageForms = {
  text: MessageText,
  withParts: messageWith(Type.Unknown()),
  optional: OptionalPart,
  oneOf: OneOfPart,
  list: ListPart,
};

const ErrorEntry = Type.Union([
  Type.String({ pattern: '^[a-z][a-z0-9_]*$', description: 'id of an error declared in manifest/shared.yaml' }),
  Type.Object({ id: Identifier, message: Text('English message template; {placeholders} in braces') }, { additionalProperties: false }),
]);

export const ToolManifestSchema = Type.Object(
  {
    name: Identifier,
    title: Text('human title'),
    kind: Type.Enum(['read', 'write']),
    group: Identifier,
    description: Text('agent-facing English description'),
    variants: Type.Optional(
      Type.Array(
        Type.Object(
          {
            sentence: Text('sentence of the description that names a tool'),
            without: Type.String({ description: 'the text sent instead while a tool the sentence names is not listed' }),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    annotations: Type.Object(
      {
        readOnlyHint: Type.Boolean(),
        destructiveHint: Type.Boolean(),
        idempotentHint: Type.Boolean(),
        openWorldHint: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    params: Type.Record(Type.String({ pattern: '^[a-z][a-z0-9_]*$' }), FieldSpecSchema, { additionalProperties: false }),
    output: Type.Record(Type.String({ pattern: '^[a-z_][a-z0-9_]*$' }), FieldSpecSchema, { additionalProperties: false }),
    confirmation: Type.Enum(['none', 'confirmed', 'immediate']),
    // The YNAB collections a confirmed write asks again for changes before it writes (ynab-client.md §9).
    change_check: Type.Optional(
      Type.Array(Type.Enum(['accounts', 'categories', 'payees', 'months', 'scheduled_transactions', 'transactions']), {
        uniqueItems: true,
      }),
    ),
    undo: Type.Object(
      {
        mode: Type.Enum(['none', 'yes', 'partial']),
        reason: Type.Optional(
          Type.Object({ en: Text('why undo is limited, in English'), es: Text('the same, in Spanish') }, { additionalProperties: false }),
        ),
        // The journal kind a journaled write records (src/journal/) and undo_operation reverses (src/undo/).
        kind: Type.Optional(Identifier),
        check_with: Type.Optional(
          Text('where the agent sees whether a change of this kind is in YNAB: a tool, then what to look at in brackets'),
        ),
      },
      { additionalProperties: false },
    ),
    errors: Type.Array(ErrorEntry),
    nothing_to_do: Type.Optional(Type.Record(Identifier, NothingToDoEntry, { additionalProperties: false })),
    messages: Type.Optional(Type.Record(Identifier, MessageEntry, { additionalProperties: false })),
    example: Type.Object(
      {
        arguments: Type.Record(Type.String(), Type.Unknown()),
        setup: Type.Optional(
          Type.Array(
            Type.Object({ tool: Identifier, arguments: Type.Record(Type.String(), Type.Unknown()) }, { additionalProperties: false }),
          ),
        ),
      },
      { additionalProperties: false },
    ),
    see_also: Type.Array(Type.String({ pattern: '^[a-z][a-z0-9-]*$' })),
    // An MCP Apps view of the answer (views/<name>/index.html), for hosts that render ui:// resources.
    view: Type.Optional(
      Type.Object(
        {
          name: Type.String({ pattern: '^[a-z][a-z0-9-]*$', description: 'folder of views/ holding its index.html' }),
          title: Type.Object(
            { en: Text("the view's title, in English"), es: Text('the same, in Spanish') },
            { additionalProperties: false },
          ),
          shows: Type.Object(
            { en: Text('what the view shows and lets the person do, in English'), es: Text('the same, in Spanish') },
            { additionalProperties: false },
          ),
          calls: Type.Optional(Type.Array(Identifier, { uniqueItems: true, description: 'tools the view calls through the host' })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ToolManifest = Omit<Static<typeof ToolManifestSchema>, 'params' | 'output'> & {
  params: Record<string, FieldSpec>;
  output: Record<string, FieldSpec>;
};

export const SharedManifestSchema = Type.Object(
  {
    definitions: Type.Record(Type.String({ pattern: '^[A-Z][A-Za-z0-9]*$' }), FieldSpecSchema, { additionalProperties: false }),
    errors: Type.Record(Identifier, Text('English message template; {placeholders} in braces'), { additionalProperties: false }),
    resources: Type.Array(
      Type.Object(
        {
          name: Identifier,
          uri: Type.String({ pattern: '^[a-z][a-z0-9+.-]*://[^\\s]+$', description: 'URI, or URI template with {params}' }),
          title: Text('human title'),
          description: Text('what the resource holds, for agents'),
          mime_type: Type.Enum(['application/json', 'text/markdown']),
        },
        { additionalProperties: false },
      ),
    ),
    toolsets: Type.Record(
      Identifier,
      Type.Object(
        { en: Text('what the toolset holds, in English'), es: Text('what the toolset holds, in Spanish') },
        { additionalProperties: false },
      ),
      { additionalProperties: false, minProperties: 1 },
    ),
    guides: Type.Record(
      Type.String({ pattern: '^[a-z][a-z0-9-]*$' }),
      Type.Object({ en: Text('English page title'), es: Text('Spanish page title') }, { additionalProperties: false }),
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type SharedManifest = Omit<Static<typeof SharedManifestSchema>, 'definitions'> & {
  definitions: Record<string, FieldSpec>;
};
