// OFX 1.x is SGML: leaf elements (<TRNAMT>-12.50) have no end tag. Closing each one, and escaping stray
// ampersands, makes the body XML that the same parser as OFX 2.x reads; line breaks are kept in place.

const TAG = /<(\/?)([A-Za-z0-9.]+)\s*>([^<]*)/g;
const BARE_AMPERSAND = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/giu;

/** The OFX 1.x body (from its first tag on; the header lines before it dropped) as XML. */
export function sgmlToXml(body: string): string {
  const tags = [...body.matchAll(TAG)];
  let out = body.slice(0, tags[0]?.index ?? body.length).replace(/[^\n]/g, '');
  tags.forEach((m, i) => {
    const [, slash, name, after] = m as unknown as [string, string, string, string];
    const content = after.replace(BARE_AMPERSAND, '&amp;');
    const next = tags[i + 1];
    const closing = next !== undefined && next[1] === '/';
    const closedNext = closing && next[2]!.toUpperCase() === name.toUpperCase();
    // A leaf has a value, or is empty right before its parent's end tag (<MEMO></STMTTRN>).
    if (slash === '' && !closedNext && (content.trim() !== '' || closing)) {
      // A leaf: close it before the line break that follows its value, so lines stay where they were.
      const value = content.replace(/\s+$/u, '');
      out += `<${name}>${value}</${name}>${content.slice(value.length)}`;
    } else {
      out += `<${slash}${name}>${content}`;
    }
  });
  return out;
}
