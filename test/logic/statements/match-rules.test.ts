// pairCost (src/logic/statements/match-rules.ts): the payee's likeness level first, then which of two alike is left
// over (one typed by hand, one reconciled before the period), then a purchase date printed in the label.
import { describe, expect, it } from 'vitest';
import { likeness, pairCost } from '../../../src/logic/statements/match-rules.ts';
import { keyed, line, tx } from './builders.ts';
import type { LedgerTransaction } from '../../../src/logic/statements/match-types.ts';

const cost = (payee: string, name: string | null, date = '2026-09-12', more: Partial<LedgerTransaction> = {}): number =>
  pairCost(keyed(line({ line: 1, date: '2026-09-12', amount: -900, payee }))[0]!, tx({ id: 't', date, amount: -900, payee_name: name, ...more }), Number(date.slice(8)) - 12, '2026-09-10');

describe('pairCost', () => {
  it('ranks payees in five levels: the same, alike (2 words of 3), unknown, partly alike (1 of 2), unlike', () => {
    const label = 'BLUE BOTTLE COFFEE';
    const costs = [cost(label, 'Blue Bottle Coffee'), cost(label, 'Blue Bottle Tea'), cost(label, null), cost(label, 'Blue Shop'), cost(label, 'Shell')];
    expect(costs.map((c) => Math.floor(c / 100_000))).toEqual([2, 3, 13, 23, 33]);
  });

  it('leaves over, of payees alike, one typed by hand rather than the feed\'s, and one reconciled before the period', () => {
    const label = 'BLUE BOTTLE COFFEE';
    const feed = { import_id: 'YNAB:-900:2026-09-11:1' };
    const [typed, fed] = [cost(label, 'Blue Bottle Coffee'), cost(label, 'Blue Bottle Coffee', '2026-09-12', feed)];
    expect(typed - fed).toBe(200_000);
    expect(cost(label, 'Blue Bottle Tea', '2026-09-12', feed)).toBeLessThan(typed);
    // Reconciled: left over when dated before the period (an earlier statement had it), not when in it.
    expect(cost(label, 'Blue Bottle Coffee', '2026-09-09', { ...feed, cleared: 'reconciled' }) - cost(label, 'Blue Bottle Coffee', '2026-09-09', feed)).toBe(200_000);
    expect(cost(label, 'Blue Bottle Coffee', '2026-09-12', { ...feed, cleared: 'reconciled' })).toBe(fed);
    // Never across levels: an unknown payee from the feed still costs more than an alike one typed by hand.
    expect(cost(label, null, '2026-09-12', feed)).toBeGreaterThan(typed);
  });

  it('lets a level outweigh the date gap across the whole window', () => {
    const label = 'BLUE BOTTLE COFFEE';
    expect(cost(label, 'Blue Bottle Tea', '2026-09-05')).toBeLessThan(cost(label, 'Blue Shop', '2026-09-12'));
  });

  it('reads an impossible day or month in the label as no printed date', () => {
    const none = cost('CB METRO TICKETS', 'Metro Tickets');
    expect(cost('CB METRO TICKETS 12/09', 'Metro Tickets')).toBeLessThan(none);
    expect(cost('CB METRO TICKETS 11/09', 'Metro Tickets')).toBeGreaterThan(none);
    for (const printed of ['32/09', '00/09', '12/13', '12/00', 'FACT 321326']) {
      expect(cost(`CB METRO TICKETS ${printed}`, 'Metro Tickets'), printed).toBe(none);
    }
  });
});

describe('likeness', () => {
  const of = (payee: string, name: string | null, transfer = false) =>
    likeness(keyed(line({ line: 1, date: '2026-09-12', amount: -100_000, payee }))[0]!, tx({ id: 't', date: '2026-09-12', amount: -100_000, payee_name: name, transfer_account_id: transfer ? 'acc-x' : null }));

  it('reads a cash withdrawal on both sides as alike, on one side as unlike when the other names something', () => {
    expect(of('ATM WITHDRAWAL 12/09', 'Transfer : Cash', true)).toBe(1);
    expect(of('ATM WITHDRAWAL 12/09', 'Transfer : Savings', true)).toBe(0);
    expect(of('ATM WITHDRAWAL 12/09', 'Tesco')).toBe(0);
    expect(of('ATM WITHDRAWAL 12/09', null)).toBeNull();
    expect(of('TESCO STORES', 'Cash')).toBe(0);
    expect(of('0042 1234', 'Cash')).toBeNull();
  });

  it('says nothing of a transfer whose label meets no word of the account, nor of one without a name', () => {
    expect(of('SMITH J', 'Transfer : Savings', true)).toBeNull();
    expect(of('SMITH J', null, true)).toBeNull();
    expect(of('TO SAVINGS', 'Transfer : Savings', true)).toBeGreaterThan(0);
  });
});
