// Properties of src/logic/transactions/flag-plan.ts and its undo (src/logic/undo/flag.ts): every flag is
// either a change or counted as unchanged; applying the plan then planning again changes nothing; the undo of
// an applied plan restores every flag; the fingerprint ignores the order of the flags; no payee can add a
// line to the question.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../../src/logic/writes/fingerprint.ts';
import {
  FLAG_COLORS,
  flagColor,
  flagPlanLines,
  flagQuestion,
  planFlags,
  type FlagColor,
} from '../../../src/logic/transactions/flag-plan.ts';
import { checkFlagUndo, undoFlagQuestion } from '../../../src/logic/undo/flag.ts';

type Flagged = Parameters<typeof planFlags>[1][number];

const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc
    .array(fc.constantFrom('\n- forged line', '\r\n', '\u2028', '\u202e', '\u200f', '\t', '\0', 'RAIL CO', ' → '), { maxLength: 6 })
    .map((p) => p.join('')),
);
// What YNAB may hold: the six colours, "", null, or a value this version does not know (outside YNAB's enum, so cast).
const stored = fc.constantFrom<string | null>(...FLAG_COLORS, '', null, 'pink').map((c) => c as Flagged['flag_color']);
const asked = fc.option(fc.constantFrom(...FLAG_COLORS), { nil: null });

const world = fc.uniqueArray(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 40 }).chain((ns) =>
  fc.tuple(
    fc.tuple(
      ...ns.map((n) =>
        fc.record({
          id: fc.constant<string>(`tx-${n}`),
          date: fc.constant('2026-09-19'),
          amount: fc.integer({ min: -1e9, max: 1e9 }),
          payee_name: fc.option(hostile, { nil: null }),
          flag_color: stored,
          deleted: fc.constant(false),
        }),
      ),
    ),
    fc
      .uniqueArray(fc.constantFrom(...ns.map((n): string => `tx-${n}`)), { minLength: 1, maxLength: ns.length })
      .chain((ids) => fc.tuple(...ids.map((id) => fc.record({ transaction_id: fc.constant<string>(id), color: asked })))),
  ),
);

// The transactions as YNAB holds them once the PATCH of these subject items went through.
const applied = (transactions: readonly Flagged[], subject: readonly { transaction_id: string; flag_color: FlagColor | null }[]) => {
  const after = new Map(subject.map((s) => [s.transaction_id, s.flag_color]));
  return transactions.map((t) => (after.has(t.id) ? { ...t, flag_color: after.get(t.id) ?? null } : t));
};

describe('planFlags', () => {
  it('accounts for every flag: a change or an unchanged one, never both', () => {
    fc.assert(
      fc.property(world, ([transactions, flags]) => {
        const r = planFlags(flags, transactions);
        if (!r.ok) throw new Error(r.error);
        expect(r.changes.length + r.unchanged_count).toBe(flags.length);
        expect(r.subject.map((s) => s.transaction_id)).toEqual(r.changes.map((c) => c.transaction_id));
        for (const c of r.changes) expect(c.from_color).not.toBe(c.to_color);
      }),
    );
  });

  it('changes nothing once applied', () => {
    fc.assert(
      fc.property(world, ([transactions, flags]) => {
        const r = planFlags(flags, transactions);
        if (!r.ok) throw new Error(r.error);
        const again = planFlags(flags, applied(transactions, r.subject));
        expect(again.ok && [again.changes.length, again.unchanged_count]).toEqual([0, flags.length]);
      }),
    );
  });

  it('is undone exactly: every change reverts, to the flag it had (YNAB’s unknown values as none)', () => {
    fc.assert(
      fc.property(world, ([transactions, flags]) => {
        const r = planFlags(flags, transactions);
        if (!r.ok) throw new Error(r.error);
        const after = applied(transactions, r.subject);
        const undo = checkFlagUndo({ changes: r.journal }, after);
        expect(undo.conflicts).toEqual([]);
        const restored = applied(
          after,
          undo.revert.map((x) => ({ transaction_id: x.transaction_id, flag_color: x.after })),
        );
        const before = new Map(transactions.map((t) => [t.id, flagColor(t.flag_color)]));
        for (const t of restored) expect(flagColor(t.flag_color)).toBe(before.get(t.id));
      }),
    );
  });

  it('binds the same code whatever the order of the flags', () => {
    const permuted = world.chain(([transactions, flags]) =>
      fc.tuple(fc.constant(transactions), fc.constant(flags), fc.shuffledSubarray(flags, { minLength: flags.length })),
    );
    fc.assert(
      fc.property(permuted, ([transactions, flags, shuffled]) => {
        const one = planFlags(flags, transactions);
        const two = planFlags(shuffled, transactions);
        if (!one.ok || !two.ok) throw new Error('refused');
        expect(fingerprint('demo-budget', two.subject)).toBe(fingerprint('demo-budget', one.subject));
      }),
    );
  });

  it('asks a question of 1 + min(n, 20) (+1) lines, none with a hidden or breaking character', () => {
    fc.assert(
      fc.property(world, fc.integer({ min: 0, max: 3 }), fc.nat(3), ([transactions, flags], d, k) => {
        const r = planFlags(flags, transactions);
        if (!r.ok) throw new Error(r.error);
        const n = r.changes.length;
        for (const [text, extra] of [
          [flagQuestion(flagPlanLines(r), d), 0],
          [undoFlagQuestion(flagPlanLines(r), d, k), k > 0 ? 1 : 0],
        ] as const) {
          const lines = text.split('\n');
          expect(lines).toHaveLength(1 + Math.min(n, 20) + (n > 20 ? 1 : 0) + extra);
          expect(/[\p{Cf}\p{Cs}\p{Zl}\p{Zp}\r\u0085\t\0]/u.test(text)).toBe(false);
          for (const line of lines.slice(1)) expect(line.startsWith('- ')).toBe(true);
        }
      }),
    );
  });
});
