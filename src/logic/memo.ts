// A bounded memo for pure functions called again and again with the same few arguments: each result is
// kept, and all of them are dropped at once when `limit` are held, so memory stays bounded however many
// different arguments come (tests and large plans make many; a process usually sees a few).

/** `compute`, remembering up to `limit` results (undefined is never remembered: it is computed again). */
export function memoize<K, V>(limit: number, compute: (key: K) => V): (key: K) => V {
  const memo = new Map<K, V>();
  return (key) => {
    const known = memo.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    if (memo.size >= limit) memo.clear();
    memo.set(key, value);
    return value;
  };
}
