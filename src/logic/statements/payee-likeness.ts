// How alike a bank's label and a YNAB payee name are, for the statement matching: "SQ *BLUE BOTTLE" and
// "Blue Bottle Coffee", "AMZN Mktp US*2K4" and "Amazon", "CB CARREFOUR 12/09" and "Carrefour". Word overlap
// on the merchant keys of payee-keys.ts, words meeting when equal, one a prefix or an abbreviation of the other.

import { BoundedMemo } from '../core/bounded-memo.ts';
import { normalizePayee } from '../classify/payee-keys.ts';

/** From this likeness on, a label and a payee name are the same merchant (every word of a two- or three-word name but one of three). */
export const ALIKE = 0.66;

// Processor and card prefixes the merchant key leaves ("SQ *", "PAYPAL *", "POS "), company forms, and
// French and English articles: words that say nothing about which merchant it is.
const ARTICLES = 'THE AND DES DU DE LA LE LES ET';
const FILLER = new Set(
  `SQ TST SP POS PAYPAL VISA CARD DEBIT CREDIT PURCHASE PMT PAYMENT ACH CHECKCARD INC LLC LTD CORP CO SARL SAS SA GMBH ${ARTICLES}`.split(
    ' ',
  ),
);
// A name's initials keep its articles ("The Sultan Center" is TSC) and drop the other filler.
const NOT_INITIAL = new Set([...FILLER].filter((w) => !ARTICLES.split(' ').includes(w)));
const MARKS = /\p{M}/gu;
const APOSTROPHES = /['’`]/gu;
// A French elision ("L'ENTRECOTE", "D'ORSAY") separates two words; any other apostrophe joins ("MCDONALD'S").
const ELISION = /\b([LD])['’`]/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/u;
const HAS_DIGIT = /\p{N}/u;
// Shorter words are articles or leftovers of a truncation ("PHARMACIE DU PA"), unless they are all there is.
const MIN_WORD = 3;

interface Named {
  /** The words that can name the merchant. */
  words: string[];
  /** The initials of the whole name, with its articles and without: three letters or more. */
  initials: string[];
}

/** The words of a label that can name its merchant: no digits (store numbers, references), no filler. */
export function merchantWords(label: string): string[] {
  return named(label).words;
}
const memo = new BoundedMemo<string, Named>(100_000);
const named = (label: string): Named => memo.get(label, nameOf);

function nameOf(label: string): Named {
  const key = normalizePayee(label).normalize('NFD').replace(MARKS, '').replace(ELISION, '$1 ').replace(APOSTROPHES, '');
  const all = key.split(NOT_WORD).filter((w) => w !== '' && !HAS_DIGIT.test(w));
  const words = all.filter((w) => !FILLER.has(w));
  const long = words.filter((w) => w.length >= MIN_WORD);
  const initials = [all.filter((w) => !NOT_INITIAL.has(w)), long]
    .map((ws) => ws.map((w) => w[0]).join(''))
    .filter((i) => i.length >= MIN_WORD);
  return { words: long.length > 0 ? long : words, initials };
}

// `short` is a subsequence of `long` ("AMZN" in "AMAZON", "MKT" in "MARKET").
function subsequence(short: string, long: string): boolean {
  let at = 0;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: past the end of `short`, short[at] is undefined and no character equals it, so the bound only spares the comparisons.
  for (const c of long) if (at < short.length && c === short[at]) at++;
  return at === short.length;
}

/** Equal; or the shorter, of 3 letters or more, is a prefix (a truncation) or an abbreviation of at least half the other. */
function wordsMeet(a: string, b: string): boolean {
  if (a === b) return true;
  // Stryker disable next-line EqualityOperator: of two words of one length that are not equal, neither starts nor abbreviates the other, so which is `short` does not matter.
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length < MIN_WORD) return false;
  if (long.startsWith(short)) return true;
  return short[0] === long[0] && short.length * 2 >= long.length && subsequence(short, long);
}

/**
 * Likeness in [0, 1]: the share of the shorter side's words that meet a distinct word of the other side
 * (equal words first), so a city, a store word or a processor's tail on either side costs nothing; one
 * word running several together ("BLUEBOTTLE") meets them joined. Null when either
 * side has no merchant word (empty, only digits): nothing can be said.
 */
export function payeeLikeness(label: string, payee: string): number | null {
  const a = merchantWords(label);
  const b = merchantWords(payee);
  if (a.length === 0 || b.length === 0) return null;
  return Math.max(wordLikeness(a, b), initialsLikeness(a, payee), initialsLikeness(b, label));
}

/**
 * One word of `words` spelling the initials of the other name ("TSC", "The Sultan Center"): it meets every
 * word of that name, so the likeness is 1 when that name has no more words than `words`, else 1 / |words|.
 */
function initialsLikeness(words: readonly string[], name: string): number {
  const other = named(name);
  if (!words.some((w) => other.initials.includes(w))) return 0;
  return other.words.length <= words.length ? 1 : 1 / words.length;
}

/**
 * How many words of `a` meet a distinct word of `b` (equal words first). Walking either side gives the same
 * pairs: each word takes the other side's earliest free word it meets, an order both sides share (rank a pair
 * by the sum of its positions), and the one stable pairing of such an order is what either walk finds.
 */
function meetings(a: readonly string[], b: readonly string[]): number {
  const free = [...b];
  let met = 0;
  // Stryker disable next-line ArrayDeclaration: merchant words are upper case, and no upper-case word of 3 letters or more starts or abbreviates a text in lower case after its first letter.
  const fuzzy: string[] = [];
  for (const w of a) {
    const at = free.indexOf(w);
    if (at >= 0) {
      free.splice(at, 1);
      met++;
    } else fuzzy.push(w);
  }
  for (const w of fuzzy) {
    const at = free.findIndex((f) => wordsMeet(w, f));
    if (at < 0) continue;
    free.splice(at, 1);
    met++;
  }
  return met;
}

function wordLikeness(a: readonly string[], b: readonly string[]): number {
  return Math.max(meetings(a, b) / Math.min(a.length, b.length), runTogether(a, b) || runTogether(b, a) ? 1 : 0);
}

/**
 * The share of the label's words the payee meets, in [0, 1]: of two payees alike a label, the one that says
 * more of it ("Uber *Trip Help.Uber.Com", as the bank's import named it, against the "Uber" someone typed).
 * Words the payee adds (a city the bank printed in another column) take nothing away.
 */
export function payeeCoverage(label: string, payee: string): number {
  const a = merchantWords(label);
  const b = merchantWords(payee);
  // Stryker disable next-line ConditionalExpression: with no payee word, meetings() is 0 and so is the share, so `b.length === 0` as `false` is equivalent (the label's test is killed).
  return a.length === 0 || b.length === 0 ? 0 : meetings(a, b) / a.length;
}

// One word on one side spelling several of the other's run together ("BLUEBOTTLE", "WHOLEFDS"): it must
// reach past the other's first word, so "MARC" does not meet "MARCHE BIO".
function runTogether(one: readonly string[], several: readonly string[]): boolean {
  const word = one[0]!;
  // Stryker disable next-line EqualityOperator,ConditionalExpression: against one word, running together is wordsMeet of the two, which meetings() already counts, so `several.length >= 1` and `several.length > 1` as `true` are equivalent (the `<= 1` twin, the length operators and the other conditions' mutants are killed).
  return one.length === 1 && several.length > 1 && word.length > several[0]!.length && wordsMeet(word, several.join(''));
}
