// The undo journal (journal-and-undo.md): builds its records and reads them back, on a medium that holds
// the lines (a local file by default, or one person's rows in PostgreSQL). Appends of one instance are
// serialised, so its lines keep their order; the medium keeps other processes' apart.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../log.ts';
import type { Secrets } from '../logic/core/redact.ts';
import { JournalDamaged, type UnwritableRecord } from './errors.ts';
import { FileJournalMedium } from './file-medium.ts';
import { interpretJournal } from './interpret.ts';
import { DEFAULT_LOCK_TIMEOUTS, type LockTimeouts } from './lock.ts';
import type { JournalMedium } from './medium.ts';
import type { JournalView, PendingEntry, SettlementOutcome, UndoMarker } from './types.ts';

export type { JournalView } from './types.ts';

export interface JournalOptions {
  log?: Logger;
  /** Clock for applied_at / undone_at (tests fix it). */
  now?: () => Date;
  /** Operation ids; by default 12 lowercase hex characters from 6 random bytes. */
  randomId?: () => string;
  lockTimeouts?: Partial<LockTimeouts>;
  /** Cut out of every string of a record before it is written: the file never holds a token. */
  secrets?: Secrets;
}

const SILENT: Logger = { debug() {}, info() {}, warning() {}, error() {} };

/** ISO 8601 UTC to the second with a Z suffix, as every journal timestamp. */
function isoSecond(d: Date): string {
  return `${d.toISOString().slice(0, 19)}Z`;
}

export class Journal {
  /** The file's path, or the medium's label. */
  readonly path: string;
  private readonly medium: JournalMedium;
  private readonly log: Logger;
  private readonly now: () => Date;
  private readonly randomId: () => string;
  private readonly pollMs: number;
  private readonly secrets: Secrets | undefined;
  /** Appends of this instance run one after another, so they do not poll each other's lock. */
  private queue: Promise<unknown> = Promise.resolve();

  /** `where` is the journal file, or another medium (src/journal/medium.ts). */
  constructor(where: string | JournalMedium, options: JournalOptions = {}) {
    this.log = options.log ?? SILENT;
    const timeouts = { ...DEFAULT_LOCK_TIMEOUTS, ...options.lockTimeouts };
    this.medium = typeof where === 'string' ? new FileJournalMedium(where, this.log, timeouts) : where;
    this.path = this.medium.label;
    this.now = options.now ?? (() => new Date());
    this.randomId = options.randomId ?? (() => randomBytes(6).toString('hex'));
    this.pollMs = timeouts.pollMs;
    this.secrets = options.secrets;
  }

  /**
   * Write-ahead: appends the entry with pending: true and returns its new operation id. Throws
   * JournalUnwritable, in which case nothing may be sent to YNAB.
   */
  async appendPending(entry: PendingEntry): Promise<string> {
    const operationId = this.randomId();
    const record = {
      operation_id: operationId,
      plan_id: entry.plan_id,
      kind: entry.kind,
      applied_at: isoSecond(this.now()),
      ...(entry.moves !== undefined ? { moves: entry.moves } : {}),
      ...(entry.details !== undefined ? { details: entry.details } : {}),
      pending: true,
    };
    await this.append(record, 'entry');
    return operationId;
  }

  /** Records YNAB's answer; throws JournalUnwritable (the caller logs it and still returns its result). */
  async settle(operationId: string, outcome: SettlementOutcome, details?: Record<string, unknown>): Promise<void> {
    await this.append({ settled: operationId, outcome, ...(details !== undefined ? { details } : {}) }, 'settlement');
  }

  /** Appends the single undo marker (one line, so an undo is recorded atomically). */
  async markUndone(marker: UndoMarker): Promise<void> {
    await this.append(
      {
        undone: marker.undone,
        plan_id: marker.plan_id,
        undone_at: isoSecond(this.now()),
        restored: marker.restored,
        conflicts: marker.conflicts,
      },
      'marker',
    );
  }

  /** Reads and interprets the lines; a missing file is an empty journal. Throws JournalDamaged. */
  async read(): Promise<JournalView> {
    const first = await this.medium.read();
    try {
      return interpretJournal(first, this.path, this.log);
    } catch (err) {
      // The last complete line can look bad only for an instant, while another process's repair write
      // (fragment, then its torn_line) is half visible: look once more before calling the file damaged.
      if (!(err instanceof JournalDamaged) || err.line !== countNewlines(first)) throw err;
      await sleep(this.pollMs);
      return interpretJournal(await this.medium.read(), this.path, this.log);
    }
  }

  private append(record: object, kind: UnwritableRecord): Promise<void> {
    const text = JSON.stringify(this.secrets ? this.secrets.redactDeep(record) : record);
    const run = this.queue.then(() => this.medium.append(text, kind));
    this.queue = run.catch(() => {});
    return run;
  }
}

function countNewlines(data: Uint8Array): number {
  let n = 0;
  for (const b of data) if (b === 0x0a) n++;
  return n;
}
