// src/logic/writes/sent-transactions.ts: what the journal announces of new transactions before their POST, and how
// undo finds them again when YNAB's answer (their ids) was lost — never a transaction that was there before,
// a bank's import, one another operation created, nor one of more look-alikes than were sent.
import { describe, expect, it } from 'vitest';
import {
  findSent,
  memoDigest,
  parseSent,
  sameCategory,
  sentJournal,
  type SentTransaction,
  type SentCandidate,
} from '../../../src/logic/writes/sent-transactions.ts';

const LUCIE: SentTransaction = {
  date: '2026-09-24',
  amount: -12000,
  payee_name: 'Chez Lucie',
  memo_digest: memoDigest('dinner'),
  category_id: 'cat-restaurants',
};
const KIOSK: SentTransaction = { date: '2026-09-23', amount: -3500, payee_name: 'Kiosk', memo_digest: null, category_id: null };

const tx = (id: string, s: SentTransaction, more: Partial<SentCandidate> = {}): SentCandidate => ({
  id,
  account_id: 'acc',
  date: s.date,
  amount: s.amount,
  payee_name: s.payee_name,
  memo: s.memo_digest === memoDigest('dinner') ? 'dinner' : null,
  category_id: s.category_id ?? null,
  deleted: false,
  ...more,
});

const none = new Set<string>();

describe('memoDigest', () => {
  it('is 16 hex characters of the memo, never the memo; none for no memo', () => {
    expect(memoDigest('dinner')).toMatch(/^[0-9a-f]{16}$/);
    expect(memoDigest('dinner')).not.toBe(memoDigest('Dinner'));
    expect([memoDigest(null), memoDigest(undefined), memoDigest('')]).toEqual([null, null, null]);
  });

  it('hashes the memo’s UTF-8 bytes (checked against Python’s hashlib)', () => {
    expect(memoDigest('dîner à deux \u{1F377}')).toBe('024b112b6afa4e20');
  });
});

describe('sentJournal', () => {
  it('keeps the ids of the live look-alikes already on the account: same date and amount', () => {
    const existing = [
      tx('same', LUCIE, { payee_name: 'Someone else' }),
      tx('other-day', LUCIE, { date: '2026-09-22' }),
      tx('other-account', LUCIE, { account_id: 'acc-2' }),
      tx('deleted', LUCIE, { deleted: true }),
      tx('kiosk', KIOSK),
    ];
    expect(sentJournal('acc', [LUCIE, KIOSK], existing)).toEqual({
      account_id: 'acc',
      sent: [LUCIE, KIOSK],
      existing_ids: ['same', 'kiosk'],
    });
  });
});

describe('parseSent', () => {
  it('reads a journal line back, the category kept only when it was recorded', () => {
    const line = { account_id: 'acc', sent: [LUCIE, { ...KIOSK, category_id: undefined }], existing_ids: ['x', 7] };
    const { category_id: _, ...noCategory } = KIOSK;
    expect(parseSent(JSON.parse(JSON.stringify(line)) as Record<string, unknown>)).toEqual({
      account_id: 'acc',
      sent: [LUCIE, noCategory],
      existing_ids: ['x'],
    });
  });

  it('keeps a category recorded as none (null) apart from one not recorded', () => {
    expect(parseSent({ account_id: 'acc', sent: [KIOSK], existing_ids: [] })?.sent).toEqual([{ ...KIOSK, category_id: null }]);
  });

  const { memo_digest: _m, ...noMemoDigest } = LUCIE;
  it.each([
    undefined,
    {},
    { account_id: 'acc', sent: [], existing_ids: [] },
    { account_id: 'acc', sent: [{ ...LUCIE, amount: '1' }], existing_ids: [] },
    { account_id: 'acc', sent: [LUCIE] },
    { account_id: 7, sent: [LUCIE], existing_ids: [] },
    { account_id: 'acc', sent: LUCIE, existing_ids: [] },
    { account_id: 'acc', sent: [LUCIE, null], existing_ids: [] },
    { account_id: 'acc', sent: [LUCIE, 'tx'], existing_ids: [] },
    { account_id: 'acc', sent: [{ ...LUCIE, date: 20260924 }], existing_ids: [] },
    { account_id: 'acc', sent: [{ ...LUCIE, payee_name: null }], existing_ids: [] },
    { account_id: 'acc', sent: [{ ...LUCIE, memo_digest: 5 }], existing_ids: [] },
    { account_id: 'acc', sent: [noMemoDigest], existing_ids: [] },
    { account_id: 'acc', sent: [{ ...LUCIE, category_id: 5 }], existing_ids: [] },
  ])('refuses what is not a sent record: %j', (details) =>
    expect(parseSent(details as Record<string, unknown> | undefined)).toBeUndefined(),
  );
});

describe('findSent', () => {
  const journal = sentJournal('acc', [LUCIE, KIOSK], []);

  it('finds the transactions as sent, the payee’s case as YNAB filed it and Uncategorized meaning none', () => {
    const now = [
      tx('old', LUCIE, { amount: -1 }),
      tx('n1', LUCIE, { payee_name: 'CHEZ LUCIE' }),
      tx('n2', KIOSK, { category_id: 'cat-uncat', category_name: 'Uncategorized' }),
    ];
    const found = findSent(journal, now, none);
    expect(found.found.map((t) => t.id)).toEqual(['n1', 'n2']);
    expect([found.missing, found.ambiguous]).toEqual([0, []]);
  });

  it('finds none when YNAB never applied the POST', () => {
    expect(findSent(journal, [tx('old', LUCIE, { amount: -1 })], none)).toEqual({ found: [], missing: 2, ambiguous: [] });
  });

  it('never takes one that was there before, a bank import, one on another account, one deleted, or one another operation created', () => {
    const before = sentJournal('acc', [LUCIE], [tx('was-there', LUCIE)]);
    const now = [
      tx('was-there', LUCIE),
      tx('imported', LUCIE, { import_id: 'YNAB:-12000:2026-09-24:1' }),
      tx('elsewhere', LUCIE, { account_id: 'acc-2' }),
      tx('deleted', LUCIE, { deleted: true }),
      tx('claimed', LUCIE),
    ];
    expect(findSent(before, now, new Set(['claimed']))).toEqual({ found: [], missing: 1, ambiguous: [] });
  });

  it('tells apart by memo and category: a look-alike with another memo or category is not one sent', () => {
    const now = [
      tx('memo', LUCIE, { memo: 'lunch' }),
      tx('category', LUCIE, { category_id: 'cat-groceries' }),
      tx('date', LUCIE, { date: '2026-09-25' }),
    ];
    expect(findSent(sentJournal('acc', [LUCIE], []), now, none).found).toEqual([]);
  });

  it('matches alike ones as a group: as many as sent are taken, more than sent are all in doubt', () => {
    const twice = sentJournal('acc', [KIOSK, KIOSK], []);
    expect(findSent(twice, [tx('a', KIOSK), tx('b', KIOSK)], none).found.map((t) => t.id)).toEqual(['a', 'b']);
    expect(findSent(twice, [tx('a', KIOSK)], none)).toMatchObject({ found: [{ id: 'a' }], missing: 1 });
    expect(findSent(twice, [tx('a', KIOSK), tx('b', KIOSK), tx('user', KIOSK)], none)).toEqual({
      found: [],
      missing: 0,
      ambiguous: ['a', 'b', 'user'],
    });
  });

  it('takes each transaction for one sent item at most, even when it looks like two that differ only in the payee’s case', () => {
    const journal = sentJournal('acc', [KIOSK, { ...KIOSK, payee_name: 'KIOSK' }], []);
    expect(findSent(journal, [tx('a', KIOSK)], none)).toEqual({ found: [expect.objectContaining({ id: 'a' })], missing: 1, ambiguous: [] });
  });

  it('never takes a transaction without a payee for one sent (every one sent has a name)', () => {
    expect(
      findSent(sentJournal('acc', [KIOSK], []), [tx('a', KIOSK, { payee_name: null }), tx('b', KIOSK, { payee_name: undefined })], none),
    ).toEqual({ found: [], missing: 1, ambiguous: [] });
  });

  it('compares no category when none was recorded (a reconciliation’s adjustment)', () => {
    const { category_id: _, ...adjustment } = LUCIE;
    expect(
      findSent(sentJournal('acc', [adjustment], []), [tx('adj', LUCIE, { category_id: 'cat-inflow' })], none).found.map((t) => t.id),
    ).toEqual(['adj']);
  });
});

describe('sameCategory', () => {
  it('takes YNAB’s Uncategorized for no category, and nothing else', () => {
    expect(sameCategory({ category_id: 'x', category_name: 'Uncategorized' }, null)).toBe(true);
    expect(sameCategory({ category_id: null }, null)).toBe(true);
    expect(sameCategory({ category_id: 'x', category_name: 'Groceries' }, null)).toBe(false);
    expect(sameCategory({ category_id: 'x', category_name: 'Uncategorized' }, 'y')).toBe(false);
  });
});
