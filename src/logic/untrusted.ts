// Cleaning of text from banks and YNAB, and the one-line check for text the agent sends (algorithms.md §2).
// Such text is data, never instructions: it must not forge lines nor hide characters.

const MAX_CODE_POINTS = 80;

const FORMAT_OR_SURROGATE = /[\p{Cf}\p{Cs}]/gu;
const CONTROL_OR_SEPARATOR = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const WHITE_SPACE_RUN = /\p{White_Space}+/gu;
const NOT_ONE_LINE = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const SURROUNDING_WHITE_SPACE = /^\p{White_Space}+|\p{White_Space}+$/gu;

/**
 * Text from banks or YNAB made safe to show: one line, visible characters, at most 80 code points
 * (`max` is raised only for YNAB's own error details, which quote a batch index at their end).
 */
export function untrusted(text: string | null | undefined, max = MAX_CODE_POINTS): string {
  if (text === null || text === undefined) return '';
  const collapsed = text
    .replace(FORMAT_OR_SURROGATE, '')
    .replace(CONTROL_OR_SEPARATOR, ' ')
    .replace(WHITE_SPACE_RUN, ' ');
  // After collapsing, the only white space left is U+0020, at most one at each end.
  const trimmed = collapsed.replace(/^ | $/g, '');
  const codePoints = Array.from(trimmed);
  if (codePoints.length <= max) return trimmed;
  return codePoints.slice(0, max - 1).join('') + '…';
}

/** True when the text holds no control, format, surrogate, line or paragraph separator code point. */
export function isOneLine(text: string): boolean {
  return !NOT_ONE_LINE.test(text);
}

/** Removes surrounding White_Space, as done to agent-sent names and memos before the one-line check. */
export function trimWhiteSpace(text: string): string {
  return text.replace(SURROUNDING_WHITE_SPACE, '');
}

/** Agent-sent text trimmed, or undefined when it is not one line of visible characters (`not_one_line`). */
export function agentText(text: string): string | undefined {
  const trimmed = trimWhiteSpace(text);
  return isOneLine(trimmed) ? trimmed : undefined;
}
