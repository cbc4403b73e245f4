// What a bank label says beyond its merchant (src/logic/statements/label-evidence.ts): the purchase date it
// prints, in every order a bank writes it, kept when it falls in the 40 days before the line or the day after;
// whether it names a cash withdrawal; and a transfer payee's account.
import { describe, expect, it } from 'vitest';
import { isCash, printedDates, transferAccount } from '../../../src/logic/statements/label-evidence.ts';

describe('printedDates', () => {
  const LINE = '2026-09-14';

  it('reads a day and month slashed in either order, the order a bank prints settling itself in the window', () => {
    expect(printedDates('CB CARREFOUR 12/09 PARIS', LINE)).toEqual(['2026-09-12']);
    expect(printedDates('ATM WITHDRAWAL 09/12 #4421 MAIN ST', LINE)).toEqual(['2026-09-12']);
  });

  it('reads a slashed year of two or four digits, and a date of another year as none near the line', () => {
    expect(printedDates('CB CARREFOUR 12/09/26', LINE)).toEqual(['2026-09-12']);
    expect(printedDates('CB CARREFOUR 12/09/2026', LINE)).toEqual(['2026-09-12']);
    expect(printedDates('CB CARREFOUR 12/09/24', LINE)).toEqual([]);
    expect(printedDates('CB CARREFOUR 12/09/2024', LINE)).toEqual([]);
  });

  it("reads a day and month without a year in the line's year or, in January, December's of the year before", () => {
    expect(printedDates('CB CARREFOUR 28/12', '2026-01-05')).toEqual(['2025-12-28']);
  });

  it('keeps a date 40 days before the line and one the day after, and none further', () => {
    expect(printedDates('CB SHOP 05/08', LINE)).toEqual(['2026-08-05']);
    expect(printedDates('CB SHOP 04/08', LINE)).toEqual([]);
    expect(printedDates('CB SHOP 15/09', LINE)).toEqual(['2026-09-15']);
    expect(printedDates('CB SHOP 16/09', LINE)).toEqual([]);
  });

  it('writes the year with four digits in any year of the calendar', () => {
    expect(printedDates('CB SHOP 12/09', '0999-09-14')).toEqual(['0999-09-12']);
  });

  it('reads a dotted day and month, with or without a dot or a year after, and a clock time after a slash', () => {
    expect(printedDates('KARTE 12.09 BAECKEREI', LINE)).toEqual(['2026-09-12']);
    expect(printedDates('KARTE 12.09. BAECKEREI', LINE)).toEqual(['2026-09-12']);
    expect(printedDates('GA NR00001234 10.09/14.23UHR GELDAUTOMAT', '2026-09-12')).toEqual(['2026-09-10']);
    expect(printedDates('KARTE 12.09.26 BAECKEREI', LINE)).toEqual(['2026-09-12']);
    expect(printedDates('KARTE 12.09.2026 BAECKEREI', LINE)).toEqual(['2026-09-12']);
    expect(printedDates('KARTE 12.09.24 BAECKEREI', LINE)).toEqual([]);
    expect(printedDates('KARTE 12.09.2024 BAECKEREI', LINE)).toEqual([]);
  });

  it('reads an ISO date, a French invoice date and a CHECKCARD month and day', () => {
    expect(printedDates('ACHAT DU 2026-09-12 MONOPRIX', LINE)).toEqual(['2026-09-12']);
    expect(printedDates('ACHAT DU 2024-09-12 MONOPRIX', LINE)).toEqual([]);
    expect(printedDates('PRLV EDF FACT 120926 CLIENT', LINE)).toEqual(['2026-09-12']);
    expect(printedDates('CHECKCARD 0912 UBER *TRIP', LINE)).toEqual(['2026-09-12']);
  });

  it('reads no date out of a longer run of digits (a card or reference number)', () => {
    for (const label of [
      'REF 112/09 SHOP',
      'REF 12/091 SHOP',
      'REF 112.09 SHOP',
      'REF 12.091 SHOP',
      'REF 12026-09-12 SHOP',
      'REF 2026-09-123 SHOP',
      'PRLV FACT 1209261 X',
      'CHECKCARD 09121 X',
    ]) {
      expect(printedDates(label, LINE), label).toEqual([]);
    }
  });
});

describe('isCash', () => {
  it('reads a cash word with or without its accents', () => {
    expect(isCash('RETRAIT ESPÈCES')).toBe(true);
    expect(isCash('Transfer : Geldbörse')).toBe(true);
    expect(isCash('ESPÈRANCE')).toBe(false);
  });

  it('reads Cash App as a payment service, not cash, and a withdrawal made with an app as cash', () => {
    expect(isCash('CASH APP*JOHN SMITH')).toBe(false);
    expect(isCash('CASH  APP*JOHN SMITH')).toBe(false);
    expect(isCash('APP CASH WITHDRAWAL')).toBe(true);
    expect(isCash('ATM APP WITHDRAWAL')).toBe(true);
  });

  it('reads the words on either side of a bracketed annotation apart', () => {
    expect(isCash('WITHDRAWAL(BRANCH 0042)ATM MAIN ST')).toBe(true);
  });
});

describe('transferAccount', () => {
  it('names the account after YNAB\'s "Transfer :", however it is spaced', () => {
    expect(transferAccount('Transfer : Savings')).toBe('Savings');
    expect(transferAccount('Transfer:Savings')).toBe('Savings');
    expect(transferAccount('transfer  :  Joint account')).toBe('Joint account');
  });

  it('keeps a name that says "Transfer :" further on', () => {
    expect(transferAccount('Savings (Transfer : old)')).toBe('Savings (Transfer : old)');
  });
});
