// What #27 added around the parsers, beside them: the mapping's balance=none and its advice for a key named as
// the reader's field (amount_column), the decimal-mark refusal of a file no amount showed its mark in, and the
// answer saying how the dates were read.
import { describe, expect, it } from 'vitest';
import { readMapping } from '../../../../src/logic/statements/mapping-text.ts';
import { checkStatementDecimals } from '../../../../src/logic/statements/statement-decimals.ts';
import { shownMatch } from '../../../../src/logic/statements/statement-answer.ts';
import type { StatementPlan } from '../../../../src/logic/statements/statement-plan.ts';
import { bareStatement, line, matchResult } from '../builders.ts';

const statement = (...amounts: number[]) => bareStatement(amounts.map((amount, i) => line({ line: i + 2, date: '2026-09-01', amount })));

describe('readMapping (#27)', () => {
  it('reads balance=none, in any case, as leaving the balances out', () => {
    expect(readMapping('balance=none')).toStrictEqual({ ok: true, mapping: { balance_column: null } });
    expect(readMapping('Balance = NONE, amount=3')).toStrictEqual({ ok: true, mapping: { balance_column: null, amount_column: 3 } });
    expect(readMapping('balance=None of it')).toStrictEqual({ ok: true, mapping: { balance_column: 'None of it' } });
    expect(readMapping('payee=none')).toStrictEqual({ ok: true, mapping: { payee_column: 'none' } });
  });

  it("answers a key named as the reader's field with the key to write, whatever its value", () => {
    expect(readMapping('amount_column=Combien')).toStrictEqual({
      ok: false,
      text: 'amount_column=Combien',
      what: '‘amount_column’ is not a key: write amount=Combien',
    });
    expect(readMapping('debit_column=4, credit_column=5')).toMatchObject({ what: '‘debit_column’ is not a key: write debit=4' });
    expect(readMapping('date_column=')).toMatchObject({ what: '‘date_column’ is not a key: write date=' });
    // Not a column's key with _column after it: the usual answer.
    for (const key of ['colour_column', 'constructor_column', '_column', 'date_format_column'])
      expect(readMapping(`${key}=1`)).toMatchObject({ what: expect.stringMatching(/is not a key \(use /u) });
  });
});

describe('checkStatementDecimals (#27: a German yen file)', () => {
  it('says the mark may group thousands when no amount showed it, and the currency is wrong when one did', () => {
    const unshown = { ...statement(-1_234, -500_000), decimal: { mark: '.' as const, shown: false } };
    expect(checkStatementDecimals(unshown, 0)).toEqual({
      ok: false,
      error: 'statement_decimal_mark',
      line: 2,
      amount: '-1.234',
      decimals: 0,
    });
    expect(checkStatementDecimals({ ...unshown, decimal: { mark: '.', shown: true } }, 0)).toEqual({
      ok: false,
      error: 'statement_decimals',
      line: 2,
      amount: '-1.234',
      decimals: 0,
    });
    expect(checkStatementDecimals(statement(-1_234), 0)).toMatchObject({ error: 'statement_decimals' });
    expect(checkStatementDecimals(unshown, 3)).toEqual({ ok: true });
  });
});

describe('shownMatch (#27)', () => {
  const match = matchResult({});
  const plan = {
    balance: { statement: null, ynab: 0, difference: null, agrees: false },
    create: [],
    clear: [],
    corrections: [],
    reconcile: [],
  } as unknown as StatementPlan;
  const period = { from: '2026-09-01', to: '2026-09-30' };

  it('shows the date order and the notes, cleaned, when the file had to be read so; neither for OFX or CAMT', () => {
    const read = {
      ...statement(),
      date_format: 'DD/MM/YYYY',
      notes: ["Dates read as DD/MM/YYYY: the header is Monzo's.", `a\u202Eb ${'x'.repeat(400)}`],
    };
    const shown = shownMatch(read, period, match, plan).statement;
    expect(shown).toMatchObject({ date_format: 'DD/MM/YYYY' });
    expect(shown.notes![0]).toBe("Dates read as DD/MM/YYYY: the header is Monzo's.");
    expect(Array.from(shown.notes![1]!)).toHaveLength(300);
    expect(shown.notes![1]!.startsWith('ab x')).toBe(true);
    const bare = shownMatch({ ...statement(), format: 'ofx' }, period, match, plan).statement;
    expect('date_format' in bare || 'notes' in bare).toBe(false);
  });
});
