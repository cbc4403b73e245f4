// Which format a statement's text is in, from its first characters: OFX 1.x's header or 2.x's processing
// instruction, a CAMT.053 Document, QIF's !Type:, XML or binary that is none of them, else CSV.
import type { StatementFormat } from '../statement.ts';

export type Detected = StatementFormat | 'unknown';

/** Formats a person may export instead of, e.g., PDF or a spreadsheet; shown in the unknown-format problem. */
export const KNOWN_FORMATS = 'CSV, OFX, QFX, CAMT.053 or QIF';

export function detectFormat(text: string): Detected {
  const head = text.slice(0, 4096).trimStart();
  if (/^OFXHEADER\s*:/iu.test(head) || /<\?OFX[\s>]/iu.test(head) || /^(?:<\?xml[^>]*>\s*)?<OFX>/iu.test(head)) return 'ofx';
  if (/<(?:[\w.-]+:)?Document[\s>]/u.test(head) && /camt\.053\./u.test(head)) return 'camt053';
  if (/^!(?:Type|Account|Option)\b/iu.test(head)) return 'qif';
  // Other XML (camt.052, camt.054, pain…), PDF, a zipped spreadsheet: no reader here.
  if (/^(?:<|%PDF|PK\u0003\u0004|\u00D0\u00CF\u0011\u00E0)/u.test(head)) return 'unknown';
  return 'csv';
}
