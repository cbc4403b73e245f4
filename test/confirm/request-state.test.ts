// Unit tests of src/confirm/request-state.ts (confirmation.md §5, Beyond B2): the state is
// base64url(payload) "." base64url(HMAC-SHA256(key, payload)); anything altered, foreign or malformed
// opens to nothing; each state's nonce is consumed once, and only while the state is younger than 600 s.
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CODE_LIFETIME_MS, type Binding } from '../../src/confirm/codes.ts';
import { RequestStates, type StatePayload } from '../../src/confirm/request-state.ts';
import { manualClock } from './fakes.ts';

const KEY = Buffer.alloc(32, 7);
const B: Binding = { fp: 'fp-1', seen: 'seen-1' };
const b64 = (text: string) => Buffer.from(text).toString('base64url');
const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');
/** A state sealed with KEY around any payload text, as only this process could make it. */
const sealed = (payloadText: string) => `${b64(payloadText)}.${mac(KEY, b64(payloadText))}`;

describe('RequestStates.issue and open', () => {
  it('seals the binding, a 16-byte nonce and the issue time under HMAC-SHA256 of the key', async () => {
    const states = new RequestStates(manualClock(1234), KEY);
    const state = await states.issue(B);
    const [text, seal, ...rest] = state.split('.');
    expect(rest).toEqual([]);
    expect(seal).toBe(mac(KEY, text!));
    const payload = JSON.parse(Buffer.from(text!, 'base64url').toString('utf8')) as StatePayload;
    expect(Object.keys(payload).sort()).toEqual(['fp', 'issued', 'nonce', 'seen']);
    expect(payload).toMatchObject({ fp: 'fp-1', seen: 'seen-1', issued: 1234 });
    expect(Buffer.from(payload.nonce, 'base64url')).toHaveLength(16);
    expect(states.open(state)).toEqual(payload);
  });

  it('gives every state its own nonce', async () => {
    const states = new RequestStates(manualClock(), KEY);
    const nonces = await Promise.all(Array.from({ length: 20 }, async () => states.open(await states.issue(B))!.nonce));
    expect(new Set(nonces).size).toBe(20);
  });

  it('works with the real clock and a fresh random key by default', async () => {
    const states = new RequestStates();
    const payload = states.open(await states.issue(B));
    expect(payload).toMatchObject(B);
    expect(await states.consume(payload!)).toBe(true);
    expect(new RequestStates().open(await states.issue(B))).toBeUndefined();
  });

  it('refuses a state sealed by another process (another key)', async () => {
    const state = await new RequestStates(manualClock(), Buffer.alloc(32, 8)).issue(B);
    expect(new RequestStates(manualClock(), KEY).open(state)).toBeUndefined();
    expect(new RequestStates(manualClock(), Buffer.alloc(32, 8)).open(state)).toBeDefined();
  });

  it('property: a state with any one character changed opens to nothing', async () => {
    const states = new RequestStates(manualClock(), KEY);
    const state = await states.issue(B);
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: state.length - 1 }), fc.constantFrom(...'ABCxyz019-_.='), async (at, c) => {
        fc.pre(state[at] !== c);
        const altered = `${state.slice(0, at)}${c}${state.slice(at + 1)}`;
        // Two base64url texts can decode to the same bytes (the unused low bits of the last character).
        fc.pre(
          !(
            altered.split('.').length === 2 &&
            altered.split('.').every((p, i) => Buffer.from(p, 'base64url').equals(Buffer.from(state.split('.')[i]!, 'base64url')))
          ),
        );
        expect(states.open(altered)).toBeUndefined();
      }),
    );
  });

  it('refuses a state whose payload was swapped for another binding under the old seal', async () => {
    const states = new RequestStates(manualClock(), KEY);
    const [, seal] = (await states.issue(B)).split('.');
    const [forged] = (await states.issue({ fp: 'fp-2', seen: 'seen-1' })).split('.');
    expect(states.open(`${forged}.${seal}`)).toBeUndefined();
  });

  it.each([
    ['no seal', () => b64('{}')],
    ['an empty text', () => ''],
    ['a state this process issued with a third part', async () => `${await new RequestStates(manualClock(), KEY).issue(B)}.x`],
    [
      'a state this process issued with its seal moved behind another part',
      async () => `${b64('{}')}.${await new RequestStates(manualClock(), KEY).issue(B)}`,
    ],
    ['a seal of another length', () => `${b64('{}')}.${mac(KEY, b64('{}')).slice(0, 20)}`],
    ['an empty seal', () => `${b64('{}')}.`],
  ])('refuses %s, without throwing', async (_, make) => {
    expect(new RequestStates(manualClock(), KEY).open(await make())).toBeUndefined();
  });

  it.each([
    ['text that is not JSON', 'not json'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['fp not a string', JSON.stringify({ fp: 1, seen: 's', nonce: 'n', issued: 0 })],
    ['seen missing', JSON.stringify({ fp: 'f', nonce: 'n', issued: 0 })],
    ['nonce not a string', JSON.stringify({ fp: 'f', seen: 's', nonce: null, issued: 0 })],
    ['issued not a number', JSON.stringify({ fp: 'f', seen: 's', nonce: 'n', issued: '0' })],
  ])('refuses a correctly sealed payload holding %s', (_, text) => {
    expect(new RequestStates(manualClock(), KEY).open(sealed(text))).toBeUndefined();
  });

  it('opens a correctly sealed payload of the documented shape', async () => {
    const payload = { fp: 'f', seen: 's', nonce: 'n', issued: 0 };
    expect(new RequestStates(manualClock(), KEY).open(sealed(JSON.stringify(payload)))).toEqual(payload);
  });
});

describe('RequestStates.consume', () => {
  it('is true once per state: a replayed answer finds its nonce gone', async () => {
    const states = new RequestStates(manualClock(), KEY);
    const first = states.open(await states.issue(B))!;
    const second = states.open(await states.issue(B))!;
    expect(await states.consume(first)).toBe(true);
    expect(await states.consume(first)).toBe(false);
    expect(await states.consume(second)).toBe(true);
  });

  it('is false for a nonce this process never issued', async () => {
    const states = new RequestStates(manualClock(), KEY);
    expect(await states.consume({ ...B, nonce: 'never-issued', issued: 0 })).toBe(false);
  });

  it('property: true while the state is younger than 600 s, false from then on, and the nonce is spent either way', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 * CODE_LIFETIME_MS }), async (age) => {
        const clock = manualClock(10_000);
        const states = new RequestStates(clock, KEY);
        const payload = states.open(await states.issue(B))!;
        clock.advance(age);
        expect(await states.consume(payload)).toBe(age < CODE_LIFETIME_MS);
        clock.set(10_000);
        expect(await states.consume(payload)).toBe(false);
      }),
    );
  });

  it('is false for a state exactly 600 s old, true one millisecond before', async () => {
    const clock = manualClock(10_000);
    const states = new RequestStates(clock, KEY);
    const young = states.open(await states.issue(B))!;
    const old = states.open(await states.issue(B))!;
    clock.advance(CODE_LIFETIME_MS - 1);
    expect(await states.consume(young)).toBe(true);
    clock.advance(1);
    expect(await states.consume(old)).toBe(false);
  });

  it('forgets the nonces of states 600 s old when it issues another', async () => {
    const clock = manualClock(10_000);
    const states = new RequestStates(clock, KEY);
    const old = states.open(await states.issue(B))!;
    clock.advance(1);
    const kept = states.open(await states.issue(B))!;
    clock.set(10_000 + CODE_LIFETIME_MS); // `old` is exactly 600 s old, `kept` one millisecond less
    await states.issue(B);
    // Presented as fresh, only a nonce still remembered is accepted.
    expect(await states.consume({ ...old, issued: clock.now() })).toBe(false);
    expect(await states.consume({ ...kept, issued: clock.now() })).toBe(true);
  });
});
