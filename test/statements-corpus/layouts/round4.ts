// Round 4 (added on 2026-12-05): eight banks' exports the corpus did not have, written from their published and
// observed layouts (README.md, "Where each layout comes from"), never from the project's readers. Held out only.
//
// - Chase (US) checking: Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #; every row one
//   field longer than the header (a trailing comma); the card's purchase day printed at the end of its label;
//   newest first.
// - Wells Fargo (US) checking: no header; "date","amount","*","check no.","description", every cell quoted;
//   newest first; no balance.
// - Capital One (US) card: Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit; ISO dates,
//   unsigned amounts in Debit (charges) or Credit (payments, refunds); newest first.
// - Barclays (UK) current account: Number,Date,Account,Amount,Subcategory,Memo; Number empty, DD/MM/YYYY, the
//   payee in Memo with the purchase day ("ON 21 AUG"); newest first; no balance.
// - N26 (EU): "Booking Date","Value Date","Partner Name","Partner Iban",Type,"Payment Reference","Account Name",
//   "Amount (EUR)","Original Amount","Original Currency","Exchange Rate"; ISO dates, the card's original amount
//   unsigned beside the signed booked one; oldest first.
// - ING (DE) Girokonto: Windows-1252, ';', a preamble (IBAN, Zeitraum, Saldo, Sortierung, a notice), then
//   Buchung;Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung
//   — the running balance BEFORE the amount, both German (1.234,56); newest first.
// - DKB (DE) Girokonto (the portal since 2023): UTF-8 with a BOM, every cell quoted, ';', a preamble with the
//   balance, DD.MM.YY, Status Gebucht/Vorgemerkt, amounts German with trailing zeros dropped (-17,9, 2.987);
//   newest first.
// - La Banque Postale (FR) CCP: Windows-1252, ';', a preamble of padded keys (one of them "Date"), then
//   Date;Libellé;Montant(EUROS), signed French amounts; newest first.
import { ddmmyyyy, mmddyyyy } from '../lib/dates.ts';
import { csvField, encodeText } from '../lib/encode.ts';
import { money } from '../lib/money.ts';
import { listed, writeMaybeTwice, type DocEntry, type StatementDoc, type Written } from '../gen/doc.ts';

const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const mmdd = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;
const yymmdd = (iso: string) => iso.slice(2).replaceAll('-', '');
const ddmmyy = (iso: string, sep: string) => `${iso.slice(8, 10)}${sep}${iso.slice(5, 7)}${sep}${iso.slice(2, 4)}`;
const dayMon = (iso: string) => `${iso.slice(8, 10)} ${MON[Number(iso.slice(5, 7)) - 1]}`;
/** A time of day drawn from the entry's reference (the same at every run). */
const hhmm = (e: DocEntry, sep: string) => {
  const n = Number(e.ref.replace(/\D/g, '').slice(-4) || '0');
  return `${String(8 + (n % 13)).padStart(2, '0')}${sep}${String(n % 60).padStart(2, '0')}`;
};
const isCardLike = (e: DocEntry) => e.kind === 'card' || e.kind === 'refund' || e.kind === 'atm';

// ---------------------------------------------------------------------------------------------------------------
// Chase checking ("Download account activity", CSV).

const CHASE_TYPE: Record<DocEntry['kind'], string> = {
  card: 'DEBIT_CARD',
  refund: 'DEBIT_CARD',
  atm: 'ATM',
  debit: 'ACH_DEBIT',
  'card-payment': 'ACH_DEBIT',
  salary: 'ACH_CREDIT',
  deposit: 'ACH_CREDIT',
  'transfer-out': 'ACCT_XFER',
  'transfer-in': 'ACCT_XFER',
  fee: 'FEE_TRANSACTION',
  interest: 'MISC_CREDIT',
  cheque: 'CHECK_PAID',
};

export function chaseDescription(e: DocEntry): string {
  switch (e.kind) {
    case 'card':
    case 'refund':
      return `${`${e.name} ${e.city} ${e.region}`.trim().padEnd(39)} ${mmdd(e.txDate)}`;
    case 'atm':
      return `ATM WITHDRAWAL                       ${e.ref.slice(0, 6)}  ${mmdd(e.txDate)}${e.ref.slice(-4)} ${e.city} ${e.region}`.trim();
    case 'debit':
    case 'card-payment':
      return `${e.name.padEnd(26)} ${e.display.toUpperCase().slice(0, 10).padEnd(10)} PPD ID: ${e.ref.slice(-10)}`;
    case 'salary':
    case 'deposit':
      return `${e.name.padEnd(16)} PAYROLL                    PPD ID: ${e.ref.slice(-10)}`;
    case 'transfer-out':
      return `Online Transfer to SAV ...${e.ref.slice(-4)} transaction#: ${e.ref.slice(0, 11)}`;
    case 'transfer-in':
      return `Online Transfer from SAV ...${e.ref.slice(-4)} transaction#: ${e.ref.slice(0, 11)}`;
    case 'fee':
      return e.name;
    case 'interest':
      return 'INTEREST PAYMENT';
    case 'cheque':
      return `CHECK ${e.ref.slice(-4)}`;
  }
}

export function writeChase(doc: StatementDoc): Written {
  const rows = listed(doc, 'newest-first').filter((e) => e.status === 'posted');
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\n', (w, mark) => {
    w.add('Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #');
    for (const e of rows) {
      const details = e.kind === 'cheque' ? 'CHECK' : e.amount < 0 ? 'DEBIT' : 'CREDIT';
      const check = e.kind === 'cheque' ? e.ref.slice(-4) : '';
      mark(
        e.key,
        w.add(
          `${details},${mmddyyyy(e.date)},${csvField(chaseDescription(e), ',', true)},${money(e.amount)},${CHASE_TYPE[e.kind]},${money(e.balance)},${check},`,
        ),
      );
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: doc.closing, extension: 'csv' };
}

// ---------------------------------------------------------------------------------------------------------------
// Wells Fargo checking ("Download Account Activity", Comma Delimited): no header.

export function wellsFargoDescription(e: DocEntry, holder: string): string {
  const s = `S${e.ref}${e.ref.slice(0, 3)}`;
  switch (e.kind) {
    case 'card':
      return `PURCHASE AUTHORIZED ON ${mmdd(e.txDate)} ${e.name} ${e.city} ${e.region} ${s} CARD ${e.card4}`.replace(/ {2,}/g, ' ');
    case 'refund':
      return `PURCHASE RETURN AUTHORIZED ON ${mmdd(e.txDate)} ${e.name} ${e.city} ${e.region} ${s} CARD ${e.card4}`.replace(/ {2,}/g, ' ');
    case 'atm':
      return `ATM WITHDRAWAL AUTHORIZED ON ${mmdd(e.txDate)} ${e.city} ${e.region} 000${e.ref.slice(0, 4)} ATM ID ${e.ref.slice(-4)}C CARD ${e.card4}`.replace(
        / {2,}/g,
        ' ',
      );
    case 'debit':
    case 'card-payment':
      return `${e.name} ${e.display.toUpperCase()} ${yymmdd(e.date)} ${e.ref.slice(-10)} ${holder}`;
    case 'salary':
      return `${e.name} PAYROLL ${yymmdd(e.date)} ${e.ref.slice(-4)} ${holder}`;
    case 'deposit':
      return `MOBILE DEPOSIT : REF NUMBER :${e.ref.slice(-9)}`;
    case 'transfer-out':
      return `RECURRING TRANSFER TO ${holder} WAY2SAVE SAVINGS REF #OP0${e.ref.slice(-7)} XXXXXX${e.ref.slice(-4)}`;
    case 'transfer-in':
      return `ONLINE TRANSFER FROM ${holder} WAY2SAVE SAVINGS REF #IB0${e.ref.slice(-7)} XXXXXX${e.ref.slice(-4)}`;
    case 'fee':
      return e.name;
    case 'interest':
      return 'INTEREST PAYMENT';
    case 'cheque':
      return `CHECK # ${e.ref.slice(-4)}`;
  }
}

export function writeWellsFargo(doc: StatementDoc): Written {
  const rows = listed(doc, 'newest-first').filter((e) => e.status === 'posted');
  const q = (v: string) => `"${v.replaceAll('"', '""')}"`;
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\r\n', (w, mark) => {
    for (const e of rows) {
      const check = e.kind === 'cheque' ? e.ref.slice(-4) : '';
      mark(e.key, w.add([mmddyyyy(e.date), money(e.amount), '*', check, wellsFargoDescription(e, doc.holder)].map(q).join(',')));
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: null, extension: 'csv' };
}

// ---------------------------------------------------------------------------------------------------------------
// Capital One card ("Download Transactions", CSV).

const CAPITAL_ONE_CATEGORY: Record<string, string> = {
  Groceries: 'Merchandise',
  'Eating out': 'Dining',
  Transport: 'Gas/Automotive',
  Bills: 'Phone/Cable',
  Shopping: 'Merchandise',
  Entertainment: 'Entertainment',
  General: 'Other',
  Cash: 'Other',
  Income: 'Payment/Credit',
  Savings: 'Payment/Credit',
};

export function writeCapitalOne(doc: StatementDoc): Written {
  const rows = listed(doc, 'newest-first').filter((e) => e.status === 'posted');
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\n', (w, mark) => {
    w.add('Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit');
    for (const e of rows) {
      const isPayment = e.kind === 'card-payment' || e.kind === 'transfer-in';
      const description = isPayment
        ? 'CAPITAL ONE MOBILE PYMT'
        : e.kind === 'fee' || e.kind === 'interest'
          ? e.name
          : `${e.name} ${e.city}`.slice(0, 22).trim();
      const category =
        isPayment || e.kind === 'refund'
          ? 'Payment/Credit'
          : e.kind === 'fee' || e.kind === 'interest'
            ? 'Fee/Interest Charge'
            : (CAPITAL_ONE_CATEGORY[e.category] ?? 'Other');
      const debit = e.amount < 0 ? money(-e.amount) : '';
      const credit = e.amount > 0 ? money(e.amount) : '';
      mark(e.key, w.add([e.txDate, e.date, e.card4, csvField(description), category, debit, credit].join(',')));
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: null, extension: 'csv' };
}

// ---------------------------------------------------------------------------------------------------------------
// Barclays current account ("Export" as CSV from online banking).

const BARCLAYS_SUBCATEGORY: Record<DocEntry['kind'], string> = {
  card: 'Debit',
  refund: 'Credit',
  atm: 'Cash Machine',
  debit: 'Direct Debit',
  'card-payment': 'Direct Debit',
  salary: 'Counter Credit',
  deposit: 'Counter Credit',
  'transfer-out': 'Funds Transfer',
  'transfer-in': 'Funds Transfer',
  fee: 'Charges',
  interest: 'Interest',
  cheque: 'Cheque',
};

export function barclaysMemo(e: DocEntry): string {
  const suffix = Number(e.ref.slice(-1)) % 2 === 0 ? 'BCC' : 'CPM';
  switch (e.kind) {
    case 'card':
    case 'refund':
      return `${e.name.padEnd(19)} ON ${dayMon(e.txDate)}          ${suffix}`;
    case 'atm':
      return `${`${e.city} ${e.ref.slice(-4)}`.padEnd(19)} ON ${dayMon(e.txDate)}          CPT`;
    case 'debit':
    case 'card-payment':
      return `${e.name} ${e.ref.slice(-8)} DDR`;
    case 'salary':
    case 'deposit':
      return `${e.name} ${e.display.toUpperCase()} BGC`;
    case 'transfer-out':
      return `${e.name} 20-32-06 ${e.ref.slice(-8)} FT`;
    case 'transfer-in':
      return `${e.name} 20-32-06 ${e.ref.slice(-8)} FT`;
    case 'fee':
      return `${e.name} COMMISSION CHARGES`;
    case 'interest':
      return 'INTEREST PAID GROSS';
    case 'cheque':
      return `CHEQUE ${e.ref.slice(-6)}`;
  }
}

export function writeBarclays(doc: StatementDoc): Written {
  const rows = listed(doc, 'newest-first').filter((e) => e.status === 'posted');
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\r\n', (w, mark) => {
    w.add('Number,Date,Account,Amount,Subcategory,Memo');
    for (const e of rows) {
      const number = e.kind === 'cheque' ? e.ref.slice(-6) : '';
      mark(
        e.key,
        w.add(
          [number, ddmmyyyy(e.date), doc.accountNumber, money(e.amount), BARCLAYS_SUBCATEGORY[e.kind], csvField(barclaysMemo(e))].join(','),
        ),
      );
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: null, extension: 'csv' };
}

// ---------------------------------------------------------------------------------------------------------------
// N26 (app and web: "Download CSV", the layout since 2024).

const N26_TYPE: Record<DocEntry['kind'], string> = {
  card: 'Presentment',
  refund: 'Presentment',
  atm: 'Presentment',
  debit: 'Direct Debit',
  'card-payment': 'Direct Debit',
  salary: 'Credit Transfer',
  deposit: 'Credit Transfer',
  'transfer-out': 'Debit Transfer',
  'transfer-in': 'Credit Transfer',
  fee: 'Fee',
  interest: 'Credit Transfer',
  cheque: 'Debit Transfer',
};

export function writeN26(doc: StatementDoc): Written {
  const rows = listed(doc, 'oldest-first').filter((e) => e.status === 'posted');
  // Text with a space or a comma is quoted, as the samples show ("Main Account", "Credit Transfer"); numbers bare.
  const t = (v: string) => (/[ ,"]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  const ownIban = doc.accountNumber.replaceAll(' ', '');
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\n', (w, mark) => {
    w.add(
      `"Booking Date","Value Date","Partner Name","Partner Iban",Type,"Payment Reference","Account Name","Amount (${doc.currency})","Original Amount","Original Currency","Exchange Rate"`,
    );
    for (const e of rows) {
      const card = isCardLike(e);
      const partner = card
        ? e.kind === 'atm'
          ? `${e.display} ${e.city}`
          : e.name
        : e.kind === 'transfer-out' || e.kind === 'transfer-in'
          ? doc.holder
          : e.kind === 'fee' || e.kind === 'interest'
            ? 'N26'
            : e.display;
      const iban =
        card || e.kind === 'fee' || e.kind === 'interest'
          ? ''
          : e.kind === 'transfer-out' || e.kind === 'transfer-in'
            ? `${ownIban.slice(0, 4)}${e.ref.slice(-12).padStart(18, '0')}`
            : `NL${String((Number(e.ref.slice(0, 2)) % 90) + 10)}INGB${e.ref.slice(-10)}`;
      const reference = card
        ? ''
        : e.kind === 'debit' || e.kind === 'card-payment'
          ? `${e.display} ${e.ref.slice(-8)}`
          : e.kind === 'salary' || e.kind === 'deposit'
            ? `${e.display} ${e.txDate.slice(5, 7)}/${e.txDate.slice(0, 4)}`
            : e.kind === 'transfer-out' || e.kind === 'transfer-in'
              ? e.name
              : e.kind === 'fee'
                ? e.name
                : e.kind === 'interest'
                  ? 'Interest'
                  : e.ref.slice(-6);
      const original = card ? (e.fx ? money(e.fx.foreign, { sign: 'none' }) : money(e.amount, { sign: 'none' })) : '';
      const originalCurrency = card ? (e.fx ? e.fx.currency : doc.currency) : '';
      const rate = card ? (e.fx ? (1 / e.fx.rate).toFixed(6) : '1.000000') : '';
      const value = card ? e.txDate : e.date;
      mark(
        e.key,
        w.add(
          [
            e.date,
            value,
            t(partner),
            iban,
            t(N26_TYPE[e.kind]),
            t(reference),
            t('Main Account'),
            money(e.amount),
            original,
            originalCurrency,
            rate,
          ].join(','),
        ),
      );
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: null, extension: 'csv' };
}

// ---------------------------------------------------------------------------------------------------------------
// ING (Germany) Girokonto ("Umsätze" → "Export" as CSV).

const de = (m: number) => money(m, { decimal: ',', thousands: '.' });
const ISO2: Record<string, string> = { POL: 'PL', DEU: 'DE', FRA: 'FR', CHE: 'CH', NLD: 'NL', USA: 'US' };
const spacedIban = (iban: string) => iban.replaceAll(' ', '').replace(/(.{4})(?=.)/g, '$1 ');

export function ingRow(e: DocEntry, doc: StatementDoc): [string, string, string] {
  const nr = `NR XXXX ${e.card4}`;
  const dotted = (m: number) => money(m, { sign: 'none' });
  const day = `${e.txDate.slice(8, 10)}.${e.txDate.slice(5, 7)}`;
  const arn = `ARN${e.ref}${e.ref.split('').reverse().join('')}`;
  switch (e.kind) {
    case 'card': {
      const spent = e.fx ? `${dotted(e.fx.foreign)} ${e.fx.currency}` : dotted(e.amount);
      return [
        `VISA ${e.name}`,
        'Lastschrift',
        `${nr} ${e.city} ${e.fx ? (ISO2[e.country] ?? e.country.slice(0, 2)) : 'DE'} KAUFUMSATZ ${day} ${spent} ${e.ref.slice(0, 6)} ${arn}`,
      ];
    }
    case 'refund':
      return [`VISA ${e.name}`, 'Gutschrift', `${nr} ${e.city} DE GUTSCHRIFT ${day} ${dotted(e.amount)} ${e.ref.slice(0, 6)} ${arn}`];
    case 'atm':
      return [
        `VISA ${e.display.toUpperCase()} ${e.city}`,
        'Lastschrift',
        `${nr} ${e.city} DE BARGELDAUSZAHLUNG ${day} ${dotted(e.amount)} ${e.ref.slice(0, 6)} ${arn}`,
      ];
    case 'debit':
    case 'card-payment':
      return [e.display, 'Lastschrift', `${e.display} Kundennr. ${e.ref.slice(-8)} Mandat ${e.ref.slice(0, 6)}`];
    case 'salary':
      return [e.display, 'Gehalt/Rente', `LOHN/GEHALT ${e.txDate.slice(5, 7)}/${e.txDate.slice(0, 4)}`];
    case 'deposit':
      return [e.display, 'Gutschrift', e.ref.slice(-8)];
    case 'transfer-out':
      return [doc.holder, 'Überweisung', `Übertrag auf ${e.display}`];
    case 'transfer-in':
      return [doc.holder, 'Gutschrift', `Übertrag von ${e.display}`];
    case 'fee': {
      if (e.tags.includes('fx-fee-line')) {
        const purchase = doc.entries.find((p) => p.kind === 'card' && p.fx !== undefined && p.txDate === e.txDate && p.date === e.date);
        return [
          `VISA ${purchase?.name ?? 'ING'}`,
          'Lastschrift',
          `${nr} WECHSELKURSGEBUEHR ${day} ${dotted(e.amount)} ${purchase ? `${dotted(purchase.amount)} EUR` : ''}`.trim(),
        ];
      }
      return ['ING', 'Entgelt', e.name];
    }
    case 'interest':
      return ['ING', 'Zinsgutschrift', 'Zinsen'];
    case 'cheque':
      return [doc.holder, 'Scheck', `Scheck ${e.ref.slice(-6)}`];
  }
}

export function writeIngDe(doc: StatementDoc): Written {
  const rows = listed(doc, 'newest-first').filter((e) => e.status === 'posted');
  const de10 = (iso: string) => ddmmyyyy(iso, '.');
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\r\n', (w, mark) => {
    w.add(`Umsatzanzeige;Datei erstellt am: ${de10(doc.exported)} 07:42`);
    w.add('');
    w.add(`IBAN;${spacedIban(doc.accountNumber)}`);
    w.add('Kontoname;Girokonto');
    w.add('Bank;ING');
    w.add(`Kunde;${doc.holder}`);
    w.add(`Zeitraum;${de10(doc.from)} - ${de10(doc.to)}`);
    w.add(`Saldo;${de(doc.closing)};${doc.currency}`);
    w.add('');
    w.add('Sortierung;Datum absteigend');
    w.add('');
    w.add(
      'In der CSV-Datei finden Sie alle bereits gebuchten Umsätze. Die vorgemerkten Umsätze werden nicht aufgenommen, auch wenn sie in Ihrem Internetbanking angezeigt werden.',
    );
    w.add('');
    w.add('Buchung;Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Saldo;Währung;Betrag;Währung');
    for (const e of rows) {
      const [party, text, purpose] = ingRow(e, doc);
      mark(
        e.key,
        w.add([de10(e.date), de10(e.date), party, text, purpose, de(e.balance), doc.currency, de(e.amount), doc.currency].join(';')),
      );
    }
  });
  return { bytes: encodeText(writer.text(), 'windows-1252'), lines, repeats, closing: doc.closing, extension: 'csv' };
}

// ---------------------------------------------------------------------------------------------------------------
// DKB Girokonto ("Umsätze" → "Download" as CSV, the banking portal since 2023).

/** A German amount with its trailing zeros dropped, as the export writes it: -17,9 · 2.987 · -25 · 3,4. */
export function dkbAmount(m: number): string {
  return money(m, { decimal: ',', thousands: '.' })
    .replace(/,00$/, '')
    .replace(/(,\d)0$/, '$1');
}

export function dkbRow(
  e: DocEntry,
  doc: StatementDoc,
): { payer: string; payee: string; purpose: string; iban: string; creditor: string; mandate: string; customerRef: string } {
  const own = doc.accountNumber.replaceAll(' ', '');
  const other = `DE${String((Number(e.ref.slice(0, 2)) % 89) + 10)}${e.ref.slice(-8)}${e.ref.slice(0, 10)}`;
  const none = { creditor: '', mandate: '', customerRef: '' };
  const debitCard = `${e.txDate} Debitk.${Number(e.card4.slice(-2))} VISA Debit`;
  switch (e.kind) {
    case 'card':
    case 'refund':
      return {
        payer: e.amount < 0 ? doc.holder : `${e.name}//${e.city}/DE`,
        payee: e.amount < 0 ? `${e.name}//${e.city}/DE` : doc.holder,
        purpose: debitCard,
        iban: own,
        ...none,
        customerRef: `${e.ref}${e.ref.slice(0, 3)}`,
      };
    case 'atm':
      return {
        payer: doc.holder,
        payee: `${e.display.toUpperCase()} ${e.city}//${e.city}/DE`,
        purpose: debitCard,
        iban: own,
        ...none,
        customerRef: `${e.ref}${e.ref.slice(0, 3)}`,
      };
    case 'debit':
    case 'card-payment':
      return {
        payer: doc.holder,
        payee: e.display,
        purpose: `${e.display} Kundennr. ${e.ref.slice(-8)}`,
        iban: other,
        creditor: `DE${e.ref.slice(0, 2)}ZZZ0${e.ref.slice(2, 11)}`,
        mandate: `M-${e.ref.slice(-6)}`,
        customerRef: '',
      };
    case 'salary':
    case 'deposit':
      return {
        payer: e.display,
        payee: doc.holder,
        purpose: `GEHALT ${e.txDate.slice(5, 7)}/${e.txDate.slice(2, 4)}`,
        iban: other,
        ...none,
      };
    case 'transfer-out':
      return {
        payer: doc.holder,
        payee: doc.holder,
        purpose: `Übertrag ${e.display}`,
        iban: `DE${e.ref.slice(-2)}120300001${e.ref.slice(-11, -2).padStart(9, '0')}`,
        ...none,
      };
    case 'transfer-in':
      return {
        payer: doc.holder,
        payee: doc.holder,
        purpose: `Übertrag ${e.display}`,
        iban: `DE${e.ref.slice(-2)}120300001${e.ref.slice(-11, -2).padStart(9, '0')}`,
        ...none,
      };
    case 'fee':
      return { payer: doc.holder, payee: 'DKB AG', purpose: e.name, iban: own, ...none };
    case 'interest':
      return { payer: 'DKB AG', payee: doc.holder, purpose: 'Zinsen', iban: own, ...none };
    case 'cheque':
      return { payer: doc.holder, payee: '', purpose: `Scheck ${e.ref.slice(-6)}`, iban: own, ...none };
  }
}

export function writeDkb(doc: StatementDoc): Written {
  const rows = listed(doc, 'newest-first').filter((e) => e.status !== 'reverted');
  const ordered = [...rows.filter((e) => e.status === 'pending'), ...rows.filter((e) => e.status === 'posted')];
  const q = (v: string) => `"${v.replaceAll('"', '""')}"`;
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\n', (w, mark) => {
    w.add([q('Girokonto'), q(spacedIban(doc.accountNumber))].join(';'));
    w.add(q(''));
    w.add([q(`Kontostand vom ${ddmmyyyy(doc.to, '.')}:`), q(`${de(doc.closing)} €`)].join(';'));
    w.add(q(''));
    w.add(
      [
        'Buchungsdatum',
        'Wertstellung',
        'Status',
        'Zahlungspflichtige*r',
        'Zahlungsempfänger*in',
        'Verwendungszweck',
        'Umsatztyp',
        'IBAN',
        'Betrag (€)',
        'Gläubiger-ID',
        'Mandatsreferenz',
        'Kundenreferenz',
      ]
        .map(q)
        .join(';'),
    );
    for (const e of ordered) {
      const r = dkbRow(e, doc);
      const date = ddmmyy(e.placeholderDate ?? e.date, '.');
      const fields = [
        date,
        date,
        e.status === 'posted' ? 'Gebucht' : 'Vorgemerkt',
        r.payer,
        r.payee,
        r.purpose,
        e.amount < 0 ? 'Ausgang' : 'Eingang',
        r.iban,
        dkbAmount(e.amount),
        r.creditor,
        r.mandate,
        r.customerRef,
      ];
      mark(e.key, w.add(fields.map(q).join(';')));
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8-bom'), lines, repeats, closing: doc.closing, extension: 'csv' };
}

// ---------------------------------------------------------------------------------------------------------------
// La Banque Postale, compte courant postal ("Télécharger" → CSV).

export function banquePostaleLabel(e: DocEntry, doc: StatementDoc): string {
  const card3 = e.card4.slice(-3);
  switch (e.kind) {
    case 'card':
      return `ACHAT CB ${e.name} ${ddmmyy(e.txDate, '.')}CARTE NUMERO ${card3}`;
    case 'refund':
      return `AVOIR CB ${e.name} ${ddmmyy(e.txDate, '.')}CARTE NUMERO ${card3}`;
    case 'atm':
      return `CARTE ${card3} ${ddmmyy(e.txDate, '/')} A ${hhmm(e, 'H')} RETRAIT DAB ${e.city}`;
    case 'debit':
    case 'card-payment':
      return `PRELEVEMENT DE ${e.name} REF : ${e.ref}`;
    case 'salary':
    case 'deposit':
      return `VIREMENT DE ${e.name} ${e.ref.slice(-6)}`;
    case 'transfer-out':
      return `VIREMENT POUR ${doc.holder} ${e.name}`;
    case 'transfer-in':
      return `VIREMENT DE ${doc.holder} ${e.name}`;
    case 'fee':
      return `COTISATION ${e.name}`;
    case 'interest':
      return 'INTERETS CREDITEURS';
    case 'cheque':
      return `CHEQUE N ${e.ref.slice(-7)}`;
  }
}

export function writeBanquePostale(doc: StatementDoc): Written {
  const rows = listed(doc, 'newest-first').filter((e) => e.status === 'posted');
  const fr = (m: number) => money(m, { decimal: ',' });
  const key = (k: string) => k.padEnd(16);
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\r\n', (w, mark) => {
    w.add(`${key('Numéro Compte')};${doc.accountNumber}`);
    w.add(`${key('Type')};CCP`);
    w.add(`${key('Compte tenu en')};euros`);
    w.add(`${key('Date')};${ddmmyyyy(doc.to)}`);
    w.add(`${key('Solde (EUROS)')};${money(doc.closing, { decimal: ',', thousands: ' ' })}`);
    w.add('');
    w.add('Date;Libellé;Montant(EUROS)');
    for (const e of rows) mark(e.key, w.add(`${ddmmyyyy(e.date)};${banquePostaleLabel(e, doc).replaceAll(';', ' ')};${fr(e.amount)}`));
  });
  return { bytes: encodeText(writer.text(), 'windows-1252'), lines, repeats, closing: doc.closing, extension: 'csv' };
}
