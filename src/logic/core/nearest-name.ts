// The name a person or an assistant most likely meant, for "did you mean" in a refusal: a toolset in
// AVENIR_MCP_TOOLSETS, an argument of a tool. Only one candidate, or none: a guess among several misleads.

/** The candidate `name` was most likely meant to be: one edit away, or the start of one name only. */
export function nearestName(name: string, candidates: readonly string[]): string | undefined {
  const close = candidates.filter((candidate) => oneEditApart(name, candidate) || (name.length >= 3 && candidate.startsWith(name)));
  return close.length === 1 ? close[0] : undefined;
}

/** At most one character inserted, removed, changed, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  // Two different strings differ at some index (past the end of one, `undefined` ≠ a character).
  let i = 0;
  while (a[i] === b[i]) i++;
  // Each test below compares what follows the difference, so lengths more than one apart never pass.
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return swapped || a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}
