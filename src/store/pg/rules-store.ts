// One person's rules in PostgreSQL (src/rules/store.ts, issue #32): a row per plan holding the plan's part of
// the rules file as text, read by the same strict reader, so what an export gives is what is stored. A write
// names the revision it read; a row another instance changed since is not overwritten.
import { readRulesFile, rulesFileText } from '../../logic/rules/rules-file.ts';
import type { Rule } from '../../logic/rules/rule.ts';
import { RulesChanged, RulesUnreadable, RulesUnwritable, type PlanRules, type RulesStore } from '../../rules/store.ts';
import { DATABASE_FIX } from '../../journal/errors.ts';
import type { Pool } from './database.ts';

/** The revision of a plan without a row. */
const NO_ROW = '0';

export class PgRulesStore implements RulesStore {
  readonly label = 'PostgreSQL rules';

  constructor(
    private readonly pool: Pool,
    private readonly person: string,
  ) {}

  async read(planId: string): Promise<PlanRules> {
    const found = await this.pool.query<{ body: string; revision: string }>(
      'SELECT body, revision::text AS revision FROM rule_sets WHERE person = $1 AND plan_id = $2',
      [this.person, planId],
    );
    const row = found.rows[0];
    if (row === undefined) return { rules: [], revision: NO_ROW };
    const read = readRulesFile(row.body);
    if (!read.ok)
      throw new RulesUnreadable(this.label, read.line, read.problem, 'save the rules again, or ask the operator to restore them');
    return { rules: [...(read.plans.get(planId) ?? [])], revision: row.revision };
  }

  async replace(planId: string, rules: readonly Rule[], revision: string): Promise<void> {
    const body = rulesFileText(new Map([[planId, rules]]));
    let written;
    try {
      written =
        revision === NO_ROW
          ? await this.pool.query('INSERT INTO rule_sets (person, plan_id, body, revision) VALUES ($1, $2, $3, 1) ON CONFLICT DO NOTHING', [
              this.person,
              planId,
              body,
            ])
          : await this.pool.query(
              'UPDATE rule_sets SET body = $3, revision = revision + 1 WHERE person = $1 AND plan_id = $2 AND revision = $4',
              [this.person, planId, body, revision],
            );
    } catch (error) {
      throw new RulesUnwritable(this.label, error instanceof Error ? error.message : String(error), DATABASE_FIX);
    }
    if (written.rowCount !== 1) throw new RulesChanged();
  }
}
