// The sealed request state of the 2026-07-28 round trip (confirmation.md §5): base64url(payload) "."
// base64url(HMAC-SHA256(key, payload)), key made at process start, the payload carrying the fingerprint and
// the before-state digest (issue #13), and a nonce store that makes every state single use (Beyond B2: a
// replayed accepted answer never writes twice).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CODE_LIFETIME_MS, monotonic, type Binding, type Clock } from './codes.ts';

/** The binding (fingerprint and before-state digest) sealed with a single-use nonce. */
export interface StatePayload extends Binding {
  nonce: string;
  /** Monotonic milliseconds when the state was issued. */
  issued: number;
}

export class RequestStates {
  readonly #key: Buffer;
  readonly #nonces = new Map<string, number>();

  constructor(
    private readonly clock: Clock = monotonic,
    key: Buffer = randomBytes(32),
  ) {
    this.#key = key;
  }

  #mac(payload: string): Buffer {
    return createHmac('sha256', this.#key).update(payload).digest();
  }

  /** A fresh sealed state for `binding`; its nonce is remembered until it expires. */
  issue(binding: Binding): string {
    const now = this.clock.now();
    for (const [nonce, issued] of this.#nonces) if (now - issued >= CODE_LIFETIME_MS) this.#nonces.delete(nonce);
    const payload: StatePayload = { fp: binding.fp, seen: binding.seen, nonce: randomBytes(16).toString('base64url'), issued: now };
    this.#nonces.set(payload.nonce, now);
    const text = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${text}.${this.#mac(text).toString('base64url')}`;
  }

  /** The payload of a state this process sealed, or undefined for anything altered or foreign. */
  open(state: string): StatePayload | undefined {
    const parts = state.split('.');
    if (parts.length !== 2) return undefined;
    const [text, mac] = parts as [string, string];
    const expected = this.#mac(text);
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as StatePayload;
      if (typeof payload.fp === 'string' && typeof payload.seen === 'string' && typeof payload.nonce === 'string' && typeof payload.issued === 'number') return payload;
    } catch {
      // Not JSON, or not an object: only a payload sealed with this key gets here, so never a client's state.
    }
    return undefined;
  }

  /** Consumes the state's nonce: true once per state, while it is younger than 600 s. */
  consume(payload: StatePayload): boolean {
    const known = this.#nonces.has(payload.nonce);
    this.#nonces.delete(payload.nonce);
    return known && this.clock.now() - payload.issued < CODE_LIFETIME_MS;
  }
}
