// Examples for src/logic/undo/payee.ts (journal-and-undo.md §7, row payee): the details read back, and the
// check that the payee still carries the new name while no other payee took the old one.
import { describe, expect, it } from 'vitest';
import type { Payee } from '../../../src/logic/core/ynab-slices.ts';
import { checkPayeeUndo, parsePayeeDetails, payeeNotApplied } from '../../../src/logic/undo/payee.ts';

const FRESH = 'CB MARKET FRESH FACT 190926 525130******1';
// The demo's Market Fresh payee (demo-plan.md §8), another, and one removed.
const payees: Payee[] = [
  { id: 'pay-012', name: FRESH, deleted: false },
  { id: 'pay-018', name: 'Chez Lucie', deleted: false },
  { id: 'pay-old', name: 'Old Shop', deleted: true },
];

describe('checkPayeeUndo', () => {
  const details = { payee_id: 'pay-012', from: FRESH, to: 'Market Fresh' };
  const renamed = payees.map((p) => (p.id === 'pay-012' ? { ...p, name: 'Market Fresh' } : p));

  it('puts the old name back when the payee still has the new one', () => {
    expect(checkPayeeUndo(details, renamed)).toEqual({ ok: true, question: `Undo: rename payee ‘Market Fresh’ back to ‘${FRESH}’?` });
    // The payee looked at is the operation's, wherever it is in the list.
    const lucie = { payee_id: 'pay-018', from: 'Chez Lucie', to: 'Lucie' };
    const lucieRenamed = payees.map((p) => (p.id === 'pay-018' ? { ...p, name: 'Lucie' } : p));
    expect(checkPayeeUndo(lucie, lucieRenamed)).toMatchObject({ ok: true });
  });

  it('of an uncertain operation, tells a payee still with exactly its old name: YNAB never renamed it', () => {
    expect(payeeNotApplied(details, payees)).toBe(true);
    expect(payeeNotApplied(details, renamed)).toBe(false);
    expect(
      payeeNotApplied(
        details,
        payees.map((p) => (p.id === 'pay-012' ? { ...p, name: FRESH.toLowerCase() } : p)),
      ),
    ).toBe(false);
    expect(
      payeeNotApplied(
        details,
        payees.map((p) => (p.id === 'pay-012' ? { ...p, deleted: true } : p)),
      ),
    ).toBe(false);
    // Another payee with the old name says nothing of this one.
    expect(payeeNotApplied(details, [...renamed, { id: 'pay-new', name: FRESH, deleted: false }])).toBe(false);
  });

  it('is a conflict when the payee was renamed again or removed', () => {
    const why = { reason: 'payee_renamed' };
    expect(checkPayeeUndo(details, payees)).toEqual({ ok: false, conflict: 'pay-012', why });
    expect(
      checkPayeeUndo(
        details,
        renamed.map((p) => (p.id === 'pay-012' ? { ...p, deleted: true } : p)),
      ),
    ).toEqual({ ok: false, conflict: 'pay-012', why });
  });

  it('is a conflict when another live payee now has the old name, ignoring case', () => {
    const taken = [...renamed, { id: 'pay-new', name: FRESH.toLowerCase(), deleted: false }];
    expect(checkPayeeUndo(details, taken)).toEqual({ ok: false, conflict: 'pay-012', why: { reason: 'payee_name_taken' } });
    expect(checkPayeeUndo(details, [...renamed, { id: 'pay-new', name: FRESH, deleted: true }])).toMatchObject({ ok: true });
  });

  it('reads only well-formed journal details', () => {
    expect(parsePayeeDetails(details)).toEqual(details);
    expect(parsePayeeDetails([details])).toBeUndefined();
    expect(parsePayeeDetails(undefined)).toBeUndefined();
    expect(parsePayeeDetails({ payee_id: 12, from: 'x', to: 'y' })).toBeUndefined();
    expect(parsePayeeDetails({ payee_id: 'pay-012', from: 1, to: 'x' })).toBeUndefined();
    expect(parsePayeeDetails({ payee_id: 'pay-012', from: 'x' })).toBeUndefined();
  });
});
