// The journal as a local file (journal-and-undo.md §2): appends locked across processes, one line at a
// time; reads need no lock because the file only grows. A file readable by others is used, with a warning.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../log.ts';
import { appendLine } from './append-line.ts';
import { JournalUnwritable, type UnwritableRecord } from './errors.ts';
import { ensureFolder } from './folder.ts';
import { acquireLock, type LockTimeouts } from './lock.ts';
import type { JournalMedium } from './medium.ts';

export class FileJournalMedium implements JournalMedium {
  readonly label: string;
  private modeWarned = false;

  constructor(
    readonly file: string,
    private readonly log: Logger,
    private readonly timeouts: LockTimeouts,
  ) {
    this.label = file;
  }

  async read(): Promise<Uint8Array> {
    try {
      const info = await stat(this.file);
      this.checkMode(info.mode);
      return await readFile(this.file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return new Uint8Array();
      throw err;
    }
  }

  async append(line: string, kind: UnwritableRecord): Promise<void> {
    try {
      await ensureFolder(path.dirname(this.file));
    } catch (err) {
      throw this.unwritable(err, kind);
    }
    const lock = await acquireLock(`${this.file}.lock`, this.timeouts, this.log);
    try {
      await appendLine(this.file, line, (mode) => this.checkMode(mode));
    } catch (err) {
      throw this.unwritable(err, kind);
    } finally {
      await lock.release();
    }
  }

  private unwritable(err: unknown, kind: UnwritableRecord): JournalUnwritable {
    const reason = err instanceof Error ? err.message : String(err);
    return new JournalUnwritable(this.file, reason, kind);
  }

  /** Warns once when an existing journal is readable by group or others; it is still used. */
  private checkMode(mode: number): void {
    if (this.modeWarned || process.platform === 'win32' || (mode & 0o044) === 0) return;
    this.modeWarned = true;
    this.log.warning('journal file is readable by other users; chmod 600 it', {
      path: this.file,
      mode: (mode & 0o777).toString(8),
    });
  }
}
