// What fetching Client ID Metadata Documents may cost the server (issue #26): anyone can name a document,
// so what it keeps of them is bounded (a least-recently-used cache whose entries also expire) and so is how
// many it fetches at a time (overall and per host; beyond that it answers at once that it is busy).

/**
 * A map of at most `max` entries, each out of date `ttlMs` after it was set (then kept, for `stale`, until
 * the size pushes it out); the least recently used goes first.
 */
export class ExpiringLru<V> {
  // A Map iterates in insertion order: an entry used again is moved to the end, so the first is the oldest.
  readonly #entries = new Map<string, { value: V; until: number }>();

  constructor(
    readonly max: number,
    readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** The entry while it is up to date. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined || entry.until <= this.now()) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** The entry even out of date (better than nothing when it cannot be had again now). */
  stale(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, until: this.now() + this.ttlMs });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.max) break;
      this.#entries.delete(oldest);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * The site a host belongs to, as slots count it: an address itself, a name by its last two labels, so a
 * wildcard domain's endless names share one site's slots (a few domains under a public suffix of two
 * labels, such as co.uk, share theirs: stricter, never looser).
 */
export const siteOf = (hostname: string): string => {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) return host;
  return host.split('.').slice(-2).join('.');
};

/** Counted slots for fetches: at most `max` at a time, at most `perHost` of them for one site (siteOf). */
export class FetchSlots {
  #taken = 0;
  readonly #hosts = new Map<string, number>();

  constructor(
    readonly max: number,
    readonly perHost: number,
  ) {}

  /** A slot for `host` and the function that gives it back (once), or undefined when none is free. */
  take(host: string): (() => void) | undefined {
    const forHost = this.#hosts.get(host) ?? 0;
    if (this.#taken >= this.max || forHost >= this.perHost) return undefined;
    this.#taken++;
    this.#hosts.set(host, forHost + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.#taken--;
      const left = (this.#hosts.get(host) ?? 1) - 1;
      if (left === 0) this.#hosts.delete(host);
      else this.#hosts.set(host, left);
    };
  }
}
