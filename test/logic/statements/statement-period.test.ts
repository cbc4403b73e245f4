// statementPeriod (src/logic/statements/statement-period.ts): the declared period widened to hold every
// line, the lines' own first and last dates without one, and the 400-day limit.
import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_DAYS, statementPeriod } from '../../../src/logic/statements/statement-period.ts';
import type { Statement } from '../../../src/logic/statements/statement.ts';
import { bareStatement, line } from './builders.ts';

const statement = (period: Statement['period'], ...dates: string[]): Statement =>
  bareStatement(
    dates.map((date, i) => line({ line: i + 1, date, amount: -1000 })),
    { format: 'ofx', period },
  );

describe('statementPeriod', () => {
  it('is the first and last lines’ dates when the file declares none, whatever their order', () => {
    expect(statementPeriod(statement(null, '2026-09-14', '2026-09-02', '2026-09-28'))).toEqual({
      ok: true,
      from: '2026-09-02',
      to: '2026-09-28',
    });
    expect(statementPeriod(statement(null, '2026-09-14'))).toEqual({ ok: true, from: '2026-09-14', to: '2026-09-14' });
  });

  it('is the declared period when it holds every line, or when there is none', () => {
    const september = { from: '2026-09-01', to: '2026-09-30' };
    expect(statementPeriod(statement(september, '2026-09-14', '2026-09-02'))).toEqual({ ok: true, ...september });
    expect(statementPeriod(statement(september))).toEqual({ ok: true, ...september });
  });

  it('widens a declared period to hold the lines it leaves out, at either end', () => {
    const september = { from: '2026-09-01', to: '2026-09-30' };
    expect(statementPeriod(statement(september, '2026-08-31', '2026-09-10'))).toEqual({ ok: true, from: '2026-08-31', to: '2026-09-30' });
    expect(statementPeriod(statement(september, '2026-09-10', '2026-10-01'))).toEqual({ ok: true, from: '2026-09-01', to: '2026-10-01' });
  });

  it('is empty for a file with neither lines nor a declared period', () => {
    expect(statementPeriod(statement(null))).toEqual({ ok: true, from: '', to: '' });
  });

  it('takes up to 400 days, and refuses one day more, declared or not', () => {
    expect(MAX_STATEMENT_DAYS).toBe(400);
    // 2025-08-23 + 400 days = 2026-09-27.
    expect(statementPeriod(statement(null, '2025-08-23', '2026-09-27'))).toEqual({ ok: true, from: '2025-08-23', to: '2026-09-27' });
    expect(statementPeriod(statement(null, '2025-08-22', '2026-09-27'))).toEqual({
      ok: false,
      error: 'statement_too_long',
      from: '2025-08-22',
      to: '2026-09-27',
    });
    expect(statementPeriod(statement({ from: '2016-01-01', to: '2026-09-30' }, '2026-09-10'))).toEqual({
      ok: false,
      error: 'statement_too_long',
      from: '2016-01-01',
      to: '2026-09-30',
    });
  });
});
