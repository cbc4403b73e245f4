// How long anything in a test may wait before it counts as hung: not a guess of how long the work takes.
// Every test waits for what it expects (an answer, an exit, an element on the page), however slowly a busy
// machine gets there; this bound only ends a test that would otherwise wait forever, with a failure.
export const HANG_GUARD_MS = 600_000;
