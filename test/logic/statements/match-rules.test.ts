// pairCost (src/logic/statements/match-rules.ts): the payee's likeness level first, then which of two alike is left
// over (one typed by hand, one reconciled before the period), then a purchase date printed in the label.
import { describe, expect, it } from 'vitest';
import {
  confidenceOf,
  disagreementCost,
  explained,
  likeness,
  mayBe,
  namedByLines,
  pairCost,
  rivals,
} from '../../../src/logic/statements/match-rules.ts';
import { ALIKE } from '../../../src/logic/statements/payee-likeness.ts';
import { keyed, line, tx } from './builders.ts';
import type { LedgerTransaction } from '../../../src/logic/statements/match-types.ts';

const cost = (payee: string, name: string | null, date = '2026-09-12', more: Partial<LedgerTransaction> = {}): number =>
  pairCost(
    keyed(line({ line: 1, date: '2026-09-12', amount: -900, payee }))[0]!,
    tx({ id: 't', date, amount: -900, payee_name: name, ...more }),
    Number(date.slice(8)) - 12,
    '2026-09-10',
  );

describe('pairCost', () => {
  it('ranks payees in five levels: the same, alike (2 words of 3), unknown, partly alike (1 of 2), unlike', () => {
    const label = 'BLUE BOTTLE COFFEE';
    const costs = [
      cost(label, 'Blue Bottle Coffee'),
      cost(label, 'Blue Bottle Tea'),
      cost(label, null),
      cost(label, 'Blue Shop'),
      cost(label, 'Shell'),
    ];
    expect(costs.map((c) => Math.floor(c / 100_000))).toEqual([2, 3, 13, 23, 33]);
  });

  it("leaves over, of payees alike, one typed by hand rather than the feed's, and one reconciled before the period", () => {
    const label = 'BLUE BOTTLE COFFEE';
    const feed = { import_id: 'YNAB:-900:2026-09-11:1' };
    const [typed, fed] = [cost(label, 'Blue Bottle Coffee'), cost(label, 'Blue Bottle Coffee', '2026-09-12', feed)];
    expect(typed - fed).toBe(200_000);
    expect(cost(label, 'Blue Bottle Tea', '2026-09-12', feed)).toBeLessThan(typed);
    // Reconciled: left over when dated before the period (an earlier statement had it), not when in it.
    expect(
      cost(label, 'Blue Bottle Coffee', '2026-09-09', { ...feed, cleared: 'reconciled' }) -
        cost(label, 'Blue Bottle Coffee', '2026-09-09', feed),
    ).toBe(200_000);
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
    likeness(
      keyed(line({ line: 1, date: '2026-09-12', amount: -100_000, payee }))[0]!,
      tx({ id: 't', date: '2026-09-12', amount: -100_000, payee_name: name, transfer_account_id: transfer ? 'acc-x' : null }),
    );

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

describe('pairCost, part by part', () => {
  it('costs the square of the date gap, a transaction after its line a little more than one as far before it', () => {
    const label = 'BLUE BOTTLE COFFEE';
    const on = cost(label, 'Blue Bottle Coffee', '2026-09-12');
    expect(cost(label, 'Blue Bottle Coffee', '2026-09-11') - on).toBe(8);
    expect(cost(label, 'Blue Bottle Coffee', '2026-09-13') - on).toBe(12);
    expect(cost(label, 'Blue Bottle Coffee', '2026-09-14') - on).toBe(36);
  });

  it('breaks the last tie for a payee written exactly as the label, a line without a label and a transaction without a payee alike', () => {
    const label = 'BLUE BOTTLE COFFEE';
    expect(cost(label, 'BLUE-BOTTLE COFFEE') - cost(label, 'Blue Bottle Coffee')).toBe(2);
    expect(cost('', '-') - cost('', null)).toBe(2);
  });

  it("leaves over no transaction reconciled on the period's first day", () => {
    const feed = { import_id: 'YNAB:-900:2026-09-11:1' };
    expect(cost('BLUE BOTTLE COFFEE', 'Blue Bottle Coffee', '2026-09-10', { ...feed, cleared: 'reconciled' })).toBe(
      cost('BLUE BOTTLE COFFEE', 'Blue Bottle Coffee', '2026-09-10', feed),
    );
  });

  it('names a transfer by its account: the "Transfer :" YNAB puts before it covers no word of the label, as a payee typed so does', () => {
    const label = 'TRANSFER TO SAVINGS';
    expect(
      cost(label, 'Transfer : Savings', '2026-09-12', { transfer_account_id: 'acc-savings' }) - cost(label, 'Transfer : Savings'),
    ).toBe(8_000);
  });
});

describe('likeness, its memo', () => {
  const of = (payee: string, name: string | null, transfer = false) =>
    likeness(
      keyed(line({ line: 1, date: '2026-09-12', amount: -100_000, payee }))[0]!,
      tx({ id: 't', date: '2026-09-12', amount: -100_000, payee_name: name, transfer_account_id: transfer ? 'acc-x' : null }),
    );

  it('says nothing of a transfer without a payee name, whatever the label names', () => {
    expect(of('STRYKER PAYROLL', null, true)).toBeNull();
  });

  it("keeps a transfer's likeness apart from a payee's, whatever their names", () => {
    expect(of('PENSION FUND', 'ension')).toBe(0);
    expect(of('PENSION FUND', 'Transfer : Pension', true)).toBe(1);
    expect(of('SAVINGS', 'Transfer : Savings', true)).toBe(1);
    expect(of('SAVINGS', 'TSavings')).toBe(0);
  });
});

// A label and a payee exactly ALIKE (0.66): 33 of the label's 50 words met, the payee's 17 others unlike.
const word = (i: number): string => `Z${String.fromCharCode(65 + Math.floor(i / 26))}${String.fromCharCode(65 + (i % 26))}`;
const words = (from: number, n: number): string => Array.from({ length: n }, (_, i) => word(from + i)).join(' ');
const JUST = { label: words(0, 50), payee: `${words(0, 33)} ${words(50, 17)}` };

const L = keyed(line({ line: 1, date: '2026-09-12', amount: -900, payee: 'BLUE BOTTLE COFFEE' }))[0]!;
const t = (id: string, fields: Partial<LedgerTransaction> = {}): LedgerTransaction =>
  tx({ id, date: '2026-09-12', amount: -900, payee_name: 'Blue Bottle Coffee', ...fields });

describe('a likeness of exactly ALIKE', () => {
  it('is alike in every rule', () => {
    const l = keyed(line({ line: 1, date: '2026-09-12', amount: -20_000, payee: JUST.label }))[0]!;
    const just = tx({ id: 'j', date: '2026-09-12', amount: -20_000, payee_name: JUST.payee });
    expect(likeness(l, just)).toBe(ALIKE);
    expect(Math.floor(pairCost(l, just, 0, '2026-09-01') / 100_000)).toBe(3);
    expect(confidenceOf(l, just, 0)).toBe('high');
    expect(rivals(l, tx({ id: 'p', date: '2026-09-10', amount: -20_000, payee_name: 'Other' }), -2, just, 0)).toBe(true);
    expect(disagreementCost({ ...l, amount: -20_100 }, just, 0)).toBe(100);
    const other = keyed(line({ line: 2, date: '2026-09-14', amount: -5_000, payee: 'RATP' }))[0]!;
    expect(namedByLines([l, other])(just, other)).toBe(true);
    expect(mayBe({ ...l, amount: -20_100 }, just, () => true)).toBe(true);
    expect(mayBe({ ...l, amount: -24_000 }, just, () => true)).toBe(true);
  });
});

describe('rivals', () => {
  it("never takes a hand-typed transaction unlike the label for the hand-typed pair's rival", () => {
    expect(rivals(L, t('p'), 2, t('r', { payee_name: 'Shell' }), 0)).toBe(false);
  });

  it("takes a hand-typed transaction alike and nearer for the hand-typed pair's rival", () => {
    expect(rivals(L, t('p'), 2, t('r'), 0)).toBe(true);
  });

  it("takes the feed's transaction for a rival by the line's import id only when the pair does not carry it", () => {
    expect(rivals(L, t('p', { import_id: 'BANK-1' }), 0, t('r', { import_id: 'BANK-2' }), 2)).toBe(false);
    expect(rivals(L, t('p', { import_id: 'BANK-1' }), 0, t('r', { import_id: L.import_id }), 2)).toBe(true);
    expect(rivals(L, t('p', { import_id: L.import_id }), 0, t('r', { import_id: L.import_id }), 2)).toBe(false);
  });

  it('takes no rival only partly alike, nor one alike as far as the pair', () => {
    expect(rivals(L, t('p', { import_id: 'BANK-1' }), 2, t('r', { import_id: 'BANK-2', payee_name: 'Blue Shop' }), 0)).toBe(false);
    expect(rivals(L, t('p', { import_id: 'BANK-1' }), 2, t('r', { import_id: 'BANK-2' }), -2)).toBe(false);
    expect(rivals(L, t('p', { import_id: 'BANK-1' }), 2, t('r', { import_id: 'BANK-2' }), 1)).toBe(true);
  });
});

describe('explained', () => {
  it('allows a small amount a rounding of at most half of itself', () => {
    expect(explained(20, -40)).toBe(true);
    expect(explained(30, -40)).toBe(false);
  });
});

describe('disagreementCost', () => {
  it('weighs 2 gap² days against 2 per basis point, the bank having taken less costing 800 more', () => {
    expect(disagreementCost({ ...L, amount: -909 }, t('t'), 0)).toBe(200);
    expect(disagreementCost({ ...L, amount: -909 }, t('t'), 1)).toBe(500);
    expect(disagreementCost({ ...L, amount: -891 }, t('t'), 0)).toBe(1_000);
  });

  it('is none for the same amount', () => {
    expect(disagreementCost(L, t('t'), 0)).toBeNull();
  });
});

describe('namedByLines', () => {
  const ratp = keyed(line({ line: 1, date: '2026-09-12', amount: -900, payee: 'RATP PARIS' }))[0]!;
  const at = (n: number, payee: string) => keyed(line({ line: n, date: '2026-09-12', amount: -900, payee }))[0]!;

  it('knows a payee the statement prints on another line, though the payee says more', () => {
    expect(namedByLines([ratp, at(2, 'TESCO')])(t('t', { payee_name: 'Tesco Express' }), ratp)).toBe(true);
  });

  it('knows no payee only the line asked about prints, nor one another line prints only partly', () => {
    const tesco = at(2, 'TESCO');
    expect(namedByLines([ratp, tesco])(t('t', { payee_name: 'Tesco' }), tesco)).toBe(false);
    expect(namedByLines([ratp, at(2, 'TESCO STORES')])(t('t', { payee_name: 'Tesco Express' }), ratp)).toBe(false);
  });

  it("never reads a transfer's account as a merchant the statement prints", () => {
    const transfer = t('t', { payee_name: 'Transfer : Savings', transfer_account_id: 'acc-savings' });
    expect(namedByLines([ratp, at(2, 'TRANSFER TO SAVINGS')])(transfer, ratp)).toBe(false);
  });

  it('compares a payee with at most 20 lines of one word, the first 19 and the last', () => {
    const lines = [
      ratp,
      ...Array.from({ length: 19 }, (_, i) => at(2 + i, 'TESCO STORES')),
      at(21, 'TESCO'),
      at(22, 'TESCO'),
      at(23, 'TESCO STORES'),
    ];
    expect(namedByLines(lines)(t('t', { payee_name: 'Tesco Express' }), ratp)).toBe(false);
    expect(namedByLines([...lines, at(24, 'TESCO')])(t('t', { payee_name: 'Tesco Express' }), ratp)).toBe(true);
  });
});

describe('mayBe', () => {
  const named = () => true;

  it('is never a transfer, alike and of the amount', () => {
    expect(mayBe(L, t('t', { payee_name: 'Transfer : Blue Bottle Coffee', transfer_account_id: 'acc-x' }), () => false)).toBe(false);
  });

  it('is a payee alike off by a rate, though the statement prints it on another line', () => {
    expect(mayBe({ ...L, amount: -909 }, t('t'), named)).toBe(true);
  });

  it('is a payee alike off by a tip, never one unlike', () => {
    const meal = t('t', { amount: -20_000 });
    expect(mayBe({ ...L, amount: -24_000 }, meal, named)).toBe(true);
    expect(mayBe({ ...L, amount: -24_000 }, { ...meal, payee_name: 'Shell' }, named)).toBe(false);
  });
});
