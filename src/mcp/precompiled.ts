// A tool's schema checked by the validator codegen compiled (generated/validators/<tool>.ts), imported on
// its first use, where the SDK would build ajv's engine and compile the schema then. The message is the
// SDK's: ajv's errors joined as ajv's errorsText joins them (its AjvJsonSchemaValidator), so a refusal
// reads the same either way (test/mcp/precompiled-validators.test.ts).
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { AjvValidate } from './tool-definition.ts';

type JsonSchema = Record<string, unknown>;

/** A compile function for lazyJsonSchema: the schema is checked by the validator `load` imports. */
export function precompiled<T>(load: () => Promise<AjvValidate>): (schema: JsonSchema) => StandardSchemaWithJSON<T, T> {
  return (schema) => {
    let validate: AjvValidate | undefined;
    let loading: Promise<AjvValidate> | undefined;
    const check = (fn: AjvValidate, data: unknown) => (fn(data) ? { value: data as T } : { issues: [{ message: errorsText(fn.errors) }] });
    return {
      '~standard': {
        version: 1,
        vendor: 'mcp',
        jsonSchema: { input: () => schema, output: () => schema },
        validate: (data) =>
          validate === undefined ? (loading ??= load()).then((fn) => check((validate = fn), data)) : check(validate, data),
      },
    };
  };
}

/** ajv's errorsText with its defaults (separator ", ", data variable "data"). */
function errorsText(errors: AjvValidate['errors']): string {
  if (!errors || errors.length === 0) return 'No errors';
  return errors.map((e) => `data${e.instancePath} ${e.message}`).join(', ');
}
