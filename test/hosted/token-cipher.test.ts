// src/hosted/token-cipher.ts: AES-256-GCM of each person's YNAB tokens. Round trip for any text and
// person; an altered text, another person's, or one sealed with a key no longer given opens to nothing;
// rotation: a new key in front seals, the old one still opens; the keyring's refusals say what to do.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyringError, parseKeyring, TokenCipher } from '../../src/hosted/token-cipher.ts';

const k = (id: string, fill: number) => ({ id, key: Buffer.alloc(32, fill) });
const cipher = new TokenCipher([k('a', 1)]);

describe('TokenCipher', () => {
  it('property: opens what it sealed, for that person only', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 300 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        fc.string({ minLength: 1, maxLength: 40 }),
        (plain, person, other) => {
          const sealed = cipher.seal(plain, person);
          expect(sealed).not.toContain(plain.length > 8 ? plain : '\u0000never');
          expect(cipher.open(sealed, person)).toBe(plain);
          if (other !== person) expect(cipher.open(sealed, other)).toBeUndefined();
        },
      ),
    );
  });

  it('seals the same text differently every time (a fresh IV)', () => {
    expect(cipher.seal('token', 'p')).not.toBe(cipher.seal('token', 'p'));
  });

  it('property: any one character changed opens to nothing', () => {
    const sealed = cipher.seal('ynab-access-token-1234567890', 'alice');
    fc.assert(
      fc.property(fc.nat({ max: sealed.length - 1 }), fc.constantFrom(...'AQgw09-_.x'), (at, c) => {
        fc.pre(sealed[at] !== c);
        const altered = `${sealed.slice(0, at)}${c}${sealed.slice(at + 1)}`;
        const parts = altered.split('.');
        const same =
          parts.length === 5 &&
          parts.every((p, i) =>
            i < 2 ? p === sealed.split('.')[i] : Buffer.from(p, 'base64url').equals(Buffer.from(sealed.split('.')[i]!, 'base64url')),
          );
        fc.pre(!same);
        expect(cipher.open(altered, 'alice')).toBeUndefined();
      }),
    );
  });

  it.each(['', 'v1.a.b.c', 'v2.a.AAAAAAAAAAAAAAAA.AA.AAAAAAAAAAAAAAAAAAAAAA', 'not sealed at all'])(
    'opens %j to nothing, without throwing',
    (text) => {
      expect(cipher.open(text, 'alice')).toBeUndefined();
    },
  );

  it('rotates: a new key in front seals, the old one still opens, and a dropped key opens nothing', () => {
    const old = cipher.seal('refresh', 'alice');
    const rotated = new TokenCipher([k('b', 2), k('a', 1)]);
    expect(rotated.currentKeyId).toBe('b');
    expect(rotated.open(old, 'alice')).toBe('refresh');
    const fresh = rotated.seal('refresh', 'alice');
    expect(TokenCipher.keyIdOf(fresh)).toBe('b');
    expect(TokenCipher.keyIdOf(old)).toBe('a');
    expect(new TokenCipher([k('b', 2)]).open(old, 'alice')).toBeUndefined();
    expect(new TokenCipher([k('b', 2)]).open(fresh, 'alice')).toBe('refresh');
    expect(TokenCipher.keyIdOf('plain')).toBeUndefined();
  });

  it('refuses to be built without a key', () => {
    expect(() => new TokenCipher([])).toThrow(KeyringError);
  });
});

describe('parseKeyring', () => {
  const key = randomBytes(32).toString('base64');
  it('reads id:key pairs, newest first, spaces and an empty tail ignored', () => {
    const keys = parseKeyring(` new:${key} , old:${key},`);
    expect(keys.map((x) => x.id)).toEqual(['new', 'old']);
    expect(keys[0]!.key).toHaveLength(32);
  });

  it.each([
    ['', /is empty/],
    ['nokey', /id:key pairs/],
    [`bad id:${key}`, /id:key pairs/],
    ['short:AAAA', /"short" is 3 bytes; each key must be 32 random bytes/],
    [`a:${key},a:${key}`, /one key id twice/],
  ])('refuses %j with a message naming the fix', (text, message) => {
    expect(() => parseKeyring(text)).toThrow(message);
  });
});
