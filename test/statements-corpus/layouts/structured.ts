// The structured formats: OFX 1.02 (SGML, as US banks' "Quicken/OFX" and "QFX" downloads are), CAMT.053 (ISO
// 20022, as European banks deliver a booked statement) and QIF (Quicken's text format, which UK banks still offer).
import { ddmm, ddmmyyyy, yyyymmdd } from '../lib/dates.ts';
import { encodeText } from '../lib/encode.ts';
import { money } from '../lib/money.ts';
import { LineWriter, listed, type DocEntry, type StatementDoc, type Written } from '../gen/doc.ts';

const xml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A US bank's NAME and MEMO for an entry (NAME is cut at 32 characters, as OFX 1.x allows). */
export function ofxNameMemo(e: DocEntry): [string, string] {
  switch (e.kind) {
    case 'card':
    case 'refund':
      return [
        e.name,
        `PURCHASE AUTHORIZED ON ${ddmm(e.txDate).split('/').reverse().join('/')} ${e.name} ${e.city} ${e.region} S${e.ref} CARD ${e.card4}`,
      ];
    case 'debit':
    case 'card-payment':
      return [e.name, `${e.name} ${e.display.toUpperCase()} ${e.ref.slice(-10)}`];
    case 'salary':
    case 'deposit':
      return [`${e.name} PAYROLL`, `${e.name} PAYROLL ${e.ref.slice(-6)} PPD`];
    case 'transfer-out':
      return ['ONLINE TRANSFER TO SAVINGS', `ONLINE TRANSFER REF #IB${e.ref.slice(-8)} TO ${e.name}`];
    case 'transfer-in':
      return ['ONLINE TRANSFER FROM SAVINGS', `ONLINE TRANSFER REF #IB${e.ref.slice(-8)} FROM ${e.name}`];
    case 'atm':
      return [
        'ATM WITHDRAWAL',
        `ATM WITHDRAWAL AUTHORIZED ON ${ddmm(e.txDate).split('/').reverse().join('/')} ${e.city} ${e.region} ${e.ref.slice(0, 10)} ATM ID ${e.ref.slice(-4)} CARD ${e.card4}`,
      ];
    case 'fee':
      return [e.name, e.name];
    case 'interest':
      return ['INTEREST PAYMENT', 'INTEREST PAYMENT'];
    case 'cheque':
      return [`CHECK ${e.ref.slice(-4)}`, `CHECK # ${e.ref.slice(-4)}`];
  }
}

const TRNTYPE: Record<DocEntry['kind'], string> = {
  card: 'POS',
  refund: 'CREDIT',
  atm: 'ATM',
  debit: 'DIRECTDEBIT',
  'card-payment': 'PAYMENT',
  salary: 'DIRECTDEP',
  deposit: 'DEP',
  'transfer-in': 'XFER',
  'transfer-out': 'XFER',
  fee: 'FEE',
  interest: 'INT',
  cheque: 'CHECK',
};

/** OFX 1.02 SGML: the colon header, unclosed leaf elements, CRLF, Windows-1252. A card statement when `card`. */
export function writeOfx(doc: StatementDoc, options: { card: boolean; bankId: string; intuBid?: string }): Written {
  const w = new LineWriter('\r\n');
  const lines = new Map<string, number>();
  const ts = (iso: string) => `${yyyymmdd(iso)}120000[0:GMT]`;
  for (const h of [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
  ])
    w.add(h);
  w.add('');
  const tag = (t: string, v?: string) => w.add(v === undefined ? `<${t}>` : `<${t}>${v}`);
  tag('OFX');
  tag('SIGNONMSGSRSV1');
  tag('SONRS');
  tag('STATUS');
  tag('CODE', '0');
  tag('SEVERITY', 'INFO');
  tag('/STATUS');
  tag('DTSERVER', ts(doc.exported));
  tag('LANGUAGE', 'ENG');
  if (options.intuBid !== undefined) tag('INTU.BID', options.intuBid);
  tag('/SONRS');
  tag('/SIGNONMSGSRSV1');
  tag(options.card ? 'CREDITCARDMSGSRSV1' : 'BANKMSGSRSV1');
  tag(options.card ? 'CCSTMTTRNRS' : 'STMTTRNRS');
  tag('TRNUID', '1');
  tag('STATUS');
  tag('CODE', '0');
  tag('SEVERITY', 'INFO');
  tag('/STATUS');
  tag(options.card ? 'CCSTMTRS' : 'STMTRS');
  tag('CURDEF', doc.currency);
  if (options.card) {
    tag('CCACCTFROM');
    tag('ACCTID', doc.accountNumber);
    tag('/CCACCTFROM');
  } else {
    tag('BANKACCTFROM');
    tag('BANKID', options.bankId);
    tag('ACCTID', doc.accountNumber);
    tag('ACCTTYPE', 'CHECKING');
    tag('/BANKACCTFROM');
  }
  tag('BANKTRANLIST');
  tag('DTSTART', ts(doc.from));
  tag('DTEND', ts(doc.to));
  for (const e of listed(doc, 'oldest-first').filter((x) => x.status === 'posted')) {
    const [name, memo] = ofxNameMemo(e);
    lines.set(e.key, tag('STMTTRN'));
    tag('TRNTYPE', options.card && e.kind === 'card' ? 'DEBIT' : TRNTYPE[e.kind]);
    tag('DTPOSTED', ts(e.date));
    if (options.card) tag('DTUSER', ts(e.txDate));
    tag('TRNAMT', money(e.amount));
    tag('FITID', `${yyyymmdd(e.date)}${e.ref.slice(-8)}`);
    if (e.kind === 'cheque') tag('CHECKNUM', e.ref.slice(-4));
    tag('NAME', xml(name.slice(0, 32)));
    if (!options.card) tag('MEMO', xml(memo));
    tag('/STMTTRN');
  }
  tag('/BANKTRANLIST');
  tag('LEDGERBAL');
  tag('BALAMT', money(doc.closing));
  tag('DTASOF', ts(doc.to));
  tag('/LEDGERBAL');
  tag(options.card ? '/CCSTMTRS' : '/STMTRS');
  tag(options.card ? '/CCSTMTTRNRS' : '/STMTTRNRS');
  tag(options.card ? '/CREDITCARDMSGSRSV1' : '/BANKMSGSRSV1');
  tag('/OFX');
  return {
    bytes: encodeText(w.text(), 'windows-1252'),
    lines,
    repeats: new Map(),
    closing: doc.closing,
    extension: options.card ? 'qfx' : 'ofx',
  };
}

/** A CAMT.053 entry's creditor or debtor name and unstructured remittance, in the bank's language. */
export interface CamtWords {
  label(e: DocEntry): { party: string; info: string; additional: string };
  bic: string;
}

const CAMT_FAMILY: Record<DocEntry['kind'], [string, string]> = {
  card: ['CCRD', 'POSD'],
  refund: ['CCRD', 'RIMB'],
  atm: ['CCRD', 'CWDL'],
  debit: ['IDDT', 'ESDD'],
  'card-payment': ['IDDT', 'ESDD'],
  salary: ['RCDT', 'SALA'],
  deposit: ['RCDT', 'ESCT'],
  'transfer-in': ['RCDT', 'ESCT'],
  'transfer-out': ['ICDT', 'ESCT'],
  fee: ['CCRD', 'CHRG'],
  interest: ['RCDT', 'INTR'],
  cheque: ['CHCK', 'CCHQ'],
};

/** CAMT.053.001.02: the group header, one Stmt with its period, opening and closing booked balances, one Ntry per entry. */
export function writeCamt(doc: StatementDoc, words: CamtWords): Written {
  const w = new LineWriter('\n');
  const lines = new Map<string, number>();
  const amount = (m: number) => money(Math.abs(m));
  const ind = (m: number) => (m < 0 ? 'DBIT' : 'CRDT');
  w.add('<?xml version="1.0" encoding="UTF-8"?>');
  w.add('<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">');
  w.add('  <BkToCstmrStmt>');
  w.add(
    `    <GrpHdr><MsgId>STMT${yyyymmdd(doc.exported)}${doc.accountNumber.slice(-6)}</MsgId><CreDtTm>${doc.exported}T06:00:00</CreDtTm></GrpHdr>`,
  );
  w.add('    <Stmt>');
  w.add(`      <Id>${yyyymmdd(doc.to)}-${doc.accountNumber.slice(-4)}</Id>`);
  w.add(`      <ElctrncSeqNb>${Number(doc.to.slice(5, 7))}</ElctrncSeqNb>`);
  w.add(`      <CreDtTm>${doc.exported}T06:00:00</CreDtTm>`);
  w.add(`      <FrToDt><FrDtTm>${doc.from}T00:00:00</FrDtTm><ToDtTm>${doc.to}T23:59:59</ToDtTm></FrToDt>`);
  w.add(
    `      <Acct><Id><IBAN>${doc.accountNumber}</IBAN></Id><Ccy>${doc.currency}</Ccy><Ownr><Nm>${xml(doc.holder)}</Nm></Ownr><Svcr><FinInstnId><BIC>${words.bic}</BIC></FinInstnId></Svcr></Acct>`,
  );
  const balance = (code: string, m: number, date: string) =>
    w.add(
      `      <Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="${doc.currency}">${amount(m)}</Amt><CdtDbtInd>${ind(m)}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`,
    );
  balance('OPBD', doc.opening, doc.from);
  balance('CLBD', doc.closing, doc.to);
  for (const e of listed(doc, 'oldest-first').filter((x) => x.status === 'posted')) {
    const { party, info, additional } = words.label(e);
    const [fmly, sub] = CAMT_FAMILY[e.kind];
    const role = e.amount < 0 ? 'Cdtr' : 'Dbtr';
    lines.set(e.key, w.add('      <Ntry>'));
    w.add(`        <Amt Ccy="${doc.currency}">${amount(e.amount)}</Amt>`);
    w.add(`        <CdtDbtInd>${ind(e.amount)}</CdtDbtInd>`);
    w.add('        <Sts>BOOK</Sts>');
    w.add(`        <BookgDt><Dt>${e.date}</Dt></BookgDt>`);
    w.add(`        <ValDt><Dt>${e.txDate}</Dt></ValDt>`);
    w.add(`        <AcctSvcrRef>${yyyymmdd(e.date)}${e.ref}</AcctSvcrRef>`);
    w.add(`        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>${fmly}</Cd><SubFmlyCd>${sub}</SubFmlyCd></Fmly></Domn></BkTxCd>`);
    w.add('        <NtryDtls><TxDtls>');
    w.add(`          <Refs><EndToEndId>${e.kind === 'debit' || e.kind === 'salary' ? e.ref : 'NOTPROVIDED'}</EndToEndId></Refs>`);
    w.add(`          <RltdPties><${role}><Nm>${xml(party)}</Nm></${role}></RltdPties>`);
    w.add(`          <RmtInf><Ustrd>${xml(info)}</Ustrd></RmtInf>`);
    w.add('        </TxDtls></NtryDtls>');
    w.add(`        <AddtlNtryInf>${xml(additional)}</AddtlNtryInf>`);
    w.add('      </Ntry>');
  }
  w.add('    </Stmt>');
  w.add('  </BkToCstmrStmt>');
  w.add('</Document>');
  return { bytes: encodeText(w.text(), 'utf-8'), lines, repeats: new Map(), closing: doc.closing, extension: 'xml' };
}

/** QIF, !Type:Bank: D (DD/MM/YYYY, a UK bank's order), T, P, M, ^; Windows-1252, CRLF. */
export function writeQif(doc: StatementDoc, label: (e: DocEntry) => [string, string]): Written {
  const w = new LineWriter('\r\n');
  const lines = new Map<string, number>();
  w.add('!Type:Bank');
  for (const e of listed(doc, 'oldest-first').filter((x) => x.status === 'posted')) {
    const [payee, memo] = label(e);
    lines.set(e.key, w.add(`D${ddmmyyyy(e.date)}`));
    w.add(`T${money(e.amount, { thousands: ',' })}`);
    if (e.kind === 'cheque') w.add(`N${e.ref.slice(-6)}`);
    w.add(`P${payee}`);
    if (memo !== '') w.add(`M${memo}`);
    w.add('^');
  }
  return { bytes: encodeText(w.text(), 'windows-1252'), lines, repeats: new Map(), closing: null, extension: 'qif' };
}
