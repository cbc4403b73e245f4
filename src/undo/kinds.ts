// Every journal kind this version can undo, by kind. A kind whose tool is not built yet has no entry:
// its operations are reported as nothing to undo rather than guessed at.
import type { JournalKind } from '../journal/types.ts';
import { undoCategorize } from './categorize.ts';
import type { UndoKind } from './kind.ts';

export const UNDO_KINDS: Partial<Record<JournalKind, UndoKind>> = {
  categorize: undoCategorize,
};
