// Cleaning of text from banks and YNAB, and the one-line check for text the agent sends (algorithms.md §2).
// Such text is data, never instructions: it must not forge lines nor hide characters.
import { redact } from './redact.ts';

const MAX_CODE_POINTS = 80;
/**
 * Combining marks kept in a row: decomposed Vietnamese needs 2 on a letter, Thai, Hebrew pointing and Indic
 * conjuncts 3 to 4; only stacking text (Zalgo) needs more, and it covers the lines around it.
 */
export const MAX_COMBINING_MARKS = 4;

// Invisible: format characters (zero-width, direction marks, tags), lone surrogates, and the other
// default-ignorable code points — the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the combining grapheme
// joiner — except the variation selectors, which choose an emoji's look and are capped like marks. The ZWJ
// goes too, so an emoji sequence shows as its emoji side by side.
const INVISIBLE = /[[\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}]--\p{Variation_Selector}]/gv;
// Blank but visible to no one: a run becomes one space, which a braille text uses it for.
const BRAILLE_BLANKS = /\u2800+/gu;
const CONTROL_OR_SEPARATOR = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const EXCESS_MARKS = new RegExp(`(?<=\\p{M}{${MAX_COMBINING_MARKS}})\\p{M}+`, 'gu');
const WHITE_SPACE_RUN = /\p{White_Space}+/gu;
const SURROUNDING_WHITE_SPACE = /^\p{White_Space}+|\p{White_Space}+$/gu;

/**
 * One line of visible characters, neither trimmed nor cut: invisible ones removed, braille blanks, line
 * breaks and controls made spaces, combining marks capped (last, since a removal may join two runs).
 */
export function visibleLine(text: string): string {
  return text.replace(INVISIBLE, '').replace(BRAILLE_BLANKS, ' ').replace(CONTROL_OR_SEPARATOR, ' ').replace(EXCESS_MARKS, '');
}

/**
 * Text from banks or YNAB made safe to show: one line, visible characters, at most 80 code points
 * (`max` is raised only for YNAB's own error details, which quote a batch index at their end), and
 * without `secrets` — cut out after the cleaning (which could join a secret split by invisible
 * characters) and before the length cut (which could leave a long piece of one).
 */
export function untrusted(text: string | null | undefined, max = MAX_CODE_POINTS, secrets: readonly string[] = []): string {
  if (text === null || text === undefined) return '';
  const collapsed = visibleLine(text).replace(WHITE_SPACE_RUN, ' ');
  // After collapsing, the only white space left is U+0020, at most one at each end.
  const trimmed = redact(collapsed, secrets).replace(/^ | $/g, '');
  const codePoints = Array.from(trimmed);
  if (codePoints.length <= max) return trimmed;
  return `${codePoints.slice(0, max - 1).join('')}…`;
}

/** Names as a message lists them: each cleaned, between ‘quotes’, comma-separated. */
export const quotedList = (names: readonly string[]): string => names.map((n) => `‘${untrusted(n)}’`).join(', ');

/** True when the text is already one line of visible characters: nothing for visibleLine() to change. */
export function isOneLine(text: string): boolean {
  return visibleLine(text) === text;
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
