// A statement file's bytes as text: UTF-16 when a byte-order mark says so (spreadsheets save "Unicode text"
// that way), else UTF-8 (with or without a BOM), else windows-1252, which many banks still export (and whose
// decoder also reads Latin-1). Node's built-in TextDecoder has them all, so no iconv is needed.

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
const WINDOWS_1252 = new TextDecoder('windows-1252');

/** Text without a leading byte-order mark, which a file read as text may still carry. */
export function stripBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** The UTF-16 encoding a byte-order mark names, if the bytes start with one. */
function utf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return undefined;
}

/** The statement's text: UTF-16 after its BOM, UTF-8 when the bytes are valid UTF-8, windows-1252 otherwise. */
export function decodeStatement(bytes: Uint8Array): string {
  const wide = utf16(bytes);
  // The decoder drops the BOM itself.
  if (wide !== undefined) return new TextDecoder(wide).decode(bytes);
  try {
    return stripBom(UTF8.decode(bytes));
  } catch {
    return stripBom(WINDOWS_1252.decode(bytes));
  }
}
