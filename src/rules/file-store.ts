// The rules as a person's own YAML file (issue #32), beside the journal or at AVENIR_MCP_RULES: read whole,
// written whole to a new file of mode 600 that replaces the old one by rename, so a crash leaves either the old
// file or the new one, never half of either. Writers take the journal's kind of lock, and a writer that finds
// the file changed since its read (a hand edit, another server) refuses rather than overwrite it.
import { createHash, randomBytes } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { ensureFolder, syncFolder } from '../journal/folder.ts';
import { acquireLock, type LockTimeouts } from '../journal/lock.ts';
import { readRulesFile, rulesFileText, type RuleSets } from '../logic/rules/rules-file.ts';
import type { Rule } from '../logic/rules/rule.ts';
import type { Logger } from '../log.ts';
import { RulesChanged, RulesUnreadable, RulesUnwritable, type PlanRules, type RulesStore } from './store.ts';

/** The revision of a file that does not exist yet. */
const NO_FILE = 'none';

const FIX = 'make that file and its folder writable, or set AVENIR_MCP_RULES to a writable file';

export class FileRulesStore implements RulesStore {
  readonly label: string;

  constructor(
    readonly file: string,
    private readonly log: Logger,
    private readonly timeouts: LockTimeouts,
  ) {
    this.label = file;
  }

  async read(planId: string): Promise<PlanRules> {
    const { plans, revision } = await this.readAll();
    return { rules: [...(plans.get(planId) ?? [])], revision };
  }

  async replace(planId: string, rules: readonly Rule[], revision: string): Promise<void> {
    try {
      await ensureFolder(path.dirname(this.file));
    } catch (err) {
      throw this.unwritable(err);
    }
    const lock = await acquireLock(`${this.file}.lock`, this.timeouts, this.log);
    try {
      const now = await this.readAll();
      if (now.revision !== revision) throw new RulesChanged();
      const plans = new Map(now.plans);
      if (rules.length === 0) plans.delete(planId);
      else plans.set(planId, [...rules]);
      await this.writeWhole(rulesFileText(plans));
    } finally {
      await lock.release();
    }
  }

  /** The whole file's rule sets and its revision (a digest of its bytes). */
  private async readAll(): Promise<{ plans: RuleSets; revision: string }> {
    let bytes: Buffer;
    try {
      bytes = await readFile(this.file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { plans: new Map(), revision: NO_FILE };
      throw new RulesUnreadable(this.file, 1, `it cannot be opened (${(err as NodeJS.ErrnoException).code ?? String(err)})`, FIX);
    }
    const read = readRulesFile(bytes.toString('utf8'));
    if (!read.ok) throw new RulesUnreadable(this.file, read.line, read.problem, read.fix);
    return { plans: read.plans, revision: createHash('sha256').update(bytes).digest('hex') };
  }

  private async writeWhole(text: string): Promise<void> {
    const temporary = `${this.file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(text, 'utf8');
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(temporary, this.file);
      await syncFolder(path.dirname(this.file));
    } catch (err) {
      await rm(temporary, { force: true });
      throw this.unwritable(err);
    }
  }

  private unwritable(err: unknown): RulesUnwritable {
    return new RulesUnwritable(this.file, (err as NodeJS.ErrnoException).code ?? String(err), FIX);
  }
}

/** The rules file: AVENIR_MCP_RULES, else `rules.yaml` beside the journal (the demo's temporary one included). */
export const rulesPath = (configured: string | undefined, journalPath: string): string =>
  configured ?? path.join(path.dirname(journalPath), 'rules.yaml');
