// Confirmation codes (seed 000): 11 URL-safe characters, 600 s on a monotonic clock, single use (burnt
// by any try, even a wrong one), bound to one fingerprint, kept in memory only.
import { randomBytes } from 'node:crypto';

export const CODE_LIFETIME_MS = 600_000;

export interface Clock {
  /** Monotonic milliseconds. */
  now(): number;
}

export const monotonic: Clock = { now: () => performance.now() };

export class CodeStore {
  readonly #codes = new Map<string, { fp: string; deadline: number }>();

  constructor(
    private readonly clock: Clock = monotonic,
    private readonly random: (bytes: number) => Buffer = randomBytes,
  ) {}

  /** A new code confirming exactly `fp`; expired codes are purged on the way. */
  issue(fp: string): string {
    const now = this.clock.now();
    for (const [code, entry] of this.#codes) if (entry.deadline <= now) this.#codes.delete(code);
    let code: string;
    do code = this.random(8).toString('base64url');
    while (this.#codes.has(code));
    this.#codes.set(code, { fp, deadline: now + CODE_LIFETIME_MS });
    return code;
  }

  /** True when `code` was issued for `fp` and is still alive. The code is removed before comparing. */
  consume(code: string, fp: string): boolean {
    const entry = this.#codes.get(code);
    this.#codes.delete(code);
    return entry !== undefined && entry.fp === fp && this.clock.now() < entry.deadline;
  }
}
