// Names the agent sends (algorithms.md §2): surrounding White_Space trimmed, then refused when empty,
// longer than a limit, or not one line of visible characters — in that order, the tools' check order.

import { isOneLine, trimWhiteSpace } from './untrusted.ts';

export type AgentName =
  | { ok: true; name: string }
  | { ok: false; error: 'empty_name' }
  | { ok: false; error: 'name_too_long'; length: number }
  | { ok: false; error: 'not_one_line'; what: string; text: string };

/** Code points, as JSON Schema's maxLength counts them. */
export const codePointLength = (text: string): number => Array.from(text).length;

/**
 * The trimmed name, or why it is refused; `what` names it in not_one_line's message (e.g. ‘Category name’),
 * `max` (code points) only where the tool checks a length itself.
 */
export function agentName(raw: string, what: string): Exclude<AgentName, { error: 'name_too_long' }>;
export function agentName(raw: string, what: string, max: number): AgentName;
export function agentName(raw: string, what: string, max = Infinity): AgentName {
  const name = trimWhiteSpace(raw);
  if (name === '') return { ok: false, error: 'empty_name' };
  const length = codePointLength(name);
  if (length > max) return { ok: false, error: 'name_too_long', length };
  if (!isOneLine(name)) return { ok: false, error: 'not_one_line', what, text: name };
  return { ok: true, name };
}

/** "Ignoring case", as names are compared for name_taken: lower-cased, locale-independent. */
export const sameIgnoringCase = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
