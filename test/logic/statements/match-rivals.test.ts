// Issue #27: which of two transactions of a line's amount is left over, and when the choice is too close to
// write. The feed's entry is the bank's, a twin typed by hand may not be; a transaction an earlier statement
// reconciled is that statement's; a pair whose rival is left over is unsure (low: never cleared). A missing
// line may be a transaction left over only when its payee is not a merchant the bank names on another line.
import { describe, expect, it } from 'vitest';
import type { LedgerTransaction, MatchResult } from '../../../src/logic/statements/match-types.ts';
import { isCash } from '../../../src/logic/statements/label-evidence.ts';
import { keyed, line, runMatch, tx } from './builders.ts';

const pairs = (r: MatchResult) => r.matched.map((p) => [p.line.line, p.transaction.id, p.confidence]);

describe('the transaction left over', () => {
  const pret = line({ line: 2, date: '2026-09-25', amount: -6_430, payee: 'PRET A MANGER LONDON' });

  it('is the twin typed by hand, not the purchase the feed brought, when both are alike', () => {
    const fed = tx({ id: 'fed', date: '2026-09-24', amount: -6_430, payee_name: 'Pret A Manger', import_id: 'YNAB:-6430:2026-09-24:1' });
    const typed = tx({ id: 'typed', date: '2026-09-25', amount: -6_430, payee_name: 'Pret A Manger London' });
    const r = runMatch(keyed(pret), [typed, fed]);
    expect(pairs(r)).toEqual([[2, 'fed', 'high']]);
    expect(r.extra.map((t) => t.id)).toEqual(['typed']);
  });

  it('is the one an earlier statement reconciled, dated before the period, not the one still open', () => {
    const fare = line({ line: 2, date: '2026-09-03', amount: -3_990, payee: 'PRESTO FARE/L9Q2X TORONTO' });
    const before = tx({
      id: 'before',
      date: '2026-08-30',
      amount: -3_990,
      payee_name: 'Presto Fare/L9q2x Toronto',
      cleared: 'reconciled',
      import_id: 'YNAB:-3990:2026-08-30:1',
    });
    const open = tx({ id: 'open', date: '2026-09-03', amount: -3_990, payee_name: 'Presto', import_id: 'YNAB:-3990:2026-09-03:1' });
    expect(pairs(runMatch(keyed(fare), [before, open]))).toEqual([[2, 'open', 'high']]);
  });
});

describe('a pair with a rival left over', () => {
  const parking = line({ line: 2, date: '2026-09-22', amount: -2_320, payee: 'SEATTLE PARKING METER SEATTLE WA' });

  it('is low when the feed brought the rival and the pair was typed by hand, whatever the rival is named', () => {
    const typed = tx({ id: 'typed', date: '2026-09-20', amount: -2_320, payee_name: 'Parking' });
    for (const name of ['City of Seattle', 'Transport']) {
      const fed = tx({ id: 'fed', date: '2026-09-19', amount: -2_320, payee_name: name, import_id: 'YNAB:-2320:2026-09-19:1' });
      expect(pairs(runMatch(keyed(parking), [typed, fed])), name).toEqual([[2, 'typed', 'low']]);
    }
  });

  it("is low when the rival, not unlike, carries the line's import id, or is alike and nearer", () => {
    const [key] = keyed(parking);
    const paired = tx({
      id: 'paired',
      date: '2026-09-18',
      amount: -2_320,
      payee_name: 'Seattle Parking Meter',
      import_id: 'YNAB:-2320:2026-09-18:1',
    });
    const withId = tx({ id: 'rival', date: '2026-09-22', amount: -2_320, payee_name: 'City of Seattle', import_id: key!.import_id });
    expect(pairs(runMatch([key!], [paired, withId]))).toEqual([[2, 'paired', 'low']]);
    // Unlike: another purchase that day (the IKEA line and the Zara purchase), no rival.
    expect(pairs(runMatch([key!], [paired, { ...withId, payee_name: 'Zara' }]))).toEqual([[2, 'paired', 'medium']]);
    const nearer = tx({
      id: 'nearer',
      date: '2026-09-21',
      amount: -2_320,
      payee_name: 'Seattle Parking',
      import_id: 'YNAB:-2320:2026-09-21:1',
    });
    const exact = tx({
      id: 'exact',
      date: '2026-09-17',
      amount: -2_320,
      payee_name: 'Seattle Parking Meter Seattle',
      import_id: 'YNAB:-2320:2026-09-17:1',
    });
    expect(pairs(runMatch([key!], [exact, nearer]))).toEqual([[2, 'exact', 'low']]);
  });

  it("stays as it is when the rival is outside the period (another statement's), or is farther", () => {
    const early = line({ line: 2, date: '2026-09-02', amount: -2_320, payee: 'SEATTLE PARKING METER' });
    const typed = tx({ id: 'typed', date: '2026-09-02', amount: -2_320, payee_name: 'Parking' });
    const before = tx({
      id: 'before',
      date: '2026-08-30',
      amount: -2_320,
      payee_name: 'Parking',
      cleared: 'reconciled',
      import_id: 'YNAB:-2320:2026-08-30:1',
    });
    expect(pairs(runMatch(keyed(early), [typed, before]))).toEqual([[2, 'typed', 'high']]);
    const fed = tx({ id: 'fed', date: '2026-09-02', amount: -2_320, payee_name: 'Seattle Parking', import_id: 'YNAB:-2320:2026-09-02:1' });
    const farther = tx({
      id: 'farther',
      date: '2026-09-05',
      amount: -2_320,
      payee_name: 'Seattle Parking',
      import_id: 'YNAB:-2320:2026-09-05:1',
    });
    expect(pairs(runMatch(keyed(early), [fed, farther]))).toEqual([[2, 'fed', 'high']]);
  });

  it("is low for a rival the feed brought up to the window's edges (7 days before the line, 3 after), not beyond", () => {
    const typed = tx({ id: 'typed', date: '2026-09-22', amount: -2_320, payee_name: 'Seattle Parking' });
    const fed = (date: string) => tx({ id: 'fed', date, amount: -2_320, payee_name: 'Transport', import_id: `YNAB:-2320:${date}:1` });
    expect(pairs(runMatch(keyed(parking), [typed, fed('2026-09-15')]))).toEqual([[2, 'typed', 'low']]);
    expect(pairs(runMatch(keyed(parking), [typed, fed('2026-09-25')]))).toEqual([[2, 'typed', 'low']]);
    expect(pairs(runMatch(keyed(parking), [typed, fed('2026-09-14')]))).toEqual([[2, 'typed', 'high']]);
    expect(pairs(runMatch(keyed(parking), [typed, fed('2026-09-26')]))).toEqual([[2, 'typed', 'high']]);
  });
});

describe('a missing line that may be a transaction left over', () => {
  const greggs = line({ line: 3, date: '2026-09-26', amount: -3_930, payee: 'GREGGS PLC LONDON' });

  it('is not one whose payee is a merchant the bank names on another line: the person named it as the bank does', () => {
    const pret = line({ line: 2, date: '2026-09-25', amount: -4_060, payee: 'PRET A MANGER LONDON' });
    const [p, g] = keyed(pret, greggs);
    const fed = tx({ id: 'fed', date: '2026-09-25', amount: -4_060, payee_name: 'Pret A Manger', import_id: p!.import_id });
    const twin = tx({ id: 'twin', date: '2026-09-25', amount: -4_060, payee_name: 'Pret' });
    const r = runMatch([p!, g!], [fed, twin]);
    expect(r.missing.map((l) => l.line)).toEqual([3]);
    expect(r.doubtful).toEqual([]);
  });

  it('is one whose payee the bank prints on no line ("Metro" for "RATP"), off by a rate', () => {
    const ratp = line({ line: 2, date: '2026-09-16', amount: -4_920, payee: 'RATP PARIS' });
    const metro = tx({ id: 'metro', date: '2026-09-18', amount: -4_980, payee_name: 'Metro' });
    expect(runMatch(keyed(ratp, greggs), [metro]).doubtful.map((d) => [d.line.line, d.transaction.id])).toEqual([[2, 'metro']]);
  });

  it('is the transaction of the nearest amount, then of the nearest date, then the first by date', () => {
    const ratp = keyed(line({ line: 2, date: '2026-09-15', amount: -4_920, payee: 'RATP PARIS' }));
    const metro = (id: string, date: string, amount: number) => tx({ id, date, amount, payee_name: 'Metro' });
    const likeliest = (...ts: LedgerTransaction[]) => runMatch(ratp, ts).doubtful.map((d) => d.transaction.id);
    expect(likeliest(metro('a', '2026-09-14', -4_900), metro('b', '2026-09-16', -4_930))).toEqual(['b']);
    expect(likeliest(metro('a', '2026-09-12', -4_930), metro('b', '2026-09-16', -4_940))).toEqual(['a']);
    expect(likeliest(metro('a', '2026-09-12', -4_930), metro('b', '2026-09-16', -4_930))).toEqual(['b']);
    expect(likeliest(metro('a', '2026-09-14', -4_930), metro('b', '2026-09-18', -4_930))).toEqual(['a']);
    expect(likeliest(metro('a', '2026-09-14', -4_930), metro('b', '2026-09-16', -4_930))).toEqual(['a']);
  });

  it('is no transaction typed by hand before the period (the statement before it), though one typed after it may be', () => {
    const first = keyed(line({ line: 2, date: '2026-09-01', amount: -4_920, payee: 'RATP PARIS' }));
    expect(runMatch(first, [tx({ id: 'before', date: '2026-08-30', amount: -4_980, payee_name: 'Metro' })]).doubtful).toEqual([]);
    const last = keyed(line({ line: 2, date: '2026-09-30', amount: -4_920, payee: 'RATP PARIS' }));
    expect(
      runMatch(last, [tx({ id: 'after', date: '2026-10-01', amount: -4_980, payee_name: 'Metro' })]).doubtful.map((d) => d.transaction.id),
    ).toEqual(['after']);
  });
});

describe('isCash', () => {
  it('reads no bracketed annotation as a cash withdrawal (Fidelity\'s "(Cash)" on every action)', () => {
    expect(isCash("DEBIT CARD PURCHASE TRADER JOE'S #131 SEATTLE WA (Cash)")).toBe(false);
    expect(isCash('ATM WITHDRAWAL 123 MAIN ST (Cash)')).toBe(true);
    expect(isCash('CASH WITHDRAWAL')).toBe(true);
  });
});
