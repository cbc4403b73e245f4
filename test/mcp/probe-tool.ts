// A tool that exists only in a test, registered beside (or instead of) the real ones: a read tool of the
// budget group with an empty input, no confirmation and no undo, unless `fields` says otherwise.
import Type from 'typebox';
import type { RegistryEntry, ToolDefinition } from '../../src/mcp/tool-definition.ts';

export const READ_ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true };

export function probeTool(
  fields: Pick<ToolDefinition, 'name' | 'title' | 'description' | 'output'> & Partial<ToolDefinition>,
  handler: (...args: never[]) => Promise<unknown>,
): RegistryEntry {
  return {
    definition: {
      kind: 'read',
      group: 'budget',
      variants: [],
      annotations: READ_ANNOTATIONS,
      input: Type.Object({}, { additionalProperties: false }),
      defaults: {},
      confirmation: 'none',
      changeCheck: [],
      undo: 'none',
      errorCodes: [],
      ...fields,
    },
    handler: handler as unknown as RegistryEntry['handler'],
  };
}
