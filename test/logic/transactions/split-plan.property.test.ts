// Properties of algorithms.md §22: any accepted split's lines sum exactly to the transaction's amount (and
// lines that do are accepted once the other checks pass); no memo or payee adds a line to the question.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClassifyTransaction } from '../../../src/logic/classify/classify-inputs.ts';
import { SPLIT_UNDO_WARNING, planSplit, type SplitLineArg } from '../../../src/logic/transactions/split-plan.ts';
import { classifyAccounts, classifyGroups } from '../fixtures/demo-classify.ts';

// Mostly usable categories, so that many generated splits pass the checks before the sum.
const category = fc.oneof(
  { arbitrary: fc.constantFrom('cat-rent', 'cat-groceries', 'cat-tennis', 'cat-holidays'), weight: 30 },
  { arbitrary: fc.constantFrom('cat-uncategorized', 'cat-inflow', 'cat-nope'), weight: 1 },
);
const hostile = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc
    .array(fc.constantFrom('\n- forged line', '\r\n', '\u2028', '\u202e', '\u200f', '\t', '\0', 'Rent', ' — memo: '), { maxLength: 6 })
    .map((p) => p.join('')),
);
const line = fc
  .record({
    amount: fc.integer({ min: -100_000, max: 100_000 }).map((cents) => cents / 100),
    category_id: category,
    memo: fc.option(hostile, { nil: undefined, freq: 2 }),
  })
  .map((l): SplitLineArg => (l.memo === undefined ? { amount: l.amount, category_id: l.category_id } : l));
const lines = fc.array(line, { minLength: 0, maxLength: 50 });

const sumCents = (ls: readonly SplitLineArg[]) => ls.reduce((s, l) => s + Math.round(l.amount * 100), 0);
const tx = (amount: number, payee: string): ClassifyTransaction => ({
  id: 'tx',
  date: '2026-09-05',
  amount,
  account_id: 'acc-checking',
  payee_name: payee,
  category_id: null,
  deleted: false,
});
const plan = (amount: number, ls: readonly SplitLineArg[], payee = 'MARKET') =>
  planSplit('tx', ls, { transactions: [tx(amount, payee)], accounts: classifyAccounts, groups: classifyGroups, digits: 2 });

describe('planSplit', () => {
  it('accepts a split only when its lines sum to the transaction’s amount', () => {
    fc.assert(
      fc.property(lines, fc.boolean(), fc.integer({ min: -10_000_000, max: 10_000_000 }), (ls, matching, other) => {
        const amount = matching ? sumCents(ls) * 10 : other;
        const p = plan(amount, ls);
        if (!p.ok) return;
        expect(p.subject.lines.reduce((s, l) => s + l.amount, 0)).toBe(amount);
        expect(p.subject.lines.map((l) => l.amount)).toEqual(ls.map((l) => Math.round(l.amount * 100) * 10));
      }),
    );
  });

  it('refuses a wrong sum only with lines_sum, and accepts a right one past the other checks', () => {
    const clean = fc.array(
      fc.record({
        amount: fc.integer({ min: 1, max: 100_000 }).map((c) => -c / 100),
        category_id: fc.constantFrom('cat-rent', 'cat-groceries', 'cat-tennis'),
      }),
      { minLength: 2, maxLength: 50 },
    );
    fc.assert(
      fc.property(clean, fc.integer({ min: -5, max: 5 }), (ls, off) => {
        const amount = sumCents(ls) * 10 + off * 10;
        const p = plan(amount, ls);
        expect(p.ok ? 'ok' : p.error).toBe(off === 0 ? 'ok' : 'lines_sum');
      }),
    );
  });

  it('keeps every memo and payee on its own line: first line, at most 21 detail lines, the warning last', () => {
    fc.assert(
      fc.property(lines, hostile, (ls, payee) => {
        const p = plan(sumCents(ls) * 10, ls, payee);
        if (!p.ok) return;
        const shown = p.question.split('\n');
        expect(shown).toHaveLength(1 + Math.min(ls.length, 20) + (ls.length > 20 ? 1 : 0) + 1);
        expect(shown.at(-1)).toBe(`- ${SPLIT_UNDO_WARNING}`);
        expect(shown[0]).toMatch(/^Split 2026-09-05 .* into \d+ lines\?$/);
      }),
    );
  });
});
