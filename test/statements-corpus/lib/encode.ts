// Text to the bytes a bank writes: UTF-8 (with or without a byte-order mark) or Windows-1252, and line endings.

const CP1252_HIGH: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

export function windows1252(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  let n = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) out[n++] = code;
    else if (CP1252_HIGH[ch] !== undefined) out[n++] = CP1252_HIGH[ch]!;
    else throw new RangeError(`${JSON.stringify(ch)} has no Windows-1252 byte`);
  }
  return out.slice(0, n);
}

export type Encoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';

export function encodeText(text: string, encoding: Encoding): Uint8Array {
  if (encoding === 'windows-1252') return windows1252(text);
  const body = new TextEncoder().encode(text);
  if (encoding === 'utf-8') return body;
  const out = new Uint8Array(body.length + 3);
  out.set([0xef, 0xbb, 0xbf]);
  out.set(body, 3);
  return out;
}

/** Joins physical lines with the layout's line ending; `final` adds one after the last. @public: for the layouts, some held out of every check's reading. */
export const joinLines = (lines: readonly string[], eol: '\n' | '\r\n', final = true): string => lines.join(eol) + (final ? eol : '');

/** A CSV field quoted when `always` or when it holds the delimiter, a quote or a line break. */
export function csvField(value: string, delimiter = ',', always = false): string {
  if (always || value.includes(delimiter) || value.includes('"') || value.includes('\n') || value.includes('\r'))
    return `"${value.replaceAll('"', '""')}"`;
  return value;
}
