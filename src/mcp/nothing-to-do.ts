// A write tool's `nothing_to_do` result: the manifest's message filled as an error's is (renderMessage
// cleans each value), the fields only a write that asks or applies fills set to null, the others given; keys in
// the output schema's order, as the docs show results. Each tool's generated `nothingToDo` is built on this.
import { renderMessage, type ErrorParams } from './tool-error.ts';

/**
 * `keys`: the output's fields in schema order; `nulls`: those null when nothing is done. Returns the builder
 * of one declared message: given its placeholders' values and the other fields, the whole result.
 */
export function nothingToDoResult<O, N extends keyof O>(keys: readonly (keyof O & string)[], nulls: readonly N[]) {
  const unset: readonly PropertyKey[] = nulls;
  return <P extends ErrorParams>(template: string) =>
    (params: P, fields: Omit<O, 'status' | 'message' | N>): O => {
      const filled: Record<string, unknown> = { status: 'nothing_to_do', message: renderMessage(template, params) };
      const given = fields as Record<string, unknown>;
      const value = (key: string): unknown => (key in filled ? filled[key] : unset.includes(key) ? null : given[key]);
      // An optional field left out stays out.
      return Object.fromEntries(keys.map((key) => [key, value(key)]).filter(([, v]) => v !== undefined)) as O;
    };
}
