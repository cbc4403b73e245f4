// How the demo conversation looks on screen: who speaks, tool calls, results indented under them, and the
// server's questions quoted. Plain text; colour only when asked for (a terminal without NO_COLOR).
import { formatAmount, toMilli } from '../../src/logic/core/money.ts';
import { untrusted } from '../../src/logic/core/untrusted.ts';
import { DemoError } from './answers.ts';

export type Kind = 'title' | 'text' | 'you' | 'assistant' | 'call' | 'result' | 'quote' | 'blank';
export interface Line {
  kind: Kind;
  text: string;
}

export const title = (text: string): Line => ({ kind: 'title', text });
export const text = (text: string): Line => ({ kind: 'text', text });
export const you = (text: string): Line => ({ kind: 'you', text });
export const assistant = (text: string): Line => ({ kind: 'assistant', text });
/** "Assistant calls {text}". */
export const calls = (text: string): Line => ({ kind: 'call', text });
export const result = (text: string): Line => ({ kind: 'result', text });
/** A line of the server's own wording (a confirmation question), shown verbatim. */
export const quote = (text: string): Line => ({ kind: 'quote', text });
export const blank: Line = { kind: 'blank', text: '' };

export const WIDTH = 80;
const RESULT_INDENT = '  ';
const QUOTE_INDENT = '    ';

/** No colour unless stdout is a terminal and NO_COLOR is unset or empty (https://no-color.org). */
export function wantsColour(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

export function render(line: Line, colour: boolean): string {
  const sgr = (code: string, text: string) => (colour ? `\x1b[${code}m${text}\x1b[0m` : text);
  switch (line.kind) {
    case 'title':
      return sgr('1', line.text);
    case 'text':
      return line.text;
    case 'you':
      return `${sgr('1;36', 'You:')} ${line.text}`;
    case 'assistant':
      return `${sgr('1;32', 'Assistant:')} ${line.text}`;
    case 'call':
      return `${sgr('32', 'Assistant calls')} ${line.text}`;
    case 'result':
      return RESULT_INDENT + line.text;
    case 'quote':
      return QUOTE_INDENT + sgr('33', line.text);
    case 'blank':
      return '';
  }
}

/** Bank or YNAB text (payees, memos) made one line of visible characters, as the server cleans it. */
export const clean = (text: string, max?: number): string => untrusted(text, max);

/** An amount in currency units, worded as the server's questions word it (`-8.40`). */
export function money(amount: number, decimalDigits: number): string {
  const milli = toMilli(amount, 3);
  if (milli === undefined) throw new DemoError(`unexpected answer: ${amount} is not an amount in currency units`);
  return formatAmount(milli, decimalDigits);
}

/** A suggestion's confidence (0…1, to the hundredth) with at least one decimal: 1 → 1.0, 0.67 → 0.67. */
export const confidence = (c: number): string => c.toFixed(2).replace(/(\.\d)0$/, '$1');

const width = (text: string): number => Array.from(text).length;
export const padEnd = (text: string, n: number): string => text + ' '.repeat(Math.max(0, n - width(text)));
export const padStart = (text: string, n: number): string => ' '.repeat(Math.max(0, n - width(text))) + text;

/** `label` then the names, comma-separated and wrapped under the first name (result lines, so indented). */
export function wrapList(label: string, names: readonly string[]): string[] {
  const room = WIDTH - RESULT_INDENT.length;
  const hang = ' '.repeat(width(label));
  const lines: string[] = [];
  let current = label;
  names.forEach((name, i) => {
    const piece = i < names.length - 1 ? `${name},` : name;
    const atStart = current === label || current === hang;
    if (!atStart && width(current) + 1 + width(piece) > room) {
      lines.push(current);
      current = hang + piece;
    } else {
      current += atStart ? piece : ` ${piece}`;
    }
  });
  lines.push(current);
  return lines;
}
