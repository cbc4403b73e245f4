// What the XML readers share: one fast-xml-parser set-up (text kept as written, namespaces dropped) and the
// 1-based line of each start tag, since the parser gives objects without their place in the file.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fail } from './problems.ts';

export type XmlNode = Record<string, unknown>;

/** How deep elements may nest: a CAMT.053 entry's deepest detail is about 12 levels down, an OFX one 8. */
export const MAX_XML_DEPTH = 40;
// A comment or CDATA section (which may hold what looks like tags), else a start, end or empty-element tag.
const MARKUP = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<(\/?)[\w:.-]+[^>]*?(\/?)>/gu;

/** The 1-based line of the first element nested deeper than MAX_XML_DEPTH, in well-formed XML; undefined when none is. */
function tooDeep(text: string): number | undefined {
  let depth = 0;
  for (const m of text.matchAll(MARKUP)) {
    if (m[1] === '/') depth--;
    // A start tag (a comment or CDATA has no groups, an empty-element tag ends in '/').
    else if (m[1] === '' && m[2] === '' && ++depth > MAX_XML_DEPTH) return text.slice(0, m.index).split('\n').length;
  }
  return undefined;
}

/** Parses XML text; `lists` are the tags always read as arrays, however many times they occur. */
export function parseXml(text: string, lists: readonly string[], formatName: string): XmlNode {
  // Statements never declare a DOCTYPE; refusing one keeps entity expansion (billion laughs) out entirely.
  const doctype = /<!DOCTYPE|<!ENTITY/iu.exec(text);
  if (doctype)
    fail(
      text.slice(0, doctype.index).split('\n').length,
      null,
      `the ${formatName} file declares a DOCTYPE, which bank statements do not.`,
      'Export the statement from the bank again; this file was not written by a bank.',
    );
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    fail(
      valid.err.line,
      valid.err.col,
      `the ${formatName} file is not well-formed XML.`,
      'Export the statement from the bank again; the file may be cut short.',
    );
  const deep = tooDeep(text);
  if (deep !== undefined)
    fail(
      deep,
      null,
      `the ${formatName} file nests elements over ${MAX_XML_DEPTH} deep; statements never do.`,
      'Export the statement from the bank again; this file was not written by a bank.',
    );
  const parser = new XMLParser({
    ignoreAttributes: false,
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    processEntities: true,
    isArray: (name) => lists.includes(name),
  });
  return parser.parse(text) as XmlNode;
}

/** 1-based lines of every start tag `name` (any namespace prefix, any case), in the order of the file. */
export function tagLines(text: string, name: string): number[] {
  const lines: number[] = [];
  const tag = new RegExp(`<(?:[\\w.-]+:)?${name}(?=[\\s>/])`, 'giu');
  let line = 1;
  let from = 0;
  for (const m of text.matchAll(tag)) {
    for (let i = from; i < m.index; i++) if (text.charCodeAt(i) === 10) line++;
    from = m.index;
    lines.push(line);
  }
  return lines;
}

/** The i-th line of `lines`, or line 1 when a tag was not found where the parser saw one (inside a comment). */
export const lineOf = (lines: readonly number[], i: number): number => lines[i] ?? 1;

/** A child as a node (an element that held only text is read as no node). */
export const child = (node: unknown, name: string): XmlNode | undefined => {
  const value = node !== null && typeof node === 'object' ? (node as XmlNode)[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  return first !== null && typeof first === 'object' ? (first as XmlNode) : undefined;
};

/** A child's text ('' when absent); an element with attributes gives its #text. */
export function text(node: unknown, name: string): string {
  const value = node !== null && typeof node === 'object' ? (node as XmlNode)[name] : undefined;
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string' || typeof first === 'number') return String(first).trim();
  if (first !== null && typeof first === 'object') return text(first, '#text');
  return '';
}

/** The text at a path of children, '' when any step is missing. */
export const at = (node: unknown, ...path: string[]): string =>
  text(
    path.slice(0, -1).reduce<unknown>((n, p) => child(n, p), node),
    path[path.length - 1]!,
  );

/** A child list, [] when absent. */
export function list(node: unknown, name: string): XmlNode[] {
  const value = node !== null && typeof node === 'object' ? (node as XmlNode)[name] : undefined;
  const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return items.filter((v): v is XmlNode => v !== null && typeof v === 'object');
}
