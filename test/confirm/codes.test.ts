// Unit tests of src/confirm/codes.ts (seed 000, confirmation.md §7): 11-character codes from 8 random
// bytes, alive 600 s on the monotonic clock, single use, burnt by any try, bound to one binding; expired
// codes purged when a new one is issued. Properties as §7 asks, on a fake monotonic clock.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_LIFETIME_MS, CodeStore, monotonic, sameBinding, type Binding } from '../../src/confirm/codes.ts';
import { codeOf, manualClock, scriptedRandom } from './fakes.ts';

const binding = fc.record({ fp: fc.string({ maxLength: 8 }), seen: fc.string({ maxLength: 8 }) });
const B: Binding = { fp: 'fp-1', seen: 'seen-1' };

describe('CodeStore', () => {
  it('makes 11 URL-safe characters from 8 random bytes', () => {
    const r = scriptedRandom(0xfb);
    const code = new CodeStore(manualClock(), r.random).issue(B);
    expect(r.requested).toEqual([8]);
    expect(code).toBe(codeOf(0xfb));
    expect(code).toMatch(/^[A-Za-z0-9_-]{11}$/);
  });

  it('makes codes with the real random source and clock by default', () => {
    const store = new CodeStore();
    const codes = Array.from({ length: 20 }, () => store.issue(B));
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(new Set(codes).size).toBe(20);
    expect(store.take(codes[7]!)).toEqual(B);
  });

  it('property: a code confirms its binding once, while younger than 600 s', () => {
    fc.assert(
      fc.property(binding, fc.integer({ min: 0, max: CODE_LIFETIME_MS - 1 }), fc.integer({ min: 0, max: 1e9 }), (b, age, start) => {
        const clock = manualClock(start);
        const store = new CodeStore(clock);
        const code = store.issue(b);
        clock.advance(age);
        expect(store.take(code)).toEqual(b);
        expect(store.take(code)).toBeUndefined();
      }),
    );
  });

  it('property: a code 600 s old or more confirms nothing, and is gone', () => {
    fc.assert(
      fc.property(binding, fc.integer({ min: CODE_LIFETIME_MS, max: 10 * CODE_LIFETIME_MS }), (b, age) => {
        const clock = manualClock(5);
        const store = new CodeStore(clock);
        const code = store.issue(b);
        clock.advance(age);
        expect(store.take(code)).toBeUndefined();
        clock.set(5);
        expect(store.take(code)).toBeUndefined();
      }),
    );
  });

  it('holds the binding as issued: changing the object passed in afterwards changes nothing', () => {
    const store = new CodeStore(manualClock());
    const b = { fp: 'fp-1', seen: 'seen-1' };
    const code = store.issue(b);
    b.fp = 'other';
    b.seen = 'other';
    expect(store.take(code)).toEqual(B);
  });

  it('property: trying a wrong string burns only that string, never another issued code', () => {
    fc.assert(
      fc.property(
        fc.array(binding, { minLength: 1, maxLength: 5 }),
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 }),
        (bindings, wrong) => {
          const store = new CodeStore(manualClock());
          const codes = bindings.map((b) => store.issue(b));
          for (const w of wrong) if (!codes.includes(w)) expect(store.take(w)).toBeUndefined();
          for (const [i, code] of codes.entries()) expect(store.take(code)).toEqual(bindings[i]);
        },
      ),
    );
  });

  it('draws again when the random bytes give a code still in use', () => {
    const r = scriptedRandom(1, 1, 2);
    const store = new CodeStore(manualClock(), r.random);
    expect(store.issue(B)).toBe(codeOf(1));
    expect(store.issue({ fp: 'fp-2', seen: 'seen-2' })).toBe(codeOf(2));
    expect(r.requested).toEqual([8, 8, 8]);
    expect(store.take(codeOf(1))).toEqual(B);
    expect(store.take(codeOf(2))).toEqual({ fp: 'fp-2', seen: 'seen-2' });
  });

  it('purges codes whose 600 s are over when it issues one, so their text can be drawn again', () => {
    const clock = manualClock(1000);
    const r = scriptedRandom(1, 1, 2);
    const store = new CodeStore(clock, r.random);
    store.issue(B);
    clock.advance(CODE_LIFETIME_MS); // exactly at its deadline: expired
    expect(store.issue({ fp: 'fp-2', seen: 'seen-2' })).toBe(codeOf(1));
    expect(store.take(codeOf(1))).toEqual({ fp: 'fp-2', seen: 'seen-2' });
  });

  it('keeps a code one millisecond short of its deadline when it issues another', () => {
    const clock = manualClock(1000);
    const r = scriptedRandom(1, 1, 2);
    const store = new CodeStore(clock, r.random);
    store.issue(B);
    clock.advance(CODE_LIFETIME_MS - 1);
    expect(store.issue({ fp: 'fp-2', seen: 'seen-2' })).toBe(codeOf(2));
    expect(store.take(codeOf(1))).toEqual(B);
  });
});

describe('sameBinding', () => {
  it('holds when fingerprint and before-state digest are both equal', () => {
    expect(sameBinding(B, { fp: 'fp-1', seen: 'seen-1' })).toBe(true);
    expect(sameBinding(B, { fp: 'fp-2', seen: 'seen-1' })).toBe(false);
    expect(sameBinding(B, { fp: 'fp-1', seen: 'seen-2' })).toBe(false);
    expect(sameBinding(B, { fp: 'fp-2', seen: 'seen-2' })).toBe(false);
  });
});

describe('monotonic', () => {
  it('reads the performance clock, which never goes back', () => {
    const before = performance.now();
    const t = monotonic.now();
    const after = performance.now();
    expect(t).toBeGreaterThanOrEqual(before);
    expect(t).toBeLessThanOrEqual(after);
  });
});
