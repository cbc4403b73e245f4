// Every confirmed write, applied through each way of confirming and undone (test/helpers/write-suite.ts),
// from cases held complete against the registry: a confirmed tool without one fails here, and so does a case
// whose undo disagrees with its manifest's journal kind.
import { describe, expect, it } from 'vitest';
import { JOURNALED_BY } from '../../generated/journal-kinds.ts';
import { definitions } from '../../generated/registry.ts';
import { confirmedWriteSuite } from '../helpers/write-suite.ts';
import { WRITE_CASES } from './writes/index.ts';

describe('the write suite', () => {
  it('holds cases for every confirmed tool (undo_operation runs inside each), each case for its own tool', () => {
    const confirmed = definitions
      .filter((d) => d.confirmation === 'confirmed' && d.name !== 'undo_operation')
      .map((d) => d.name)
      .sort();
    expect(confirmed.length).toBeGreaterThan(0);
    expect(Object.keys(WRITE_CASES).sort()).toEqual(confirmed);
    for (const [tool, cases] of Object.entries(WRITE_CASES)) {
      expect(cases.length, tool).toBeGreaterThan(0);
      for (const make of cases) expect(make().tool).toBe(tool);
    }
  });

  it("undoes a case exactly when its tool journals (its manifest's undo.kind), so the undo of every journal kind runs", () => {
    const journaled = new Set(Object.values(JOURNALED_BY));
    for (const [tool, cases] of Object.entries(WRITE_CASES)) {
      for (const make of cases) expect(make().undoQuestion !== false, tool).toBe(journaled.has(tool));
    }
    const confirmed = new Set(definitions.filter((d) => d.confirmation === 'confirmed').map((d) => d.name));
    expect([...journaled].filter((tool) => confirmed.has(tool) && !(tool in WRITE_CASES))).toEqual([]);
    // A journaled write acting at once has no confirmation to go through: its own tests apply and undo it
    // (test/tools/approve_transactions.test.ts, and behind a gateway in test/robustness/maybe-applied.test.ts).
    expect([...journaled].filter((tool) => !confirmed.has(tool))).toEqual(['approve_transactions']);
  });
});

for (const cases of Object.values(WRITE_CASES)) for (const make of cases) confirmedWriteSuite(make);
