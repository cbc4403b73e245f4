// CAMT.053 and QIF cases beyond the fixtures: merged daily statements, and each reader's problems.
import { describe, expect, it } from 'vitest';
import { readStatement } from '../../../../src/logic/statements/parse/index.ts';
import { problemOf, statementOf } from './fixture.ts';

const NS = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.04';
const bal = (cd: string, amt: string) =>
  `<Bal><Tp><CdOrPrtry><Cd>${cd}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amt}</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>`;
const ntry = (amt: string, ind: string, date = '<BookgDt><Dt>2026-09-02</Dt></BookgDt>') =>
  `<Ntry>\n<Amt Ccy="EUR">${amt}</Amt><CdtDbtInd>${ind}</CdtDbtInd>${date}</Ntry>`;
const stmt = (iban: string, from: string, to: string, body: string) =>
  `<Stmt>\n<FrToDt><FrDtTm>${from}T00:00:00</FrDtTm><ToDtTm>${to}T23:59:59</ToDtTm></FrToDt><Acct><Id><IBAN>${iban}</IBAN></Id></Acct>\n${body}\n</Stmt>`;
const camt = (...stmts: string[]) =>
  `<?xml version="1.0"?>\n<Document xmlns="${NS}"><BkToCstmrStmt>\n${stmts.join('\n')}\n</BkToCstmrStmt></Document>\n`;
const FIX = 'Export the statement from the bank again as CAMT.053, or as CSV.';

describe('CAMT.053 reader', () => {
  it('reads several daily statements of one account as one: first opening, last closing, whole period', () => {
    const s = statementOf(
      readStatement(
        camt(
          stmt('DE1', '2026-09-01', '2026-09-01', bal('OPBD', '10') + ntry('1', 'DBIT') + bal('CLBD', '9')),
          stmt(
            'DE1',
            '2026-09-02',
            '2026-09-02',
            bal('OPBD', '9') + ntry('2', 'CRDT', '<ValDt><Dt>2026-09-03</Dt></ValDt>') + bal('CLBD', '11'),
          ),
        ),
      ),
    );
    expect(s).toMatchObject({
      currency: 'EUR',
      account: 'DE1',
      period: { from: '2026-09-01', to: '2026-09-02' },
      opening: 10_000,
      closing: 11_000,
    });
    expect(s.lines.map((l) => [l.line, l.date, l.amount])).toEqual([
      [5, '2026-09-02', -1_000],
      [10, '2026-09-03', 2_000],
    ]);
  });

  it('reads an account without IBAN by its other id, and leaves absent account, period and balances null', () => {
    const other = camt(
      stmt('DE1', '2026-09-01', '2026-09-01', ntry('1', 'CRDT')).replace('<IBAN>DE1</IBAN>', '<Othr><Id>0012345</Id></Othr>'),
    );
    expect(statementOf(readStatement(other))).toMatchObject({ account: '0012345', opening: null, closing: null });
    const bare = camt(`<Stmt>\n${ntry('1', 'CRDT')}\n</Stmt>`);
    expect(statementOf(readStatement(bare))).toMatchObject({ account: null, period: null, currency: 'EUR' });
  });

  it('says when the file holds statements of several accounts', () => {
    const p = problemOf(readStatement(camt(stmt('DE1', '2026-09-01', '2026-09-01', ''), stmt('DE2', '2026-09-01', '2026-09-01', ''))));
    expect(p).toEqual({
      line: 7,
      column: null,
      what: 'Line 7: the file holds statements of 2 accounts (‘DE1’, ‘DE2’).',
      fix: 'Export one account per file.',
    });
  });

  it.each([
    [ntry('1', 'XXXX'), "Line 5: the entry's CdtDbtInd ‘XXXX’ is neither CRDT nor DBIT."],
    [ntry('1,5', 'DBIT'), "Line 5: the entry's amount ‘1,5’ is not an amount."],
    [ntry('1', 'DBIT', ''), 'Line 5: the entry has no booking date (BookgDt).'],
    [bal('CLBD', 'x'), 'Line 3: the CLBD balance amount ‘x’ is not an amount.'],
  ])('reports %#: %s', (body, what) => {
    expect(problemOf(readStatement(camt(stmt('DE1', '2026-09-01', '2026-09-01', body))))).toEqual({
      line: Number(/\d+/.exec(what)![0]),
      column: null,
      what,
      fix: FIX,
    });
  });

  it('refuses a DOCTYPE, so no entity is ever expanded', () => {
    const text = `<?xml version="1.0"?>\n<!DOCTYPE d [<!ENTITY a "aaaa">]>\n<Document xmlns="${NS}"><BkToCstmrStmt/></Document>`;
    expect(problemOf(readStatement(text))).toEqual({
      line: 2,
      column: null,
      what: 'Line 2: the CAMT.053 file declares a DOCTYPE, which bank statements do not.',
      fix: 'Export the statement from the bank again; this file was not written by a bank.',
    });
  });

  it('says when the XML is not well-formed', () => {
    expect(problemOf(readStatement(`<Document xmlns="${NS}">\n<BkToCstmrStmt>\n</Document>`)).what).toMatch(
      /^Line 3, column \d+: the CAMT.053 file is not well-formed XML\.$/,
    );
  });
});

describe('QIF reader', () => {
  it('reads DD/MM/YYYY once a day above 12 settles it, decimal commas, and skips !Account blocks', () => {
    const s = statementOf(
      readStatement(
        '!Option:AutoSwitch\n!Account\nNChecking\nTBank\n^\n!Type:Bank\nD01/09/2026\nT-1.234,50\nPRent\n^\nD13/09/2026\nU5,00\n^\n!Type:Cat\nNFood\n^\n',
      ),
    );
    expect(s.account).toBe('Checking');
    expect(s.lines).toEqual([
      { line: 7, date: '2026-09-01', amount: -1_234_500, payee: 'Rent', memo: '', bank_id: null },
      { line: 11, date: '2026-09-13', amount: 5_000, payee: '', memo: '', bank_id: null },
    ]);
  });

  it('reads a last entry without its ^, and skips a section left open at the end', () => {
    expect(statementOf(readStatement('!Type:Bank\nD2026-09-01\nT1\n')).lines).toHaveLength(1);
    expect(statementOf(readStatement('!Type:Bank\nD2026-09-01\nT1\n^\n!Type:Cat\nNFood\n')).lines).toHaveLength(1);
  });

  it.each([
    [
      '!Type:Invst\nD01/02/2026\n^\n',
      'Line 1: the QIF section ‘!Type:Invst’ is not a bank, card or cash account.',
      'Export the bank or card account itself (!Type:Bank or !Type:CCard).',
    ],
    ['!Type:Bank\n', 'Line 1: the QIF file has no entries.', 'Export a period that has entries.'],
    ['!Type:Bank\nU5\n^\n', 'Line 2: the entry has no date (D line).', 'Check the D lines of the file.'],
    ['!Type:Bank\nD31/31/2026\nT1\n^\n', 'Line 2: ‘31/31/2026’ is not a date in DD/MM/YYYY.', 'Check the D lines of the file.'],
    ['!Type:CCard\nT1\n^\n', 'Line 2: the entry has no date (D line).', 'Check the D lines of the file.'],
    ['!Type:Cash\nD13/02/2026\nPShop\n^\n', 'Line 2: the entry has no amount (T line).', 'Check the T lines of the file.'],
    ['!Type:Bank\nD13/02/2026\nTabc\n^\n', 'Line 3: ‘abc’ is not an amount.', 'Check the T lines of the file.'],
  ])('%j → %s', (text, what, fix) => {
    expect(problemOf(readStatement(text))).toEqual({ line: Number(/\d+/.exec(what)![0]), column: null, what, fix });
  });
});
