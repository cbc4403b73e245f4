// Issue #27, 1: a shared import id is proof only when apply_statement wrote it (the transaction still carries
// the label it was created with) or the bank's own id (a FITID YNAB kept); a YNAB-shaped id of a bank-linked
// plan carries YNAB's date, so another purchase of the same amount that day shares it: evidence, never a link.
import { describe, expect, it } from 'vitest';
import type { MatchResult } from '../../../src/logic/statements/match-types.ts';
import { keyed, line, runMatch, tx } from './builders.ts';

const outcome = (r: MatchResult) => [
  ...r.matched.map((p) => [p.line.line, p.transaction.id, p.confidence]),
  ...r.disagreements.map((d) => [d.line.line, d.transaction.id, 'disagrees']),
  ...r.missing.map((l) => [l.line, null, 'missing']),
];

describe('import ids as proof', () => {
  // IKEA bought on the 10th, posted by the bank on the 12th; Zara bought on the 12th, posted on the 14th. The
  // bank-linked plan dates each by the purchase, so Zara's import id is the IKEA line's.
  const ikea = line({ line: 2, date: '2026-09-12', amount: -40_000, payee: 'CB IKEA PARIS NORD' });
  const zara = line({ line: 3, date: '2026-09-14', amount: -40_000, payee: 'CB ZARA OPERA' });
  const ikeaTx = tx({ id: 'ikea', date: '2026-09-10', amount: -40_000, payee_name: 'IKEA', import_id: 'YNAB:-40000:2026-09-10:1' });
  const zaraTx = tx({ id: 'zara', date: '2026-09-12', amount: -40_000, payee_name: 'Zara', import_id: 'YNAB:-40000:2026-09-12:1' });

  it('pairs each line with its own merchant when another purchase holds its import id', () => {
    expect(outcome(runMatch(keyed(ikea, zara), [ikeaTx, zaraTx]))).toEqual([
      [2, 'ikea', 'high'],
      [3, 'zara', 'high'],
    ]);
  });

  it('never shows a pairing by an import id alone as certain', () => {
    // IKEA's own purchase is not in YNAB: Zara's shares the amount and the date, nothing else.
    const r = runMatch(keyed(ikea), [zaraTx]);
    expect(r.matched.every((p) => p.confidence !== 'linked')).toBe(true);
    expect(r.disagreements).toEqual([]);
  });

  it('does not read an edited amount into a transaction holding the id under another payee', () => {
    const r = runMatch(keyed(ikea), [{ ...zaraTx, amount: -38_000 }]);
    expect(outcome(r)).toEqual([[2, null, 'missing']]);
  });

  it('links what apply_statement wrote: the line’s id and its label, whatever the date since', () => {
    const written = tx({
      id: 'new',
      date: '2026-08-20',
      amount: -40_000,
      payee_name: 'CB IKEA PARIS NORD',
      import_id: 'YNAB:-40000:2026-09-12:1',
    });
    expect(outcome(runMatch(keyed(ikea), [written, ikeaTx]))).toEqual([[2, 'new', 'linked']]);
    // Label compared as written: spaces and case aside.
    expect(outcome(runMatch(keyed(ikea), [{ ...written, payee_name: 'cb ikea  paris nord ' }]))).toEqual([[2, 'new', 'linked']]);
    // The amount edited in YNAB since: the same entry, in disagreement.
    const edited = runMatch(keyed(ikea), [{ ...written, amount: -4_000 }]);
    expect(edited.disagreements.map((d) => [d.transaction.id, d.difference])).toEqual([['new', -36_000]]);
  });

  it('links a line without a label to what apply_statement named it', () => {
    const bare = line({ line: 2, date: '2026-09-12', amount: -40_000 });
    const written = tx({
      id: 'new',
      date: '2026-09-01',
      amount: -40_000,
      payee_name: 'Bank statement line',
      import_id: 'YNAB:-40000:2026-09-12:1',
    });
    expect(outcome(runMatch(keyed(bare), [written]))).toEqual([[2, 'new', 'linked']]);
    const memo = line({ line: 2, date: '2026-09-12', amount: -40_000, memo: 'VIR SEPA ACME' });
    expect(outcome(runMatch(keyed(memo), [{ ...written, payee_name: 'VIR SEPA ACME' }]))).toEqual([[2, 'new', 'linked']]);
  });

  it('links the bank’s own id (an OFX FITID YNAB kept as the import id)', () => {
    const fitid = line({ line: 2, date: '2026-09-12', amount: -40_000, payee: 'IKEA', bank_id: '20260912-000417' });
    const kept = tx({ id: 'kept', date: '2026-08-30', amount: -40_000, payee_name: 'Home stuff', import_id: '20260912-000417' });
    expect(outcome(runMatch(keyed(fitid), [kept, ikeaTx]))).toEqual([[2, 'kept', 'linked']]);
  });
});
