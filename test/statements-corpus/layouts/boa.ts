// Bank of America checking/savings, "Download transactions" as "Microsoft Excel Format" (CSV): a summary block
// (Description,,Summary Amt.), a blank line, then Date,Description,Amount,Running Bal. whose first row is the
// beginning balance with no amount. MM/DD/YYYY, amounts quoted with thousands commas, oldest first.
import { mmddCompact, mmddyyyy } from '../lib/dates.ts';
import { hashText } from '../lib/rng.ts';
import { encodeText } from '../lib/encode.ts';
import { money } from '../lib/money.ts';
import { listed, writeMaybeTwice, type DocEntry, type StatementDoc, type Written } from '../gen/doc.ts';

/** Each transfer's own confirmation number (its reference names the other account). */
const confirmation = (e: DocEntry) => String(hashText(`${e.key}:${e.txDate}`) % 10_000_000_000).padStart(10, '0');

const amt = (m: number) => `"${money(m, { thousands: ',' })}"`;

export function boaLabel(e: DocEntry, holder: string): string {
  switch (e.kind) {
    case 'card':
    case 'refund':
      return `CHECKCARD ${mmddCompact(e.txDate)} ${e.name} ${e.city} ${e.region} ${e.ref}`;
    case 'debit':
      return `${e.name} DES:${e.display.toUpperCase().slice(0, 10)} ID:XXXXX${e.ref.slice(-5)} INDN:${holder} CO ID:XXXXX${e.ref.slice(0, 5)} WEB`;
    case 'salary':
    case 'deposit':
      return `${e.name} DES:PAYROLL ID:XXXXX${e.ref.slice(-5)} INDN:${holder} CO ID:XXXXX${e.ref.slice(0, 5)} PPD`;
    case 'atm':
      return `BKOFAMERICA ATM ${mmddyyyy(e.txDate).slice(0, 5)} #00000${e.ref.slice(-4)} WITHDRWL ${e.city} ${e.region}`;
    case 'transfer-out':
      return `Online Banking transfer to ${e.name} Confirmation# ${confirmation(e)}`;
    case 'transfer-in':
      return `Online Banking transfer from ${e.name} Confirmation# ${confirmation(e)}`;
    case 'card-payment':
      return `${e.name} DES:ONLINE PMT ID:XXXXX${e.ref.slice(-5)} INDN:${holder} CO ID:XXXXX${e.ref.slice(0, 5)} WEB`;
    case 'fee':
      return e.name;
    case 'interest':
      return 'Interest Earned';
    case 'cheque':
      return `Check ${e.ref.slice(-4)}`;
  }
}

export function writeBoa(doc: StatementDoc): Written {
  const posted = listed(doc, 'oldest-first').filter((e) => e.status === 'posted');
  const credits = posted.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0);
  const debits = posted.filter((e) => e.amount < 0).reduce((s, e) => s + e.amount, 0);
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\r\n', (w, mark) => {
    w.add('Description,,Summary Amt.');
    w.add(`Beginning balance as of ${mmddyyyy(doc.from)},,${amt(doc.opening)}`);
    w.add(`Total credits,,${amt(credits)}`);
    w.add(`Total debits,,${amt(debits)}`);
    w.add(`Ending balance as of ${mmddyyyy(doc.to)},,${amt(doc.closing)}`);
    w.add('');
    w.add('Date,Description,Amount,Running Bal.');
    w.add(`${mmddyyyy(doc.from)},Beginning balance as of ${mmddyyyy(doc.from)},,${amt(doc.opening)}`);
    for (const e of posted) mark(e.key, w.add(`${mmddyyyy(e.date)},"${boaLabel(e, doc.holder)}",${amt(e.amount)},${amt(e.balance)}`));
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: doc.closing, extension: 'csv' };
}
