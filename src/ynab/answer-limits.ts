// Limits on what YNAB may send back (issue #13): an answer's size, counted while it is read so a huge one is
// refused before it fills memory, and its nesting depth, so walking an answer can never overflow the stack.
import { YnabError } from './errors.ts';
import { outcomeUnknown } from './retry.ts';

/**
 * The default of AVENIR_MCP_MAX_ANSWER_MB. The largest plan seen (51,000 transactions over ten years)
 * answers its transactions in about 38 MB; 128 MB leaves room for some 170,000 transactions (more than a
 * plan YNAB has kept since 2015 is likely to hold), while nothing larger can reach memory.
 */
export const DEFAULT_MAX_ANSWER_MB = 128;
/** A JavaScript string holds at most about 512 MB of such text: a larger limit could not be honoured. */
export const MAX_ANSWER_MB_CEILING = 512;
export const MB = 1024 * 1024;

/**
 * Members nested inside one another. YNAB's deepest answers (a transaction's subtransactions, a loan
 * account's monthly maps) go 6 levels down; thousands would overflow a recursive walk (RangeError).
 */
export const MAX_NESTING = 64;

/** Thrown by walks of an answer (safe-amounts.ts) past MAX_NESTING levels. */
export class TooDeep extends Error {
  constructor() {
    super(`nested more than ${MAX_NESTING} levels deep`);
  }
}

const mb = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

/**
 * An answer past the size limit. A read changed nothing; a write's answer was not read, so whether YNAB
 * applied it is unknown (never re-sent, checked first).
 */
export function answerTooLarge(method: string, limitBytes: number): YnabError {
  const over = `more than ${mb(limitBytes)}, the most avenir-mcp reads (AVENIR_MCP_MAX_ANSWER_MB)`;
  if (method !== 'GET') return outcomeUnknown({ type: 'AnswerTooLarge', detail: `YNAB's answer was ${over}`, neverOpened: false });
  return new YnabError(
    `YNAB's answer was ${over}, so avenir-mcp stopped reading it to protect this machine's memory; nothing changed in YNAB. ` +
      'If this plan really is that large, raise AVENIR_MCP_MAX_ANSWER_MB in the server configuration and restart the server; ' +
      'otherwise check that AVENIR_MCP_YNAB_URL points at YNAB.',
    undefined,
    'unavailable',
  );
}
