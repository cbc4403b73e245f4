// What a bulk transaction update changes besides the transactions it names (ynab-client.md §9, issue #31),
// by the fields it sets: a category or approval moves activity (categories, months), a cleared status an
// account's cleared balance; a flag or a memo changes nothing else. Any other field (an amount, a split's lines) may
// change what YNAB derives anywhere, a transfer's other side included: the whole plan is then stale.
import { isDeepStrictEqual } from 'node:util';
import type { Collection } from './collections.ts';
import type { TransactionDetail } from './types.ts';

const DERIVED: Readonly<Record<string, readonly Collection[]>> = {
  id: [],
  category_id: ['categories', 'months'],
  approved: ['categories', 'months'],
  flag_color: [],
  memo: [],
  cleared: ['accounts'],
};

// The members YNAB sets with each field: the rest of a written transaction must come back as it was held.
const WITH: Readonly<Record<string, readonly string[]>> = {
  id: [],
  category_id: ['category_id', 'category_name'],
  approved: ['approved'],
  flag_color: ['flag_color', 'flag_name'],
  memo: ['memo'],
  cleared: ['cleared'],
};

/** The collections whose figures the update changes; undefined when its effects are not known. */
export function derivedBy(updates: readonly object[]): readonly Collection[] | undefined {
  const derived = new Set<Collection>();
  for (const update of updates)
    for (const field of Object.keys(update)) {
      const effects = Object.hasOwn(DERIVED, field) ? DERIVED[field] : undefined;
      if (effects === undefined) return undefined;
      for (const collection of effects) derived.add(collection);
    }
  return [...derived];
}

/**
 * Whether YNAB's answer is exactly the held transactions with the update applied: every updated one is in
 * it, each was held, none is a transfer or a split (whose other side or lines YNAB may change too), and
 * nothing but the written members differs. Anything else (someone's change between our read and the write,
 * a date moved out of the window, an answer without its transactions) leaves the plan to be read again.
 */
export function keptAsWritten(
  updates: readonly ({ id: string } & object)[],
  answer: readonly TransactionDetail[],
  held: (id: string) => TransactionDetail | undefined,
): boolean {
  if (answer.length !== updates.length) return false;
  const byId = new Map(answer.map((t) => [t.id, t]));
  return updates.every((update) => {
    const written = byId.get(update.id);
    const before = held(update.id);
    if (written === undefined || before === undefined || before.transfer_account_id != null || before.subtransactions.length > 0)
      return false;
    const members = new Set(Object.keys(update).flatMap((field) => WITH[field] ?? []));
    const rest = (t: TransactionDetail) => Object.fromEntries(Object.entries(t).filter(([key]) => !members.has(key)));
    return isDeepStrictEqual(rest(before), rest(written));
  });
}
