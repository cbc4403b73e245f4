// matchStatement (src/logic/statements/match.ts), one rule at a time: amounts, window, payees, one-to-one,
// links, transfers, splits, confidence, disagreements, extra and duplicates.
import { describe, expect, it } from 'vitest';
import type { LedgerTransaction, MatchResult } from '../../../src/logic/statements/match-types.ts';
import { keyed, line, runMatch, tx } from './builders.ts';

const pairs = (r: MatchResult): [number, string][] => r.matched.map((p) => [p.line.line, p.transaction.id]);

describe('matchStatement', () => {
  it('needs the exact amount', () => {
    const r = runMatch(keyed(line({ line: 1, date: '2026-09-10', amount: -5000, payee: 'SHELL' })), [
      tx({ id: 't', date: '2026-09-10', amount: -5001, payee_name: 'Carrefour' }),
    ]);
    expect(r.matched).toEqual([]);
    expect(r.missing.map((l) => l.line)).toEqual([1]);
    expect(r.extra.map((t) => t.id)).toEqual(['t']);
  });

  it('takes transactions from 7 days before the line to 3 days after it, not beyond', () => {
    const l = keyed(line({ line: 1, date: '2026-09-15', amount: -5000 }));
    for (const [date, ok] of [
      ['2026-09-08', true],
      ['2026-09-07', false],
      ['2026-09-18', true],
      ['2026-09-19', false],
    ] as const) {
      expect(runMatch(l, [tx({ id: 't', date, amount: -5000 })]).matched.length, date).toBe(ok ? 1 : 0);
    }
    expect(runMatch(l, [tx({ id: 't', date: '2026-09-08', amount: -5000 })]).matched[0]!.date_gap).toBe(-7);
  });

  it('lets the payee choose between transactions of the same amount, before the date', () => {
    const l = keyed(line({ line: 1, date: '2026-09-15', amount: -2500, payee: 'SQ *BLUE BOTTLE' }));
    const r = runMatch(l, [
      tx({ id: 'near', date: '2026-09-15', amount: -2500, payee_name: 'Shell' }),
      tx({ id: 'alike', date: '2026-09-11', amount: -2500, payee_name: 'Blue Bottle Coffee' }),
    ]);
    expect(pairs(r)).toEqual([[1, 'alike']]);
    expect(r.extra.map((t) => t.id)).toEqual(['near']);
  });

  it('among alike transactions takes the nearest date, and never one transaction twice', () => {
    const l = keyed(
      line({ line: 1, date: '2026-09-15', amount: -2500, payee: 'CARREFOUR' }),
      line({ line: 2, date: '2026-09-15', amount: -2500, payee: 'CARREFOUR' }),
    );
    const r = runMatch(l, [
      tx({ id: 'a', date: '2026-09-10', amount: -2500, payee_name: 'Carrefour' }),
      tx({ id: 'b', date: '2026-09-14', amount: -2500, payee_name: 'Carrefour' }),
      tx({ id: 'c', date: '2026-09-15', amount: -2500, payee_name: 'Carrefour' }),
    ]);
    expect(pairs(r)).toEqual([
      [1, 'b'],
      [2, 'c'],
    ]);
    expect(r.duplicates).toEqual([{ line: 2, repeats: 1 }]);
  });

  it('pairs two identical charges of one day with two transactions, the earlier line with the earlier one', () => {
    const l = keyed(
      line({ line: 4, date: '2026-09-16', amount: -300, payee: 'COFFEE' }),
      line({ line: 5, date: '2026-09-17', amount: -300, payee: 'COFFEE' }),
    );
    const r = runMatch(l, [
      tx({ id: 'y', date: '2026-09-15', amount: -300, payee_name: 'Coffee' }),
      tx({ id: 'x', date: '2026-09-14', amount: -300, payee_name: 'Coffee' }),
    ]);
    expect(pairs(r)).toEqual([
      [4, 'x'],
      [5, 'y'],
    ]);
  });

  it('prefers more pairs to the best single pair', () => {
    // Line 1 fits both; line 2 only the older transaction: a greedy first choice would leave line 2 out.
    const l = keyed(line({ line: 1, date: '2026-09-12', amount: -800 }), line({ line: 2, date: '2026-09-05', amount: -800 }));
    const r = runMatch(l, [tx({ id: 'old', date: '2026-09-04', amount: -800 }), tx({ id: 'new', date: '2026-09-12', amount: -800 })]);
    expect(pairs(r)).toEqual([
      [1, 'new'],
      [2, 'old'],
    ]);
    const l2 = keyed(line({ line: 1, date: '2026-09-06', amount: -800 }), line({ line: 2, date: '2026-09-02', amount: -800 }));
    expect(
      pairs(runMatch(l2, [tx({ id: 'old', date: '2026-09-01', amount: -800 }), tx({ id: 'new', date: '2026-09-06', amount: -800 })])),
    ).toEqual([
      [1, 'new'],
      [2, 'old'],
    ]);
  });

  it('reads a purchase date printed in the label before the date gap', () => {
    const l = keyed(line({ line: 1, date: '2026-09-15', amount: -4340, payee: 'CB METRO TICKETS 12/09' }));
    const r = runMatch(l, [
      tx({ id: 'near', date: '2026-09-14', amount: -4340, payee_name: 'Metro Tickets' }),
      tx({ id: 'printed', date: '2026-09-12', amount: -4340, payee_name: 'Metro Tickets' }),
    ]);
    expect(pairs(r)).toEqual([[1, 'printed']]);
  });

  it('among pairs that cost the same, keeps the statement order: the earlier line has the earlier transaction', () => {
    const l = keyed(
      line({ line: 7, date: '2026-09-15', amount: -2490, payee: 'SQ *BOULANGERIE' }),
      line({ line: 8, date: '2026-09-15', amount: -2490, payee: 'PAYPAL *BOULANGERIE' }),
    );
    const ts = [
      tx({ id: 'b', date: '2026-09-14', amount: -2490, payee_name: 'Boulangerie' }),
      tx({ id: 'a', date: '2026-09-13', amount: -2490, payee_name: 'Boulangerie' }),
    ];
    expect(pairs(runMatch(l, ts))).toEqual([
      [7, 'a'],
      [8, 'b'],
    ]);
    expect(pairs(runMatch([...l].reverse(), [...ts].reverse()))).toEqual([
      [7, 'a'],
      [8, 'b'],
    ]);
  });

  it('keeps the statement order however many exchanges it takes, one exchange making another possible', () => {
    const l = keyed(
      line({ line: 1, date: '2026-09-10', amount: -900, payee: 'BLUE BOTTLE COFFEE' }),
      line({ line: 2, date: '2026-09-12', amount: -900, payee: 'BLUE BOTTLE COFFEE' }),
      line({ line: 3, date: '2026-09-14', amount: -900, payee: 'TESCO STORES' }),
    );
    const ts = [
      tx({ id: 't0', date: '2026-09-10', amount: -900, payee_name: 'Shell' }),
      tx({ id: 't1', date: '2026-09-10', amount: -900, payee_name: 'Blue Bottle Tea' }),
      tx({ id: 't2', date: '2026-09-10', amount: -900 }),
    ];
    expect(pairs(runMatch(l, ts))).toEqual([
      [1, 't0'],
      [2, 't1'],
      [3, 't2'],
    ]);
  });

  it('lets a low match (the amount alone) give way to an alike payee off by a fee, but keeps it otherwise', () => {
    const fee = line({ line: 1, date: '2026-09-15', amount: -10_150, payee: 'CB CARREFOUR' });
    const other = line({ line: 2, date: '2026-09-15', amount: -10_000, payee: 'SHELL' });
    const carrefour = tx({ id: 'carrefour', date: '2026-09-15', amount: -10_000, payee_name: 'Carrefour' });
    const r = runMatch(keyed(fee, other), [carrefour, tx({ id: 'shell', date: '2026-09-14', amount: -10_150, payee_name: 'Shell' })]);
    // Each line first matched the other's transaction by amount alone (low); each payee's own is off by 1.50.
    expect(r.disagreements.map((d) => [d.line.line, d.transaction.id, d.difference])).toEqual([
      [1, 'carrefour', -150],
      [2, 'shell', 150],
    ]);
    expect([r.matched, r.missing, r.extra]).toEqual([[], [], []]);
    const kept = runMatch(keyed(fee), [tx({ id: 'shell', date: '2026-09-14', amount: -10_150, payee_name: 'Shell' })]);
    expect(kept.matched.map((p) => [p.transaction.id, p.confidence])).toEqual([['shell', 'low']]);
  });

  it('keeps a low match when giving it up would leave its transaction over (the person renamed the payee)', () => {
    const bread = line({ line: 1, date: '2026-09-13', amount: -4920, payee: 'BOULANGERIE DU PORT NANTES' });
    const renamed = tx({ id: 'renamed', date: '2026-09-15', amount: -4920, payee_name: 'Courses' });
    const another = tx({ id: 'another', date: '2026-09-16', amount: -4710, payee_name: 'CB BOULANGERIE DU PORT 16/09/2026' });
    const r = runMatch(keyed(bread), [renamed, another]);
    expect(r.matched.map((p) => [p.transaction.id, p.confidence])).toEqual([['renamed', 'low']]);
    expect([r.disagreements, r.extra.map((t) => t.id)]).toEqual([[], ['another']]);
  });

  it('links the transaction created from the line (its import_id under its label) first, whatever its date', () => {
    const l = keyed(line({ line: 1, date: '2026-09-15', amount: -2500, payee: 'CARREFOUR' }));
    const r = runMatch(l, [
      tx({ id: 'alike', date: '2026-09-15', amount: -2500, payee_name: 'Carrefour' }),
      tx({ id: 'own', date: '2026-08-01', amount: -2500, payee_name: 'Carrefour', import_id: 'YNAB:-2500:2026-09-15:1' }),
    ]);
    expect(r.matched).toEqual([{ line: l[0], transaction: expect.objectContaining({ id: 'own' }), confidence: 'linked', date_gap: -45 }]);
    expect(r.extra.map((t) => t.id)).toEqual(['alike']);
  });

  it('never pairs a linked transaction again: a second line of its amount nearby is missing', () => {
    const l = keyed(
      line({ line: 1, date: '2026-09-15', amount: -2500, payee: 'CARREFOUR' }),
      line({ line: 2, date: '2026-09-16', amount: -2500, payee: 'CARREFOUR' }),
    );
    const r = runMatch(l, [
      tx({ id: 'own', date: '2026-09-15', amount: -2500, payee_name: 'Carrefour', import_id: 'YNAB:-2500:2026-09-15:1' }),
    ]);
    expect(pairs(r)).toEqual([[1, 'own']]);
    expect(r.missing.map((m) => m.line)).toEqual([2]);
  });

  it('reports a linked transaction whose amount was edited as a disagreement', () => {
    const l = keyed(line({ line: 1, date: '2026-09-15', amount: -2500 }));
    const r = runMatch(l, [
      tx({ id: 'own', date: '2026-09-15', amount: -2000, payee_name: 'Bank statement line', import_id: 'YNAB:-2500:2026-09-15:1' }),
    ]);
    expect(r.disagreements.map((d) => [d.transaction.id, d.difference])).toEqual([['own', -500]]);
    expect([r.matched, r.missing, r.extra]).toEqual([[], [], []]);
  });

  it('of two charges alike on one day, gives the first line the transaction YNAB numbered first', () => {
    const same = { date: '2026-09-19', amount: -7186, payee: 'POS MARKET FRESH #4800' };
    const l = keyed(line({ line: 1, ...same }), line({ line: 2, ...same }));
    const t = (id: string, n: number) =>
      tx({ id, date: '2026-09-19', amount: -7186, payee_name: 'Market Fresh', import_id: `YNAB:-7186:2026-09-19:${n}` });
    expect(pairs(runMatch(l, [t('a', 2), t('b', 1)]))).toEqual([
      [1, 'b'],
      [2, 'a'],
    ]);
  });

  it('reads a transfer’s label that names no account as saying nothing, and matches a split parent by its total', () => {
    const l = keyed(
      line({ line: 1, date: '2026-09-15', amount: -100000, payee: 'VIR SEPA M DUPONT' }),
      line({ line: 2, date: '2026-09-16', amount: -7450, payee: 'CB CARREFOUR' }),
    );
    const r = runMatch(l, [
      tx({ id: 'tr', date: '2026-09-15', amount: -100000, payee_name: 'Transfer : Savings', transfer_account_id: 'acc-savings' }),
      tx({ id: 'split', date: '2026-09-15', amount: -7450, payee_name: 'Carrefour', is_split: true }),
    ]);
    expect(r.matched.map((p) => [p.transaction.id, p.confidence])).toEqual([
      ['tr', 'medium'],
      ['split', 'high'],
    ]);
  });

  it('grades confidence: high near and alike, medium alike but far or near with no payee, low unlike', () => {
    const grade = (payee: string, name: string | null, date: string) =>
      runMatch(keyed(line({ line: 1, date: '2026-09-15', amount: -900, payee })), [tx({ id: 't', date, amount: -900, payee_name: name })])
        .matched[0]!.confidence;
    expect(grade('CB CARREFOUR', 'Carrefour', '2026-09-13')).toBe('high');
    expect(grade('CB CARREFOUR', 'Carrefour', '2026-09-12')).toBe('medium');
    expect(grade('1234', 'Carrefour', '2026-09-15')).toBe('medium');
    expect(grade('', null, '2026-09-12')).toBe('low');
    expect(grade('SHELL', 'Carrefour', '2026-09-15')).toBe('low');
  });

  it('reads the payee from the memo when the payee field names no merchant', () => {
    const l = keyed(line({ line: 1, date: '2026-09-15', amount: -900, payee: '', memo: 'CB CARREFOUR 14/09' }));
    expect(runMatch(l, [tx({ id: 't', date: '2026-09-15', amount: -900, payee_name: 'Carrefour' })]).matched[0]!.confidence).toBe('high');
  });

  it('reports a foreign-currency fee as a disagreement, not as a missing line and an extra transaction', () => {
    const l = keyed(line({ line: 1, date: '2026-09-15', amount: -51_500, payee: 'AMZN Mktp US*2K4' }));
    const r = runMatch(l, [tx({ id: 't', date: '2026-09-13', amount: -50_000, payee_name: 'Amazon' })]);
    expect(r.disagreements.map((d) => [d.line.line, d.transaction.id, d.difference])).toEqual([[1, 't', -1500]]);
    expect([r.matched, r.missing, r.extra]).toEqual([[], [], []]);
  });

  it('bounds a disagreement to 5 % (0.05 on a small amount) or a tip, the same sign, an alike payee and no transfer', () => {
    const disagrees = (amount: number, t: Partial<LedgerTransaction>) =>
      runMatch(keyed(line({ line: 1, date: '2026-09-15', amount, payee: 'CB CARREFOUR' })), [
        tx({ id: 't', date: '2026-09-15', amount: -20_000, payee_name: 'Carrefour', ...t }),
      ]).disagreements.length;
    expect(disagrees(-19_000, {})).toBe(1); // 5 % of 20.00 is 1.00
    expect(disagrees(-18_999, {})).toBe(0);
    expect(disagrees(-26_000, {})).toBe(1); // a tip of 30 %
    expect(disagrees(-26_001, {})).toBe(0);
    expect(disagrees(-850, { amount: -800 })).toBe(1); // 0.05 on 0.80
    expect(disagrees(-851, { amount: -800 })).toBe(0);
    expect(disagrees(20_500, {})).toBe(0);
    expect(disagrees(-20_500, { payee_name: 'Shell' })).toBe(0);
    expect(disagrees(-20_500, { transfer_account_id: 'acc-savings', payee_name: 'Transfer : Carrefour' })).toBe(0);
    expect(disagrees(-20_500, { date: '2026-09-07' })).toBe(0);
    expect(disagrees(-20_500, { date: '2026-09-08' })).toBe(1);
    expect(disagrees(-20_500, { date: '2026-09-18' })).toBe(1);
    expect(disagrees(-20_500, { date: '2026-09-19' })).toBe(0);
  });

  it('gives a disagreement to the bank having taken more, then to the nearer date, then to the nearer amount', () => {
    const pick = (...ts: [string, string, number][]) =>
      runMatch(
        keyed(line({ line: 1, date: '2026-09-15', amount: -10_300, payee: 'CARREFOUR' })),
        ts.map(([id, date, amount]) => tx({ id, date, amount, payee_name: 'Carrefour' })),
      ).disagreements.map((d) => d.transaction.id);
    expect(pick(['less', '2026-09-15', -10_400], ['more', '2026-09-15', -10_000])).toEqual(['more']);
    expect(pick(['far', '2026-09-11', -10_200], ['near', '2026-09-14', -10_000])).toEqual(['near']);
    expect(pick(['big', '2026-09-15', -10_000], ['small', '2026-09-15', -10_200])).toEqual(['small']);
  });

  it('lists as extra only the transactions left over dated inside the period, by date and id', () => {
    const r = runMatch(
      [],
      [
        tx({ id: 'b', date: '2026-09-30', amount: 1 }),
        tx({ id: 'a', date: '2026-09-30', amount: 1 }),
        tx({ id: 'in', date: '2026-09-01', amount: 1 }),
        tx({ id: 'before', date: '2026-08-31', amount: 1 }),
        tx({ id: 'after', date: '2026-10-01', amount: 1 }),
      ],
    );
    expect(r.extra.map((t) => t.id)).toEqual(['in', 'a', 'b']);
  });

  it('answers in statement order and lists duplicates against the first line they repeat', () => {
    const same = { date: '2026-09-15', amount: -300, payee: 'COFFEE' };
    const l = keyed(
      line({ line: 8, ...same }),
      line({ line: 2, ...same }),
      line({ line: 5, ...same, memo: 'other memo' }),
      line({ line: 3, date: '2026-09-15', amount: -300, payee: 'TEA' }),
    );
    const r = runMatch(l, []);
    expect(r.missing.map((m) => m.line)).toEqual([2, 3, 5, 8]);
    expect(r.duplicates).toEqual([
      { line: 5, repeats: 2 },
      { line: 8, repeats: 2 },
    ]);
  });
});

describe('matchStatement: links and low matches', () => {
  it("of two transactions carrying the line's bank id, links the first by date", () => {
    const fitid = line({ line: 2, date: '2026-09-12', amount: -40_000, payee: 'IKEA', bank_id: '20260912-000417' });
    const first = tx({ id: 'first', date: '2026-09-10', amount: -40_000, payee_name: 'Ikea', import_id: '20260912-000417' });
    const second = tx({ id: 'second', date: '2026-09-12', amount: -40_000, payee_name: 'Ikea', import_id: '20260912-000417' });
    expect(pairs(runMatch(keyed(fitid), [second, first]))).toEqual([[2, 'first']]);
  });

  it('keeps a low match whose line is alike another transaction off by a fee, when an open line is alike that one too', () => {
    const open = line({ line: 1, date: '2026-09-15', amount: -4_120, payee: 'BOULANGERIE DU PORT' });
    const low = line({ line: 2, date: '2026-09-15', amount: -3_880, payee: 'BOULANGERIE DU PORT' });
    const bakery = tx({ id: 'bakery', date: '2026-09-15', amount: -4_000, payee_name: 'Boulangerie du Port' });
    const shell = tx({ id: 'shell', date: '2026-09-15', amount: -3_880, payee_name: 'Shell' });
    const r = runMatch(keyed(open, low), [bakery, shell]);
    expect(r.disagreements.map((d) => [d.line.line, d.transaction.id])).toEqual([[1, 'bakery']]);
    expect(r.matched.map((p) => [p.line.line, p.transaction.id, p.confidence])).toEqual([[2, 'shell', 'low']]);
  });

  it('lets two low matches swap into disagreements rather than leave one with nothing for an open line', () => {
    const bread = line({ line: 1, date: '2026-09-15', amount: -4_100, payee: 'BOULANGERIE DU PORT' });
    const tesco = line({ line: 2, date: '2026-09-15', amount: -4_000, payee: 'TESCO STORES' });
    const open = line({ line: 3, date: '2026-09-15', amount: -4_150, payee: 'TESCO STORES' });
    const bakery = tx({ id: 'bakery', date: '2026-09-15', amount: -4_000, payee_name: 'Boulangerie du Port' });
    const shop = tx({ id: 'tesco', date: '2026-09-15', amount: -4_100, payee_name: 'Tesco Stores' });
    const r = runMatch(keyed(bread, tesco, open), [bakery, shop]);
    expect(r.disagreements.map((d) => [d.line.line, d.transaction.id])).toEqual([
      [1, 'bakery'],
      [2, 'tesco'],
    ]);
    expect([r.matched, r.missing.map((l) => l.line)]).toEqual([[], [3]]);
  });
});

describe("matchStatement: a statement that looks like another account's", () => {
  // Ten lines of distinct amounts; the first `found` of them in YNAB on their day, then `others` transactions of the period no line has.
  const lines = keyed(...Array.from({ length: 10 }, (_, i) => line({ line: i + 1, date: '2026-09-15', amount: -(1_000 + i * 100) })));
  const ledger = (found: number, others: number, outside = 0): LedgerTransaction[] => [
    ...Array.from({ length: found }, (_, i) => tx({ id: `f${i}`, date: '2026-09-15', amount: -(1_000 + i * 100) })),
    ...Array.from({ length: others }, (_, i) => tx({ id: `o${i}`, date: '2026-09-20', amount: -(90_000 + i) })),
    ...Array.from({ length: outside }, (_, i) => tx({ id: `x${i}`, date: '2026-07-10', amount: -(80_000 + i) })),
  ];

  it("is one of fewer than half its lines in YNAB, whose period's transactions are mostly none of them", () => {
    expect(runMatch(lines, ledger(4, 5)).foreign).toBe(true);
    expect(runMatch(lines, ledger(4, 1)).foreign).toBe(false);
    expect(runMatch(lines, ledger(4, 1, 10)).foreign).toBe(false);
  });

  it("is not one of half its lines in YNAB, nor one whose period's transactions are half none of them", () => {
    expect(runMatch(lines, ledger(5, 6)).foreign).toBe(false);
    expect(runMatch(lines, ledger(4, 4)).foreign).toBe(false);
  });

  it('gives every pairing back: each line doubtful with the transaction it had, that transaction extra when in the period', () => {
    const early = keyed(
      ...Array.from({ length: 10 }, (_, i) => line({ line: i + 1, date: i < 2 ? '2026-09-02' : '2026-09-15', amount: -(1_000 + i * 100) })),
    );
    const txs = [
      tx({ id: 'f0', date: '2026-08-31', amount: -1_000 }),
      tx({ id: 'f1', date: '2026-08-31', amount: -1_100 }),
      tx({ id: 'f2', date: '2026-09-15', amount: -1_200 }),
      tx({ id: 'f3', date: '2026-09-15', amount: -1_300 }),
      ...ledger(0, 5),
    ];
    const r = runMatch(early, txs);
    expect(r.foreign).toBe(true);
    expect(r.matched).toEqual([]);
    expect(r.doubtful.map((d) => [d.line.line, d.transaction.id])).toEqual([
      [1, 'f0'],
      [2, 'f1'],
      [3, 'f2'],
      [4, 'f3'],
    ]);
    expect(r.extra.map((t) => t.id)).toEqual(['f2', 'f3', 'o0', 'o1', 'o2', 'o3', 'o4']);
  });
});
