// The two ways the journal fails: it cannot be written (the write it guards must not go to YNAB),
// or it cannot be read because a line is damaged (the person must repair or move the file).

/** Which line could not be appended; the message differs because only a missing entry stops the change. */
export type UnwritableRecord = 'entry' | 'settlement' | 'marker';

export class JournalUnwritable extends Error {
  override name = 'JournalUnwritable';
  constructor(
    readonly path: string,
    readonly reason: string,
    readonly record: UnwritableRecord = 'entry',
    /** What the person or the operator can do; the file's remedy by default. */
    fix = FILE_FIX,
  ) {
    super(unwritableMessage(path, reason, record, fix));
  }
}

export const FILE_FIX = 'make that file and its folder writable, or set AVENIR_MCP_JOURNAL to a writable file';
export const DATABASE_FIX = 'check that the PostgreSQL of AVENIR_MCP_DATABASE_URL is reachable and accepts writes';

function unwritableMessage(path: string, reason: string, record: UnwritableRecord, fix: string): string {
  switch (record) {
    case 'entry':
      return (
        `The change was NOT made because it could not be journaled (${reason}) in ${path}; ` +
        `an unjournaled change could not be undone. To proceed, ${fix}, then ask again.`
      );
    case 'settlement':
      return `The outcome of the change could not be journaled (${reason}) in ${path}; the operation stays uncertain there and undo will check each item. To fix, ${fix}.`;
    case 'marker':
      return `The undo was applied but could not be journaled (${reason}) in ${path}; a later undo will find its items already restored. To fix, ${fix}.`;
  }
}

export class JournalDamaged extends Error {
  override name = 'JournalDamaged';
  constructor(
    readonly path: string,
    /** 1-based number of the first damaged line. */
    readonly line: number,
  ) {
    super(
      `The undo journal ${path} is damaged at line ${line}: it is not a journal record. ` +
        `Either repair or delete line ${line}, or rename the file so that a fresh journal starts ` +
        `(operations recorded in the renamed file can then no longer be undone).`,
    );
  }
}
