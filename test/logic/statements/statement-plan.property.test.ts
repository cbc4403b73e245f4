// Properties of planStatement (src/logic/statements/statement-plan.ts) on random statements and ledgers: the
// balance it announces is the one applying it leaves; a second run has nothing to do; the created lines'
// import ids are YNAB's and unique; and the undo (src/logic/undo/statement.ts) puts back exactly what it did.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../src/logic/core/day-numbers.ts';
import { IMPORT_ID_MAX_LENGTH, keyLines } from '../../../src/logic/statements/import-id.ts';
import { matchStatement } from '../../../src/logic/statements/match.ts';
import { DEFAULT_MATCH_OPTIONS, type KeyedLine, type LedgerTransaction } from '../../../src/logic/statements/match-types.ts';
import { planStatement, statementCreated, statementPatch, type StatementPlan } from '../../../src/logic/statements/statement-plan.ts';
import { checkStatementUndo } from '../../../src/logic/undo/statement.ts';
import { PERIOD, line, tx } from './builders.ts';

type Tx = LedgerTransaction & { account_id: string; deleted: boolean };

const FROM = PERIOD.from;
// Few dates, amounts and payees, so that twins, near dates, shared amounts and disagreements are common.
const date = fc.integer({ min: -9, max: 38 }).map((n) => addDays(FROM, n)!);
const lineDate = fc.integer({ min: 0, max: 29 }).map((n) => addDays(FROM, n)!);
const amount = fc.oneof(fc.constantFrom(-1000, -1050, -2500, -2550, 1000, 35000), fc.integer({ min: -99_999, max: 99_999 }));
const payee = fc.constantFrom('CB CARREFOUR 12/09', 'Carrefour', 'SQ *BLUE BOTTLE', 'Blue Bottle Coffee', 'Amazon', '', 'SHELL');
const importIdPool = fc.tuple(amount, lineDate, fc.constantFrom(1, 2)).map(([a, d, n]) => `YNAB:${a}:${d}:${n}`);

function ledgerTx(
  id: string,
  on: string,
  amount: number,
  cleared: string,
  kind: string,
  payee_name: string | null,
  import_id: string | null,
): Tx {
  const transfer = kind === 'transfer';
  const t = tx({
    id,
    date: on,
    amount,
    cleared,
    payee_name: transfer ? 'Transfer : Savings' : payee_name,
    transfer_account_id: transfer ? 'acc-savings' : null,
    is_split: kind === 'split',
    import_id,
  });
  return { ...t, account_id: 'acc-checking', deleted: false };
}

/** Transactions the statement may not show: ids by position, the import ids made unique later. */
const others = fc
  .array(
    fc.record({
      date,
      amount,
      payee_name: fc.option(payee, { nil: null }),
      cleared: fc.constantFrom('uncleared', 'cleared', 'reconciled'),
      kind: fc.constantFrom('plain', 'plain', 'plain', 'transfer', 'split'),
      import_id: fc.option(importIdPool, { nil: null, freq: 3 }),
    }),
    { maxLength: 25 },
  )
  .map((rs) => rs.map((r, i): Tx => ledgerTx(`tx-${i}`, r.date, r.amount, r.cleared, r.kind, r.payee_name, r.import_id)));
const lines = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 25 })
  .chain((ns) =>
    fc.tuple(
      ...ns.map((n) =>
        fc.record({ line: fc.constant(n), date: lineDate, amount, payee, memo: fc.constantFrom('', 'CB CARREFOUR', 'ref 42') }),
      ),
    ),
  )
  .map((ls) => keyLines(ls.map((l) => line(l))));

/**
 * The ledger as a bank's customer keeps it: for most lines a transaction of the same entry (dated within the
 * lag, its amount exact or off by a fee, some created by an earlier run and so carrying the line's import
 * id), among others the statement does not show.
 */
const kept = (ls: readonly KeyedLine[]) =>
  fc
    .tuple(
      fc.tuple(
        ...ls.map((l) =>
          fc
            .record({
              of: fc.constantFrom('none', 'exact', 'exact', 'fee', 'linked', 'linked-edited'),
              gap: fc.integer({ min: -8, max: 4 }),
              fee: fc.constantFrom(-50, 50, -1000),
              cleared: fc.constantFrom('uncleared', 'cleared', 'reconciled'),
              kind: fc.constantFrom('plain', 'plain', 'plain', 'transfer', 'split'),
              payee: fc.option(payee, { nil: null }),
            })
            .map((r): Tx[] => {
              if (r.of === 'none') return [];
              const exact = r.of === 'exact' || r.of === 'linked';
              const linked = r.of === 'linked' || r.of === 'linked-edited';
              return [
                ledgerTx(
                  `tx-l${l.line}`,
                  addDays(l.date, r.gap)!,
                  exact ? l.amount : l.amount + r.fee,
                  r.cleared,
                  r.kind,
                  r.payee ?? l.payee,
                  linked ? l.import_id : null,
                ),
              ];
            }),
        ),
      ),
      others,
    )
    .map(([own, rest]) => {
      // YNAB keeps import ids unique within an account.
      const held = new Set(own.flat().flatMap((t) => t.import_id ?? []));
      const unique = (t: Tx): Tx => {
        if (t.import_id === null) return t;
        if (held.has(t.import_id)) return { ...t, import_id: null };
        held.add(t.import_id);
        return t;
      };
      return [...own.flat(), ...rest.map(unique)];
    });
/** The closing balance: none, the one the plan reaches (so that it agrees), or off from it. */
const closing = fc.oneof(
  fc.constant<'none'>('none'),
  fc.constant<'agrees'>('agrees'),
  fc.integer({ min: -5000, max: 5000 }).filter((d) => d !== 0),
);
const scenario = lines.chain((ls) => fc.record({ lines: fc.constant(ls), ledger: kept(ls), closing, fix_amounts: fc.boolean() }));

function plan(ls: readonly KeyedLine[], txs: readonly Tx[], close: 'none' | 'agrees' | number, fix_amounts: boolean): StatementPlan {
  const match = matchStatement(ls, txs, PERIOD, DEFAULT_MATCH_OPTIONS);
  const base = { account_id: 'acc-checking', account: 'Checking', period: PERIOD, match, transactions: txs, fix_amounts, digits: 2 };
  const reached = planStatement({ ...base, closing: null }).balance.ynab;
  return planStatement({ ...base, closing: close === 'none' ? null : close === 'agrees' ? reached : reached + close });
}

/** What YNAB holds once the plan is applied: the PATCH on the ledger, then the POST's transactions (ids new-0, new-1, …). */
function applied(p: StatementPlan, txs: readonly Tx[]): Tx[] {
  const patch = new Map(statementPatch(p.changes).map((c) => [c.id, c]));
  const changed = txs.map((t) => {
    const c = patch.get(t.id);
    return c === undefined ? t : { ...t, cleared: c.cleared, amount: c.amount ?? t.amount };
  });
  const created = p.newTransactions.map(
    (n, i): Tx => ({
      ...tx({
        id: `new-${i}`,
        date: n.date,
        amount: n.amount,
        payee_name: n.payee_name,
        memo: n.memo,
        cleared: n.cleared,
        import_id: n.import_id,
      }),
      account_id: n.account_id,
      deleted: false,
    }),
  );
  return [...changed, ...created];
}

const isCleared = (state: string) => state === 'cleared' || state === 'reconciled';

describe('planStatement', () => {
  it('announces the cleared balance applying it leaves: the cleared ones to the period’s end, every one it touched (never a low match), the created ones', () => {
    fc.assert(
      fc.property(scenario, ({ lines: ls, ledger: txs, closing: close, fix_amounts }) => {
        const p = plan(ls, txs, close, fix_amounts);
        const match = matchStatement(ls, txs, PERIOD, DEFAULT_MATCH_OPTIONS);
        const sure = match.matched.filter((m) => m.confidence !== 'low');
        const touched = new Set([
          ...sure.map((m) => m.transaction.id),
          ...p.corrections.map((d) => d.transaction.id),
          ...p.newTransactions.map((_, i) => `new-${i}`),
        ]);
        const after = applied(p, txs);
        const sum = after
          .filter((t) => isCleared(t.cleared) && (t.date <= PERIOD.to || touched.has(t.id)))
          .reduce((s, t) => s + t.amount, 0);
        expect(p.balance.ynab).toBe(sum);
        expect(p.balance.difference).toBe(p.balance.statement === null ? null : p.balance.statement - sum);
        // Equal balances reconcile only when nothing is left unsure.
        expect(p.balance.agrees).toBe(
          close === 'agrees' && p.unsure.low.length === 0 && p.unsure.doubtful.length === 0 && !p.unsure.foreign,
        );
      }),
    );
  });

  it("has nothing left to do on a second run after reconciling a disagreement it left (fast-check's counterexample, pinned)", () => {
    // An "Amazon" line 0.05 off a transaction dated before the period, fix_amounts=false, the balances agreeing:
    // the first run reconciles that transaction; the second must still pair the line with it, not create it.
    const ls = keyLines([line({ line: 17, date: '2026-09-02', amount: -2500, payee: 'Amazon' })]);
    const txs: Tx[] = [
      { ...tx({ id: 'tx-0', date: '2026-08-31', amount: -2550, payee_name: 'Amazon' }), account_id: 'acc-checking', deleted: false },
    ];
    const p = plan(ls, txs, 'agrees', false);
    expect(p.balance.agrees).toBe(true);
    const after = applied(p, txs);
    const again = planStatement({
      account_id: 'acc-checking',
      account: 'Checking',
      period: PERIOD,
      closing: p.balance.statement,
      match: matchStatement(ls, after, PERIOD, DEFAULT_MATCH_OPTIONS),
      transactions: after,
      fix_amounts: false,
      digits: 2,
    });
    expect([again.create, again.changes, again.nothing]).toEqual([[], [], true]);
  });

  it('has nothing left to do on a second run', () => {
    fc.assert(
      fc.property(scenario, ({ lines: ls, ledger: txs, closing: close, fix_amounts }) => {
        const p = plan(ls, txs, close, fix_amounts);
        const after = applied(p, txs);
        const match = matchStatement(ls, after, PERIOD, DEFAULT_MATCH_OPTIONS);
        const again = planStatement({
          account_id: 'acc-checking',
          account: 'Checking',
          period: PERIOD,
          closing: p.balance.statement,
          match,
          transactions: after,
          fix_amounts,
          digits: 2,
        });
        // Every line is in YNAB now but those not created: the doubtful ones, and all of a foreign-looking statement.
        const first = matchStatement(ls, txs, PERIOD, DEFAULT_MATCH_OPTIONS);
        expect(match.missing).toEqual(first.missing.filter((l) => !p.create.includes(l)));
        expect(again.changes).toEqual([]);
        expect(again.nothing).toBe(true);
        expect(again.balance).toEqual(p.balance);
      }),
    );
  });

  it('creates with unique import ids YNAB takes, none an existing transaction holds; changes each transaction once, for something; reconciles only when the balances agree', () => {
    fc.assert(
      fc.property(scenario, ({ lines: ls, ledger: txs, closing: close, fix_amounts }) => {
        const p = plan(ls, txs, close, fix_amounts);
        const ids = p.newTransactions.map((n) => n.import_id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.every((id) => id.length <= IMPORT_ID_MAX_LENGTH && /^YNAB:-?\d+:\d{4}-\d{2}-\d{2}:\d+$/.test(id))).toBe(true);
        const held = new Set(txs.map((t) => t.import_id));
        expect(ids.filter((id) => held.has(id))).toEqual([]);
        const changed = p.changes.map((c) => c.id);
        expect(new Set(changed).size).toBe(changed.length);
        expect(p.changes.every((c) => c.cleared_from !== c.cleared_to || c.amount_from !== c.amount_to)).toBe(true);
        if (!p.balance.agrees) {
          expect(p.reconcile).toEqual([]);
          expect(p.newTransactions.every((n) => n.cleared === 'cleared')).toBe(true);
        }
        expect(p.nothing).toBe(p.newTransactions.length === 0 && p.changes.length === 0);
      }),
    );
  });
});

describe('the undo of an applied statement', () => {
  const restore = (check: ReturnType<typeof checkStatementUndo>, after: readonly Tx[]): Tx[] => {
    const back = new Map(check.restores.map((r) => [r.id, r]));
    const deleted = new Set(check.deletions.map((d) => d.transaction_id));
    return after
      .filter((t) => !deleted.has(t.id))
      .map((t) => {
        const r = back.get(t.id);
        return r === undefined ? t : { ...t, cleared: r.cleared, amount: r.amount ?? t.amount };
      });
  };

  it('deletes exactly the created ones and sets every change back, with or without YNAB’s answer', () => {
    fc.assert(
      fc.property(scenario, fc.boolean(), ({ lines: ls, ledger: txs, closing: close, fix_amounts }, lost) => {
        const p = plan(ls, txs, close, fix_amounts);
        const after = applied(p, txs);
        const ids = p.newTransactions.map((_, i) => `new-${i}`);
        // Without the answer, the created ones are looked for by what the journal says was sent.
        const details = lost ? p.details : { ...p.details, transaction_ids: ids, created: statementCreated(ids, p.newTransactions) };
        const check = checkStatementUndo(details, after, lost, new Set());
        expect(check.deletions.map((d) => d.transaction_id).sort()).toEqual([...ids].sort());
        expect(check.restores.map((r) => r.id)).toEqual(p.changes.map((c) => c.id));
        expect([check.conflicts, check.unlisted, check.notApplied]).toEqual([[], 0, 0]);
        expect(restore(check, after)).toEqual(txs);
      }),
    );
  });

  it('leaves a transaction edited since as a conflict, and sets the rest back', () => {
    fc.assert(
      fc.property(
        scenario.filter(({ lines: ls }) => ls.length > 0),
        fc.nat(),
        fc.constantFrom('amount', 'cleared', 'deleted'),
        (s, pick, field) => {
          const p = plan(s.lines, s.ledger, s.closing, s.fix_amounts);
          const ids = p.newTransactions.map((_, i) => `new-${i}`);
          const touched = [...p.changes.map((c) => c.id), ...ids];
          fc.pre(touched.length > 0);
          const edited = touched[pick % touched.length]!;
          const after = applied(p, s.ledger).map((t) => {
            if (t.id !== edited) return t;
            if (field === 'amount') return { ...t, amount: t.amount + 1 };
            if (field === 'deleted') return { ...t, deleted: true };
            return { ...t, cleared: t.cleared === 'uncleared' ? 'cleared' : 'uncleared' };
          });
          const details = { ...p.details, transaction_ids: ids, created: statementCreated(ids, p.newTransactions) };
          const check = checkStatementUndo(details, after, false, new Set());
          // A created one's state is no part of what it was created with: only its amount or deletion conflicts.
          const conflicts = edited.startsWith('new-') && field === 'cleared' ? [] : [edited];
          expect(check.conflicts).toEqual(conflicts);
          expect(check.restores.map((r) => r.id)).toEqual(p.changes.map((c) => c.id).filter((id) => !conflicts.includes(id)));
          expect(check.deletions.map((d) => d.transaction_id).sort()).toEqual(ids.filter((id) => !conflicts.includes(id)).sort());
        },
      ),
    );
  });
});
