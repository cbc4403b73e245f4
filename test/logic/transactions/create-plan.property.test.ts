// Properties of src/logic/transactions/create-plan.ts: no payee or memo can add a line to the question; the fingerprint
// ignores the order of the transactions; likely look-alikes are possible ones too, and refused unless
// allowed; the undo of an applied plan (src/logic/undo/create.ts) deletes every created transaction, and an
// edited one is left alone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../../src/logic/writes/fingerprint.ts';
import {
  checkCreateItems,
  createdRecords,
  findLookAlikes,
  planCreate,
  type CheckedItem,
  type CreateRequest,
} from '../../../src/logic/transactions/create-plan.ts';
import { daysBetween } from '../../../src/logic/core/day-numbers.ts';
import { checkCreateUndo, parseCreateDetails } from '../../../src/logic/undo/create.ts';
import { normalizePayee } from '../../../src/logic/classify/payee-keys.ts';
import { checking, createContext, type Existing } from '../fixtures/create-context.ts';

const hostile = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  fc
    .array(fc.constantFrom('\n- forged line', '\r\n', '\u2028', '\u202e', '\u200f', '\t', '\0', 'Chez Lucie', ' — looks like tx-1', '  '), {
      minLength: 1,
      maxLength: 6,
    })
    .map((p) => p.join('')),
);
const day = fc.integer({ min: 1, max: 25 }).map((d) => `2026-09-${String(d).padStart(2, '0')}`);
const request: fc.Arbitrary<CreateRequest> = fc.record({
  date: day,
  amount: fc.integer({ min: -500, max: 500 }).map((c) => c / 100),
  payee_name: fc.oneof(hostile, fc.constantFrom('Chez Lucie', 'CB CHEZ LUCIE FACT 220926 525130******1', 'Sushi Go', 'RAIL CO')),
  memo: fc.option(hostile, { nil: undefined }),
  category_id: fc.option(fc.constantFrom('cat-restaurants', 'cat-groceries', 'cat-inflow'), { nil: undefined }),
});
const stored: fc.Arbitrary<Existing[]> = fc
  .array(
    fc.record({
      date: day,
      amount: fc.integer({ min: -500, max: 500 }).map((c) => c * 10),
      account_id: fc.constantFrom('acc-checking', 'acc-savings'),
      payee_name: fc.option(fc.constantFrom('Chez Lucie', 'CHEZ LUCIE', 'Sushi Go', 'RAIL CO', 'Other'), { nil: null }),
      import_id: fc.option(
        fc.tuple(fc.integer({ min: -500, max: 500 }), day).map(([c, d]) => `YNAB:${c * 10}:${d}:1`),
        { nil: null },
      ),
      deleted: fc.boolean(),
    }),
    { maxLength: 30 },
  )
  .map((ts) => ts.map((t, i) => ({ ...t, id: `tx-${i}` })));

const check = (requests: CreateRequest[]) => checkCreateItems(requests, createContext());
const items = fc
  .array(request, { minLength: 1, maxLength: 25 })
  .map((rs) => check(rs.filter((r) => check([r]).ok)))
  .filter((c): c is { ok: true; items: CheckedItem[] } => c.ok)
  .map((c) => c.items);

describe('the question', () => {
  it('has one line per transaction (at most 20, then the “and N more” line), whatever the payee or memo', () => {
    fc.assert(
      fc.property(fc.array(request, { minLength: 1, maxLength: 30 }), stored, (requests, existing) => {
        // Text that is not one line is refused; the rest is planned.
        const kept = requests.filter((one) => {
          const alone = check([one]);
          if (!alone.ok) expect(alone.error).toBe('not_one_line');
          return alone.ok;
        });
        const c = check(kept);
        if (!c.ok) return;
        const r = planCreate({ account: checking, items: c.items, existing, approved: false, allowDuplicates: true, digits: 2 });
        if (!r.ok) throw new Error(r.error);
        const lines = r.question.split('\n');
        expect(lines).toHaveLength(1 + Math.min(c.items.length, 20) + (c.items.length > 20 ? 1 : 0));
        expect(lines.slice(1).every((l) => l.startsWith('- '))).toBe(true);
        expect(r.question.replace(/\n/g, '')).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u);
      }),
    );
  });
});

describe('the subject', () => {
  it('gives the same fingerprint whatever the order of the transactions', () => {
    fc.assert(
      fc.property(items, fc.boolean(), (list, approved) => {
        const plan = (xs: CheckedItem[]) =>
          planCreate({ account: checking, items: xs, existing: [], approved, allowDuplicates: true, digits: 2 });
        const a = plan(list);
        const b = plan([...list].reverse());
        if (!a.ok || !b.ok) throw new Error('refused');
        expect(fingerprint('demo-budget', b.subject)).toBe(fingerprint('demo-budget', a.subject));
      }),
    );
  });
});

describe('look-alikes', () => {
  it('are live transactions of the account; likely ones are possible too; possible means same amount within 3 days or likely', () => {
    fc.assert(
      fc.property(items, stored, (list, existing) => {
        const found = findLookAlikes(list, 'acc-checking', existing);
        const byId = new Map(existing.map((t) => [t.id, t]));
        found.forEach((f, i) => {
          const item = list[i]!;
          const likelyIds = new Set(f.likely.map((l) => l.id));
          for (const l of f.likely) expect(f.possible.map((p) => p.id)).toContain(l.id);
          for (const t of existing) {
            const live = !t.deleted && t.account_id === 'acc-checking';
            const near = t.amount === item.amount && Math.abs(daysBetween(item.date, t.date)) <= 3;
            const key = normalizePayee(item.payee_name);
            const samePayee = key !== '' && t.payee_name != null && normalizePayee(t.payee_name) === key;
            const sameImport = t.import_id === `YNAB:${item.amount}:${item.date}:1`;
            expect(likelyIds.has(t.id)).toBe(live && ((near && samePayee) || sameImport));
            expect(f.possible.some((p) => p.id === t.id)).toBe(live && (near || likelyIds.has(t.id)));
          }
          for (const p of f.possible) expect(byId.get(p.id)?.date).toBe(p.date);
        });
      }),
    );
  });

  it('refuse the plan exactly when one is likely and duplicates are not allowed', () => {
    fc.assert(
      fc.property(items, stored, fc.boolean(), (list, existing, allow) => {
        const anyLikely = findLookAlikes(list, 'acc-checking', existing).some((f) => f.likely.length > 0);
        const r = planCreate({ account: checking, items: list, existing, approved: false, allowDuplicates: allow, digits: 2 });
        expect(r.ok).toBe(allow || !anyLikely);
        if (!r.ok) expect(r.error).toBe('likely_duplicate');
      }),
    );
  });
});

describe('the undo', () => {
  // The transactions as YNAB holds them once the POST of this body went through.
  const created = (list: CheckedItem[]): Existing[] =>
    list.map((t, i) => ({
      id: `new-${i}`,
      date: t.date,
      amount: t.amount,
      account_id: 'acc-checking',
      payee_name: t.payee_name,
      category_id: t.category_id,
      deleted: false,
    }));

  it('deletes every created transaction still as created, and leaves an edited one alone', () => {
    fc.assert(
      fc.property(items, fc.nat(), (list, pick) => {
        const now = created(list);
        const journal = parseCreateDetails({
          account_id: 'acc-checking',
          transaction_ids: now.map((t) => t.id),
          created: createdRecords(
            now.map((t) => t.id),
            list,
          ),
        });
        expect(checkCreateUndo(journal, now)).toMatchObject({ conflicts: [] });
        expect(checkCreateUndo(journal, now).revert.map((r) => r.transaction_id)).toEqual(now.map((t) => t.id));
        const edited = pick % now.length;
        const changed = now.map((t, i) => (i === edited ? { ...t, amount: t.amount - 10 } : t));
        expect(checkCreateUndo(journal, changed).conflicts).toEqual([`new-${edited}`]);
      }),
    );
  });
});
