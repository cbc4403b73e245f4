// The undo journal (journal-and-undo.md): the only code in the project that writes to disk. Appends are
// serialised in-process and locked across processes; reads need no lock because the file only grows.
import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../log.ts';
import type { Secrets } from '../logic/core/redact.ts';
import { appendLine } from './append-line.ts';
import { JournalDamaged, JournalUnwritable, type UnwritableRecord } from './errors.ts';
import { ensureFolder } from './folder.ts';
import { interpretJournal } from './interpret.ts';
import { acquireLock, DEFAULT_LOCK_TIMEOUTS, type LockTimeouts } from './lock.ts';
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
  readonly path: string;
  private readonly log: Logger;
  private readonly now: () => Date;
  private readonly randomId: () => string;
  private readonly timeouts: LockTimeouts;
  private readonly secrets: Secrets | undefined;
  /** Appends of this instance run one after another, so they do not poll each other's lock. */
  private queue: Promise<unknown> = Promise.resolve();
  private modeWarned = false;

  constructor(file: string, options: JournalOptions = {}) {
    this.path = file;
    this.log = options.log ?? SILENT;
    this.now = options.now ?? (() => new Date());
    this.randomId = options.randomId ?? (() => randomBytes(6).toString('hex'));
    this.timeouts = { ...DEFAULT_LOCK_TIMEOUTS, ...options.lockTimeouts };
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

  /** Reads and interprets the file; a missing file is an empty journal. Throws JournalDamaged. */
  async read(): Promise<JournalView> {
    const first = await this.readBytes();
    try {
      return interpretJournal(first, this.path, this.log);
    } catch (err) {
      // The last complete line can look bad only for an instant, while another process's repair write
      // (fragment, then its torn_line) is half visible: look once more before calling the file damaged.
      if (!(err instanceof JournalDamaged) || err.line !== countNewlines(first)) throw err;
      await sleep(this.timeouts.pollMs);
      return interpretJournal(await this.readBytes(), this.path, this.log);
    }
  }

  private async readBytes(): Promise<Uint8Array> {
    try {
      const info = await stat(this.path);
      this.checkMode(info.mode);
      return await readFile(this.path);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return new Uint8Array();
      throw err;
    }
  }

  private append(record: object, kind: UnwritableRecord): Promise<void> {
    const text = JSON.stringify(this.secrets ? this.secrets.redactDeep(record) : record);
    const run = this.queue.then(() => this.appendLocked(text, kind));
    this.queue = run.catch(() => {});
    return run;
  }

  private async appendLocked(text: string, kind: UnwritableRecord): Promise<void> {
    try {
      await ensureFolder(path.dirname(this.path));
    } catch (err) {
      throw this.unwritable(err, kind);
    }
    const lock = await acquireLock(`${this.path}.lock`, this.timeouts, this.log);
    try {
      await appendLine(this.path, text, (mode) => this.checkMode(mode));
    } catch (err) {
      throw this.unwritable(err, kind);
    } finally {
      await lock.release();
    }
  }

  private unwritable(err: unknown, kind: UnwritableRecord): JournalUnwritable {
    const reason = err instanceof Error ? err.message : String(err);
    return new JournalUnwritable(this.path, reason, kind);
  }

  /** Warns once when an existing journal is readable by group or others; it is still used. */
  private checkMode(mode: number): void {
    if (this.modeWarned || process.platform === 'win32' || (mode & 0o044) === 0) return;
    this.modeWarned = true;
    this.log.warning('journal file is readable by other users; chmod 600 it', {
      path: this.path,
      mode: (mode & 0o777).toString(8),
    });
  }
}

function countNewlines(data: Uint8Array): number {
  let n = 0;
  for (const b of data) if (b === 0x0a) n++;
  return n;
}
