// A write tool's `nothing_to_do` result: the manifest's message filled as an error's is (renderMessage
// cleans each value), the fields only a write that asks or applies fills set to null, the others given; keys in
// the output schema's order, as the docs show results. Each tool's generated `nothingToDo` and `nothingFor` are built on this.
import { renderMessage, type ErrorParams } from './tool-error.ts';

/** Why nothing is done: the name of a declared message, with the values of its placeholders. */
export interface Reason {
  readonly reason: string;
}

/** Per reason: its message, and the placeholders that quote another reason (manifest `reasons`). */
export type NothingMessages<R extends Reason> = { readonly [K in R['reason']]: readonly [template: string, reasons: readonly string[]] };

/**
 * `keys`: the output's fields in schema order; `nulls`: those null when nothing is done; `messages`: the
 * tool's. Returns the result of a reason, and the builder of the result of one reason given its values.
 */
export function nothingToDoResult<O, N extends keyof O, R extends Reason>(
  keys: readonly (keyof O & string)[],
  nulls: readonly N[],
  messages: NothingMessages<R>,
) {
  type Fields = Omit<O, 'status' | 'message' | N>;
  const unset: readonly PropertyKey[] = nulls;
  // A quoted reason's message, filled and cleaned already, goes in as it is: cleaning it again would cut it at 80.
  const text = (r: Reason): string => {
    const [template, quoted] = messages[r.reason as R['reason']];
    const values = Object.entries(r).map(([key, value]: [string, unknown]) => [key, quoted.includes(key) ? text(value as Reason) : value]);
    return renderMessage(template, Object.fromEntries(values) as ErrorParams, quoted);
  };
  const result = (reason: R, fields: Fields): O => {
    const filled: Record<string, unknown> = { status: 'nothing_to_do', message: text(reason) };
    const given = fields as Record<string, unknown>;
    const value = (key: string): unknown => (key in filled ? filled[key] : unset.includes(key) ? null : given[key]);
    // An optional field left out stays out.
    return Object.fromEntries(keys.map((key) => [key, value(key)]).filter(([, v]) => v !== undefined)) as O;
  };
  const builder =
    <K extends R['reason']>(reason: K) =>
    (params: Omit<Extract<R, { reason: K }>, 'reason'>, fields: Fields): O =>
      result({ ...params, reason } as unknown as R, fields);
  return { result, builder };
}
