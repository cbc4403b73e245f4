// match_statement in process on the demo plan and its statement (demo/statements/checking-2026-09.csv):
// the story it tells (six lines linked by YNAB's import ids, three hand-entered transactions found despite
// the bank's labels and its lag, two lines missing, one amount off by a fee, one pending and one duplicate
// not on the statement), a quarter's statement paged by cursor (every item once, the low matches first, a
// cursor of another answer refused), every refusal before any request, and a file read only inside the allowed folders.
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errors } from '../../generated/tools/match_statement.ts';
import { demoStatementsDir } from '../../src/config.ts';
import { demoPlan } from '../../src/fake-ynab/demo-plan/plan.ts';
import type { Ledgered } from '../../src/logic/statements/ledger.ts';
import { LISTED } from '../../src/logic/statements/statement-answer.ts';
import { clearedBefore, REDATED_DAYS } from '../../src/tools/statement-match.ts';
import { connectInProcess } from '../helpers/in-process.ts';
import { addTransactions, call, demoTransaction, transactionReads, type Session } from './budget-helpers.ts';
import { sessionPerTest } from './write-clients.ts';
import { perTest } from '../helpers/lifetimes.ts';

const DIR = demoStatementsDir()!;
const DEMO = readFileSync(join(DIR, 'checking-2026-09.csv'), 'utf8');
const ARGS = { plan_id: 'demo-budget', account_id: 'acc-checking' };

const fresh = sessionPerTest();

/** A session whose AVENIR_MCP_STATEMENT_DIRS is `dirs` (empty, as unset, when undefined). */
async function sessionWithDirs(dirs: string | undefined): Promise<Session> {
  const journal = join(mkdtempSync(join(tmpdir(), 'avenir-statement-')), 'journal.jsonl');
  const env = { AVENIR_MCP_STATEMENT_DIRS: dirs ?? '' };
  return { ...(await connectInProcess({ env, journalPath: journal })), journal, asked: [] };
}
const withDirs = perTest(sessionWithDirs, (x: Session) => x.close()).open;

describe('match_statement on the demo statement', () => {
  it('tells its story: matched, missing, the fee, the pending and the duplicate, and the balance check', async () => {
    const s = await fresh.open();
    const { result, isError, text, sent } = await call(s, 'match_statement', { ...ARGS, content: DEMO });
    expect(isError, text).toBe(false);
    expect(sent).toEqual(['GET /plans/demo-budget/accounts', 'GET /plans/demo-budget/transactions', 'GET /plans']);
    expect(result.statement).toEqual({
      format: 'csv',
      account: '00012345678',
      currency: null,
      from: '2026-09-01',
      to: '2026-09-24',
      opening_balance: 4953.87,
      closing_balance: 3659.72,
      date_format: 'DD/MM/YYYY',
      notes: ['Dates read as DD/MM/YYYY: ‘15/09/2026’ on line 7 fits no other order.'],
    });
    const matched = result.matched as { line: number; transaction_id: string; confidence: string; cleared: string }[];
    expect(matched.map((m) => [m.transaction_id, m.confidence])).toEqual([
      ['tx-045', 'linked'],
      ['tx-046', 'linked'],
      ['tx-047', 'linked'],
      ['tx-048', 'linked'],
      ['tx-049', 'linked'],
      ['tx-050', 'linked'],
      ['tx-052', expect.stringMatching(/^(high|medium)$/)],
      ['tx-053', expect.stringMatching(/^(high|medium)$/)],
      ['tx-055', expect.stringMatching(/^(high|medium)$/)],
    ]);
    expect(result.missing).toEqual([
      {
        line: 13,
        date: '2026-09-22',
        amount: -12.8,
        payee: 'CB PHARMACIE CENTRALE FACT 220926 525130******1',
        memo: '',
        import_id: 'YNAB:-12800:2026-09-22:1',
      },
      {
        line: 16,
        date: '2026-09-24',
        amount: 35,
        payee: 'VIR SEPA MUTUELLE SANTE REMBOURSEMENT',
        memo: '',
        import_id: 'YNAB:35000:2026-09-24:1',
      },
    ]);
    expect(result.disagreements).toEqual([
      {
        line: 15,
        date: '2026-09-24',
        amount: -89.5,
        payee: 'CB CHEZ LUCIE FACT 220926 525130******1',
        transaction_id: 'tx-054',
        transaction_amount: -88,
        difference: -1.5,
      },
    ]);
    expect(result.extra).toEqual([
      {
        transaction_id: 'tx-051',
        date: '2026-09-19',
        amount: -71.86,
        payee: 'CB MARKET FRESH FACT 190926 525130******1',
        cleared: 'cleared',
      },
      { transaction_id: 'tx-056', date: '2026-09-24', amount: -54.5, payee: 'Sushi Go', cleared: 'uncleared' },
    ]);
    expect(result.duplicates).toEqual([]);
    expect(result.balance).toEqual({ statement: 3659.72, ynab: 3587.86, difference: 71.86, agrees: false });
    expect(result.proposal).toEqual({ create: 2, clear: 4, correct: 1, reconcile: 0 });
    expect(result.message).toContain('would not reconcile');
  });

  it('reads the same statement from its file in the demo folder, by a relative path', async () => {
    const s = await withDirs(DIR);
    const byPath = await call(s, 'match_statement', { ...ARGS, path: 'checking-2026-09.csv' });
    const byContent = await call(s, 'match_statement', { ...ARGS, content: DEMO });
    expect(byPath.isError, byPath.text).toBe(false);
    expect(byPath.result).toEqual(byContent.result);
  });

  it('matches nothing twice when the window is 0 days: the lagged ones become missing and extra', async () => {
    const s = await fresh.open();
    const { result } = await call(s, 'match_statement', { ...ARGS, content: DEMO, days_before: 0 });
    const ids = (result.matched as { transaction_id: string }[]).map((m) => m.transaction_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('tx-052');
    expect((result.extra as { transaction_id: string }[]).map((t) => t.transaction_id)).toContain('tx-052');
  });

  it('follows a mapping when the columns have names it does not know', async () => {
    const s = await fresh.open();
    const odd = 'Quand|Quoi|Combien\n2026-09-22|PHARMACIE|-12.80\n2026-09-21|PRLV SEPA TENNIS CLUB|-22.00\n';
    const refused = await call(s, 'match_statement', { ...ARGS, content: odd });
    expect(refused.isError).toBe(true);
    const { result, isError, text } = await call(s, 'match_statement', {
      ...ARGS,
      content: odd,
      mapping: 'date=Quand, payee=Quoi, amount=3, date_format=YYYY-MM-DD, delimiter=pipe',
    });
    expect(isError, text).toBe(false);
    expect((result.matched as { transaction_id: string }[]).map((m) => m.transaction_id)).toEqual(['tx-052']);
    expect((result.missing as { payee: string }[]).map((m) => m.payee)).toEqual(['PHARMACIE']);
  });
});

/**
 * A quarter of Checking as a bank would export it (2026-06-01 → 2026-09-24): every transaction of the demo's
 * Checking under its own payee, the last five (September's) under labels unlike theirs (matches by the amount
 * alone), but two left out (not on the statement), and 110 purchases YNAB does not have: 162 lines.
 */
function quarter(): string {
  const plan = demoPlan();
  const payee = new Map(plan.payees.map((p) => [p.id, p.name]));
  const own = plan.transactions
    .filter((t) => t.account_id === 'acc-checking' && !t.deleted)
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const kept = own.filter((t) => t.id !== 'tx-010' && t.id !== 'tx-030');
  const rows = kept.map((t, i) => [
    t.date,
    i >= kept.length - 5 ? `ZQX ${i}` : (t.import_payee_name ?? payee.get(t.payee_id ?? '') ?? ''),
    (t.amount / 1000).toFixed(2),
  ]);
  for (let i = 0; i < 110; i++)
    rows.push([
      `2026-${String(6 + (i % 3)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      `NEW SHOP ${i}`,
      (-(1.01 + i * 0.13)).toFixed(2),
    ]);
  rows.sort((a, b) => a[0]!.localeCompare(b[0]!));
  return ['Date;Description;Amount', ...rows.map((r) => r.join(';'))].join('\n');
}

type Item = Record<string, unknown>;
const LISTS = ['matched', 'missing', 'extra', 'disagreements', 'duplicates'] as const;

describe('match_statement pages a long statement', () => {
  const content = quarter();

  /** Every page, following next_cursor from the first. */
  async function pages(): Promise<Record<string, unknown>[]> {
    const all: Record<string, unknown>[] = [];
    let cursor: string | null | undefined;
    do {
      const { result, isError, text, sent } = await call(fresh.s, 'match_statement', { ...ARGS, content, ...(cursor ? { cursor } : {}) });
      expect(isError, text).toBe(false);
      expect(sent.every((r) => r.startsWith('GET '))).toBe(true);
      all.push(result);
      cursor = result.next_cursor as string | null;
      if (cursor !== null) expect(result.message).toContain(`call match_statement again with the same arguments and cursor ‘${cursor}’`);
    } while (cursor !== null && all.length < 10);
    return all;
  }

  it('shows every item of every list exactly once over its pages, and the counts on each', async () => {
    await fresh.open();
    const answers = await pages();
    expect(content.split('\n')).toHaveLength(163);
    expect(answers).toHaveLength(3);
    expect(answers.at(-1)!.message).toContain('This is page 3, the last.');
    const counts = answers[0]!.counts as Record<(typeof LISTS)[number], number>;
    expect(counts.matched + counts.missing + counts.disagreements).toBeGreaterThanOrEqual(160);
    for (const list of LISTS) {
      const items = answers.flatMap((a) => a[list] as Item[]).map((item) => JSON.stringify(item));
      expect(new Set(items).size, list).toBe(items.length);
      expect(items, list).toHaveLength(counts[list]);
      for (const a of answers) {
        expect(a.counts).toEqual(counts);
        expect((a[list] as Item[]).length).toBeLessThanOrEqual(LISTED[list]);
      }
    }
    expect(counts.matched).toBeGreaterThan(LISTED.matched);
    expect(counts.missing).toBeGreaterThan(2 * LISTED.missing);
    expect(answers.map((a) => a.balance)).toEqual(answers.map(() => answers[0]!.balance));
  });

  it('lists every low match on the first page, though in statement order they come after the first page of matched lines', async () => {
    await fresh.open();
    const answers = await pages();
    const matched = answers.flatMap((a) => a.matched as { line: number; confidence: string }[]);
    const low = matched.filter((m) => m.confidence === 'low').map((m) => m.line);
    const lastOfPage = matched.map((m) => m.line).sort((a, b) => a - b)[LISTED.matched - 1]!;
    expect(low.length).toBeGreaterThan(0);
    expect(low.some((line) => line > lastOfPage)).toBe(true);
    expect(
      (answers[0]!.matched as { line: number; confidence: string }[]).filter((m) => m.confidence === 'low').map((m) => m.line),
    ).toEqual(low);
    expect(answers[0]!.message).toContain('(confidence low) and would not be marked cleared');
  });

  it('refuses a cursor it did not issue, before any request', async () => {
    const s = await fresh.open();
    for (const cursor of ['page-2', 'cGFnZToxOjAxMjM0NTY3ODlhYg=', 'x'.repeat(100)]) {
      const { isError, text, sent } = await call(s, 'match_statement', { ...ARGS, content, cursor });
      expect(isError).toBe(true);
      expect(text).toBe(errors.badCursor({ cursor }).message);
      expect(sent).toEqual([]);
    }
  });

  it('refuses a cursor issued for another statement, or before YNAB changed, and changes nothing', async () => {
    const s = await fresh.open();
    const first = await call(s, 'match_statement', { ...ARGS, content });
    const cursor = first.result.next_cursor as string;
    const other = await call(s, 'match_statement', { ...ARGS, content: content.split('\n').slice(0, -1).join('\n'), cursor });
    expect(other.isError).toBe(true);
    expect(other.text).toBe(errors.staleCursor({ cursor }).message);
    expect(other.text).toContain('Call match_statement again without cursor');
    expect(other.sent.every((r) => r.startsWith('GET '))).toBe(true);
    s.fake.mutate('demo-budget', (plan) => {
      plan.transactions.find((t) => t.id === 'tx-051')!.deleted = true;
    });
    const changed = await call(s, 'match_statement', { ...ARGS, content, cursor });
    expect(changed.text).toBe(errors.staleCursor({ cursor }).message);
    // With the same statement and YNAB as it was, the cursor still gives the next page.
    s.fake.mutate('demo-budget', (plan) => {
      plan.transactions.find((t) => t.id === 'tx-051')!.deleted = false;
    });
    expect((await call(s, 'match_statement', { ...ARGS, content, cursor })).isError).toBe(false);
  });
});

describe('match_statement refuses, before any request', () => {
  const cases: [string, Record<string, unknown>, RegExp][] = [
    ['no source', {}, /exactly one of content/],
    ['both sources', { content: DEMO, path: 'checking-2026-09.csv' }, /exactly one of content/],
    ['a bad mapping', { content: DEMO, mapping: 'colour=blue' }, /mapping ‘colour=blue’ cannot be read: ‘colour’ is not a key/],
    [
      'an unreadable row',
      { content: 'Date;Libellé;Montant\n31/13/2026;X;-1,00\n' },
      /could not be read, nothing was changed\. Line 2, column 1: /,
    ],
    ['an empty statement', { content: 'Date;Libellé;Montant\n' }, /could not be read, nothing was changed\. Line /],
    [
      'a period over 400 days',
      { content: 'Date;Libellé;Montant\n01/01/2024;A;-1,00\n01/06/2025;B;-2,00\n' },
      /runs from 2024-01-01 to 2025-06-01, more than 400 days/,
    ],
  ];
  it.each(cases)('%s', async (_what, extra, message) => {
    const s = await fresh.open();
    const { isError, text, sent } = await call(s, 'match_statement', { ...ARGS, ...extra });
    expect(isError).toBe(true);
    expect(text).toMatch(message);
    expect(sent).toEqual([]);
  });

  it('an account that is not in the plan, once the plan is read', async () => {
    const s = await fresh.open();
    const { isError, text } = await call(s, 'match_statement', { ...ARGS, account_id: 'acc-nowhere', content: DEMO });
    expect(isError).toBe(true);
    expect(text).toContain('Account id(s) acc-nowhere are not open accounts of this plan');
  });
});

describe('match_statement reads files only inside AVENIR_MCP_STATEMENT_DIRS', () => {
  const root = mkdtempSync(join(tmpdir(), 'avenir-dirs-'));
  const allowed = join(root, 'allowed');
  const elsewhere = join(root, 'elsewhere');
  mkdirSync(allowed);
  mkdirSync(elsewhere);
  writeFileSync(join(allowed, 'ok.csv'), DEMO);
  writeFileSync(join(elsewhere, 'secret.csv'), DEMO);
  symlinkSync(join(elsewhere, 'secret.csv'), join(allowed, 'link.csv'));
  symlinkSync(elsewhere, join(allowed, 'sub'));
  writeFileSync(join(allowed, 'huge.csv'), 'x'.repeat(2_000_001));

  it('refuses any path while the variable is unset, naming it', async () => {
    const s = await withDirs(undefined);
    const { isError, text, sent } = await call(s, 'match_statement', { ...ARGS, path: join(allowed, 'ok.csv') });
    expect(isError).toBe(true);
    expect(text).toContain('AVENIR_MCP_STATEMENT_DIRS names no folder');
    expect(sent).toEqual([]);
  });

  it.each([
    ['a file elsewhere', join(elsewhere, 'secret.csv'), 'is not inside a folder AVENIR_MCP_STATEMENT_DIRS allows'],
    ['a way up with ..', '../elsewhere/secret.csv', 'is not inside a folder AVENIR_MCP_STATEMENT_DIRS allows'],
    ['a link to a file elsewhere', 'link.csv', 'is not inside a folder AVENIR_MCP_STATEMENT_DIRS allows'],
    ['a file under a linked folder', 'sub/secret.csv', 'is not inside a folder AVENIR_MCP_STATEMENT_DIRS allows'],
    ['a missing file', 'nothing.csv', 'No statement file at nothing.csv'],
    ['a folder', '.', 'No statement file at .'],
    ['a file too large', 'huge.csv', 'The statement is 2,000,001 bytes, more than the 2,000,000 avenir-mcp reads'],
  ])('refuses %s', async (_what, path, message) => {
    const s = await withDirs(allowed);
    const { isError, text, sent } = await call(s, 'match_statement', { ...ARGS, path });
    expect(isError).toBe(true);
    expect(text).toContain(message);
    expect(sent).toEqual([]);
  });

  it('reads a file inside, by an absolute path too', async () => {
    const s = await withDirs(allowed);
    const { isError, text } = await call(s, 'match_statement', { ...ARGS, path: join(allowed, 'ok.csv') });
    expect(isError, text).toBe(false);
  });
});

// What the statement tools read of YNAB (issue #27, 8): not the account's whole history but the transactions a
// line may pair with and a year before them (a created transaction redated since is still found by its import
// id); older ones count through the account's cleared balance (apply_statement's test: and balances that agree
// read the whole history, so that every cleared transaction up to the period's end is reconciled).
const ledgered = (id: string, date: string, amount: number, cleared: string): Ledgered => ({
  id,
  account_id: 'acc-1',
  date,
  amount,
  payee_name: 'Shop',
  memo: null,
  cleared,
  import_id: null,
  transfer_account_id: null,
  is_split: false,
  category_id: null,
  category_name: null,
  deleted: false,
});

describe('clearedBefore', () => {
  const window = [
    ledgered('a', '2026-09-02', -10_000, 'cleared'),
    ledgered('b', '2026-09-03', -5_000, 'reconciled'),
    ledgered('c', '2026-09-04', -2_000, 'uncleared'),
  ];

  it('is the cleared balance the window does not hold', () => {
    // Cleared 100.00 in all: 115.00 of it before the window (the uncleared −2.00 counts in no cleared balance).
    expect(clearedBefore(window, { cleared_balance: 100_000 })).toBe(115_000);
    expect(clearedBefore(window, { cleared_balance: -15_000 })).toBe(0);
  });

  it('is 0 when no cleared balance is given (a stand-in for YNAB that gives the whole history)', () => {
    expect(clearedBefore(window, {} as { cleared_balance: number })).toBe(0);
  });
});

describe('what match_statement reads', () => {
  const WITH_DEMO = { ...ARGS, content: DEMO };

  it('the transactions from a year before the match window (its first month), and count older ones through the cleared balance', async () => {
    const s = await fresh.open();
    const before = await call(s, 'match_statement', WITH_DEMO);
    // 2026-09-01 less 7 days less a year is 2025-08-25: the client's window starts the month before.
    expect(REDATED_DAYS).toBe(366);
    expect(transactionReads(s.fake)).toEqual(['2025-07-01']);
    addTransactions(
      s.fake,
      demoTransaction('tx-old-1', { date: '2024-02-10', amount: -100_000, cleared: 'reconciled' }),
      demoTransaction('tx-old-2', { date: '2025-03-10', amount: -20_000, cleared: 'uncleared' }),
    );
    const after = await call(s, 'match_statement', WITH_DEMO);
    expect(after.isError, after.text).toBe(false);
    expect(transactionReads(s.fake)).toEqual(['2025-07-01']);
    // The reconciled −100.00 of 2024 lowers the cleared balance; the uncleared −20.00 of 2025 counts in none.
    expect(before.result.balance).toEqual({ statement: 3659.72, ynab: 3587.86, difference: 71.86, agrees: false });
    expect(after.result.balance).toEqual({ statement: 3659.72, ynab: 3487.86, difference: 171.86, agrees: false });
    expect(after.result.counts).toEqual(before.result.counts);
  });

  it('a transaction created from a line and redated by up to a year is still that line', async () => {
    const s = await fresh.open();
    const preview = await call(s, 'apply_statement', WITH_DEMO);
    await call(s, 'apply_statement', { ...WITH_DEMO, confirmation: preview.result.confirmation });
    // The pharmacy's line (2026-09-22) created, then dated a wrong year by hand.
    s.fake.mutate(
      'demo-budget',
      (plan) => void (plan.transactions.find((t) => t.import_id === 'YNAB:-12800:2026-09-22:1')!.date = '2025-09-22'),
    );
    const matched = await call(s, 'match_statement', WITH_DEMO);
    const pairs = matched.result.matched as { line: number; transaction_date: string; confidence: string }[];
    expect(pairs.find((m) => m.line === 13)).toMatchObject({ transaction_date: '2025-09-22', confidence: 'linked' });
    expect(matched.result.missing).toEqual([]);
  });
});
