// Australian, Canadian and US exports: CommBank, RBC, TD Canada Trust, American Express, Citi, and the cash
// accounts of two brokers (Fidelity's Cash Management Account, Schwab Bank checking).
import { ddmmyyyy, mdyyyyLoose, mmddyyyy } from '../lib/dates.ts';
import { csvField, encodeText } from '../lib/encode.ts';
import { money } from '../lib/money.ts';
import { listed, writeMaybeTwice, type DocEntry, type StatementDoc, type Written } from '../gen/doc.ts';

// CommBank (NetBank "Export" as CSV): no header; DD/MM/YYYY,"-12.34","LABEL","+1234.56" — the amount and the
// balance after it signed (+ for credit), quoted; newest first. Card labels end "Card xx1234 Value Date: DD/MM/YYYY".
export function commbankLabel(e: DocEntry): string {
  switch (e.kind) {
    case 'card':
    case 'refund':
      return `${e.name} ${e.city} ${e.region} AUS Card xx${e.card4} Value Date: ${ddmmyyyy(e.txDate)}`;
    case 'debit':
    case 'card-payment':
      return `Direct Debit ${e.ref.slice(0, 6)} ${e.display} ${e.ref.slice(-8)}`;
    case 'salary':
    case 'deposit':
      return `Direct Credit ${e.ref.slice(0, 6)} ${e.display}`;
    case 'transfer-out':
      return `Transfer to xx${e.ref.slice(-4)} CommBank app`;
    case 'transfer-in':
      return `Transfer from xx${e.ref.slice(-4)} CommBank app`;
    case 'atm':
      return `Wdl ATM CBA ATM ${e.city} ${e.region} ${e.ref.slice(0, 6)} AUS`;
    case 'fee':
      return e.name;
    case 'interest':
      return 'Credit Interest';
    case 'cheque':
      return `Cheque ${e.ref.slice(-6)}`;
  }
}

export function writeCommbank(doc: StatementDoc): Written {
  const rows = listed(doc, 'newest-first').filter((e) => e.status === 'posted');
  const signed = (m: number) => `"${money(m, { sign: 'always' })}"`;
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\r\n', (w, mark) => {
    for (const e of rows) mark(e.key, w.add(`${ddmmyyyy(e.date)},${signed(e.amount)},"${commbankLabel(e)}",${signed(e.balance)}`));
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: doc.closing, extension: 'csv' };
}

// RBC Royal Bank (Online Banking "Download transactions", CSV): a header naming account type and number, the
// date as M/D/YYYY, two description columns (card merchants cut to 15 characters and padded), the amount in
// CAD$ (signed), USD$ empty; oldest first.
export function rbcDescriptions(e: DocEntry): [string, string] {
  const cut = (s: string) => s.slice(0, 15).padEnd(16);
  switch (e.kind) {
    case 'card':
      return [cut(e.name), `IDP PURCHASE - ${e.card4} `];
    case 'refund':
      return [`C - IDP REFUND-${e.card4}`, cut(e.name)];
    case 'debit':
    case 'card-payment':
      return ['MISC PAYMENT', cut(e.name)];
    case 'salary':
    case 'deposit':
      return ['PAYROLL DEPOSIT', cut(e.name)];
    case 'transfer-out':
      return ['Online Banking transfer', `TRANSFER ${e.ref.slice(-4)}`];
    case 'transfer-in':
      return ['Online transfer received', `TRANSFER ${e.ref.slice(-4)}`];
    case 'atm':
      return ['WITHDRAWAL', `PC - RBC ${e.city.slice(0, 10)} ${e.ref.slice(-4)}`];
    case 'fee':
      return [e.name, ''];
    case 'interest':
      return ['INTEREST', ''];
    case 'cheque':
      return [`CHEQUE - ${e.ref.slice(-3)}`, ''];
  }
}

export function writeRbc(doc: StatementDoc): Written {
  const rows = listed(doc, 'oldest-first').filter((e) => e.status === 'posted');
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\r\n', (w, mark) => {
    w.add('"Account Type","Account Number","Transaction Date","Cheque Number","Description 1","Description 2","CAD$","USD$"');
    for (const e of rows) {
      const [d1, d2] = rbcDescriptions(e);
      const cheque = e.kind === 'cheque' ? e.ref.slice(-3) : '';
      mark(e.key, w.add(`Chequing,${doc.accountNumber},${mdyyyyLoose(e.date)},${cheque},"${d1}","${d2}",${money(e.amount)},`));
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: null, extension: 'csv' };
}

// TD Canada Trust (EasyWeb "Download" as spreadsheet): no header; MM/DD/YYYY,DESCRIPTION,withdrawal,deposit,balance
// with unsigned amounts in their column; oldest first.
export function tdLabel(e: DocEntry): string {
  switch (e.kind) {
    case 'card':
    case 'refund':
      return e.name.slice(0, 22);
    case 'debit':
    case 'card-payment':
      return `${e.name.slice(0, 14)} BPY`;
    case 'salary':
    case 'deposit':
      return `${e.name.slice(0, 14)} PAY`;
    case 'transfer-out':
      return `TFR-TO ${e.ref.slice(-7)}`;
    case 'transfer-in':
      return `TFR-FR ${e.ref.slice(-7)}`;
    case 'atm':
      return `ATM W/D ${e.ref.slice(-4)}`;
    case 'fee':
      return e.name;
    case 'interest':
      return 'INTEREST';
    case 'cheque':
      return `CHQ#${e.ref.slice(-5)}`;
  }
}

export function writeTd(doc: StatementDoc): Written {
  const rows = listed(doc, 'oldest-first').filter((e) => e.status === 'posted');
  const plain = (m: number) => money(m, { sign: 'none' });
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\r\n', (w, mark) => {
    for (const e of rows) {
      const out = e.amount < 0 ? plain(e.amount) : '';
      const into = e.amount > 0 ? plain(e.amount) : '';
      mark(e.key, w.add(`${mmddyyyy(e.date)},${csvField(tdLabel(e))},${out},${into},${money(e.balance)}`));
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: doc.closing, extension: 'csv' };
}

// American Express (card "Download your statement data" as CSV, with extended details): charges POSITIVE,
// payments and credits negative; the date is the transaction's; multi-line quoted cells (extended details,
// City/State); the reference with apostrophes; newest first.
const AMEX_CATEGORY: Record<string, string> = {
  Groceries: 'Merchandise & Supplies-Groceries',
  'Eating out': 'Restaurant-Restaurant',
  Transport: 'Transportation-Fuel',
  Bills: 'Business Services-Utilities',
  Shopping: 'Merchandise & Supplies-General Retail',
  Entertainment: 'Entertainment-General Attractions',
  General: 'Other-Miscellaneous',
  Income: '',
  Savings: '',
  Cash: 'Fees & Adjustments-Fees & Adjustments',
};

export function writeAmex(doc: StatementDoc): Written {
  const rows = listed(doc, 'newest-first').filter((e) => e.status === 'posted');
  const charge = (m: number) => money(-m);
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\r\n', (w, mark) => {
    w.add('Date,Description,Amount,Extended Details,Appears On Your Statement As,Address,City/State,Zip Code,Country,Reference,Category');
    for (const e of rows) {
      const isPayment = e.kind === 'card-payment' || e.kind === 'transfer-in';
      const description = isPayment ? 'AUTOPAY PAYMENT - THANK YOU' : e.kind === 'fee' ? e.name : `${e.name} ${e.city} ${e.region}`;
      const fx = e.fx
        ? `Foreign Spend Amount: ${money(e.fx.foreign, { sign: 'none' })} ${e.fx.currency === 'EUR' ? 'Euro' : e.fx.currency === 'GBP' ? 'British Pounds' : e.fx.currency} Commission Amount: 0.00 Currency Exchange Rate: ${e.fx.rate.toFixed(4)}`
        : '';
      const extended = isPayment
        ? `${e.ref.slice(0, 6)} AUTOPAY PAYMENT - THANK YOU`
        : [`${e.ref.slice(0, 10)}     ${e.ref.slice(-10)}`, e.name, e.city, e.region, ...(fx ? [fx] : [])].join('\n');
      const fields = [
        mmddyyyy(e.date),
        description,
        charge(e.amount),
        extended,
        isPayment ? '' : `${e.name} ${e.city} ${e.region}`,
        isPayment ? '' : `${Number(e.ref.slice(-3)) + 1} MAIN ST`,
        isPayment ? '' : `${e.city}\n${e.region}`,
        isPayment ? '' : e.ref.slice(0, 5),
        isPayment ? '' : e.fx ? e.country : 'UNITED STATES',
        `'${e.ref.padEnd(18, '0').slice(0, 18)}'`,
        isPayment ? '' : (AMEX_CATEGORY[e.category] ?? 'Other-Miscellaneous'),
      ];
      mark(e.key, w.add(fields.map((f) => csvField(f)).join(',')));
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: null, extension: 'csv' };
}

// Citi (card "Download" as CSV): Status,Date,Description,Debit,Credit,Member Name; charges as positive debits,
// payments and credits as NEGATIVE numbers in Credit; pending rows first; newest first.
export function writeCiti(doc: StatementDoc): Written {
  const rows = listed(doc, 'newest-first');
  const ordered = [...rows.filter((e) => e.status === 'pending'), ...rows.filter((e) => e.status === 'posted')];
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\r\n', (w, mark) => {
    w.add('Status,Date,Description,Debit,Credit,Member Name');
    for (const e of ordered) {
      const isPayment = e.kind === 'card-payment' || e.kind === 'transfer-in';
      const description = isPayment ? 'ONLINE PAYMENT, THANK YOU' : e.kind === 'fee' ? e.name : `${e.name} ${e.city} ${e.region}`;
      const debit = e.amount < 0 ? money(-e.amount) : '';
      const credit = e.amount > 0 ? money(-e.amount) : '';
      const date = e.placeholderDate ?? e.date;
      mark(
        e.key,
        w.add(
          [e.status === 'posted' ? 'Cleared' : 'Pending', mmddyyyy(date), csvField(description, ',', true), debit, credit, doc.holder].join(
            ',',
          ),
        ),
      );
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: null, extension: 'csv' };
}

// Fidelity Cash Management Account ("Activity & Orders", Download): blank comma rows before the header and after
// the table, a legal footer and "Date downloaded"; Run Date,Action,Symbol,Security Description,Security Type,
// Quantity,Price ($),Commission ($),Fees ($),Accrued Interest ($),Amount ($),Settlement Date; the action (with a
// leading space) says what it was; amounts bare (-135.6, -10000); newest first.
const bare = (m: number) => String(Number((m / 1000).toFixed(2)));

export function fidelityAction(e: DocEntry): string {
  switch (e.kind) {
    case 'card':
    case 'refund':
      return ` DEBIT CARD PURCHASE ${e.name} ${e.city} ${e.region} (Cash)`;
    case 'debit':
    case 'card-payment':
      return ` DIRECT DEBIT ${e.name} (Cash)`;
    case 'salary':
    case 'deposit':
      return ` DIRECT DEPOSIT ${e.name} (Cash)`;
    case 'transfer-out':
      return `TRANSFERRED TO VS ${e.ref.slice(-9)} (Cash)`;
    case 'transfer-in':
      return `TRANSFERRED FROM VS ${e.ref.slice(-9)} (Cash)`;
    case 'atm':
      return ` ATM WITHDRAWAL ${e.ref.slice(0, 6)} ${e.city} ${e.region} (Cash)`;
    case 'fee':
      return ` FEE CHARGED ${e.name} (Cash)`;
    case 'interest':
      return ' INTEREST EARNED FDIC INSURED DEPOSIT AT CITIBANK NOT CO (QPCTQ) (Cash)';
    case 'cheque':
      return ` Check Paid # ${e.ref.slice(-4)} (Cash)`;
  }
}

const FIDELITY_FOOTER = [
  'The data and information in this spreadsheet is provided to you solely for your use and is not for distribution. The spreadsheet is provided for',
  '"informational purposes only, and is not intended to provide advice, nor should it be construed as an offer to sell, a solicitation of an offer to buy or a"',
  'recommendation for any security or insurance product by Fidelity or any third party. Data and information shown is based on information known to Fidelity as of the date it was',
  'exported and is subject to change. It should not be used in place of your account statements or trade confirmations and is not intended for tax reporting',
  '"purposes. For more information on the data included in this spreadsheet, including any limitations thereof, go to Fidelity.com."',
];

export function writeFidelity(doc: StatementDoc): Written {
  const rows = listed(doc, 'newest-first').filter((e) => e.status === 'posted');
  const blank = ',,,,,,,,,,,';
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\n', (w, mark) => {
    for (let i = 0; i < 5; i++) w.add(blank);
    w.add(
      'Run Date,Action,Symbol,Security Description,Security Type,Quantity,Price ($),Commission ($),Fees ($),Accrued Interest ($),Amount ($),Settlement Date',
    );
    for (const e of rows) {
      const symbol = e.kind === 'interest' ? 'QPCTQ' : '  ';
      const security = e.kind === 'interest' ? ' FDIC INSURED DEPOSIT AT CITIBANK NOT CO' : ' No Description';
      mark(e.key, w.add(`${mmddyyyy(e.date)},${csvField(fidelityAction(e))},${symbol},${security},Cash,,,,,,${bare(e.amount)},`));
    }
    for (let i = 0; i < 5; i++) w.add(blank);
    for (const f of FIDELITY_FOOTER) w.add(f.startsWith('"') ? `${f},,,,,,,,,,,` : `${f},,,,,,,,,,,`);
    w.add(blank);
    w.add(`Date downloaded ${mmddyyyy(doc.exported)} 10:28 am,,,,,,,,,,,`);
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: null, extension: 'csv' };
}

// Schwab Bank checking (History, Export as CSV): a title line, the header, a "Pending Transactions" section (its
// total line, then pending rows without a balance), then "Posted Transactions"; every cell quoted, amounts as
// "$1,234.56" in Withdrawal (-) or Deposit (+), a running balance; newest first.
const SCHWAB_TYPE: Record<DocEntry['kind'], string> = {
  card: 'VISA',
  refund: 'VISA',
  atm: 'ATM',
  debit: 'ACH',
  'card-payment': 'ACH',
  salary: 'ACH',
  deposit: 'DEPOSIT',
  'transfer-in': 'TRANSFER',
  'transfer-out': 'TRANSFER',
  fee: 'SERVICE CHARGE',
  interest: 'INTADJUST',
  cheque: 'CHECK',
};

export function schwabDescription(e: DocEntry): string {
  switch (e.kind) {
    case 'card':
    case 'refund':
      return `${e.name} ${e.city}, ${e.region}, US`;
    case 'debit':
    case 'card-payment':
      return `${e.name} ${e.ref.slice(-8)}`;
    case 'salary':
    case 'deposit':
      return `${e.name} PAYROLL`;
    case 'transfer-out':
      return `Funds Transfer to Brokerage -${e.ref.slice(-4)}`;
    case 'transfer-in':
      return `Funds Transfer from Brokerage -${e.ref.slice(-4)}`;
    case 'atm':
      return `ATM WITHDRAWAL ${e.city} ${e.region} ${e.ref.slice(0, 6)}`;
    case 'fee':
      return e.name;
    case 'interest':
      return 'Interest Paid';
    case 'cheque':
      return `Check Paid`;
  }
}

export function writeSchwab(doc: StatementDoc): Written {
  const rows = listed(doc, 'newest-first');
  const pending = rows.filter((e) => e.status === 'pending');
  const posted = rows.filter((e) => e.status === 'posted');
  const q = (v: string) => `"${v.replaceAll('"', '""')}"`;
  const usd = (m: number) => money(m, { thousands: ',', symbol: '$', sign: 'none' });
  const { writer, lines, repeats } = writeMaybeTwice(doc, '\r\n', (w, mark) => {
    w.add(q(`Transactions  for Checking account ...${doc.accountNumber.slice(-3)} as of ${mmddyyyy(doc.exported)} 01:41:36 PM ET`));
    w.add(['Date', 'Type', 'Check #', 'Description', 'Withdrawal (-)', 'Deposit (+)', 'RunningBalance'].map(q).join(','));
    w.add(q('Pending Transactions'));
    const pendingCredits = pending.filter((e) => e.amount > 0).reduce((s, e) => s + e.amount, 0);
    w.add([q('Total Pending Check and other Credit(s)'), q(''), q(''), q(''), q(''), q(usd(pendingCredits)), q('')].join(','));
    for (const e of pending) {
      const date = e.placeholderDate ?? e.date;
      mark(
        e.key,
        w.add(
          [mmddyyyy(date), '', '', schwabDescription(e), e.amount < 0 ? usd(e.amount) : '', e.amount > 0 ? usd(e.amount) : '', '']
            .map(q)
            .join(','),
        ),
      );
    }
    w.add(q('Posted Transactions'));
    for (const e of posted) {
      const check = e.kind === 'cheque' ? e.ref.slice(-4) : '';
      mark(
        e.key,
        w.add(
          [
            mmddyyyy(e.date),
            SCHWAB_TYPE[e.kind],
            check,
            schwabDescription(e),
            e.amount < 0 ? usd(e.amount) : '',
            e.amount > 0 ? usd(e.amount) : '',
            money(e.balance, { thousands: ',', symbol: '$' }),
          ]
            .map(q)
            .join(','),
        ),
      );
    }
  });
  return { bytes: encodeText(writer.text(), 'utf-8'), lines, repeats, closing: doc.closing, extension: 'csv' };
}
