// The messages of a tool's answers (manifest `messages`): what a write that applied says, and other status
// sentences, filled from the values and parts a handler gives. Each tool's generated `messages` is built on
// this; the words are the manifest's, the handler only gives values and picks parts.
//
// Values go in as given, not cleaned as an error's are (tool-error.ts): they are what the tool's plan already
// cleaned and its result carries, and names the agent sent in full must not come back cut.

/** A part of a message, as codegen prints it from the manifest (codegen/message-model.ts). */
export type MessagePart =
  /** Put in, with its values (`true` when it has none), or left out (`null`, `false`). */
  | { readonly text: string }
  /** The alternative `{ is: name, ...values }` names. */
  | { readonly oneOf: Readonly<Record<string, string>> }
  /** The items given, in this order, joined; `some` around them ({items}), `none` when none is given. */
  | { readonly items: Readonly<Record<string, string>>; readonly join: string; readonly some: string; readonly none: string };

/** Per message: its template and its parts. */
export type MessageSpecs<P> = { readonly [K in keyof P]: readonly [template: string, parts: Readonly<Record<string, MessagePart>>] };

type Values = Readonly<Record<string, unknown>>;

const PLACEHOLDER = /\{([a-z_][a-z0-9_]*)\}/g;

// One pass: a value's own braces are never read as a placeholder.
function fill(template: string, values: Values, parts: Readonly<Record<string, MessagePart>> = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const part = parts[name];
    if (part !== undefined) return partText(part, values[name]);
    return name in values ? String(values[name]) : whole;
  });
}

/** An optional text filled, or undefined when it is left out. */
const given = (text: string, value: unknown): string | undefined =>
  value === null || value === false || value === undefined ? undefined : fill(text, value === true ? {} : (value as Values));

function partText(part: MessagePart, value: unknown): string {
  if ('text' in part) return given(part.text, value) ?? '';
  if ('oneOf' in part) {
    const chosen = value as Values & { is: string };
    return fill(part.oneOf[chosen.is]!, chosen);
  }
  const items = value as Values;
  const present = Object.entries(part.items).flatMap(([name, text]) => given(text, items[name]) ?? []);
  return present.length === 0 ? part.none : fill(part.some, { items: present.join(part.join) });
}

/** The builder of each message: given its name, a function from the message's values and parts to its text. */
export function resultMessages<P extends { readonly [K in keyof P]: object }>(specs: MessageSpecs<P>) {
  return <K extends keyof P & string>(name: K) =>
    (params: P[K]): string => {
      const [template, parts] = specs[name];
      return fill(template, params as Values, parts);
    };
}

/** A count as a message's optional part takes it (`{count}`): put in when there is any, left out at 0. */
export const ifAny = (count: number): { count: number } | null => (count > 0 ? { count } : null);
