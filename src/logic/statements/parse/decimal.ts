// Amounts as banks print them, read exactly into milliunits from the text (no float touches them):
// 1.234,56 / 1,234.56 / 1 234,56 / 1'234.56, (12.50) and 12.50- negative, currency signs and codes around.

export type DecimalMark = '.' | ',';
export type AmountFault = 'not_a_number' | 'too_many_decimals' | 'too_large';

// Spaces a bank may group thousands with: ordinary, no-break, narrow no-break, thin.
const GROUP_SPACES = /[ \u00A0\u202F\u2009]/g;
const CURRENCY = /^(?:[A-Z]{3}|[$€£¥₹₣₩₺₽₪¤]|CHF|Fr\.?|zł|kr\.?|R\$|US\$|C\$|A\$)/iu;
const CURRENCY_END = /(?:[A-Z]{3}|[$€£¥₹₣₩₺₽₪¤]|CHF|Fr\.?|zł|kr\.?)$/iu;
const DEBIT_CREDIT = /\s*(?<![A-Za-z])(DR|CR)\.?$/iu;
const MINUS = /^[-\u2212]/u;
const MINUS_END = /[-\u2212]$/u;

/** The decimal mark of one amount's text when it shows it, else undefined ("1,234" could be either). */
function markOf(text: string): DecimalMark | undefined {
  const digits = text.replace(/[^\d.,]/g, '');
  const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  if (last < 0) return undefined;
  const mark = digits[last] as DecimalMark;
  const after = digits.length - last - 1;
  const other = mark === '.' ? ',' : '.';
  if (digits.slice(0, last).includes(other) || after !== 3) return mark;
  // Three digits after a single mark: a thousands group, unless that mark appears twice (then surely a group).
  return undefined;
}

/** The file's decimal mark, decided by the amounts that show one; '.' when none does (`shown` false). */
export function guessDecimal(samples: readonly string[]): { mark: DecimalMark; shown: boolean } {
  let comma = 0;
  let point = 0;
  for (const s of samples) {
    const mark = markOf(s);
    if (mark === ',') comma++;
    else if (mark === '.') point++;
  }
  return { mark: comma > point ? ',' : '.', shown: comma + point > 0 };
}

/** Peels signs, currency and DR/CR off the number: the bare number and whether it is negative (two signs: undefined). */
function unwrap(text: string): { body: string; negative: boolean } | undefined {
  let s = text.trim();
  let signs = 0;
  const dc = DEBIT_CREDIT.exec(s);
  if (dc) {
    if (dc[1]!.toUpperCase() === 'DR') signs++;
    s = s.slice(0, dc.index).trim();
  }
  if (s.startsWith('(') && s.endsWith(')')) {
    signs++;
    s = s.slice(1, -1).trim();
  }
  // Signs and currency in any order on either side: "-$5", "$-5", "5 €-", "-5 EUR"; each pass peels something.
  for (let before = ''; before !== s; ) {
    before = s;
    if (MINUS.test(s)) signs++, (s = s.slice(1).trim());
    else if (s.startsWith('+')) s = s.slice(1).trim();
    if (MINUS_END.test(s)) signs++, (s = s.slice(0, -1).trim());
    s = s.replace(CURRENCY, '').replace(CURRENCY_END, '').trim();
  }
  return signs > 1 ? undefined : { body: s, negative: signs === 1 };
}

/** One amount in milliunits with its sign as printed, or why it cannot be read. */
export function parseAmount(text: string, decimal: DecimalMark): number | AmountFault {
  const unwrapped = unwrap(text);
  if (!unwrapped) return 'not_a_number';
  const group = decimal === '.' ? /[,' ’]/g : /[.' ’]/g;
  const body = unwrapped.body.replace(GROUP_SPACES, ' ');
  const cut = body.lastIndexOf(decimal);
  const whole = cut < 0 ? body : body.slice(0, cut);
  const fraction = cut < 0 ? '' : body.slice(cut + 1);
  if (!/^\d*$/.test(fraction) || (whole === '' && fraction === '')) return 'not_a_number';
  // Thousands groups, when present, must be groups of three after a first group of one to three digits.
  if (!/^\d*$/.test(whole) && !/^\d{1,3}(?:[,.' ’]\d{3})+$/.test(whole)) return 'not_a_number';
  const digits = whole.replace(group, '').replace(/ /g, '');
  if (!/^\d*$/.test(digits)) return 'not_a_number';
  if (fraction.length > 3) return 'too_many_decimals';
  const milli = Number((digits || '0') + fraction.padEnd(3, '0'));
  if (!Number.isSafeInteger(milli)) return 'too_large';
  return unwrapped.negative && milli !== 0 ? -milli : milli;
}

/** What a fault means, for a message about ‘value’. */
export const AMOUNT_FAULTS: Readonly<Record<AmountFault, string>> = {
  not_a_number: 'is not an amount',
  too_many_decimals: 'has more than 3 decimals',
  too_large: 'is too large an amount',
};
