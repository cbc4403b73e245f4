// Every integer amount read from or written to YNAB must be a safe integer (ynab-client.md §4): YNAB's
// int64 milliunits lose digits in a JSON number beyond 2^53 − 1, and a wrong total is worse than none.
import { untrusted } from '../logic/core/untrusted.ts';
import { MAX_NESTING, TooDeep } from './answer-limits.ts';
import { YnabError, notDocumented } from './errors.ts';

// The spec's int64 members (generated/ynab/schema.d.ts): amounts in milliunits, and server_knowledge,
// which is sent back in delta requests. `*_currency` doubles are display values and not checked.
const INT64 = new Set([
  'activity',
  'amount',
  'balance',
  'budgeted',
  'cleared_balance',
  'debt_original_balance',
  'goal_overall_funded',
  'goal_overall_left',
  'goal_target',
  'goal_under_funded',
  'income',
  'server_knowledge',
  'to_be_budgeted',
  'uncleared_balance',
]);
// The int64 members YNAB may send as null (goals not set, a deprecated field); any other null is refused.
const NULLABLE = new Set(['debt_original_balance', 'goal_overall_funded', 'goal_overall_left', 'goal_target', 'goal_under_funded']);
// Maps of month → milliunits on loan accounts.
const INT64_MAPS = new Set(['debt_escrow_amounts', 'debt_interest_rates', 'debt_minimum_payments']);

/** What is wrong and where, the path as segments from the innermost out (array indexes are numbers). */
interface Found {
  segments: (string | number)[];
  value: string;
}

const shown = (member: unknown): string => (typeof member === 'number' ? String(member) : member === null ? 'null' : `a ${typeof member}`);

// Walks without building a path for every member (a transactions answer has about a million): the path is
// assembled only for the member found. Every answer is walked here first, so past MAX_NESTING levels it
// stops (TooDeep) before this or any later walk (the cache's freeze, a tool's) can overflow the stack.
function search(value: unknown, depth = 0): Found | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= MAX_NESTING) throw new TooDeep();
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = search(value[i], depth + 1);
      if (found) return (found.segments.push(i), found);
    }
    return undefined;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    const member = record[key];
    if (INT64.has(key) && member !== undefined && !(member === null && NULLABLE.has(key)) && !Number.isSafeInteger(member)) {
      return { segments: [key], value: shown(member) };
    }
    if (INT64_MAPS.has(key) && typeof member === 'object' && member !== null) {
      const map = member as Record<string, unknown>;
      for (const month of Object.keys(map)) {
        const amount = map[month];
        if (amount !== null && !Number.isSafeInteger(amount))
          return { segments: [month, key], value: typeof amount === 'number' ? String(amount) : `a ${typeof amount}` };
      }
      continue;
    }
    if (typeof member === 'object' && member !== null) {
      const found = search(member, depth + 1);
      if (found) return (found.segments.push(key), found);
    }
  }
  return undefined;
}

/**
 * The path of the first int64 member of `value` that is present (null where YNAB allows it) and not a safe integer
 * (e.g. `transactions[3].amount`), with what it held; undefined when all are fine.
 */
export function unsafeAmount(value: unknown, path = ''): { field: string; value: string } | undefined {
  const found = search(value);
  if (found === undefined) return undefined;
  let field = path;
  for (const segment of found.segments.reverse())
    field = typeof segment === 'number' ? `${field}[${segment}]` : field === '' ? segment : `${field}.${segment}`;
  return { field, value: found.value };
}

function unsafeOrTooDeep(value: unknown, tooDeep: (why: string) => YnabError): ReturnType<typeof unsafeAmount> {
  try {
    return unsafeAmount(value);
  } catch (error) {
    throw error instanceof TooDeep ? tooDeep(error.message) : error;
  }
}

/**
 * Refuses an answer holding an amount that cannot be read exactly, or nested too deep to walk; nothing from
 * it is used or cached.
 */
export function checkAnswerAmounts(status: number, data: unknown): void {
  const found = unsafeOrTooDeep(data, (why) => notDocumented(status, why));
  if (found === undefined) return;
  throw new YnabError(
    `YNAB ${status}: the answer holds ${untrusted(found.field, 200)} = ${found.value}, which is not a whole number of milliunits that avenir-mcp ` +
      `can read exactly (at most ±${Number.MAX_SAFE_INTEGER}), so nothing from this answer was used.`,
    status,
  );
}

/** Refuses to send a body holding such an amount, or nested too deep to check (writes, ynab-client.md §4). */
export function checkBodyAmounts(body: unknown): void {
  const found = unsafeOrTooDeep(
    body,
    (why) => new YnabError(`The request body is ${why}, so its amounts cannot be checked and nothing was sent to YNAB.`),
  );
  if (found === undefined) return;
  throw new YnabError(
    `The amount ${untrusted(found.field, 200)} = ${found.value} is not a whole number of milliunits within ±${Number.MAX_SAFE_INTEGER}, so nothing was sent to YNAB.`,
  );
}
