// A memo of a pure function's results with bounded memory: once it holds `limit` results it forgets
// them all and starts again, so a long-lived process keeps the common keys without growing without end.

export class BoundedMemo<K, V> {
  readonly #results = new Map<K, V>();

  constructor(readonly limit: number) {}

  /** How many results are kept now (never more than the limit). */
  get size(): number {
    return this.#results.size;
  }

  /** The kept result for key, else compute(key), kept for the next time. */
  get(key: K, compute: (key: K) => V): V {
    if (this.#results.has(key)) return this.#results.get(key) as V;
    const value = compute(key);
    if (this.#results.size >= this.limit) this.#results.clear();
    this.#results.set(key, value);
    return value;
  }
}
