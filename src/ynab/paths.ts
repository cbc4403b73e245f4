// Path-segment safety: every value placed in a URL path must look like a YNAB id, so an id taken from
// a memo can never add a segment, climb a path or add a query (ynab-client.md §3).
import { untrusted } from '../logic/core/untrusted.ts';
import { YnabError } from './errors.ts';

export const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export function checkSegment(value: string, what: string): string {
  if (SAFE_SEGMENT.test(value) && value.length <= 100) return value;
  throw new YnabError(
    `${what} ${JSON.stringify(untrusted(value))} cannot be a YNAB id (letters, digits, '-' and '_' only), so nothing was sent. ` +
      'Use the ids that list_plans, list_accounts and the other tools return.',
  );
}
