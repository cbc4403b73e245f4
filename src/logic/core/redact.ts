// Cuts secrets (the YNAB token, the HTTP bearer token) out of text before it reaches an answer, a log line
// or the journal. A server, a proxy or an error page may echo a request's headers in any encoding, so
// each character of a secret is matched in every form it may take: as is, in any letter case, URL-encoded
// (also twice, `+` for a space), JSON- or JavaScript-escaped (also escaped again), or an HTML character
// reference; the forms may mix. Gaps between two characters do not hide it: white space (a wrapped line,
// also escaped or URL-encoded), characters that show nothing (a soft hyphen, zero-width spaces and
// joiners, direction marks, invisible operators, the byte-order mark), and these and the no-break space
// in the forms above too: escaped (`\u200b`, `\\u200B`, `\xad`), as an HTML reference (`&shy;`,
// `&ZeroWidthSpace;`, `&nbsp;`, `&#8203;`, `&#x000AD`), URL-encoded (`%E2%80%8B`, `%25C2%25AD`); and the
// HTML `<wbr>` element, also with its brackets escaped (`<wbr />`, `\u003cwbr\u003e`, `&lt;wbr&gt;`).
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

// Characters that show nothing: the soft hyphen, joiners, direction marks and controls, invisible
// operators, the byte-order mark.
const INVISIBLE =
  '\u00AD\u034F\u061C\u180E\u200B\u200C\u200D\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2060\u2061\u2062\u2063\u2064\uFEFF';

// What the view (see cutInView) reads an encoded blank as: a noncharacter, which no text means anything by.
const UNSEEN = '\uFFFF';

// Between two characters of a secret: white space (a line break and its indent, also escaped or
// URL-encoded) or characters that show nothing; or an encoded blank as the view reads it, with the
// backslashes the view leaves before it (an escape escaped again) and the `;` it leaves after it.
const GAP = `(?:[\\s${INVISIBLE}]|\\\\{1,8}[nrt]|%0[9ad]|%20|\\\\{0,8}${UNSEEN};?){0,16}`;

// An HTML named reference (a regular expression), for the characters of a token and the blanks that have
// one (the names HTML gives them). `nbsp` and `shy`, being legacy, may lack their `;`.
const NAMED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  '/': '&sol;',
  '+': '&plus;',
  '=': '&equals;',
  '\u00A0': '&(?:nbsp;?|NonBreakingSpace;)',
  '\u00AD': '&shy;?',
  '\u200B': '&(?:ZeroWidth|NegativeVeryThin|NegativeThin|NegativeMedium|NegativeThick)Space;',
  '\u200C': '&zwnj;',
  '\u200D': '&zwj;',
  '\u200E': '&lrm;',
  '\u200F': '&rlm;',
  '\u2060': '&NoBreak;',
  '\u2061': '&(?:ApplyFunction|af);',
  '\u2062': '&(?:InvisibleTimes|it);',
  '\u2063': '&(?:InvisibleComma|ic);',
};

// A backslash escape's letter (JSON and JavaScript), for the characters that have one. A backslash's own
// escape is two of them, which its literal form (one) does not cover.
const SHORT_ESCAPE: Record<string, string> = {
  '"': '"',
  "'": "'",
  '/': '/',
  '\\': '\\',
  '\b': 'b',
  '\f': 'f',
  '\n': 'n',
  '\r': 'r',
  '\t': 't',
};

const literal = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
const hex = (n: number, width: number) => n.toString(16).padStart(width, '0');
// Backslashes: an escape escaped again (JSON inside a JSON string) keeps its shape.
const BACKSLASHES = '\\\\{1,8}';
// One backslash: an encoded blank's escape as the view reads it, the others being left to GAP, or to a
// secret's backslash just before.
const BACKSLASH = '\\\\';

/** Every encoded form of one character (a code point), as regular-expression alternatives. */
function encodings(char: string, backslashes: string): string[] {
  const code = char.codePointAt(0)!;
  const units = Array.from({ length: char.length }, (_, i) => char.charCodeAt(i));
  const bytes = Array.from(new TextEncoder().encode(char));
  const list = [
    bytes.map((b) => `%(?:25)?${hex(b, 2)}`).join(''),
    units.map((u) => `${backslashes}u${hex(u, 4)}`).join(''),
    `&#0{0,8}${code};?`,
    `&#x0{0,8}${hex(code, 1)};?`,
  ];
  const named = NAMED[char];
  if (named !== undefined) list.push(named);
  if (code < 0x100) list.push(`${backslashes}x${hex(code, 2)}`);
  const short = SHORT_ESCAPE[char];
  if (short !== undefined) list.push(`${backslashes}${literal(short)}`);
  if (char === ' ') list.push('\\+');
  return list;
}

/** Every form of one character, as one regular-expression group. */
const anyForm = (char: string, backslashes = BACKSLASHES) => `(?:${[literal(char), ...encodings(char, backslashes)].join('|')})`;

// The <wbr> element (where a line may break; it shows nothing), its brackets, space and slash in any form:
// HTML inside JSON (`\u003cwbr\u003e`), or shown as text (`&lt;wbr /&gt;`).
const WBR = `${anyForm('<', BACKSLASH)}wbr${anyForm(' ')}?${anyForm('/')}?${anyForm('>')}`;

// An encoded blank: a no-break space or a character that shows nothing, escaped, as an HTML reference or
// URL-encoded; or a <wbr>. About a hundred forms: written into GAP, which stands between every two
// characters of a secret, they would make each secret's expression tens of kilobytes, which V8 takes a
// tenth of a second or more to compile. So the text is read once with this one expression into a view,
// where GAP takes UNSEEN.
const ENCODED_BLANK = new RegExp([...Array.from(`\u00A0${INVISIBLE}`, (blank) => encodings(blank, BACKSLASH)).flat(), WBR].join('|'), 'gi');

/** `text` with every match of `pattern` in its view (each encoded blank read as UNSEEN) replaced by REDACTED. */
function cutInView(text: string, pattern: RegExp): string {
  // Where each UNSEEN stands in the view, and by how much the text is longer than the view after it.
  const marks: { at: number; shift: number }[] = [];
  let shift = 0;
  const view = text.replace(ENCODED_BLANK, (form: string, at: number) => {
    // A reference's `;` stays: it may be the next character of a secret, the reference lacking its own.
    const read = form.endsWith(';') ? `${UNSEEN};` : UNSEEN;
    const mark = { at: at - shift, shift: shift + form.length - read.length };
    marks.push(mark);
    shift = mark.shift;
    return read;
  });
  // A place in the view as a place in the text (asked in order).
  let next = 0;
  let by = 0;
  const inText = (at: number) => {
    for (; next < marks.length && marks[next]!.at < at; next++) by = marks[next]!.shift;
    return at + by;
  };
  let out = '';
  let from = 0;
  // replace() rather than matchAll(), which copies the (large, memoised) expression at every call. The
  // expression has no capturing group, so the callback's second argument is the match's place.
  view.replace(pattern, (match: string, at: number) => {
    out += text.slice(from, inText(at)) + REDACTED;
    from = inText(at + match.length);
    return match;
  });
  return out + text.slice(from);
}

// A process holds one or two secrets; tests make many.
const PATTERNS = new BoundedMemo<string, RegExp>(64);
const patternOf = (secret: string): RegExp =>
  PATTERNS.get(secret, () => new RegExp(Array.from(secret, (char) => anyForm(char)).join(GAP), 'gi'));

/** `text` with every form of each secret (of at least MIN_SECRET_LENGTH characters) replaced by REDACTED. */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length < MIN_SECRET_LENGTH) continue;
    // As it is first: a secret that holds an encoded blank's text (`&shy;`) is not in the view.
    const pattern = patternOf(secret);
    out = cutInView(out.replace(pattern, REDACTED), pattern);
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
