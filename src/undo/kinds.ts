// Every journal kind this version can undo, by kind. A kind whose tool is not built yet has no entry:
// its operations are reported as nothing to undo rather than guessed at.
import type { JournalKind } from '../journal/types.ts';
import { undoBudget } from './budget.ts';
import { undoCategorize } from './categorize.ts';
import { undoCategory } from './category.ts';
import { undoFlag } from './flag.ts';
import type { UndoKind } from './kind.ts';
import { undoMove } from './move.ts';
import { undoPayee } from './payee.ts';

export const UNDO_KINDS: Partial<Record<JournalKind, UndoKind>> = {
  categorize: undoCategorize,
  budget: undoBudget,
  move: undoMove,
  flag: undoFlag,
  payee: undoPayee,
  category: undoCategory,
};
