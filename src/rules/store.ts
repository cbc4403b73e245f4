// Where a person's rules live (issue #32): a YAML file of their own in single-user mode (file-store.ts), rows
// of PostgreSQL per person in hosted mode (src/store/pg/rules-store.ts). The tools read a plan's rules with the
// revision they were read at, and replace them whole only if nobody changed them since: a hand edit or another
// window is never overwritten.
import type { Rule } from '../logic/rules/rule.ts';

export interface PlanRules {
  rules: Rule[];
  /** Opaque: what the store was at when read; `replace` refuses another. */
  revision: string;
}

export interface RulesStore {
  /** Named in errors (the file's path, or "PostgreSQL rules"). */
  readonly label: string;
  /** Throws RulesUnreadable when the stored rules cannot be read. */
  read(planId: string): Promise<PlanRules>;
  /** Throws RulesChanged when the store is no longer at `revision`, RulesUnwritable when it cannot be written. */
  replace(planId: string, rules: readonly Rule[], revision: string): Promise<void>;
}

/** The stored rules cannot be read: the line and the fix, as readRulesFile gives them. */
export class RulesUnreadable extends Error {
  override name = 'RulesUnreadable';
  constructor(
    readonly where: string,
    readonly line: number,
    readonly problem: string,
    readonly fix: string,
  ) {
    super(`${where}, line ${line}: ${problem}`);
  }
}

/** The rules changed between the read and the write. */
export class RulesChanged extends Error {
  override name = 'RulesChanged';
}

export class RulesUnwritable extends Error {
  override name = 'RulesUnwritable';
  constructor(
    readonly where: string,
    readonly reason: string,
    readonly fix: string,
  ) {
    super(`${where}: ${reason}`);
  }
}
