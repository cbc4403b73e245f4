// The SDK's validator answers an unknown argument with "data must NOT have additional properties", which
// never names it. This names each one, at the top or inside an object of the arguments, with the nearest
// real name and the names there are, so the assistant can fix the call. A name comes from the client: it
// is quoted, cut short, never run.
import { nearestName } from '../logic/core/nearest-name.ts';

interface Schema {
  properties?: Record<string, Schema>;
  additionalProperties?: unknown;
  items?: Schema;
}

export interface Stray {
  /** The validator's path of the object holding the unknown names: `data`, `data/transactions/0`. */
  at: string;
  message: string;
}

const MAX_NAME = 40;
/** Enough to show a mistake; an answer never grows with what a client sends. */
const MAX_REPORTED = 5;
const quoted = (name: string) => JSON.stringify(name.length > MAX_NAME ? `${name.slice(0, MAX_NAME)}…` : name);
const isObject = (data: unknown): data is Record<string, unknown> => data !== null && typeof data === 'object' && !Array.isArray(data);

/** Each object of `data` that holds names `schema` does not know, with its message; empty when none. */
export function strayArguments(schema: Schema, data: unknown): Stray[] {
  const found: Stray[] = [];
  walk(schema, data, 'data', '', found);
  return found.slice(0, MAX_REPORTED);
}

function walk(schema: Schema, data: unknown, at: string, where: string, found: Stray[]): void {
  if (Array.isArray(data) && schema.items !== undefined) {
    for (const [i, item] of data.entries()) walk(schema.items!, item, `${at}/${i}`, `${where}[${i}]`, found);
    return;
  }
  if (!isObject(data) || schema.properties === undefined) return;
  const known = Object.keys(schema.properties);
  const stray = schema.additionalProperties === false ? Object.keys(data).filter((key) => !known.includes(key)) : [];
  if (stray.length > 0) found.push({ at, message: message(stray, known, where) });
  for (const key of known)
    if (key in data) walk(schema.properties[key]!, data[key], `${at}/${key}`, where === '' ? key : `${where}.${key}`, found);
}

function message(stray: readonly string[], known: readonly string[], where: string): string {
  const named = stray.slice(0, MAX_REPORTED).map((key) => {
    const near = nearestName(key, known);
    return near === undefined ? quoted(key) : `${quoted(key)} (did you mean "${near}"?)`;
  });
  const more = stray.length > MAX_REPORTED ? ` and ${stray.length - MAX_REPORTED} more` : '';
  const what = where === '' ? 'argument' : 'field';
  const subject = `unknown ${what}${stray.length === 1 ? '' : 's'} ${named.join(' ')}${more}${where === '' ? '' : ` in ${where}`}`;
  // Brackets, not a bare list: the SDK joins every problem of the call with ", ".
  return `${subject}; the ${what}s are [${known.join(' ')}]`;
}
