// A tool's or a prompt's JSON Schema for the SDK, compiled into a validator on first use rather than at
// registration: compiling all 70 input and output schemas and the prompts' arguments (ajv code generation)
// took most of the server's start, before the initialize answer, while a session uses a handful of them.
// build-server.ts and prompts.ts are its users.
import { fromJsonSchema, type StandardSchemaWithJSON } from '@modelcontextprotocol/server';

type JsonSchema = Parameters<typeof fromJsonSchema>[0];

/** `listed` is what tools/list shows (by default the schema itself); `schema` is what validates. */
export function lazyJsonSchema<T>(
  schema: JsonSchema,
  compile: (schema: JsonSchema) => StandardSchemaWithJSON<T, T> = fromJsonSchema<T>,
  listed: JsonSchema = schema,
): StandardSchemaWithJSON<T, T> {
  let compiled: StandardSchemaWithJSON<T, T> | undefined;
  return {
    '~standard': {
      version: 1,
      vendor: 'mcp',
      // tools/list reads the schema itself: no compilation needed for that.
      jsonSchema: { input: () => listed, output: () => listed },
      validate: (data) => (compiled ??= compile(schema))['~standard'].validate(data),
    },
  };
}
