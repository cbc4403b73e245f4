// A pure plan's refusal, `{ error: '<code>', ...fields }`, turned into the declared error it names: each
// tool's generated `refuse` (generated/tools/<tool>.ts, and generated/errors.ts for the shared checks) is this.
import type { ErrorParams, ToolError } from './tool-error.ts';

/** Per code: the generated constructor, and the refusal's fields that fill its message's placeholders. */
export type RefusalTable<R extends { error: string }> = {
  readonly [C in R['error']]: readonly [
    make: (params: never) => ToolError,
    placeholders: readonly (keyof Extract<R, { error: C }> & string)[],
  ];
};

/** The function that raises a refusal's error: only the placeholders become the error's parameters. */
export function refuser<R extends { error: string }>(table: RefusalTable<R>): (refusal: R) => ToolError {
  return (refusal) => {
    const [make, placeholders] = table[refusal.error as R['error']];
    const fields = refusal as unknown as ErrorParams;
    return (make as (params: ErrorParams) => ToolError)(Object.fromEntries(placeholders.map((name) => [name, fields[name]!])));
  };
}
