// Pins manifest validation: every bad manifest fails codegen with the file, the field path and what to fix.
import { describe, expect, it } from 'vitest';
import { buildModel } from '../../codegen/model.ts';
import { ManifestErrors } from '../../codegen/problems.ts';
import { SHARED, TOOL, WRITER, loaded, withField } from './fixtures.ts';

function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ManifestErrors) return error.problems.map((p) => p.toString());
    throw error;
  }
  throw new Error('expected ManifestErrors');
}

const FILE = 'manifest/tools/sample_tool.yaml';

const cases: [string, { given: Record<string, unknown>; want: RegExp }][] = [
  [
    'missing title',
    { given: withField(TOOL, 'title', undefined), want: /^manifest\/tools\/sample_tool\.yaml: title: missing: add `title`/ },
  ],
  [
    'unknown top-level key',
    { given: withField(TOOL, 'colour', 'red'), want: /: colour: unknown field: remove it or correct its spelling\.$/ },
  ],
  [
    'misspelt type',
    {
      given: withField(TOOL, 'params.limit.type', 'int'),
      want: /: params\.limit\.type: "int" is not allowed: use one of "string", "integer"/,
    },
  ],
  [
    'unknown field in a nested output',
    {
      given: withField(TOOL, 'output.items.items.properties.id.descripton', 'x'),
      want: /: output\.items\.items\.properties\.id\.descripton: unknown field/,
    },
  ],
  ['bad kind', { given: withField(TOOL, 'kind', 'mutate'), want: /: kind: "mutate" is not allowed: use one of "read", "write"/ }],
  [
    'name not snake_case',
    { given: withField(TOOL, 'name', 'SampleTool'), want: /: name: "SampleTool" has the wrong form: write it to match/ },
  ],
  [
    'name differs from file',
    {
      given: withField(TOOL, 'name', 'other_tool'),
      want: /: name: other_tool differs from the file name: name the file other_tool\.yaml or set name: sample_tool\.$/,
    },
  ],
  [
    'write tag vs readOnlyHint',
    {
      given: withField(TOOL, 'annotations.readOnlyHint', false),
      want: /: annotations\.readOnlyHint: false contradicts kind: read: .*set readOnlyHint: true\.$/,
    },
  ],
  [
    'write tool marked read-only',
    {
      given: withField(withField(withField(TOOL, 'kind', 'write'), 'confirmation', 'confirmed'), 'annotations.idempotentHint', false),
      want: /annotations\.readOnlyHint: true contradicts kind: write/,
    },
  ],
  [
    'read tool destructive',
    {
      given: withField(TOOL, 'annotations.destructiveHint', true),
      want: /annotations\.destructiveHint: a read tool cannot be destructive: set destructiveHint: false/,
    },
  ],
  [
    'missing annotation',
    { given: withField(TOOL, 'annotations.openWorldHint', undefined), want: /annotations\.openWorldHint: missing: add `openWorldHint`/ },
  ],
  [
    'example does not match params',
    {
      given: withField(TOOL, 'example.arguments', { plan_id: 'demo-budget', limit: 500 }),
      want: /example\.arguments\.limit: does not match the parameters \(must be <= 50\): give example arguments the tool accepts/,
    },
  ],
  [
    'example with unknown argument',
    {
      given: withField(TOOL, 'example.arguments', { plan_id: 'demo-budget', bogus: 1 }),
      want: /example\.arguments: does not match the parameters/,
    },
  ],
  [
    'example missing a required argument',
    {
      given: withField(TOOL, 'example.arguments', {}),
      want: /example\.arguments: does not match the parameters \(must have required properties plan_id\)/,
    },
  ],
  [
    'unknown $ref',
    {
      given: withField(TOOL, 'params.plan_id', { $ref: 'PlanIdentifier' }),
      want: /params\.plan_id\.\$ref: no shared definition named PlanIdentifier: use one of Month, PlanId/,
    },
  ],
  [
    'param without description',
    { given: withField(TOOL, 'params.limit.description', undefined), want: /params\.limit\.description: missing: describe the field/ },
  ],
  [
    'array without items',
    { given: withField(TOOL, 'output.items.items', undefined), want: /output\.items\.items: missing for an array: describe the items/ },
  ],
  [
    'default not accepted by the param',
    { given: withField(TOOL, 'params.limit.default', 0), want: /params\.limit\.default: 0 does not match the parameter's own schema/ },
  ],
  [
    'default on an output field',
    { given: withField(TOOL, 'output.total.default', 1), want: /output\.total\.default: results have no defaults: remove it/ },
  ],
  [
    'unknown shared error',
    {
      given: withField(TOOL, 'errors', ['bad_moth']),
      want: /errors\.0: no shared error named bad_moth: declare it under `errors` in manifest\/shared\.yaml, or use one of bad_month/,
    },
  ],
  [
    'error declared twice',
    { given: withField(TOOL, 'errors', ['bad_month', 'bad_month']), want: /errors\.1: bad_month is declared twice: keep one declaration/ },
  ],
  [
    'error entry of the wrong shape',
    {
      given: withField(TOOL, 'errors', [{ id: 'x_y' }]),
      want: /errors\.0: .* has the wrong shape: write a shared error id, or an object with `id` and `message`/,
    },
  ],
  [
    'unknown guide',
    { given: withField(TOOL, 'see_also', ['classify']), want: /see_also\.0: no guide page named classify: use one of monthly-review/ },
  ],
  [
    'variant not in the description',
    {
      given: withField(TOOL, 'variants', [{ sentence: 'Call apply_x.', without: '' }]),
      want: /variants\.0\.sentence: is not part of the description: quote a sentence/,
    },
  ],
  [
    'group not a declared toolset',
    { given: withField(TOOL, 'group', 'nowhere'), want: /group: nowhere is not a toolset of manifest\/shared\.yaml: use one of/ },
  ],
  [
    'read tool with confirmation',
    {
      given: withField(TOOL, 'confirmation', 'confirmed'),
      want: /confirmation: confirmed does not fit kind: read: read tools have confirmation: none/,
    },
  ],
  [
    'nothing_to_do name not snake_case',
    {
      given: withField(TOOL, 'nothing_to_do', { 'Same-Total': 'x' }),
      want: /: nothing_to_do\.Same-Total: "Same-Total" is not a valid name: write the name in snake_case/,
    },
  ],
  [
    'nothing_to_do message not a text',
    {
      given: withField(TOOL, 'nothing_to_do', { same_total: 3 }),
      want: /: nothing_to_do\.same_total: 3 is not of type string: write a string\.$/,
    },
  ],
  [
    'empty nothing_to_do message',
    {
      given: withField(TOOL, 'nothing_to_do', { same_total: '' }),
      want: /: nothing_to_do\.same_total: is empty: write a non-empty text\.$/,
    },
  ],
  [
    'nothing_to_do as a list',
    { given: withField(TOOL, 'nothing_to_do', ['Nothing to do.']), want: /: nothing_to_do: \["Nothing to do\."\] is not of type object/ },
  ],
  [
    'nothing_to_do on a result whose status cannot say it',
    {
      given: withField(TOOL, 'nothing_to_do', { same_total: 'x' }),
      want: /: nothing_to_do: the output's status cannot be nothing_to_do: give `output\.status` an enum with nothing_to_do/,
    },
  ],
  [
    'nothing_to_do on a result without a message',
    {
      given: withField(TOOL, 'nothing_to_do', { same_total: 'x' }),
      want: /: nothing_to_do: the output has no `message` text to carry it: add `message: \{\$ref: Message\}` to `output`\.$/,
    },
  ],
  [
    'nothing_to_do quoting entry of the wrong shape',
    {
      given: withField(TOOL, 'nothing_to_do', { late: { message: '{why} Late.', quotes: ['why'] } }),
      want: /: nothing_to_do\.late: \{"message":"\{why\} Late\.","quotes":\["why"\]\} has the wrong shape: give it a non-empty `message` and `reasons`/,
    },
  ],
  [
    'nothing_to_do reasons not a placeholder',
    {
      given: withField(TOOL, 'nothing_to_do', { same: 'Same.', late: { message: '{why} Late.', reasons: ['cause'] } }),
      want: /: nothing_to_do\.late\.reasons\.0: cause is not a placeholder of the message: list only placeholders of `message`\.$/,
    },
  ],
  [
    'nothing_to_do placeholder named reason',
    {
      given: withField(TOOL, 'nothing_to_do', { same: 'Same {reason}.' }),
      want: /: nothing_to_do\.same: \{reason\} names the reason itself, not a placeholder: give the placeholder another name\.$/,
    },
  ],
  [
    'nothing_to_do every message quoting',
    {
      given: withField(TOOL, 'nothing_to_do', { late: { message: '{why} Late.', reasons: ['why'] } }),
      want: /: nothing_to_do: every message quotes another, so none can be quoted: declare at least one message without `reasons`\.$/,
    },
  ],
  [
    'message name not snake_case',
    {
      given: withField(WRITER, 'messages', { 'Done-It': 'Done.' }),
      want: /: messages\.Done-It: "Done-It" is not a valid name: write the name in snake_case/,
    },
  ],
  ['empty message', { given: withField(WRITER, 'messages', { done: '' }), want: /: messages\.done: is empty: write a non-empty text\.$/ }],
  [
    'message of the wrong shape',
    {
      given: withField(WRITER, 'messages', { done: ['Done.'] }),
      want: /: messages\.done: \["Done\."\] is not of type string: write a string\.$/,
    },
  ],
  [
    'message with parts but no message',
    {
      given: withField(WRITER, 'messages', { done: { text: 'Done{x}.', parts: { x: 'y' } } }),
      want: /: messages\.done\.message: missing: add `message`/,
    },
  ],
  [
    'part of no known form',
    {
      given: withField(WRITER, 'messages', { done: { message: 'Done{x}.', parts: { x: { pick: ['a'] } } } }),
      want: /: messages\.done\.parts\.x: \{"pick":\["a"\]\} has the wrong shape: write a text put in or left out, `\{one_of: \{name: text, …\}\}` \(two or more\), or `\{items: /,
    },
  ],
  [
    'one_of with one alternative',
    {
      given: withField(WRITER, 'messages', { done: { message: 'Done{x}.', parts: { x: { one_of: { a: 'A' } } } } }),
      want: /: messages\.done\.parts\.x\.one_of: has too few entries: give at least 2\.$/,
    },
  ],
  [
    'list item name not snake_case',
    {
      given: withField(WRITER, 'messages', { done: { message: 'Did {x}.', parts: { x: { items: { 'Bad-Item': 'y' }, join: ', ' } } } }),
      want: /: messages\.done\.parts\.x\.items\.Bad-Item: "Bad-Item" is not a valid name/,
    },
  ],
  [
    'list without join',
    {
      given: withField(WRITER, 'messages', { done: { message: 'Did {x}.', parts: { x: { items: { a: 'y' } } } } }),
      want: /: messages\.done\.parts\.x\.join: missing: add `join`/,
    },
  ],
  [
    'part the message does not use',
    {
      given: withField(WRITER, 'messages', { done: { message: 'Done.', parts: { x: ' more' } } }),
      want: /: messages\.done\.parts\.x: is not a placeholder of the message: put \{x\} where it goes in `message`, or remove the part\.$/,
    },
  ],
  [
    'part holding another part',
    {
      given: withField(WRITER, 'messages', { done: { message: 'Done{x}{y}.', parts: { x: ' and {y}', y: ' more' } } }),
      want: /: messages\.done\.parts\.x: its text holds another part: give a part values only/,
    },
  ],
  [
    'alternative placeholder named is',
    {
      given: withField(WRITER, 'messages', { done: { message: 'Done{x}.', parts: { x: { one_of: { a: ' {is}', b: '' } } } } }),
      want: /: messages\.done\.parts\.x\.one_of\.a: \{is\} names the alternative itself, not a placeholder: give the placeholder another name\.$/,
    },
  ],
  [
    'list some without items',
    {
      given: withField(WRITER, 'messages', {
        done: { message: 'Did {x}.', parts: { x: { items: { a: 'y' }, join: ', ', some: 'see {list}' } } },
      }),
      want: /: messages\.done\.parts\.x\.some: holds \{list\}, not \{items\} alone: write \{items\} where the items go, and no other placeholder\.$/,
    },
  ],
  [
    'list none with a placeholder',
    {
      given: withField(WRITER, 'messages', {
        done: { message: 'Did {x}.', parts: { x: { items: { a: 'y' }, join: ', ', none: 'none of {count}' } } },
      }),
      want: /: messages\.done\.parts\.x\.none: holds placeholders, and no item is given to fill them: write a plain text\.$/,
    },
  ],
  [
    'messages on a result without a message',
    {
      given: withField(TOOL, 'messages', { done: 'Done.' }),
      want: /: messages: the output has no `message` text to carry them: add `message: \{\$ref: Message\}` to `output`\.$/,
    },
  ],
  [
    'confirmed write without messages',
    {
      given: withField(WRITER, 'messages', undefined),
      want: /: messages: missing for a confirmed write: declare the message its result gives once applied/,
    },
  ],
  [
    'operation id of a tool that journals nothing',
    {
      given: withField(withField(WRITER, 'undo', { mode: 'none', reason: { en: 'no', es: 'no' } }), 'messages', {
        done: { message: 'Done{x}.', parts: { x: ' ({operation_id})' } },
      }),
      want: /: messages\.done: \{operation_id\} is never given: the tool journals nothing: declare the journal kind under `undo`, or leave \{operation_id\} out\.$/,
    },
  ],
  [
    'journaled write that never gives its operation id',
    {
      given: withField(WRITER, 'messages', { done: 'Done.' }),
      want: /: messages: no message gives the \{operation_id\} of a journaled write: say how to undo it/,
    },
  ],
  [
    'journal kind on a tool without undo',
    {
      given: withField(WRITER, 'undo', { mode: 'none', kind: 'sample' }),
      want: /: undo\.kind: a tool undo_operation cannot undo journals nothing: remove it, or set mode: yes or partial\.$/,
    },
  ],
  [
    'undo without its journal kind',
    {
      given: withField(WRITER, 'undo', { mode: 'yes', check_with: 'sample_tool (x)' }),
      want: /: undo\.kind: missing for undo mode yes: name the journal kind/,
    },
  ],
  [
    'confirmed write without its change check',
    { given: withField(WRITER, 'change_check', undefined), want: /: change_check: missing for a confirmed write: list the collections/ },
  ],
  [
    'read tool with a change check',
    {
      given: withField(TOOL, 'change_check', ['transactions']),
      want: /: change_check: only a write checks for changes before writing: remove it/,
    },
  ],
  [
    'journal kind without check_with',
    {
      given: withField(WRITER, 'undo', { mode: 'yes', kind: 'sample' }),
      want: /: undo\.check_with: missing for a journaled write: say where the agent sees whether YNAB holds such a change/,
    },
  ],
  [
    'journal kind not snake_case',
    { given: withField(WRITER, 'undo.kind', 'Sample Kind'), want: /: undo\.kind: "Sample Kind" has the wrong form/ },
  ],
  [
    'partial undo without reason',
    {
      given: withField(
        withField(withField(withField(TOOL, 'kind', 'write'), 'confirmation', 'confirmed'), 'annotations.readOnlyHint', false),
        'undo',
        { mode: 'partial' },
      ),
      want: /undo\.reason: missing for a partial undo/,
    },
  ],
];

describe('manifest validation', () => {
  it('accepts the valid fixture', () => {
    const model = buildModel(loaded());
    expect(model.tools.map((t) => t.name)).toEqual(['sample_tool']);
    expect(model.tools[0]!.errors.map((e) => [e.id, e.constructorName, e.placeholders])).toEqual([
      ['bad_month', 'badMonth', ['value']],
      ['too_many', 'tooMany', ['limit', 'max']],
    ]);
  });

  it.each(cases)('%s', (_name, { given, want }) => {
    const problems = problemsOf(() => buildModel(loaded(given)));
    expect(
      problems.some((p) => p.startsWith(`${FILE}: `) && want.test(p)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('accepts a journaled write, its messages modelled', () => {
    const [tool] = buildModel(loaded(WRITER)).tools;
    expect(tool!.journal).toEqual({ kind: 'sample', checkWith: 'sample_tool with the same arguments (nothing_to_do once done)' });
    expect(tool!.messages).toEqual([
      {
        name: 'sampled',
        builderName: 'sampled',
        message: 'Sampled {count} item(s){late}{which}{found}. To undo it, call undo_operation with operation_id {operation_id}.',
        values: ['count', 'operation_id'],
        parts: [
          { kind: 'optional', name: 'late', text: { name: 'late', text: ', {days} day(s) late', placeholders: ['days'] } },
          {
            kind: 'one_of',
            name: 'which',
            alternatives: [
              { name: 'new', text: ' (new)', placeholders: [] },
              { name: 'old', text: ' (old, from {date})', placeholders: ['date'] },
            ],
          },
          {
            kind: 'list',
            name: 'found',
            items: [
              { name: 'gaps', text: '{count} gap(s)', placeholders: ['count'] },
              { name: 'twins', text: 'twins', placeholders: [] },
            ],
            join: '; ',
            some: ': {items}',
            none: '',
          },
        ],
      },
    ]);
  });

  it('names the shared file for a problem in it', () => {
    const problems = problemsOf(() => buildModel(loaded(TOOL, withField(SHARED, 'definitions.Month.type', 'text'))));
    expect(problems).toContain(
      'manifest/shared.yaml: definitions.Month.type: "text" is not allowed: use one of "string", "integer", "number", "boolean", "object", "array".',
    );
  });

  it('refuses a manifest that is not a mapping', () => {
    expect(problemsOf(() => buildModel(loaded(['a', 'b'])))).toEqual([
      `${FILE}: (file): is not a YAML mapping: write the manifest as \`key: value\` lines.`,
    ]);
  });
});

describe('names chosen by the author', () => {
  it('refuses a parameter name that is not snake_case', () => {
    const given = withField(TOOL, 'params.PlanId', { type: 'string', description: 'x' });
    expect(problemsOf(() => buildModel(loaded(given)))).toContain(
      `${FILE}: params.PlanId: "PlanId" is not a valid name: write the name in snake_case (e.g. plan_id).`,
    );
  });
});

describe('YAML pitfalls', () => {
  it('explains a flow-mapping text cut at its comma', () => {
    const given = withField(TOOL, 'params.limit', { type: 'integer', description: 'How many', 'at most 50.': null });
    expect(problemsOf(() => buildModel(loaded(given)))).toContain(
      `${FILE}: params.limit.at most 50.: unknown field, probably the end of a text cut at a comma: put the text in quotes.`,
    );
  });
});
