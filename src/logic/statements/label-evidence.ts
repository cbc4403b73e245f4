// What a bank label says beyond its merchant, for the statement matching (issue #27): the purchase date a card
// or cash line prints ("CB CARREFOUR 12/09", "ATM WITHDRAWAL 09/10", "10.09/14.23UHR", "FACT 120926",
// "CHECKCARD 0805"), read
// in every order a bank writes it and kept when it falls shortly before the line; and whether a text names a
// cash withdrawal or a cash account ("RETRAIT DAB", "Geldautomat", "Transfer : Cash").
import { BoundedMemo } from '../core/bounded-memo.ts';
import { isCalendarDate } from '../core/calendar.ts';
import { daysBetween } from '../core/day-numbers.ts';

// A card line prints the purchase date, days before the bank books it (a foreign one, weeks).
const PRINTED_BEFORE = 40;
// … and a clock a day off may print the day after.
const PRINTED_AFTER = 1;

const SLASHED = /(?<!\d)(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?(?!\d)/gu;
const DOTTED = /(?<!\d)(\d{1,2})\.(\d{1,2})\.?(\d{4}|\d{2})?(?![\d])/gu;
const ISO = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/gu;
const INVOICE = /\bFACT (\d{2})(\d{2})(\d{2})\b/gu;
// Bank of America prints a card purchase's month and day after CHECKCARD: "CHECKCARD 0805 UBER *TRIP".
const CHECKCARD = /\bCHECKCARD (\d{2})(\d{2})\b/gu;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The readings of one printed day and month (and maybe year) near the line's date. */
function near(lineDate: string, day: number, month: number, year: string | undefined): string[] {
  const lineYear = Number(lineDate.slice(0, 4));
  const years = year === undefined ? [lineYear, lineYear - 1] : [year.length === 2 ? 2000 + Number(year) : Number(year)];
  return years
    .map((y) => `${String(y).padStart(4, '0')}-${pad(month)}-${pad(day)}`)
    .filter((d) => isCalendarDate(d) && daysBetween(lineDate, d) >= -PRINTED_BEFORE && daysBetween(lineDate, d) <= PRINTED_AFTER);
}

function readDates(key: string): string[] {
  const [lineDate, text] = key.split('\u0000') as [string, string];
  const found = new Set<string>();
  const add = (dates: string[]) => {
    for (const d of dates) found.add(d);
  };
  for (const m of text.matchAll(SLASHED)) {
    // Europe prints day/month, the United States month/day: both readings, the date window settles most.
    add(near(lineDate, Number(m[1]), Number(m[2]), m[3]));
    add(near(lineDate, Number(m[2]), Number(m[1]), m[3]));
  }
  for (const m of text.matchAll(DOTTED)) add(near(lineDate, Number(m[1]), Number(m[2]), m[3]));
  for (const m of text.matchAll(ISO)) add(near(lineDate, Number(m[3]), Number(m[2]), m[1]));
  for (const m of text.matchAll(INVOICE)) add(near(lineDate, Number(m[1]), Number(m[2]), m[3]));
  for (const m of text.matchAll(CHECKCARD)) add(near(lineDate, Number(m[2]), Number(m[1]), undefined));
  return [...found];
}

const printed = new BoundedMemo<string, string[]>(100_000);

/** The purchase dates a label may print, as YYYY-MM-DD, among the 40 days before the line's date and the day after. */
export function printedDates(text: string, lineDate: string): string[] {
  return printed.get(`${lineDate}\u0000${text}`, readDates);
}

// Words of a cash withdrawal or a cash account, in the languages of the banks read (accents dropped).
const CASH = new Set(
  [
    'ATM DAB GAB RETRAIT RETRAITS ESPECES LIQUIDE LIQUIDES PORTEFEUILLE PORTEMONNAIE',
    'GELDAUTOMAT GELDAUTOMATEN BARGELD BARGELDAUSZAHLUNG BARAUSZAHLUNG GELDBORSE GELDBOERSE GELDBEUTEL',
    'CASH WALLET CAJERO EFECTIVO REINTEGRO MONEDERO BANCOMAT PRELIEVO CONTANTI GELDAUTOMAAT GELDOPNAME',
  ]
    .join(' ')
    .split(' '),
);
const MARKS = /\p{M}/gu;
const NOT_LETTER = /[^\p{L}]+/u;

/** Whether a text names a cash withdrawal or a cash account ("CASH APP", a payment service, does not). */
export function isCash(text: string): boolean {
  // A word in brackets annotates the line, not the entry: Fidelity ends every action with "(Cash)", its core position.
  const words = text
    .replace(/\([^()]*\)/gu, ' ')
    .toUpperCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .split(NOT_LETTER);
  return words.some((w, i) => CASH.has(w) && !(w === 'CASH' && words[i + 1] === 'APP'));
}

// YNAB names a transfer's payee after the other account.
const TRANSFER_PAYEE = /^Transfer\s*:\s*/iu;

/** The other account's name of a transfer's payee ("Transfer : Savings" → "Savings"). */
export const transferAccount = (payee: string): string => payee.replace(TRANSFER_PAYEE, '');
