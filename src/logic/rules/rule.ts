// A rule (issue #32): conditions on a transaction, all of which must hold, and the fields it sets. YNAB has
// no rules: avenir-mcp keeps them and applies them through ordinary writes. Amounts in currency units, as the
// person writes them; the transactions they are matched against are YNAB's, in milliunits.
import type { FlagColor } from '../transactions/flag-plan.ts';

/** A text condition: exactly one of the three, compared without case, accents or repeated spaces. */
export type TextMatch = { equals: string } | { contains: string } | { starts_with: string };

export interface RuleConditions {
  /** The cleaned payee: the merchant key of the label ("CB MARKET FRESH FACT 190926 …" → "MARKET FRESH"). */
  payee?: TextMatch;
  /** The bank's raw label, as imported (YNAB's original import name, else the payee name). */
  label?: TextMatch;
  memo?: TextMatch;
  /** Signed, in currency units: one amount, or a range with either end open. */
  amount?: { equals: number } | { min?: number; max?: number };
  sign?: 'outflow' | 'inflow';
  account_id?: string;
  /** Days of the month, both included; from > to wraps past the month's end (28 → 3). */
  day_of_month?: { from: number; to: number };
}

/** What a rule sets. Approval only ever approves: a rule never sets a transaction back to unapproved. */
export interface RuleActions {
  category_id?: string;
  flag?: FlagColor | null;
  memo?: string;
  approve?: true;
}

export interface Rule {
  name: string;
  enabled: boolean;
  conditions: RuleConditions;
  actions: RuleActions;
}

/** The fields rules set, in the order a conflict is reported. */
export const RULE_FIELDS = ['category_id', 'flag', 'memo', 'approve'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];
