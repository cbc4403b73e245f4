// Release numbers for the update check (spec README, "Update check"): only a plain MAJOR.MINOR.PATCH
// higher than the running version counts, so a pre-release or a malformed registry answer never nags.

const PLAIN_RELEASE = /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})$/;

/** [major, minor, patch] of a plain release number, or undefined for anything else. */
export function parseRelease(text: string): [number, number, number] | undefined {
  const match = PLAIN_RELEASE.exec(text);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/** The running version's [major, minor, patch], ignoring a pre-release tail (1.2.0-beta.1 → 1.2.0). */
function coreOf(version: string): [number, number, number] | undefined {
  return parseRelease(version.split(/[-+]/, 1)[0]!);
}

/**
 * True when `candidate` is a plain release higher than `running`. A running pre-release counts as
 * its release minus a little, so 1.2.0 is newer than 1.2.0-beta.1.
 */
export function isNewerRelease(candidate: string, running: string): boolean {
  const next = parseRelease(candidate);
  const own = coreOf(running);
  if (next === undefined || own === undefined) return false;
  for (const [i, part] of next.entries()) {
    if (part > own[i]!) return true;
    if (part < own[i]!) return false;
  }
  return running.split('+', 1)[0]!.includes('-');
}
