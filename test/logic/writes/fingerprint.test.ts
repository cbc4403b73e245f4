// Examples for src/logic/writes/fingerprint.ts (confirmation.md §3), checked against Python's json.dumps
// (sort_keys, compact, ensure_ascii=False) and hashlib, the reference's canonical form.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprint, fingerprintText, seenDigest } from '../../../src/logic/writes/fingerprint.ts';

describe('canonicalJson', () => {
  it('sorts keys by code point and arrays by their items, compact, non-ASCII as itself', () => {
    const subject = { b: [3, 1, 2], a: 'é\n"x', c: [{ z: null, y: true }, { y: false }] };
    expect(canonicalJson(subject)).toBe('{"a":"é\\n\\"x","b":[1,2,3],"c":[{"y":false},{"y":true,"z":null}]}');
  });

  it('keeps duplicates in arrays', () => {
    expect(canonicalJson([2, 1, 2])).toBe('[1,2,2]');
  });

  it('sorts keys by code point, not by UTF-16 unit (astral after U+FFFD)', () => {
    expect(canonicalJson({ '\u{1F600}': 1, '\uFFFD': 2, a: 3 })).toBe('{"a":3,"\uFFFD":2,"\u{1F600}":1}');
  });

  it('refuses fractional, unsafe or non-finite numbers and non-JSON values', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, undefined, () => 1, new Date(0), 10n]) {
      expect(() => canonicalJson({ x: bad })).toThrow(TypeError);
    }
    // biome-ignore lint/suspicious/noSparseArray: a hole is what this test feeds.
    expect(() => canonicalJson([1, , 2])).toThrow(TypeError);
  });

  it('says what it refused: the number, or the type of the value', () => {
    expect(() => canonicalJson({ x: 1.5 })).toThrow('a subject holds only integers, not 1.5');
    expect(() => canonicalJson([undefined])).toThrow('a subject cannot hold a value of type undefined');
    expect(() => canonicalJson(undefined)).toThrow('a subject cannot hold a value of type undefined');
    expect(() => canonicalJson(10n)).toThrow('a subject cannot hold a value of type bigint');
    expect(() => canonicalJson(new Map())).toThrow('a subject cannot hold a value of type object');
  });

  it('prints −0 as 0', () => {
    expect(canonicalJson([-0])).toBe('[0]');
    expect(canonicalJson({ a: -0 })).toBe('{"a":0}');
  });

  it('orders an object of scalars by code point too where its keys look like indices (which JavaScript puts first, by number)', () => {
    expect(canonicalJson({ b: 'x', 10: 1, a: null, 9: true })).toBe('{"10":1,"9":true,"a":null,"b":"x"}');
    expect(canonicalJson({ b: 'x', 10: [1], a: null, 9: true })).toBe('{"10":[1],"9":true,"a":null,"b":"x"}');
  });

  it('hashes what it prints: the fingerprint is the SHA-256 of fingerprintText, for objects of scalars and nested ones', () => {
    for (const subject of [
      {
        create: [
          { b: 1, a: 'é' },
          { a: 'z', 7: false },
        ],
      },
      { x: { y: [{ z: null }] } },
      [],
      'x',
    ]) {
      expect(fingerprint('p', subject)).toBe(createHash('sha256').update(fingerprintText('p', subject)).digest('hex'));
    }
  });
});

describe('fingerprint', () => {
  it('hashes [plan_id, subject]: the demo categorisation, in either order', () => {
    const a = { transaction_id: 'tx-048', category_id: 'cat-groceries' };
    const b = { transaction_id: 'tx-049', category_id: 'cat-transport' };
    const expected = '9f4072def3a0b1129dd0b5585f995083a78eb7df6475e1834d852b60ab54cacf';
    expect(fingerprintText('demo-budget', [b, a])).toBe(
      '["demo-budget",[{"category_id":"cat-groceries","transaction_id":"tx-048"},{"category_id":"cat-transport","transaction_id":"tx-049"}]]',
    );
    expect(fingerprint('demo-budget', [a, b])).toBe(expected);
    expect(fingerprint('demo-budget', [b, a])).toBe(expected);
  });

  it('matches the reference for nested arrays and escapes', () => {
    const subject = { b: [3, 1, 2], a: 'é\n"x', c: [{ z: null, y: true }, { y: false }] };
    expect(fingerprint('p-1', subject)).toBe('b4bbfa435c80a5a5b626ee694e591299fe727ec21391ca3e31a2e8887dfb1469');
  });

  it('keeps the outer pair in order: the plan id is not sorted into the subject', () => {
    expect(fingerprint('b', 'a')).not.toBe(fingerprint('a', 'b'));
    expect(fingerprintText('z', ['a'])).toBe('["z",["a"]]');
  });
});

describe('seenDigest', () => {
  it('hashes the UTF-8 bytes of the canonical before-state, as Python does, in any order of its items', () => {
    const a = { payee: 'Café Élysée', amount: -12_340 };
    const b = { amount: 5, payee: 'Ünïcode \u{1F600}' };
    const expected = '05252f46598fa8c33484197e14d62c9aba8513c3cc5a7c2d6c4ed21cf90a83e9';
    expect(seenDigest([a, b])).toBe(expected);
    expect(seenDigest([b, a])).toBe(expected);
  });
});
