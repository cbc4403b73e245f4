// Crédit Agricole, "Télécharger mes opérations" as CSV: Windows-1252, ';', CRLF. Ten lines of heading (export
// date, holder, account, "Solde au <date> <amount> €", the period), then Date;Libellé;Débit euros;Crédit euros;
// on line 11. Each label is one quoted field over several physical lines (the operation's kind, its detail, a
// padding line); amounts are French (1 234,56, the thousands separated by a no-break space), debits and credits
// in their own columns; newest first.
import { ddmm, ddmmyyyy } from '../lib/dates.ts';
import { encodeText } from '../lib/encode.ts';
import { money } from '../lib/money.ts';
import { listed, writeMaybeTwice, type DocEntry, type StatementDoc, type Written } from '../gen/doc.ts';

const NBSP = '\u00a0';
const fr = (m: number) => money(m, { decimal: ',', thousands: NBSP, sign: 'none' });
const frSigned = (m: number) => money(m, { decimal: ',', thousands: NBSP });

/** The label's two lines: the operation's kind and its detail. */
export function caLabel(e: DocEntry): [string, string] {
  switch (e.kind) {
    case 'card':
      return ['PAIEMENT PAR CARTE', `X${e.card4} ${e.name} ${ddmm(e.txDate)}`];
    case 'refund':
      return ['REMBOURSEMENT CARTE', `X${e.card4} ${e.name} ${ddmm(e.txDate)}`];
    case 'debit':
    case 'card-payment':
      return ['PRELEVEMENT', `${e.name} ${e.ref}`];
    case 'salary':
    case 'deposit':
    case 'transfer-in':
      return ['VIREMENT EN VOTRE FAVEUR', `${e.name} ${e.ref}`];
    case 'transfer-out':
      return ['VIREMENT EMIS', `VERS ${e.name} ${e.ref}`];
    case 'atm':
      return ['RETRAIT AU DISTRIBUTEUR', `X${e.card4} ${e.city} ${ddmm(e.txDate)} ${e.ref.slice(0, 2)}H${e.ref.slice(2, 4)}`];
    case 'fee':
      return ['COTISATION', e.name];
    case 'interest':
      return ['INTERETS CREDITEURS', e.name];
    case 'cheque':
      return ['CHEQUE EMIS', `N° ${e.ref.slice(-7)}`];
  }
}

export function writeCreditAgricole(doc: StatementDoc): Written {
  const rows = listed(doc, 'newest-first').filter((e) => e.status === 'posted');
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\r\n', (w, mark) => {
    w.add(`Téléchargement du ${ddmmyyyy(doc.exported)};`);
    w.add('');
    w.add(`${doc.holder};`);
    w.add(`Compte de Dépôt carte n° ${doc.accountNumber};`);
    w.add('');
    w.add('');
    w.add(`Solde au ${ddmmyyyy(doc.to)} ${frSigned(doc.closing)} €`);
    w.add('');
    w.add(`Liste des opérations du compte entre le ${ddmmyyyy(doc.from)} et le ${ddmmyyyy(doc.to)};`);
    w.add('');
    w.add('Date;Libellé;Débit euros;Crédit euros;');
    for (const e of rows) {
      const [kind, detail] = caLabel(e);
      const label = `"${kind.padEnd(32)}\n${detail.padEnd(32)}\n"`;
      const debit = e.amount < 0 ? fr(e.amount) : '';
      const credit = e.amount > 0 ? fr(e.amount) : '';
      mark(e.key, w.add(`${ddmmyyyy(e.date)};${label};${debit};${credit};`));
    }
    w.add('');
  });
  return { bytes: encodeText(writer.text(), 'windows-1252'), lines, repeats, closing: doc.closing, extension: 'csv' };
}
