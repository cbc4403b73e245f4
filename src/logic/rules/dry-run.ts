// save_rule's dry run (issue #32): a rule tried on the last 12 months before it is saved, in its place in
// the list. How many transactions it matches, how many it would change (only the fields it wins: an earlier
// rule setting a field first keeps it), a sample of those, and its conflicts with the other rules, counted
// per rule and field.
import { memoOf } from '../transactions/review-plan.ts';
import { flagColor } from '../transactions/flag-plan.ts';
import type { Transaction } from '../core/ynab-slices.ts';
import { decide, type RuleSettings } from './decide.ts';
import { type RuleInput, ruleMatches } from './match.ts';
import type { Rule, RuleField } from './rule.ts';

/** The transaction fields the dry run reads (YNAB's TransactionDetail, milliunits). */
export type Tried = RuleInput & Pick<Transaction, 'id' | 'category_id' | 'approved' | 'flag_color' | 'deleted'>;

export interface DryRunConflict {
  /** The other rule. */
  rule: string;
  field: RuleField;
  /** Whether the tried rule keeps the field (it comes first) or is overruled. */
  kept: boolean;
  count: number;
}

export interface DryRun {
  /** Live transactions tried. */
  tried: number;
  matched: number;
  changed: number;
  /** The first `sampleSize` changed ones, in the order given (the tools give newest first). */
  sample: Tried[];
  conflicts: DryRunConflict[];
}

/** Whether what `set` gives, by the rule named, differs from the transaction now. */
function changesBy(name: string, set: RuleSettings, tx: Tried): boolean {
  const by = (field: RuleField) => set[field]?.rule === name;
  return (
    (by('category_id') && set.category_id!.value !== tx.category_id) ||
    (by('flag') && set.flag!.value !== flagColor(tx.flag_color)) ||
    (by('memo') && memoOf(set.memo!.value) !== memoOf(tx.memo)) ||
    (by('approve') && !tx.approved)
  );
}

/** `rule` tried in `rules` (where it stands at its place, enabled or not: it is tried as if enabled). */
export function dryRun(rule: Rule, rules: readonly Rule[], transactions: readonly Tried[], sampleSize = 10): DryRun {
  const tried = rules.map((r) => (r.name === rule.name ? { ...rule, enabled: true } : r));
  const live = transactions.filter((t) => !t.deleted);
  const out: Omit<DryRun, 'conflicts'> = { tried: live.length, matched: 0, changed: 0, sample: [] };
  const counts = new Map<string, DryRunConflict>();
  for (const tx of live) {
    if (!ruleMatches(rule.conditions, tx)) continue;
    out.matched += 1;
    const { set, conflicts } = decide(tried, tx);
    if (changesBy(rule.name, set, tx)) {
      out.changed += 1;
      if (out.sample.length < sampleSize) out.sample.push(tx);
    }
    for (const c of conflicts) {
      if (c.kept !== rule.name && c.overruled !== rule.name) continue;
      const other = c.kept === rule.name ? c.overruled : c.kept;
      const key = JSON.stringify([other, c.field]);
      const held = counts.get(key) ?? { rule: other, field: c.field, kept: c.kept === rule.name, count: 0 };
      held.count += 1;
      counts.set(key, held);
    }
  }
  return { ...out, conflicts: [...counts.values()] };
}
