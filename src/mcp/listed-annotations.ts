// A tool's annotations as tools/list shows them. The title again, for hosts and directories that read only
// the annotations (Claude's connector directory refuses a tool without annotations.title). A read-only
// tool leaves out idempotentHint, which the spec gives meaning only when readOnlyHint is false; it keeps
// destructiveHint: false, which some directories (ChatGPT's apps review) require on every tool, and a
// client that reads it alone would otherwise take the spec's default, true.
import type { ToolDefinition } from './tool-definition.ts';

export function listedAnnotations(definition: Pick<ToolDefinition, 'title' | 'annotations'>): Record<string, unknown> {
  const { readOnlyHint, destructiveHint, idempotentHint, openWorldHint } = definition.annotations;
  return readOnlyHint
    ? { title: definition.title, readOnlyHint, destructiveHint, openWorldHint }
    : { title: definition.title, readOnlyHint, destructiveHint, idempotentHint, openWorldHint };
}
