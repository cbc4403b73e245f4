// Properties of src/logic/accounts/account-rows.ts: rows are the non-deleted accounts, in order, amounts converted exactly.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { accountRows, utcDate } from '../../../src/logic/accounts/account-rows.ts';
import { fromMilli } from '../../../src/logic/core/money.ts';
import { untrusted } from '../../../src/logic/core/untrusted.ts';

const amount = fc.integer({ min: -1e12, max: 1e12 });
const instant = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true });

const account: fc.Arbitrary<Parameters<typeof accountRows>[0][number]> = fc.record(
  {
    id: fc.uuid(),
    name: fc.string({ unit: 'binary' }),
    type: fc.constantFrom('checking', 'savings', 'creditCard', 'autoLoan'),
    on_budget: fc.boolean(),
    closed: fc.boolean(),
    deleted: fc.boolean(),
    balance: amount,
    cleared_balance: amount,
    uncleared_balance: amount,
    direct_import_linked: fc.boolean(),
    direct_import_in_error: fc.boolean(),
    last_reconciled_at: fc.option(
      instant.map((d) => d.toISOString()),
      { nil: null },
    ),
  },
  { requiredKeys: ['id', 'name', 'type', 'on_budget', 'closed', 'deleted', 'balance', 'cleared_balance', 'uncleared_balance'] },
);

describe('accountRows', () => {
  it('keeps the non-deleted accounts, in order, converted exactly', () => {
    fc.assert(
      fc.property(fc.array(account, { maxLength: 20 }), (accounts) => {
        const kept = accounts.filter((a) => !a.deleted);
        const rows = accountRows(accounts);
        return (
          rows.length === kept.length &&
          rows.every((r, i) => {
            const a = kept[i]!;
            return (
              r.id === a.id &&
              r.name === untrusted(a.name) &&
              r.closed === a.closed &&
              r.on_budget === a.on_budget &&
              r.balance === fromMilli(a.balance) &&
              r.cleared_balance === fromMilli(a.cleared_balance) &&
              r.uncleared_balance === fromMilli(a.uncleared_balance) &&
              (r.bank_link === 'none') === (a.direct_import_linked !== true) &&
              (r.bank_link === 'broken') === (a.direct_import_linked === true && a.direct_import_in_error === true)
            );
          })
        );
      }),
    );
  });
});

describe('utcDate', () => {
  it('is the UTC date of the instant, whatever offset it is written with', () => {
    const offset = fc.integer({ min: -14 * 60, max: 14 * 60 });
    fc.assert(
      fc.property(instant, offset, (d, minutes) => {
        // Write the same instant in local time at the given offset.
        const local = new Date(d.getTime() + minutes * 60_000).toISOString().slice(0, 19);
        const sign = minutes < 0 ? '-' : '+';
        const abs = Math.abs(minutes);
        const text = `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
        return utcDate(text) === d.toISOString().slice(0, 10);
      }),
    );
  });
});
