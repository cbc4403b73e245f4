// Confirmation codes (seed 000): 11 URL-safe characters, 600 s on a monotonic clock, single use (burnt
// by any try, even a wrong one), bound to one fingerprint and the before-state shown. CodeStore keeps them
// in this process's memory; a deployment of several instances keeps them in PostgreSQL (src/store/pg/codes.ts).
import { randomBytes } from 'node:crypto';

export const CODE_LIFETIME_MS = 600_000;

export interface Clock {
  /** Monotonic milliseconds. */
  now(): number;
}

export const monotonic: Clock = { now: () => performance.now() };

/** What an answer or a code confirms: the change's fingerprint, and the digest of the before-state its question showed. */
export interface Binding {
  fp: string;
  seen: string;
}

/** A value, or a promise of it: the memory stores answer at once, the shared ones after a query. */
export type Awaitable<T> = T | Promise<T>;

/** Where a person's codes live; either kind issues and takes them by the same rules. */
export interface CodeKeeper {
  issue(binding: Binding): Awaitable<string>;
  take(code: string): Awaitable<Binding | undefined>;
}

export const sameBinding = (a: Binding, b: Binding): boolean => a.fp === b.fp && a.seen === b.seen;

export class CodeStore implements CodeKeeper {
  readonly #codes = new Map<string, { binding: Binding; deadline: number }>();

  constructor(
    private readonly clock: Clock = monotonic,
    private readonly random: (bytes: number) => Buffer = randomBytes,
  ) {}

  /** A new code confirming exactly `binding`; expired codes are purged on the way. */
  issue(binding: Binding): string {
    const now = this.clock.now();
    for (const [code, entry] of this.#codes) if (entry.deadline <= now) this.#codes.delete(code);
    let code: string;
    do code = this.random(8).toString('base64url');
    while (this.#codes.has(code));
    this.#codes.set(code, { binding: { fp: binding.fp, seen: binding.seen }, deadline: now + CODE_LIFETIME_MS });
    return code;
  }

  /**
   * What `code` confirms while it is alive, else undefined. The code is removed either way, before its
   * binding is compared with anything: a try burns it.
   */
  take(code: string): Binding | undefined {
    const entry = this.#codes.get(code);
    this.#codes.delete(code);
    return entry !== undefined && this.clock.now() < entry.deadline ? entry.binding : undefined;
  }
}
