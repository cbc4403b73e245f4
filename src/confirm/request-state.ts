// The sealed request state of the 2026-07-28 round trip (confirmation.md §5): base64url(payload) "."
// base64url(HMAC-SHA256(key, payload)), key made at process start, the payload carrying the fingerprint and
// the before-state digest (issue #13), and a nonce store that makes every state single use (Beyond B2: a
// replayed accepted answer never writes twice). One process keeps its key and nonces in memory; instances
// that serve the same people share the key (from configuration) and the nonces (src/store/pg/nonces.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { CODE_LIFETIME_MS, monotonic, type Awaitable, type Binding, type Clock } from './codes.ts';

/** The binding (fingerprint and before-state digest) sealed with a single-use nonce. */
export interface StatePayload extends Binding {
  nonce: string;
  /** Monotonic milliseconds when the state was issued. */
  issued: number;
}

/** Where the nonces of live states are kept: each is consumed once, while younger than 600 s. */
export interface NonceKeeper {
  remember(nonce: string): Awaitable<void>;
  consume(nonce: string): Awaitable<boolean>;
}

/** This process's nonces, on its monotonic clock; expired ones are purged when a new one is remembered. */
export class MemoryNonces implements NonceKeeper {
  readonly #issued = new Map<string, number>();

  constructor(private readonly clock: Clock = monotonic) {}

  remember(nonce: string): void {
    const now = this.clock.now();
    for (const [known, issued] of this.#issued) if (now - issued >= CODE_LIFETIME_MS) this.#issued.delete(known);
    this.#issued.set(nonce, now);
  }

  consume(nonce: string): boolean {
    const issued = this.#issued.get(nonce);
    this.#issued.delete(nonce);
    return issued !== undefined && this.clock.now() - issued < CODE_LIFETIME_MS;
  }
}

export class RequestStates {
  readonly #key: Buffer;
  readonly #nonces: NonceKeeper;

  constructor(
    private readonly clock: Clock = monotonic,
    key: Buffer = randomBytes(32),
    nonces: NonceKeeper = new MemoryNonces(clock),
  ) {
    this.#key = key;
    this.#nonces = nonces;
  }

  #mac(payload: string): Buffer {
    return createHmac('sha256', this.#key).update(payload).digest();
  }

  /** A fresh sealed state for `binding`; its nonce is remembered until it expires. */
  async issue(binding: Binding): Promise<string> {
    const payload: StatePayload = {
      fp: binding.fp,
      seen: binding.seen,
      nonce: randomBytes(16).toString('base64url'),
      issued: this.clock.now(),
    };
    await this.#nonces.remember(payload.nonce);
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
      if (
        typeof payload.fp === 'string' &&
        typeof payload.seen === 'string' &&
        typeof payload.nonce === 'string' &&
        typeof payload.issued === 'number'
      )
        return payload;
    } catch {
      // Not JSON, or not an object: only a payload sealed with this key gets here, so never a client's state.
    }
    return undefined;
  }

  /** Consumes the state's nonce: true once per state, while it is younger than 600 s (the keeper's clock). */
  async consume(payload: StatePayload): Promise<boolean> {
    return await this.#nonces.consume(payload.nonce);
  }
}
