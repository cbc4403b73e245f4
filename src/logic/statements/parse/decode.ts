// A statement file's bytes as text: UTF-8 (with or without a BOM), else windows-1252, which many banks still
// export (and whose decoder also reads Latin-1). Node's built-in TextDecoder has both, so no iconv is needed.

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const WINDOWS_1252 = new TextDecoder('windows-1252');

/** Text without a leading byte-order mark, which a file read as text may still carry. */
export function stripBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** The statement's text: UTF-8 when the bytes are valid UTF-8, windows-1252 otherwise. */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return stripBom(UTF8.decode(bytes));
  } catch {
    return stripBom(WINDOWS_1252.decode(bytes));
  }
}
