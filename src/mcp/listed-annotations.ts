// A tool's annotations as tools/list shows them. The title again, for hosts and directories that read only
// the annotations (Claude's connector directory refuses a tool without annotations.title). A read-only
// tool leaves out destructiveHint and idempotentHint: the spec gives them meaning only when readOnlyHint is
// false, and 20 tools sending them would cost the list the bytes the titles add (issue #15's budget).
import type { ToolDefinition } from './tool-definition.ts';

export function listedAnnotations(definition: Pick<ToolDefinition, 'title' | 'annotations'>): Record<string, unknown> {
  const { readOnlyHint, destructiveHint, idempotentHint, openWorldHint } = definition.annotations;
  return readOnlyHint
    ? { title: definition.title, readOnlyHint, openWorldHint }
    : { title: definition.title, readOnlyHint, destructiveHint, idempotentHint, openWorldHint };
}
