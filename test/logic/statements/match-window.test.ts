// matchCandidates: the period widened by the window, plus whatever carries one of the lines' import ids.
import { describe, expect, it } from 'vitest';
import { matchCandidates } from '../../../src/logic/statements/match-window.ts';
import type { KeyedLine, LedgerTransaction } from '../../../src/logic/statements/match-types.ts';

const tx = (id: string, date: string, import_id: string | null = null): LedgerTransaction => ({
  id,
  date,
  amount: -1000,
  payee_name: 'X',
  memo: null,
  cleared: 'cleared',
  import_id,
  transfer_account_id: null,
  is_split: false,
});
const line: KeyedLine = {
  line: 2,
  date: '2026-09-10',
  amount: -1000,
  payee: 'X',
  memo: '',
  bank_id: null,
  import_id: 'YNAB:-1000:2026-09-10:1',
};

describe('matchCandidates', () => {
  it('keeps the widened period and the linked, whatever their date', () => {
    const all = [
      tx('early', '2026-08-24'),
      tx('first', '2026-08-25'),
      tx('last', '2026-09-23'),
      tx('late', '2026-09-24'),
      tx('linked', '2020-01-01', line.import_id),
      tx('other', '2020-01-01', 'YNAB:1:2020-01-01:1'),
    ];
    const kept = matchCandidates([line], all, { from: '2026-09-01', to: '2026-09-20' }, { days_before: 7, days_after: 3 });
    expect(kept.map((t) => t.id)).toEqual(['first', 'last', 'linked']);
  });

  it('reaches back to the first day when the window runs before year 1', () => {
    const kept = matchCandidates([], [tx('a', '0001-01-01')], { from: '0001-01-02', to: '0001-01-02' }, { days_before: 7, days_after: 0 });
    expect(kept.map((t) => t.id)).toEqual(['a']);
  });

  it('keeps everything from the first representable day when the window runs before year 0000', () => {
    const all = [tx('first', '0000-01-01'), tx('in', '0000-01-05'), tx('after', '0000-01-06')];
    const kept = matchCandidates([], all, { from: '0000-01-03', to: '0000-01-03' }, { days_before: 7, days_after: 2 });
    expect(kept.map((t) => t.id)).toEqual(['first', 'in']);
  });

  it("keeps up to the calendar's last day when the window runs past year 9999", () => {
    const all = [tx('before', '9999-12-22'), tx('from', '9999-12-23'), tx('last', '9999-12-31')];
    const kept = matchCandidates([], all, { from: '9999-12-30', to: '9999-12-30' }, { days_before: 7, days_after: 3 });
    expect(kept.map((t) => t.id)).toEqual(['from', 'last']);
  });
});
