// set_category_target's plan (tools.md, algorithms.md §21): the checks in the tool's order, describe_target,
// the fields sent, the after text, the undo fields the journal keeps (its undo: src/logic/undo/target.ts).

import { isCreditCardPayment, isLoanPaired, isUsable } from '../facts/category-classes.ts';
import { locateCategory } from '../classify/category-lookup.ts';
import { isCalendarDate } from '../core/calendar.ts';
import { formatAmount, toMilli } from '../core/money.ts';
import { question } from '../writes/preview.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Category, CategoryGroup, Goal, WithCategories } from '../core/ynab-slices.ts';

export const FREQUENCIES = ['monthly', 'weekly', 'yearly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** goal_cadence of a repeating NEED (each with goal_cadence_frequency 1) ↔ the API's goal_frequency. */
const CADENCE: Record<Frequency, number> = { monthly: 1, weekly: 2, yearly: 13 };
const UNIT: Record<Frequency, string> = { monthly: 'month', weekly: 'week', yearly: 'year' };

/** A group with its categories, as the plan reads them (YNAB's CategoryGroupWithCategories). */
type Targetable = Pick<CategoryGroup, 'id' | 'name' | 'hidden' | 'deleted' | 'internal'> &
  WithCategories<'id' | 'name' | 'hidden' | 'deleted' | 'internal' | keyof Goal | 'goal_needs_whole_amount'>;

/** The goal fields of a category PATCH (ynab-api.md §2.2); only those present are sent. */
export interface TargetFields {
  goal_target: number | null;
  goal_target_date?: string | null;
  goal_frequency?: Frequency;
  goal_needs_whole_amount?: boolean;
}

/** The frequency a repeating NEED stands for, when YNAB's API can write it (cadence 1/2/13, frequency 1). */
function frequencyOf(goal: Goal): Frequency | undefined {
  if (goal.goal_cadence_frequency !== 1) return undefined;
  return FREQUENCIES.find((f) => CADENCE[f] === goal.goal_cadence);
}

const hasTarget = (goal: Goal): boolean => goal.goal_type != null;

/** describe_target (algorithms.md §21). */
export function describeTarget(goal: Goal, digits: number): string {
  if (!hasTarget(goal)) return 'no target';
  const amount = formatAmount(goal.goal_target ?? 0, digits);
  const date = goal.goal_target_date ?? null;
  switch (goal.goal_type) {
    case 'NEED': {
      if (date !== null) return `${amount} by ${date}`;
      const frequency = frequencyOf(goal);
      return frequency !== undefined ? `${amount} each ${UNIT[frequency]}` : `${amount} (spending target)`;
    }
    case 'MF':
      return `${amount} (monthly funding)`;
    case 'TB':
      return `${amount} (target balance)`;
    case 'TBD':
      return date !== null ? `${amount} (target balance by ${date})` : `${amount} (target balance)`;
    case 'DEBT':
      return `${amount} (debt payment)`;
    default:
      // A kind this version does not know: still shown as a target, without guessing its meaning.
      return `${amount} (target)`;
  }
}

/**
 * The text of the target once `fields` are applied to a category whose target is `current` (the after
 * text of §21; also what an undo restores). `cardPayment`: YNAB creates MF there, NEED elsewhere.
 */
export function targetTextAfter(current: Goal, fields: TargetFields, cardPayment: boolean, digits: number): string {
  const amount = fields.goal_target;
  if (amount === null) return 'no target';
  const shown = formatAmount(amount, digits);
  if (fields.goal_target_date != null) return `${shown} by ${fields.goal_target_date}`;
  if (fields.goal_frequency !== undefined) return `${shown} each ${UNIT[fields.goal_frequency]}`;
  if (hasTarget(current)) return describeTarget({ ...current, goal_target: amount }, digits);
  return cardPayment ? `${shown} (monthly funding)` : `${shown} each month`;
}

// ---- the checks made before any request ----

/** What the agent asked, once the argument checks passed: remove, or an amount with its kind. */
export type TargetRequest =
  | { kind: 'remove'; by_date?: undefined; frequency?: undefined }
  | { kind: 'set'; amount: number; by_date?: string | undefined; frequency?: Frequency | undefined };

export type TargetArgsCheck =
  | { ok: true; request: TargetRequest }
  | { ok: false; error: 'bad_date'; argument: 'by_date'; value: string }
  | { ok: false; error: 'date_and_frequency'; by_date: string; frequency: string }
  | { ok: false; error: 'remove_with_fields'; field: 'by_date' | 'frequency' }
  | { ok: false; error: 'amount_not_positive'; amount: string }
  | { ok: false; error: 'bad_amount'; amount: string };

export interface TargetArgs {
  amount?: number | undefined;
  by_date?: string | undefined;
  frequency?: Frequency | undefined;
}

/** bad_date, date_and_frequency, remove_with_fields, amount_not_positive, then bad_amount (tools.md). */
export function checkTargetArgs(args: TargetArgs): TargetArgsCheck {
  const { amount, by_date, frequency } = args;
  if (by_date !== undefined && !isCalendarDate(by_date)) return { ok: false, error: 'bad_date', argument: 'by_date', value: by_date };
  if (by_date !== undefined && frequency !== undefined) return { ok: false, error: 'date_and_frequency', by_date, frequency };
  if (amount === undefined) {
    if (by_date !== undefined) return { ok: false, error: 'remove_with_fields', field: 'by_date' };
    if (frequency !== undefined) return { ok: false, error: 'remove_with_fields', field: 'frequency' };
    return { ok: true, request: { kind: 'remove' } };
  }
  if (!(amount > 0)) return { ok: false, error: 'amount_not_positive', amount: String(amount) };
  if (toMilli(amount, 3) === undefined) return { ok: false, error: 'bad_amount', amount: String(amount) };
  return { ok: true, request: { kind: 'set', amount, by_date, frequency } };
}

// ---- the plan, after the reads ----

/** What the journal keeps of a target change (journal-and-undo.md §3). */
export interface TargetDetails {
  category_id: string;
  /** The fields that recreate the previous target. */
  undo: TargetFields;
  /** The text of the new target: the undo acts only while the category still shows it. */
  after: string;
  /** The text of the previous target: an uncertain operation's category still showing it was never changed by YNAB. Absent on older lines. */
  before?: string;
}

export type TargetRefusal =
  | { ok: false; error: 'unknown_category'; category_id: string }
  | { ok: false; error: 'too_many_decimals'; amount: string; decimals: number }
  | { ok: false; error: 'loan_category_fields'; category: string }
  | { ok: false; error: 'card_category_frequency'; category: string };

export type TargetPlan =
  | {
      ok: true;
      category_id: string;
      /** The name, cleaned. */
      category: string;
      before: string;
      after: string;
      /** before = after: nothing to send. */
      unchanged: boolean;
      undoable: boolean;
      /** Exactly the fields sent. */
      fields: TargetFields;
      subject: { category_id: string; fields: TargetFields };
      /** Null when the previous target cannot be recreated: nothing is journaled. */
      details: TargetDetails | null;
      /** What the question shows (the target texts, whose amounts need the currency format every path reads). */
      seen: { category: string; before: string; after: string; undoable: boolean };
      question: string;
    }
  | TargetRefusal;

/** A category whose target may be set: usable (Credit Card Payment categories allowed), with its group. */
function findTargetable(
  groups: readonly Targetable[],
  id: string,
): { category: Targetable['categories'][number]; group: Targetable } | undefined {
  const found = locateCategory(groups, id);
  return found !== undefined && isUsable(found.category, found.group) ? found : undefined;
}

/** The fields sent (§21). A dated target turned repeating also drops its date, which YNAB keeps otherwise. */
export function fieldsSent(before: Goal, request: TargetRequest, milli: number): TargetFields {
  if (request.kind === 'remove') return { goal_target: null };
  if (request.by_date !== undefined) return { goal_target: milli, goal_target_date: request.by_date };
  if (request.frequency !== undefined) {
    return before.goal_target_date != null
      ? { goal_target: milli, goal_target_date: null, goal_frequency: request.frequency }
      : { goal_target: milli, goal_frequency: request.frequency };
  }
  return { goal_target: milli };
}

/**
 * The undo fields (§21), or null when the previous target cannot be recreated through the API.
 * `afterDated`: the new target has a date, which a repeating target restored must drop.
 */
export function undoFieldsFor(
  before: Goal & Pick<Category, 'goal_needs_whole_amount'>,
  request: TargetRequest,
  afterDated: boolean,
): TargetFields | null {
  const amountOnly = request.kind === 'set' && request.by_date === undefined && request.frequency === undefined;
  if (amountOnly && hasTarget(before) && before.goal_target != null) return { goal_target: before.goal_target };
  if (!hasTarget(before)) return { goal_target: null };
  if (before.goal_type !== 'NEED' || before.goal_target == null) return null;
  const whole = typeof before.goal_needs_whole_amount === 'boolean' ? { goal_needs_whole_amount: before.goal_needs_whole_amount } : {};
  if (before.goal_target_date != null) return { goal_target: before.goal_target, goal_target_date: before.goal_target_date, ...whole };
  const frequency = frequencyOf(before);
  if (frequency === undefined) return null;
  return { goal_target: before.goal_target, ...(afterDated ? { goal_target_date: null } : {}), goal_frequency: frequency, ...whole };
}

/** Checks after the reads, in order: unknown_category, too_many_decimals, loan_category_fields, card_category_frequency. */
export function planTarget(category_id: string, request: TargetRequest, groups: readonly Targetable[], digits: number): TargetPlan {
  const found = findTargetable(groups, category_id);
  if (found === undefined) return { ok: false, error: 'unknown_category', category_id };
  const { category, group } = found;
  let milli = 0;
  if (request.kind === 'set') {
    const m = toMilli(request.amount, digits);
    if (m === undefined) return { ok: false, error: 'too_many_decimals', amount: String(request.amount), decimals: digits };
    milli = m;
  }
  const name = untrusted(category.name);
  const withFields = request.by_date !== undefined || request.frequency !== undefined;
  if (withFields && isLoanPaired(category)) return { ok: false, error: 'loan_category_fields', category: name };
  const cardPayment = isCreditCardPayment(category, group);
  if (request.frequency !== undefined && cardPayment) return { ok: false, error: 'card_category_frequency', category: name };

  const fields = fieldsSent(category, request, milli);
  const before = describeTarget(category, digits);
  const after = targetTextAfter(category, fields, cardPayment, digits);
  const undo = undoFieldsFor(category, request, fields.goal_target_date != null);
  const warning =
    undo === null ? [`undo_operation cannot recreate the previous target (${before}): it can only be set again by hand in YNAB`] : [];
  return {
    ok: true,
    category_id,
    category: name,
    before,
    after,
    unchanged: before === after,
    undoable: undo !== null,
    fields,
    subject: { category_id, fields },
    details: undo === null ? null : { category_id, undo, after, before },
    seen: { category: name, before, after, undoable: undo !== null },
    question: question(`Set the target of ${name}: ${before} → ${after}?`, warning),
  };
}
