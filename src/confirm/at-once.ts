// An immediate write that is journaled (approve_transactions, issue #32): it asks nothing, as the
// confirmation design has it act at once, but goes through the same write-ahead journal entry, settlement
// and "may have applied" error as a confirmed write, so undo_operation can set it back.
import type { JournalWrite } from '../journal/types.ts';
import { journaledApply, type JournaledWrite, type WriteContext } from './write-plan.ts';

/** Journals, writes and settles at once; the operation's journal id. */
export async function writeAtOnce(
  ctx: Pick<WriteContext, 'journal' | 'log'>,
  write: JournaledWrite & { journal: JournalWrite },
): Promise<string> {
  // With a journal entry to write, journaledApply always gives its id.
  return (await journaledApply(ctx, write)) as string;
}
