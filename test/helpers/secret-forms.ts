// For the "no token in any output" properties: realistic tokens, the forms in which a server, a proxy or
// an error page may echo one (as is, URL- or form-encoded, JSON-escaped, HTML references, mixed, wrapped),
// error bodies embedding them, and an oracle that decodes an output every way it can before looking for
// the token. The oracle is written apart from src/logic/core/redact.ts, so it checks rather than repeats it.
import fc from 'fast-check';

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const PRINTABLE = Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)).join('');

const from = (alphabet: string, minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });

/** A YNAB-like token (base64url or hex), or an HTTP token of printable ASCII such as `openssl rand -base64 32` gives. */
export const tokenArb: fc.Arbitrary<string> = fc
  .oneof(from(BASE64URL, 43, 43), from('0123456789abcdef', 64, 64), from(PRINTABLE, 32, 60))
  // Sure to differ from the text around it, and never holding the marker that replaces it.
  .filter((t) => new Set(t).size >= 8 && !t.includes('[token]'));

const code = (c: string) => c.codePointAt(0) ?? 0;
const NAMED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Each character as an HTML reference, decimal, hex or named, chosen per character by `pick`. */
const htmlForm = (token: string, pick: number[]) =>
  Array.from(
    token,
    (c, i) => [`&#${code(c)};`, `&#x${code(c).toString(16).toUpperCase()};`, NAMED[c] ?? c][(pick[i % pick.length] ?? 0) % 3],
  ).join('');

/** The forms a token may take in an echoed header. */
export function formArb(token: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(token),
    fc.constant(`Bearer ${token}`),
    fc.constant(encodeURIComponent(token)),
    fc.constant(encodeURIComponent(encodeURIComponent(token))),
    fc.constant(new URLSearchParams({ authorization: `Bearer ${token}` }).toString()),
    fc.constant(JSON.stringify(token).slice(1, -1)),
    fc.constant(Array.from(token, (c) => `\\u${code(c).toString(16).padStart(4, '0')}`).join('')),
    fc.array(fc.nat(2), { minLength: 1, maxLength: 5 }).map((pick) => htmlForm(token, pick)),
    fc.constant(token.toUpperCase()),
    fc.constant(token.toLowerCase()),
    // Split by invisible characters or wrapped onto the next line.
    fc
      .integer({ min: 1, max: token.length - 1 })
      .chain((at) =>
        fc
          .constantFrom('\u200B', '\u00AD', '\u2060', '\uFEFF', '\r\n', '\n    ')
          .map((gap) => `${token.slice(0, at)}${gap}${token.slice(at)}`),
      ),
  );
}

const junk = fc.string({ maxLength: 40 }).map((s) => s.replaceAll('[token]', ''));

/** An error body embedding a form of the token: YNAB JSON, plain text, an HTML page, or far into a long one. */
export function bodyArb(token: string): fc.Arbitrary<string> {
  return fc.tuple(formArb(token), junk, junk, fc.integer({ min: 0, max: 5 })).map(([form, before, after, shape]) => {
    const header = `Invalid header Authorization: Bearer ${form}`;
    switch (shape) {
      case 0:
        return JSON.stringify({ error: { id: '400', name: 'bad_request', detail: `${before}${header}${after}` } });
      case 1:
        return `${before}${header}${after}`;
      case 2:
        return `<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><pre>${before}${header}</pre>${after}</body></html>`;
      case 3:
        // The token straddles the 500-character cut of a YNAB detail.
        return `${'x'.repeat(470)}${before.slice(0, 10)} ${header}${after}`;
      case 4:
        return JSON.stringify({
          error: { id: '500', name: 'internal_server_error' },
          request: { headers: { authorization: `Bearer ${form}` } },
          note: before,
        });
      default:
        return `${before}\n${header}\n${after}`;
    }
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", sol: '/', plus: '+', equals: '=' };
const ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

const DECODERS: ((text: string) => string)[] = [
  (t) =>
    t.replace(/(?:%[0-9a-f]{2})+/gi, (m) => {
      try {
        return decodeURIComponent(m);
      } catch {
        return m;
      }
    }),
  (t) => t.replaceAll('+', ' '),
  // One level of JSON or JavaScript escapes (a second level is the next round's).
  (t) =>
    t.replace(/\\(u[0-9a-f]{4}|x[0-9a-f]{2}|.)/gis, (_, e: string) =>
      e.length > 1 ? String.fromCharCode(parseInt(e.slice(1), 16)) : (ESCAPES[e] ?? e),
    ),
  (t) =>
    t
      .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
      .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Math.min(Number(d), 0x10ffff)))
      .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m),
  (t) => t.replace(/[\s\u00AD\u200B-\u200F\u2060\uFEFF]+/g, ''),
];

/** Whether `text`, decoded in any order by any of the decoders (up to three at a time), holds `token` in any letter case. */
export function exposes(text: string, token: string): boolean {
  const wanted = token.toLowerCase();
  let round = new Set([text]);
  const seen = new Set<string>();
  for (let depth = 0; depth <= 3; depth++) {
    const next = new Set<string>();
    for (const variant of round) {
      if (seen.has(variant)) continue;
      seen.add(variant);
      if (variant.toLowerCase().includes(wanted)) return true;
      for (const decode of DECODERS) next.add(decode(variant));
    }
    round = next;
  }
  return false;
}
