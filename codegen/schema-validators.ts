// One Ajv validator per distinct JSON Schema for the official clients the project's own tools start (docs
// generation, and the tests' clients: test/helpers/test-client.ts): a client compiles every tool's output
// schema on each tools/list, and docsgen and the suite start hundreds of clients on the same 35 schemas.
// Validation itself is the client's own (its default Ajv provider).
import type { JsonSchemaType, JsonSchemaValidator, jsonSchemaValidator } from '@modelcontextprotocol/client';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/client/validators/ajv';

const ajv = new AjvJsonSchemaValidator();
const compiled = new Map<string, JsonSchemaValidator<unknown>>();

/** The client's own Ajv validator, compiled once per schema text. */
export const sharedSchemaValidator: jsonSchemaValidator = {
  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    const key = JSON.stringify(schema);
    // Ajv keeps a schema with an $id under that id: a second schema with the same $id would be checked
    // against the first. None of the tools' schemas has one; one that does gets an Ajv of its own.
    if (key.includes('"$id"')) return new AjvJsonSchemaValidator().getValidator<T>(schema);
    let validator = compiled.get(key);
    if (validator === undefined) {
      validator = ajv.getValidator(schema);
      compiled.set(key, validator);
    }
    return validator as JsonSchemaValidator<T>;
  },
};
