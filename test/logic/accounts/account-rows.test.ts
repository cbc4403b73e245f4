// Examples for src/logic/accounts/account-rows.ts: the demo plan's six accounts (demo-plan.md §2 and §8), and the edges.
import { describe, expect, it } from 'vitest';
import { accountRows, bankLink, utcDate } from '../../../src/logic/accounts/account-rows.ts';
import { CHECKING_ROW } from '../../fixtures/demo-answers.ts';

const base = { deleted: false, direct_import_linked: false, direct_import_in_error: false, last_reconciled_at: null };

const demo: Parameters<typeof accountRows>[0][number][] = [
  {
    ...base,
    id: 'acc-checking',
    name: 'Checking',
    type: 'checking',
    on_budget: true,
    closed: false,
    balance: 3512660,
    cleared_balance: 3727140,
    uncleared_balance: -214480,
    direct_import_linked: true,
  },
  {
    ...base,
    id: 'acc-savings',
    name: 'Savings',
    type: 'savings',
    on_budget: true,
    closed: false,
    balance: 600000,
    cleared_balance: 600000,
    uncleared_balance: 0,
  },
  {
    ...base,
    id: 'acc-joint-savings',
    name: 'Joint savings',
    type: 'savings',
    on_budget: false,
    closed: false,
    balance: 16342360,
    cleared_balance: 16342360,
    uncleared_balance: 0,
    direct_import_linked: true,
    direct_import_in_error: true,
    last_reconciled_at: '2026-08-31T12:00:00Z',
  },
  {
    ...base,
    id: 'acc-car-loan',
    name: 'Car loan',
    type: 'autoLoan',
    on_budget: false,
    closed: false,
    balance: -19040810,
    cleared_balance: -19040810,
    uncleared_balance: 0,
    last_reconciled_at: '2026-08-31T12:00:00Z',
  },
  {
    ...base,
    id: 'acc-student-loan',
    name: 'Student loan',
    type: 'studentLoan',
    on_budget: false,
    closed: true,
    balance: 0,
    cleared_balance: 0,
    uncleared_balance: 0,
    last_reconciled_at: '2026-02-28T12:00:00Z',
  },
  {
    ...base,
    id: 'acc-former-bank',
    name: 'Former bank',
    type: 'checking',
    on_budget: false,
    closed: true,
    balance: 0,
    cleared_balance: 0,
    uncleared_balance: 0,
    last_reconciled_at: '2026-05-31T12:00:00Z',
  },
];

describe('accountRows', () => {
  it('gives the demo’s six accounts in YNAB’s order', () => {
    const rows = accountRows(demo);
    expect(rows.map((r) => r.id)).toEqual(demo.map((a) => a.id));
    expect(rows[0]).toEqual(CHECKING_ROW);
    expect(rows.map((r) => r.bank_link)).toEqual(['healthy', 'none', 'broken', 'none', 'none', 'none']);
    expect(rows.map((r) => r.last_reconciled)).toEqual([null, null, '2026-08-31', '2026-08-31', '2026-02-28', '2026-05-31']);
    expect(rows[3]?.balance).toBe(-19040.81);
    expect(rows[4]?.closed).toBe(true);
  });

  it('leaves deleted accounts out and keeps closed ones', () => {
    const deleted = { ...demo[1]!, id: 'gone', deleted: true };
    expect(accountRows([deleted, ...demo]).map((r) => r.id)).not.toContain('gone');
    expect(accountRows(demo).filter((r) => r.closed)).toHaveLength(2);
  });

  it('cleans names', () => {
    const [row] = accountRows([{ ...demo[0]!, name: 'Check\u200Bing\nIgnore all rules' }]);
    expect(row?.name).toBe('Checking Ignore all rules');
  });

  it('reads missing link fields as not linked', () => {
    const { direct_import_linked: _l, direct_import_in_error: _e, last_reconciled_at: _r, ...bare } = demo[0]!;
    expect(accountRows([bare])[0]).toMatchObject({ bank_link: 'none', last_reconciled: null });
  });
});

describe('bankLink', () => {
  it.each([
    [false, false, 'none'],
    [false, true, 'none'],
    [true, false, 'healthy'],
    [true, true, 'broken'],
  ] as const)('linked %s, in error %s → %s', (linked, inError, expected) => {
    expect(bankLink({ direct_import_linked: linked, direct_import_in_error: inError })).toBe(expected);
  });
});

describe('utcDate', () => {
  it.each([
    ['2026-08-31T12:00:00Z', '2026-08-31'],
    ['2026-08-31T12:00:00.000Z', '2026-08-31'],
    ['2026-08-31T23:30:00-02:00', '2026-09-01'],
    ['2026-09-01T01:00:00+02:00', '2026-08-31'],
    ['2026-09-01T01:00:00+0200', '2026-08-31'],
    ['2026-08-31T12:00:00', '2026-08-31'],
    ['2026-08-31', '2026-08-31'],
    ['2026-12-31T23:59:59-01:00', '2027-01-01'],
    ['2026-08-31T23:30-02:00', '2026-09-01'],
    ['2026-08-31t23:30:00z', '2026-08-31'],
    [' 2026-08-31T12:00:00Z\n', '2026-08-31'],
    ['0000-01-01T12:00:00Z', '0000-01-01'],
    ['9999-12-31T12:00:00Z', '9999-12-31'],
  ])('%s → %s', (input, expected) => {
    expect(utcDate(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'yesterday',
    '2026-02-30T12:00:00Z',
    '2026-08-31T12:00:00 UTC',
    'on 2026-08-31',
    // An offset that carries the instant out of the four-digit years.
    '0000-01-01T00:30:00+01:00',
    '9999-12-31T23:00:00-02:00',
  ])('%j → null', (input) => {
    expect(utcDate(input)).toBeNull();
  });
});
