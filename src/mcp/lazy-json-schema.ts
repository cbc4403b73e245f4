// A tool's or a prompt's JSON Schema for the SDK, compiled into a validator on first use rather than at
// registration: compiling all 70 input and output schemas and the prompts' arguments (ajv code generation)
// took most of the server's start, before the initialize answer, while a session uses a handful of them.
// build-server.ts and prompts.ts are its users; a tool's schemas come with validators codegen compiled
// (precompiled.ts), so even its first call compiles nothing.
import { fromJsonSchema, type StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import { strayArguments } from './stray-arguments.ts';

type JsonSchema = Parameters<typeof fromJsonSchema>[0];

/**
 * `listed` is what tools/list shows (by default the schema itself); `schema` is what validates. For a
 * tool's arguments (`arguments: true`), an invalid value's unknown keys are named (stray-arguments.ts) in
 * place of the validator's nameless line.
 */
export function lazyJsonSchema<T>(
  schema: JsonSchema,
  compile: (schema: JsonSchema) => StandardSchemaWithJSON<T, T> = fromJsonSchema<T>,
  listed: JsonSchema = schema,
  { arguments: namesStray = false }: { arguments?: boolean } = {},
): StandardSchemaWithJSON<T, T> {
  let compiled: StandardSchemaWithJSON<T, T> | undefined;
  return {
    '~standard': {
      version: 1,
      vendor: 'mcp',
      // tools/list reads the schema itself: no compilation needed for that.
      jsonSchema: { input: () => listed, output: () => listed },
      validate: (data) => {
        const result = (compiled ??= compile(schema))['~standard'].validate(data);
        if (!namesStray) return result;
        return result instanceof Promise ? result.then((r) => named(schema, data, r)) : named(schema, data, result);
      },
    },
  };
}

type Result<T> = Awaited<ReturnType<StandardSchemaWithJSON<T, T>['~standard']['validate']>>;

function named<T>(schema: JsonSchema, data: unknown, result: Result<T>): Result<T> {
  if (result.issues === undefined) return result;
  const stray = strayArguments(schema as Parameters<typeof strayArguments>[0], data);
  if (stray.length === 0) return result;
  // The SDK's validator joins ajv's errors into one message: the extra-key ones named here are taken out.
  const unnamed = (message: string) =>
    stray
      .reduce(
        (text, { at }) =>
          text.replace(
            new RegExp(`(^|, )${at.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} must NOT have additional properties(?=, |$)`, 'g'),
            '',
          ),
        message,
      )
      .replace(/^, /, '');
  const others = result.issues.map((issue) => ({ ...issue, message: unnamed(issue.message) })).filter((issue) => issue.message !== '');
  return { issues: [...stray.map(({ message }) => ({ message })), ...others] };
}
