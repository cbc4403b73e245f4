// Labels for the structured formats, in each bank's language: the French bank's and the German bank's CAMT.053,
// and a UK bank's QIF.
import { ddmm } from '../lib/dates.ts';
import type { CamtWords } from '../layouts/structured.ts';
import type { DocEntry, EntryKind } from './doc.ts';

const hhmm = (e: DocEntry, sep: string) =>
  `${e.ref.slice(0, 2).replace(/^[3-9]/, '1')}${sep}${String(Number(e.ref.slice(2, 4)) % 60).padStart(2, '0')}`;

type CamtLabel = ReturnType<CamtWords['label']>;

/** A bank's CAMT.053 words: its BIC, and how it labels each kind of entry. */
const camtWords = (bic: string, byKind: Record<EntryKind, (e: DocEntry) => CamtLabel>): CamtWords => ({
  bic,
  label: (e) => byKind[e.kind](e),
});

/** The French bank's card payment and card refund: the label prints the day. */
const frenchCard = (e: DocEntry): CamtLabel => ({
  party: e.name,
  info: `CB ${e.name} ${ddmm(e.txDate)} CARTE ${e.card4}`,
  additional: e.kind === 'card' ? 'PAIEMENT PAR CARTE' : 'REMBOURSEMENT CARTE',
});
const frenchCredit = (e: DocEntry): CamtLabel => ({
  party: e.name,
  info: `VIR SEPA ${e.name} ${e.ref.slice(-6)}`,
  additional: 'VIREMENT RECU',
});

/** A French bank's CAMT.053 (the heavy plan's checking): the card's and the cash machine's labels print the day. */
export const FRENCH_CAMT: CamtWords = camtWords('AGRIFRPP839', {
  card: frenchCard,
  refund: frenchCard,
  atm: (e) => ({
    party: e.city,
    info: `RETRAIT DAB ${ddmm(e.txDate)} ${hhmm(e, 'H')} ${e.city} CARTE ${e.card4}`,
    additional: 'RETRAIT DAB',
  }),
  debit: (e) => ({ party: e.name, info: `PRLV SEPA ${e.name} ${e.ref}`, additional: 'PRELEVEMENT SEPA' }),
  salary: frenchCredit,
  deposit: frenchCredit,
  'transfer-out': (e) => ({ party: e.name, info: `VIR VERS ${e.name} ${e.ref.slice(-6)}`, additional: 'VIREMENT EMIS' }),
  'transfer-in': (e) => ({ party: e.name, info: `VIR DE ${e.name} ${e.ref.slice(-6)}`, additional: 'VIREMENT RECU' }),
  'card-payment': (e) => ({ party: e.name, info: `PRLV CARTE ${e.card4} RELEVE DIFFERE`, additional: 'PRELEVEMENT CARTE' }),
  fee: (e) => ({ party: 'BANQUE', info: e.name, additional: 'FRAIS BANCAIRES' }),
  interest: (e) => ({ party: 'BANQUE', info: e.name, additional: 'INTERETS' }),
  cheque: (e) => ({ party: '', info: `CHEQUE ${e.ref.slice(-7)}`, additional: 'CHEQUE' }),
});

const de = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The German bank's girocard payment and refund: the label prints the day, the time and the terminal's number. */
const germanCard = (e: DocEntry): CamtLabel => ({
  party: e.name,
  info: `${e.name}//${e.city}/DE ${de(e.txDate)}T${hhmm(e, ':')} Folgenr. 00${e.ref.slice(-1)} Verfalld. 2812`,
  additional: e.kind === 'card' ? 'Kartenzahlung girocard' : 'Gutschrift Karte',
});
const germanDebit = (e: DocEntry): CamtLabel => ({
  party: e.name,
  info: `${e.display} Kundennr. ${e.ref.slice(-8)} Mandat ${e.ref.slice(0, 6)}`,
  additional: 'Lastschrift',
});
const germanCredit = (e: DocEntry): CamtLabel => ({
  party: e.name,
  info: `LOHN/GEHALT ${e.txDate.slice(5, 7)}/${e.txDate.slice(0, 4)}`,
  additional: 'Gutschrift',
});

/** A German bank's CAMT.053: girocard payments, Geldautomat, Lastschrift, Gutschrift, Überweisung. */
export const GERMAN_CAMT: CamtWords = camtWords('BELADEBEXXX', {
  card: germanCard,
  refund: germanCard,
  atm: (e) => ({
    party: '',
    info: `GA NR${e.ref.slice(0, 8)} BLZ10050000 0 ${de(e.txDate).slice(0, 5)}/${hhmm(e, '.')}UHR ${e.city}`,
    additional: 'Geldautomat',
  }),
  debit: germanDebit,
  'card-payment': germanDebit,
  salary: germanCredit,
  deposit: germanCredit,
  'transfer-out': (e) => ({ party: 'Eigenes Konto', info: `Umbuchung auf ${e.display}`, additional: 'Überweisung' }),
  'transfer-in': (e) => ({ party: 'Eigenes Konto', info: `Umbuchung von ${e.display}`, additional: 'Gutschrift' }),
  fee: (e) => ({ party: '', info: e.name, additional: 'Entgelt' }),
  interest: () => ({ party: '', info: 'Habenzinsen', additional: 'Zinsen' }),
  cheque: (e) => ({ party: '', info: `Scheck ${e.ref.slice(-6)}`, additional: 'Scheckeinreichung' }),
});

/** A UK bank's QIF: the payee and a memo that says how it was paid (and, for cash, where and which day). */
export function ukQifLabel(e: DocEntry): [string, string] {
  switch (e.kind) {
    case 'card':
    case 'refund':
      return [e.name, `CONTACTLESS PAYMENT ${e.city}`];
    case 'atm':
      return ['CASH WITHDRAWAL', `${e.city} ${ddmm(e.txDate)} ATM ${e.ref.slice(-4)}`];
    case 'debit':
    case 'card-payment':
      return [e.name, `DIRECT DEBIT ${e.ref.slice(-8)}`];
    case 'salary':
    case 'deposit':
      return [e.name, 'BANK CREDIT'];
    case 'transfer-out':
      return [`TRANSFER TO ${e.name}`, `REF ${e.ref.slice(-6)}`];
    case 'transfer-in':
      return [`TRANSFER FROM ${e.name}`, `REF ${e.ref.slice(-6)}`];
    case 'fee':
      return [e.name, 'ACCOUNT FEE'];
    case 'interest':
      return ['INTEREST', 'GROSS INTEREST'];
    case 'cheque':
      return [`CHEQUE ${e.ref.slice(-6)}`, ''];
  }
}
