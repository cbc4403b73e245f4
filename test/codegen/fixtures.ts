// Small in-memory manifests for codegen tests: a valid shared file and tool, and a way to mutate them.
import { parse } from 'yaml';
import type { LoadedManifests } from '../../codegen/load.ts';

export const SHARED = parse(`
definitions:
  PlanId: {type: string, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$', maxLength: 100, description: YNAB plan id or ‘last-used’.}
  Month: {type: string, description: Month.}
errors:
  bad_month: "Month ‘{value}’ is wrong: pass ‘current’."
resources: []
toolsets:
  budget: {en: Budget tools., es: Herramientas del presupuesto.}
  undo: {en: Undo tools., es: Herramientas para deshacer.}
guides:
  monthly-review: {en: Review a month, es: Revisar un mes}
`) as Record<string, unknown>;

export const TOOL = parse(`
name: sample_tool
title: Sample tool
kind: read
group: budget
description: Read a sample. Then answer.
annotations: {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true}
params:
  plan_id: {$ref: PlanId}
  month: {$ref: Month, default: current}
  limit: {type: integer, minimum: 1, maximum: 50, default: 10, description: How many.}
output:
  total: {type: integer, description: How many there are.}
  items:
    type: array
    description: The items.
    items:
      type: object
      properties:
        id: {type: string, description: Id.}
        note: {type: string, nullable: true, description: Note.}
confirmation: none
undo: {mode: none}
errors:
  - bad_month
  - {id: too_many, message: "Limit {limit} is above {max}: lower it."}
example:
  arguments: {plan_id: demo-budget, month: '2026-09-01'}
see_also: [monthly-review]
`) as Record<string, unknown>;

/** The sample tool as a journaled confirmed write (its name, title and group kept), with a message of each kind of part. */
export const WRITER = {
  ...TOOL,
  ...(parse(`
kind: write
description: Write a sample.
annotations: {readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true}
params:
  plan_id: {$ref: PlanId}
output:
  message: {type: string, description: What was done.}
confirmation: confirmed
change_check: []
undo: {mode: yes, kind: sample, check_with: "sample_tool with the same arguments (nothing_to_do once done)"}
errors: []
messages:
  sampled:
    message: "Sampled {count} item(s){late}{which}{found}. To undo it, call undo_operation with operation_id {operation_id}."
    parts:
      late: ", {days} day(s) late"
      which: {one_of: {new: " (new)", old: " (old, from {date})"}}
      found: {items: {gaps: "{count} gap(s)", twins: twins}, join: "; ", some: ": {items}"}
example:
  arguments: {plan_id: demo-budget}
see_also: []
`) as Record<string, unknown>),
};

export function loaded(tool: unknown = TOOL, shared: unknown = SHARED, file = 'manifest/tools/sample_tool.yaml'): LoadedManifests {
  return { shared: { file: 'manifest/shared.yaml', data: shared }, tools: [{ file, data: tool }] };
}

/** A deep copy of `base` with `value` set at the dotted `path` (undefined deletes the key). */
export function withField(base: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}
