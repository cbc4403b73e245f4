// Monzo and Starling (UK), and Revolut: app banks' CSV exports.
//
// Monzo: Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency,Local amount,Local currency,Notes and
// #tags,Address,Receipt,Description,Category split,Money Out,Money In. DD/MM/YYYY (the day of the payment) and
// HH:MM:SS, signed amounts with a decimal point, the card's raw descriptor in Description, the foreign amount in
// Local amount/Local currency; UTF-8 (emoji), oldest first, no balance.
//
// Starling: Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP),Spending Category,Notes; DD/MM/YYYY,
// an Opening Balance row first, a running balance, oldest first.
//
// Revolut: Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance; ISO date-times,
// the fee in its own column (the balance moves by Amount − Fee), pending and reverted rows with no completion
// date and no balance.
import { ddmmyyyy } from '../lib/dates.ts';
import { csvField, encodeText } from '../lib/encode.ts';
import { money } from '../lib/money.ts';
import { listed, writeMaybeTwice, type DocEntry, type StatementDoc, type Written } from '../gen/doc.ts';

const plain = (m: number) => money(m);
/** A time of day drawn from the entry's reference, so it is the same at every run. */
const time = (e: DocEntry) => {
  const n = Number(e.ref.replace(/\D/g, '').slice(-6) || '0');
  const two = (v: number) => String(v).padStart(2, '0');
  return `${two(7 + (n % 15))}:${two(n % 60)}:${two((n * 7) % 60)}`;
};

/** A time some minutes after another, the same day (a payment completes after it starts). */
const later = (hms: string) => {
  const [h, m, sec] = hms.split(':').map(Number) as [number, number, number];
  const minutes = Math.min(h * 60 + m + 7 + ((h * 31 + m) % 150), 23 * 60 + 59);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:${String(sec).padStart(2, '0')}`;
};

/** Each bank's Type for a kind of entry: Monzo's, Starling's and Revolut's word for it. */
const TYPE: Record<DocEntry['kind'], { monzo: string; starling: string; revolut: string }> = {
  card: { monzo: 'Card payment', starling: 'CONTACTLESS', revolut: 'CARD_PAYMENT' },
  refund: { monzo: 'Card payment', starling: 'ONLINE PAYMENT', revolut: 'CARD_REFUND' },
  atm: { monzo: 'Card payment', starling: 'ATM', revolut: 'ATM' },
  debit: { monzo: 'Direct Debit', starling: 'DIRECT DEBIT', revolut: 'CARD_PAYMENT' },
  'card-payment': { monzo: 'Direct Debit', starling: 'DIRECT DEBIT', revolut: 'TRANSFER' },
  salary: { monzo: 'Faster payment', starling: 'FASTER PAYMENT', revolut: 'TOPUP' },
  deposit: { monzo: 'Faster payment', starling: 'FASTER PAYMENT', revolut: 'TOPUP' },
  'transfer-in': { monzo: 'Faster payment', starling: 'FASTER PAYMENT', revolut: 'TRANSFER' },
  'transfer-out': { monzo: 'Pot transfer', starling: 'STANDING ORDER', revolut: 'TRANSFER' },
  fee: { monzo: 'Monzo fee', starling: 'FEE', revolut: 'FEE' },
  interest: { monzo: 'Interest', starling: 'DEPOSIT INTEREST', revolut: 'INTEREST' },
  cheque: { monzo: 'Faster payment', starling: 'CHEQUE', revolut: 'TRANSFER' },
};
const EMOJI: Record<string, string> = {
  Groceries: '🛒',
  'Eating out': '🍔',
  Transport: '🚕',
  Bills: '💡',
  Income: '💰',
  Savings: '🏦',
  Cash: '💵',
  Shopping: '🛍️',
  General: '',
  Entertainment: '🎉',
};

export function writeMonzo(doc: StatementDoc): Written {
  const rows = listed(doc, 'oldest-first').filter((e) => e.status === 'posted');
  const header =
    'Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency,Local amount,Local currency,Notes and #tags,Address,Receipt,Description,Category split,Money Out,Money In';
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\n', (w, mark) => {
    w.add(header);
    for (const e of rows) {
      const local = e.fx ? money(Math.sign(e.amount) * e.fx.foreign) : plain(e.amount);
      const description =
        e.kind === 'transfer-out'
          ? ''
          : e.kind === 'atm'
            ? `${e.name} ${e.city} GBR`
            : `${e.name.padEnd(22)} ${e.city.padEnd(13)} ${e.fx ? e.country : 'GBR'}`;
      const fields = [
        `tx_0000${e.ref.padStart(18, 'A').slice(-18)}`,
        ddmmyyyy(e.date),
        time(e),
        TYPE[e.kind].monzo,
        e.display,
        EMOJI[e.category] ?? '',
        e.category,
        plain(e.amount),
        doc.currency,
        local,
        e.fx ? e.fx.currency : doc.currency,
        '',
        e.kind === 'card' ? `${e.city}` : '',
        '',
        description,
        '',
        e.amount < 0 ? plain(e.amount) : '',
        e.amount > 0 ? plain(e.amount) : '',
      ];
      mark(e.key, w.add(fields.map((f) => csvField(f)).join(',')));
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: null, extension: 'csv' };
}

const STARLING_CATEGORY: Record<string, string> = {
  Groceries: 'GROCERIES',
  'Eating out': 'EATING_OUT',
  Transport: 'TRANSPORT',
  Bills: 'BILLS_AND_SERVICES',
  Income: 'INCOME',
  Savings: 'SAVING',
  Cash: 'GENERAL',
  Shopping: 'SHOPPING',
  General: 'GENERAL',
  Entertainment: 'ENTERTAINMENT',
};

export function writeStarling(doc: StatementDoc): Written {
  const rows = listed(doc, 'oldest-first').filter((e) => e.status === 'posted');
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\n', (w, mark) => {
    w.add('Date,Counter Party,Reference,Type,Amount (GBP),Balance (GBP),Spending Category,Notes');
    w.add(`${ddmmyyyy(doc.from)},Opening Balance,,,,${plain(doc.opening)},,`);
    for (const e of rows) {
      const reference = e.kind === 'card' || e.kind === 'refund' ? `${e.name} ${e.city}` : e.kind === 'atm' ? `${e.name} ${e.city}` : e.ref;
      const type =
        e.kind === 'card' && Number(e.ref.slice(-1)) % 3 === 0
          ? 'CHIP AND PIN'
          : e.kind === 'card' && e.fx
            ? 'ONLINE PAYMENT'
            : TYPE[e.kind].starling;
      const fields = [
        ddmmyyyy(e.date),
        e.display,
        reference,
        type,
        plain(e.amount),
        plain(e.balance),
        STARLING_CATEGORY[e.category] ?? 'GENERAL',
        '',
      ];
      mark(e.key, w.add(fields.map((f) => csvField(f)).join(',')));
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: doc.closing, extension: 'csv' };
}

export function writeRevolut(doc: StatementDoc): Written {
  const rows = listed(doc, 'oldest-first');
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\n', (w, mark) => {
    w.add('Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance');
    for (const e of rows) {
      const fee = e.fee ?? 0;
      const started = `${e.txDate} ${time(e)}`;
      const completed =
        e.status === 'posted'
          ? `${e.date} ${e.date === e.txDate ? later(time(e)) : time({ ...e, ref: `${e.ref.split('').reverse().join('')}1` })}`
          : e.placeholderDate !== undefined
            ? `${e.placeholderDate} 00:00:00`
            : '';
      const state = e.status === 'posted' ? 'COMPLETED' : e.status === 'pending' ? 'PENDING' : 'REVERTED';
      const description =
        e.kind === 'transfer-out'
          ? `To ${e.display}`
          : e.kind === 'transfer-in' || e.kind === 'salary'
            ? `Payment from ${e.display}`
            : e.kind === 'atm'
              ? `Cash at ${e.display}`
              : e.display;
      const fields = [
        TYPE[e.kind].revolut,
        'Current',
        started,
        completed,
        description,
        plain(e.amount + fee),
        money(fee),
        doc.currency,
        state,
        e.status === 'posted' ? plain(e.balance) : '',
      ];
      mark(e.key, w.add(fields.map((f) => csvField(f)).join(',')));
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: doc.closing, extension: 'csv' };
}
