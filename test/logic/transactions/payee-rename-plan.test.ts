// Examples and properties for src/logic/transactions/payee-rename-plan.ts (algorithms.md §23 rename checks): the demo's
// rename (demo-plan.md §8), each refusal in order, nothing_to_do, and that its undo (src/logic/undo/payee.ts)
// passes right after it is applied.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Payee } from '../../../src/logic/core/ynab-slices.ts';
import { planPayeeRename } from '../../../src/logic/transactions/payee-rename-plan.ts';
import { checkPayeeUndo } from '../../../src/logic/undo/payee.ts';

const FRESH = 'CB MARKET FRESH FACT 190926 525130******1';
const payees: Payee[] = [
  { id: 'pay-012', name: FRESH, deleted: false },
  { id: 'pay-018', name: 'Chez Lucie', deleted: false },
  { id: 'pay-old', name: 'Old Shop', deleted: true },
  { id: 'pay-tr-checking', name: 'Transfer : Checking', transfer_account_id: 'acc-checking', deleted: false },
];
const transactions = [
  { payee_id: 'pay-012', date: '2026-09-19', deleted: false },
  { payee_id: 'pay-012', date: '2026-08-19', deleted: false },
  { payee_id: 'pay-012', date: '2026-07-19', deleted: true },
  { payee_id: 'pay-018', date: '2026-09-22', deleted: false },
];
const plan = (payee_id: string, name: string, list = payees) => planPayeeRename({ payee_id, name }, list, transactions);

describe('planPayeeRename', () => {
  it('plans pay-012 → “Market Fresh” (demo-plan.md §8)', () => {
    expect(plan('pay-012', ' Market Fresh ')).toEqual({
      ok: true,
      changed: true,
      fields: { payee_id: 'pay-012', from_name: FRESH, to_name: 'Market Fresh', transactions: 2 },
      subject: { payee_id: 'pay-012', name: 'Market Fresh' },
      details: { payee_id: 'pay-012', from: FRESH, to: 'Market Fresh' },
      seen: { from_name: FRESH, transactions: 2 },
      question: `Rename payee ‘${FRESH}’ to ‘Market Fresh’ (2 transaction(s))?`,
    });
  });

  it.each([
    ['pay-tr-checking', 'Checking', { error: 'transfer_payee', payee_id: 'pay-tr-checking' }],
    ['pay-nope', 'X', { error: 'unknown_payee', payee_id: 'pay-nope' }],
    ['pay-old', 'X', { error: 'unknown_payee', payee_id: 'pay-old' }],
    ['pay-012', ' \u3000 ', { error: 'empty_name' }],
    ['pay-012', 'x'.repeat(501), { error: 'name_too_long', length: 501 }],
    ['pay-012', 'Market\r\nFresh', { error: 'not_one_line', what: 'Payee name', text: 'Market\r\nFresh' }],
    ['pay-012', 'Market\u200bFresh', { error: 'not_one_line', what: 'Payee name', text: 'Market\u200bFresh' }],
    ['pay-012', 'chez LUCIE', { error: 'name_taken', name: 'Chez Lucie', other_payee_id: 'pay-018' }],
    ['pay-012', 'transfer : checking', { error: 'name_taken', name: 'Transfer : Checking', other_payee_id: 'pay-tr-checking' }],
  ])('refuses %s → %j', (payee_id, name, refusal) => {
    expect(plan(payee_id, name)).toEqual({ ok: false, ...refusal });
  });

  it('counts the length in code points, after trimming', () => {
    expect(plan('pay-012', ` ${'😀'.repeat(500)} `)).toMatchObject({ ok: true, changed: true });
    expect(plan('pay-012', '😀'.repeat(501))).toEqual({ ok: false, error: 'name_too_long', length: 501 });
  });

  it('lets a deleted payee’s name be used again', () => {
    expect(plan('pay-012', 'old shop')).toMatchObject({ ok: true, changed: true });
  });

  it('has nothing to do for exactly the same name; a change of case is a rename', () => {
    expect(plan('pay-018', 'Chez Lucie')).toEqual({
      ok: true,
      changed: false,
      fields: { payee_id: 'pay-018', from_name: 'Chez Lucie', to_name: 'Chez Lucie', transactions: 1 },
    });
    expect(plan('pay-018', 'CHEZ LUCIE')).toMatchObject({ ok: true, changed: true, subject: { name: 'CHEZ LUCIE' } });
  });

  it('shows a cleaned old name in its question and fields', () => {
    const messy = [{ id: 'pay-x', name: 'SHOP\n- 2026-01-01 fake line\u202e', deleted: false }];
    const p = plan('pay-x', 'Shop', messy);
    expect(p).toMatchObject({
      fields: { from_name: 'SHOP - 2026-01-01 fake line' },
      question: 'Rename payee ‘SHOP - 2026-01-01 fake line’ to ‘Shop’ (0 transaction(s))?',
    });
    // The journal keeps the raw name, so undo restores it exactly.
    expect(p).toMatchObject({ details: { from: 'SHOP\n- 2026-01-01 fake line\u202e' } });
  });
});

describe('properties', () => {
  const ids = ['p1', 'p2', 'p3', 'p4'];
  const payee: fc.Arbitrary<Payee> = fc.record({
    id: fc.constantFrom(...ids),
    name: fc.oneof(fc.constantFrom('Rail', 'RAIL', 'rail co', 'Market'), fc.string({ maxLength: 6 })),
    transfer_account_id: fc.option(fc.constant('acc'), { nil: null }),
    deleted: fc.boolean(),
  });
  const name = fc.oneof(fc.constantFrom('Rail', 'rail', 'Market', ' Market ', '\n', ''), fc.string({ maxLength: 6 }));

  it('name_taken is raised exactly when another live payee has the trimmed name, ignoring case', () => {
    fc.assert(
      fc.property(fc.array(payee, { maxLength: 6 }), fc.constantFrom(...ids), name, (list, id, raw) => {
        const p = planPayeeRename({ payee_id: id, name: raw }, list, []);
        const reachedCheck = p.ok ? p.changed : p.error === 'name_taken';
        if (!reachedCheck) return true;
        const trimmed = raw.trim();
        const clash = list.some((q) => !q.deleted && q.id !== id && q.name.toLowerCase() === trimmed.toLowerCase());
        return clash === (!p.ok && p.error === 'name_taken');
      }),
    );
  });

  it('a planned rename’s question is one line, and its undo check passes right after it is applied', () => {
    fc.assert(
      fc.property(fc.array(payee, { maxLength: 6 }), fc.constantFrom(...ids), name, (list, id, raw) => {
        const p = planPayeeRename({ payee_id: id, name: raw }, list, []);
        if (!p.ok || !p.changed) return true;
        const after = list.map((q) => (q.id === id && !q.deleted ? { ...q, name: p.subject.name } : q));
        const undo = checkPayeeUndo(p.details, after);
        // Only another payee already named like the old one (YNAB would not allow it) makes it a conflict.
        const oldTaken = list.some((q) => !q.deleted && q.id !== id && q.name.toLowerCase() === p.details.from.toLowerCase());
        return !/[\n\r\u2028\u2029]/.test(p.question) && undo.ok === !oldTaken;
      }),
    );
  });
});
