// Properties of src/logic/writes/fingerprint.ts (confirmation.md §3): order-free arrays, sensitive to every value;
// the same for the digest of a before-state (issue #13).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprint, seenDigest } from '../../../src/logic/writes/fingerprint.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const key = fc.oneof(fc.constantFrom('transaction_id', 'category_id', 'amount', 'a', 'b', 'é', '\u{1F600}'), fc.string({ maxLength: 6 }));
const { json } = fc.letrec<{ json: Json }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.maxSafeInteger(),
    fc.string({ maxLength: 8, unit: 'binary' }),
    fc.array(tie('json'), { maxLength: 5 }),
    fc.dictionary(key, tie('json'), { maxKeys: 4 }).map((o) => ({ ...o }) as Json),
  ),
}));
// A list of changes, the usual subject.
const subject = fc.oneof(json, fc.array(json, { minLength: 1, maxLength: 6 }));
const planId = fc.string({ minLength: 1, maxLength: 12 });

// A deterministic shuffle of every array at every depth, driven by fast-check's random stream.
function permute(value: Json, rand: () => number): Json {
  if (Array.isArray(value)) {
    const items = value.map((v) => permute(v, rand));
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [items[i], items[j]] = [items[j] as Json, items[i] as Json];
    }
    return items;
  }
  if (value !== null && typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    // Insertion order reversed too: key order must not matter either.
    for (const k of Object.keys(value).reverse()) out[k] = permute(value[k] as Json, rand);
    return out;
  }
  return value;
}

// Every path to a value inside the subject.
type Path = (string | number)[];
function paths(value: Json, at: Path = []): Path[] {
  const here = [at];
  if (Array.isArray(value)) return here.concat(...value.map((v, i) => paths(v, [...at, i])));
  if (value !== null && typeof value === 'object') return here.concat(...Object.entries(value).map(([k, v]) => paths(v, [...at, k])));
  return here;
}
function replaceAt(value: Json, path: Path, by: Json): Json {
  if (path.length === 0) return by;
  const [head, ...rest] = path as [string | number, ...Path];
  if (Array.isArray(value)) return value.map((v, i) => (i === head ? replaceAt(v, rest, by) : v));
  const obj = value as { [key: string]: Json };
  return { ...obj, [head]: replaceAt(obj[head] as Json, rest, by) };
}
function get(value: Json, path: Path): Json {
  return path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k] as Json, value);
}

describe('fingerprint', () => {
  it('is 64 lowercase hex characters', () => {
    fc.assert(fc.property(planId, subject, (p, s) => /^[0-9a-f]{64}$/.test(fingerprint(p, s))));
  });

  it('does not change when any array of the subject is permuted', () => {
    fc.assert(
      fc.property(planId, subject, fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })), (p, s, stream) => {
        const it = stream[Symbol.iterator]();
        const rand = (): number => it.next().value as number;
        expect(fingerprint(p, permute(s, rand))).toBe(fingerprint(p, s));
      }),
    );
  });

  it('changes when any value is changed', () => {
    fc.assert(
      fc.property(planId, subject, fc.nat(), json, (p, s, pick, by) => {
        const all = paths(s);
        const path = all[pick % all.length] as Path;
        // Equal as canonical JSON (e.g. the same object in another key order) is not a change.
        fc.pre(fingerprint('x', get(s, path)) !== fingerprint('x', by));
        expect(fingerprint(p, replaceAt(s, path, by))).not.toBe(fingerprint(p, s));
      }),
    );
  });

  it('changes when an item is added or removed', () => {
    fc.assert(
      fc.property(planId, fc.array(json, { maxLength: 6 }), json, (p, items, extra) => {
        expect(fingerprint(p, [...items, extra])).not.toBe(fingerprint(p, items));
        if (items.length > 0) expect(fingerprint(p, items.slice(1))).not.toBe(fingerprint(p, items));
      }),
    );
  });

  it('changes with the plan id', () => {
    fc.assert(
      fc.property(planId, planId, subject, (a, b, s) => {
        fc.pre(a !== b);
        expect(fingerprint(a, s)).not.toBe(fingerprint(b, s));
      }),
    );
  });
});

// A before-state as the tools build it: one record per question line, amounts in milliunits.
const line = fc.record({
  transaction_id: fc.string({ minLength: 1, maxLength: 6 }),
  date: fc.constantFrom('2026-09-16', '2026-09-18', '2026-10-01'),
  payee: fc.string({ maxLength: 8 }),
  amount: fc.integer({ min: -1e9, max: 1e9 }),
  from_category: fc.option(fc.string({ maxLength: 6 })),
  to_category: fc.string({ maxLength: 6 }),
});
const lines = fc.uniqueArray(line, { minLength: 1, maxLength: 6, selector: (l) => l.transaction_id });

describe('seenDigest', () => {
  const random = fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }));

  it('is 64 lowercase hex characters', () => {
    fc.assert(fc.property(subject, (s) => /^[0-9a-f]{64}$/.test(seenDigest(s))));
  });

  it('does not change when the lines, or any array, come in another order', () => {
    fc.assert(
      fc.property(fc.oneof(subject, lines), random, (s, stream) => {
        const it = stream[Symbol.iterator]();
        expect(seenDigest(permute(s, () => it.next().value as number))).toBe(seenDigest(s));
      }),
    );
  });

  it('changes when any value a line displays changes', () => {
    fc.assert(
      fc.property(
        lines,
        fc.nat(),
        fc.constantFrom('date', 'payee', 'amount', 'from_category', 'to_category'),
        line,
        (ls, pick, field, other) => {
          const i = pick % ls.length;
          const changed = ls.map((l, j) => (j === i ? { ...l, [field]: other[field] } : l));
          fc.pre(other[field] !== ls[i]![field]);
          expect(seenDigest(changed)).not.toBe(seenDigest(ls));
        },
      ),
    );
  });

  it('changes when any value is changed', () => {
    fc.assert(
      fc.property(subject, fc.nat(), json, (s, pick, by) => {
        const path = paths(s)[pick % paths(s).length] as Path;
        fc.pre(seenDigest(get(s, path)) !== seenDigest(by));
        expect(seenDigest(replaceAt(s, path, by))).not.toBe(seenDigest(s));
      }),
    );
  });

  it('changes when an item is added or removed', () => {
    fc.assert(
      fc.property(fc.array(json, { maxLength: 6 }), json, (items, extra) => {
        expect(seenDigest([...items, extra])).not.toBe(seenDigest(items));
        if (items.length > 0) expect(seenDigest(items.slice(1))).not.toBe(seenDigest(items));
      }),
    );
  });
});
