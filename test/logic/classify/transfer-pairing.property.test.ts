// Properties of src/logic/classify/transfer-pairing.ts: equal to the O(n²) definition, symmetric, sound pairs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../../../src/logic/core/day-numbers.ts';
import { pairTransfers } from '../../../src/logic/classify/transfer-pairing.ts';

type Pairable = Parameters<typeof pairTransfers>[0][number];

// algorithms.md §7 word for word: every pair of the list compared.
function naive(list: readonly Pairable[]): Map<string, string> {
  const paired = new Set<number>();
  const out = new Map<string, string>();
  for (let i = 0; i < list.length; i++) {
    const a = list[i] as Pairable;
    if (a.amount >= 0 || paired.has(i)) continue;
    for (let j = 0; j < list.length; j++) {
      const b = list[j] as Pairable;
      if (j === i || paired.has(j)) continue;
      if (b.amount !== -a.amount || b.account_id === a.account_id) continue;
      if (Math.abs(daysBetween(a.date, b.date)) > 3) continue;
      paired.add(i);
      paired.add(j);
      out.set(a.id, b.id);
      out.set(b.id, a.id);
      break;
    }
  }
  return out;
}

const list = fc
  .array(
    fc.record({
      date: fc.integer({ min: 1, max: 12 }).map((d) => `2026-09-${String(d).padStart(2, '0')}`),
      amount: fc.constantFrom(-300, -200, -100, 0, 100, 200, 300),
      account_id: fc.constantFrom('a', 'b', 'c'),
    }),
    { maxLength: 30 },
  )
  .map((rows) => rows.map((r, i) => ({ ...r, id: `t${i}` })));

describe('pairTransfers', () => {
  it('equals the definition', () => {
    fc.assert(
      fc.property(list, (l) => {
        expect(pairTransfers(l)).toEqual(naive(l));
      }),
    );
  });

  it('is symmetric, pairs each item at most once, with opposite amounts, other accounts, ≤ 3 days', () => {
    fc.assert(
      fc.property(list, (l) => {
        const byId = new Map(l.map((t) => [t.id, t]));
        const pairs = pairTransfers(l);
        const partners = [...pairs.values()];
        expect(new Set(partners).size).toBe(partners.length);
        for (const [id, other] of pairs) {
          expect(pairs.get(other)).toBe(id);
          expect(other).not.toBe(id);
          const a = byId.get(id) as Pairable;
          const b = byId.get(other) as Pairable;
          expect(a.amount + b.amount).toBe(0);
          expect(a.amount).not.toBe(0);
          expect(a.account_id).not.toBe(b.account_id);
          expect(Math.abs(daysBetween(a.date, b.date))).toBeLessThanOrEqual(3);
        }
      }),
    );
  });
});
