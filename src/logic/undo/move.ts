// Undo of a move (journal-and-undo.md §7): the amount moves back only while both categories still have
// the amounts the move left; if either changed, both are conflicts and nothing moves. Of an uncertain
// move, a half YNAB never applied is left as it is and the other goes back alone.

import type { Category } from '../core/ynab-slices.ts';
import { fieldsOf, isId, isMilliunits, isMonthText } from '../writes/journal-fields.ts';
import { formatAmount } from '../core/money.ts';
import type { MoveDetails } from '../budget/move-plan.ts';
import { question } from '../writes/preview.ts';
import { standing } from './standing.ts';
import { untrusted } from '../core/untrusted.ts';

type Change = MoveDetails['changes'][number];

function parseChange(value: unknown): Change | undefined {
  const { category_id, from, to } = fieldsOf(value) ?? {};
  if (!isId(category_id) || !isMilliunits(from) || !isMilliunits(to)) return undefined;
  return { category_id, from, to };
}

/** The entry's details when they hold what the undo needs (source first); a journal line is read from disk, so checked. */
export function parseMoveDetails(details: unknown): MoveDetails | undefined {
  const { month, changes } = fieldsOf(details) ?? {};
  if (!isMonthText(month) || !Array.isArray(changes) || changes.length !== 2) return undefined;
  const source = parseChange(changes[0]);
  const target = parseChange(changes[1]);
  if (source === undefined || target === undefined || source.category_id === target.category_id) return undefined;
  return { month, changes: [source, target] };
}

/** One category set back: from its current amount (the move's `to`) to the restored one (its `from`). */
export interface MoveRevert {
  category_id: string;
  name: string;
  current: number;
  restored: number;
}

export type MoveUndoCheck =
  | { revert: { source: MoveRevert; target: MoveRevert }; conflicts: [] }
  | { revert: null; conflicts: [string, string] }
  /** An uncertain move YNAB applied one half of, or neither: that half alone goes back (`half`), or nothing. */
  | { revert: null; conflicts: []; half: MoveRevert | null; notApplied: 1 | 2 };

/**
 * In effect when both categories are still in the month with their `to` assigned. Of an uncertain move, a
 * category still holding its `from` was never changed by YNAB (the second PATCH lost, say): only the
 * other goes back. Any category holding something else makes both conflicts, and nothing moves.
 */
export function checkMoveUndo(
  details: MoveDetails,
  categories: readonly Pick<Category, 'id' | 'name' | 'budgeted'>[],
  uncertain = false,
): MoveUndoCheck {
  const [source, target] = details.changes;
  const side = (change: Change) => {
    const category = categories.find((c) => c.id === change.category_id);
    const where = standing(uncertain, category?.budgeted === change.to, category?.budgeted === change.from);
    const revert: MoveRevert = {
      category_id: change.category_id,
      name: untrusted(category?.name ?? change.category_id),
      current: change.to,
      restored: change.from,
    };
    return { where, revert };
  };
  const s = side(source);
  const t = side(target);
  if (s.where === 'conflict' || t.where === 'conflict') return { revert: null, conflicts: [source.category_id, target.category_id] };
  if (s.where === 'revert' && t.where === 'revert') return { revert: { source: s.revert, target: t.revert }, conflicts: [] };
  const half = s.where === 'revert' ? s.revert : t.where === 'revert' ? t.revert : null;
  return { revert: null, conflicts: [], half, notApplied: half === null ? 2 : 1 };
}

/** `Undo: move {amount} from {target} to {source} for {month}?` and one line per category, target first. */
export function undoMoveQuestion(revert: { source: MoveRevert; target: MoveRevert }, month: string, digits: number): string {
  const { source, target } = revert;
  const fmt = (m: number) => formatAmount(m, digits);
  const line = (r: MoveRevert) => `${untrusted(r.name)}: ${fmt(r.current)} → ${fmt(r.restored)}`;
  return question(
    `Undo: move ${fmt(target.current - target.restored)} from ${untrusted(target.name)} to ${untrusted(source.name)} for ${month}?`,
    [line(target), line(source)],
  );
}
