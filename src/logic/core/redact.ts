// Cuts secrets (the YNAB token, the HTTP bearer token) out of text before it reaches an answer, a log line
// or the journal. A server, a proxy or an error page may echo a request's headers in any encoding, so
// each character of a secret is matched in every form it may take: as is, in any letter case, URL-encoded
// (also twice, `+` for a space), JSON- or JavaScript-escaped (also escaped again), or an HTML character
// reference; the forms may mix, and white space or invisible characters between two characters (a
// wrapped line) do not hide it.
import { BoundedMemo } from './bounded-memo.ts';

/** What a secret becomes. */
export const REDACTED = '[token]';

/**
 * Shorter values are left alone: no token YNAB or the HTTP transport accepts is that short, and cutting
 * them would eat ordinary words (the demo's token is `demo`, and its plan `demo-budget`).
 */
export const MIN_SECRET_LENGTH = 8;

// Every repetition is bounded: an unbounded one backtracks over a long run (a megabyte of backslashes)
// at each position, which takes quadratic time.
// Between two characters of a secret: a line break and its indent (also escaped, or URL-encoded), or
// characters that show nothing.
const GAP = '(?:[\\s\\u00AD\\u034F\\u061C\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\uFEFF]|\\\\{1,8}[nrt]|%0[9ad]|%20){0,16}';

// An HTML named reference, for the characters of a token that have one.
const NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '/': '&sol;', '+': '&plus;', '=': '&equals;' };

// A backslash escape's letter (JSON and JavaScript), for the characters that have one. A backslash's own
// escape is two of them, which its literal form (one) does not cover.
const SHORT_ESCAPE: Record<string, string> = { '"': '"', "'": "'", '/': '/', '\\': '\\', '\b': 'b', '\f': 'f', '\n': 'n', '\r': 'r', '\t': 't' };

const literal = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
// Backslashes: an escape escaped again (JSON inside a JSON string) keeps its shape.
const BACKSLASHES = '\\\\{1,8}';

/** Every form of one character (a code point), as regular-expression alternatives. */
function forms(char: string): string[] {
  const code = char.codePointAt(0)!;
  const units = Array.from({ length: char.length }, (_, i) => char.charCodeAt(i));
  const bytes = Array.from(new TextEncoder().encode(char));
  const list = [
    literal(char),
    bytes.map((b) => `%(?:25)?${hex(b, 2)}`).join(''),
    units.map((u) => `${BACKSLASHES}u${hex(u, 4)}`).join(''),
    `&#0{0,8}${code};?`,
    `&#x0{0,8}${hex(code, 1)};?`,
  ];
  const named = NAMED[char];
  if (named !== undefined) list.push(named);
  if (code < 0x100) list.push(`${BACKSLASHES}x${hex(code, 2)}`);
  const short = SHORT_ESCAPE[char];
  if (short !== undefined) list.push(`${BACKSLASHES}${literal(short)}`);
  if (char === ' ') list.push('\\+');
  return list;
}

// A process holds one or two secrets; tests make many.
const PATTERNS = new BoundedMemo<string, RegExp>(64);
const patternOf = (secret: string): RegExp =>
  PATTERNS.get(secret, () => new RegExp(Array.from(secret, (char) => `(?:${forms(char).join('|')})`).join(GAP), 'gi'));

/** `text` with every form of each secret (of at least MIN_SECRET_LENGTH characters) replaced by REDACTED. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= MIN_SECRET_LENGTH) out = out.replace(patternOf(secret), REDACTED);
  }
  return out;
}

/**
 * A JSON-like value with `redact` applied to every string in it (keys are the code's own). Arrays and
 * plain objects are copied; anything else is kept as it is.
 */
export function redactDeep<T>(value: T, secrets: readonly string[]): T {
  if (!secrets.some((secret) => secret.length >= MIN_SECRET_LENGTH)) return value;
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return redact(item, secrets);
    if (Array.isArray(item)) return item.map(walk);
    if (typeof item === 'object' && item !== null && [Object.prototype, null].includes(Object.getPrototypeOf(item))) {
      return Object.fromEntries(Object.entries(item).map(([key, v]) => [key, walk(v)]));
    }
    return item;
  };
  return walk(value) as T;
}

/** The secrets of this process, filled as they become known (the YNAB token, then the HTTP one). */
export class Secrets {
  readonly #values: string[] = [];

  add(secret: string | undefined): void {
    if (secret !== undefined && secret.length >= MIN_SECRET_LENGTH && !this.#values.includes(secret)) this.#values.push(secret);
  }

  get values(): readonly string[] {
    return this.#values;
  }

  redact(text: string): string {
    return redact(text, this.#values);
  }

  redactDeep<T>(value: T): T {
    return redactDeep(value, this.#values);
  }
}
