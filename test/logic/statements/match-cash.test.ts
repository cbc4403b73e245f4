// Issue #27, 3: transfers and cash withdrawals are matched on the label's evidence like any other line: the
// account or payee it names, the purchase date it prints (in the bank's own order), and the words of a cash
// withdrawal ("ATM", "RETRAIT", "DAB", "Geldautomat", "cash"…) against a transfer to a cash account.
import { describe, expect, it } from 'vitest';
import type { MatchResult } from '../../../src/logic/statements/match-types.ts';
import { keyed, line, runMatch, tx } from './builders.ts';

const pairs = (r: MatchResult) => r.matched.map((p) => [p.line.line, p.transaction.id]);

// YNAB has the withdrawal of the 10th, a transfer to the cash account; the bank also moved 100.00 to savings
// on the 11th, which nobody entered. The withdrawal posts on the 12th.
const cash = tx({ id: 'cash', date: '2026-09-10', amount: -100_000, payee_name: 'Transfer : Cash', transfer_account_id: 'acc-cash' });
const savingsLine = (label: string) => line({ line: 2, date: '2026-09-11', amount: -100_000, payee: label });
const atmLine = (label: string) => line({ line: 3, date: '2026-09-12', amount: -100_000, payee: label });

describe('cash withdrawals and transfers', () => {
  it.each([
    ['ATM WITHDRAWAL 09/10 #4421 MAIN ST', 'ONLINE TRANSFER TO SAV 1234'], // a US bank prints month/day
    ['GA NR00001234 BLZ60050101 0 10.09/14.23UHR GELDAUTOMAT', 'UEBERWEISUNG SPARKONTO'], // a German savings bank
    ['RETRAIT DAB SG PARIS', 'VIR SEPA EPARGNE M DUPONT'], // no printed date at all
  ])('pairs the withdrawal “%s” with the transfer to cash, not the bank-only “%s”', (atm, savings) => {
    const r = runMatch(keyed(savingsLine(savings), atmLine(atm)), [cash]);
    expect(pairs(r)).toEqual([[3, 'cash']]);
    expect(r.missing.map((l) => l.line)).toEqual([2]);
  });

  it('pairs the withdrawal with a cash payee as well as with a transfer to a cash account', () => {
    const handEntered = tx({ id: 'atm', date: '2026-09-10', amount: -100_000, payee_name: 'Cash withdrawal' });
    expect(pairs(runMatch(keyed(savingsLine('VIR SEPA EPARGNE'), atmLine('RETRAIT DAB 10/09')), [handEntered]))).toEqual([[3, 'atm']]);
  });

  it('does not take a withdrawal for a transfer to savings, nor a transfer for a withdrawal', () => {
    const toSavings = tx({
      id: 'sav',
      date: '2026-09-12',
      amount: -100_000,
      payee_name: 'Transfer : Savings',
      transfer_account_id: 'acc-savings',
    });
    expect(runMatch(keyed(atmLine('RETRAIT DAB 12/09')), [toSavings]).matched.map((p) => p.confidence)).not.toContain('high');
    expect(runMatch(keyed(atmLine('RETRAIT DAB 12/09')), [toSavings]).matched.map((p) => p.confidence)).not.toContain('medium');
    expect(runMatch(keyed(savingsLine('VIR SEPA EPARGNE')), [cash]).matched.map((p) => p.confidence)).toEqual(['low']);
  });

  it('reads the account a transfer label names, and the purchase date it prints', () => {
    const toSavings = tx({
      id: 'sav',
      date: '2026-09-11',
      amount: -100_000,
      payee_name: 'Transfer : Savings',
      transfer_account_id: 'acc-savings',
    });
    const toJoint = tx({
      id: 'joint',
      date: '2026-09-11',
      amount: -100_000,
      payee_name: 'Transfer : Joint account',
      transfer_account_id: 'acc-joint',
    });
    expect(pairs(runMatch(keyed(savingsLine('TRANSFER TO SAVINGS 1234')), [toJoint, toSavings]))).toEqual([[2, 'sav']]);
    const r = runMatch(keyed(savingsLine('TRANSFER TO SAVINGS 1234')), [toSavings]);
    expect(r.matched[0]!.confidence).toBe('high');
  });
});
