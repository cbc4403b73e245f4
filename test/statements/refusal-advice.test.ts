// Every refusal of a statement the file could be read past is followed as it says (#27 item 6: advice named
// keys the mapping refuses, cited line 1 for a header on line 10, was cut mid-sentence, and called a German
// yen file another currency's): the advice is read from the refusal's own text, applied, and the call again
// must then work. Through match_statement on the demo plan, so the text is the one an agent sees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPY_CURRENCY_FORMAT, demoPlanWithCurrency } from '../../src/fake-ynab/demo-plan/currency.ts';
import { demoPlan } from '../../src/fake-ynab/demo-plan/plan.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';

const jpy = demoPlanWithCurrency(JPY_CURRENCY_FORMAT);
let s: InProcessSession;
beforeAll(async () => {
  s = await connectInProcess({ fake: new FakeYnab({ plans: [demoPlan(), jpy] }), env: {} });
});
afterAll(async () => s.close());

async function match(content: string, mapping?: string, plan_id = 'demo-budget') {
  const r = await s.client.callTool({
    name: 'match_statement',
    arguments: { plan_id, account_id: 'acc-checking', content, ...(mapping === undefined ? {} : { mapping }) },
  });
  return { isError: r.isError === true, text: textOf(r), result: (r.structuredContent ?? {}) as Record<string, unknown> };
}

/** The refusal's text, which must end with its advice whole (never cut with an ellipsis). */
async function refusal(content: string, mapping?: string, plan_id?: string): Promise<string> {
  const r = await match(content, mapping, plan_id);
  expect(r.isError, r.text).toBe(true);
  expect(r.text).not.toContain('…');
  return r.text;
}

/** The mapping a refusal advises, as written between its quotes. */
const advised = (text: string): string => {
  const found = /mapping ‘([^’]+)’/u.exec(text)?.[1];
  if (found === undefined) throw new Error(`no mapping advised: ${text}`);
  return found;
};

/** The text without its lines from..to (1-based), as "leave out lines a–b" says. */
const without = (text: string, from: number, to: number) =>
  text
    .split('\n')
    .filter((_, i) => i + 1 < from || i + 1 > to)
    .join('\n');
const numbers = (pattern: RegExp, text: string) => (pattern.exec(text) ?? expect.fail(`${pattern} not in ${text}`)).slice(1).map(Number);

async function works(content: string, mapping?: string, plan_id?: string) {
  const r = await match(content, mapping, plan_id);
  expect(r.isError, r.text).toBe(false);
  return r.result;
}

describe("a refusal's advice, followed, reads the statement", () => {
  it('day or month first: mapping date_format, and the answer says which order and why', async () => {
    const content = 'Date,Description,Amount\n09/22/2026,PHARMACIE,-12.80\n'.replace('09/22/2026', '09/05/2026');
    const text = await refusal(content);
    expect(text).toContain('Line 2: ‘09/05/2026’ may be day or month first');
    const result = await works(content, advised(text));
    expect(result.statement).toMatchObject({
      from: '2026-05-09',
      date_format: 'DD/MM/YYYY',
      notes: ['Dates read as DD/MM/YYYY: the mapping gives it.'],
    });
  });

  it('a header without an amount column, on its own line: the mapping that names it', async () => {
    const content = 'Konto;0001\nZeitraum;September\nDatum;Text;Wert\n22.09.2026;PHARMACIE;-12,80\n';
    const text = await refusal(content);
    expect(text).toContain('Line 3: the header names no amount column');
    await works(content, advised(text));
  });

  it('no header the reader knows: the mapping its cells show', async () => {
    const content = 'Quand|Quoi|Combien\n2026-09-22|PHARMACIE|-12.80\n2026-09-21|PRLV SEPA TENNIS CLUB|-22.00\n';
    await works(content, advised(await refusal(content)));
  });

  it('a mapping key named as the reader names its fields: the key to write', async () => {
    const content = 'Quand|Quoi|Combien\n2026-09-22|PHARMACIE|-12.80\n';
    const text = await refusal(content, 'date=Quand, amount_column=Combien');
    const key = /write (\w+)=/u.exec(text)![1];
    await works(content, `date=Quand, ${key}=Combien`);
  });

  it('a column number the file does not have: one it has', async () => {
    const content = 'Date;Amount\n2026-09-22;-12.80\n';
    const text = await refusal(content, 'amount=3');
    const [, last] = numbers(/from (\d+) to (\d+)/u, text);
    await works(content, `amount=${last}`);
  });

  it('a balance the amounts do not lead to: balance=none', async () => {
    const content = 'Date,Description,Amount,Balance\n09/13/2026,A,-1.00,99.00\n09/14/2026,B,-2.00,90.00\n';
    const text = await refusal(content);
    expect(text).toContain('Line 3: the balance 90, but the lines before add up to 97.');
    expect((await works(content, advised(text))).statement).toMatchObject({ opening_balance: null, closing_balance: null });
  });

  it('a row wider than its header: the value quoted', async () => {
    const content = 'Date,Description,Amount\n09/14/2026,Rent,-1,234.56\n09/15/2026,Tea,-2.00\n';
    expect(await refusal(content)).toContain('put it in "quotes"');
    await works(content.replace('-1,234.56', '"-1,234.56"'));
  });

  it('an export pasted twice, with or without its header: the copy left out', async () => {
    const rows = '2026-09-20,A,-1.00\n2026-09-21,B,-2.00\n2026-09-22,C,-3.00\n';
    for (const content of [`Date,Payee,Amount\n${rows}${rows}`, `Date,Payee,Amount\n${rows}Date,Payee,Amount\n${rows}`]) {
      const [from, to] = numbers(/Leave out lines (\d+)–(\d+)/u, await refusal(content));
      await works(without(content, from!, to!));
    }
  });

  it('a second table: the first one alone', async () => {
    const content = 'Date,Payee,Amount\n2026-09-20,A,-1.00\nDate,Payee,Amount\n2026-09-21,Card,-2.00\n';
    const [last] = numbers(/Pass lines 1 to (\d+) only/u, await refusal(content));
    await works(without(content, last! + 1, 99));
  });

  it('a placeholder date: that line left out', async () => {
    const content = 'Date,Payee,Amount\n2026-09-20,A,-1.00\n1900-01-01,B,-2.00\n';
    const [line] = numbers(/leave out line (\d+)/u, await refusal(content));
    await works(without(content, line!, line!));
  });

  it('NUL characters: the text saved as UTF-8', async () => {
    const content = 'Date,Payee,Amount\n2026-09-20,A,-1.00\n';
    expect(await refusal([...content].join('\u0000'))).toContain('Save it as UTF-8');
    await works(content);
  });

  it('a German yen file whose amounts show no decimal mark: decimal=comma, not "another currency"', async () => {
    const content = 'Buchungstag;Verwendungszweck;Betrag\n21.09.2026;Bäckerei;-1.234\n22.09.2026;Apotheke;-12.800\n';
    const text = await refusal(content, undefined, jpy.id);
    expect(text).toContain(
      "Line 2: the amount -1.234 has more decimals than this plan's currency shows (0), and no amount in the file shows whether ‘.’ is its decimal mark",
    );
    const result = await works(content, advised(text), jpy.id);
    expect((result.missing as { amount: number }[]).map((m) => m.amount)).toEqual([-1234, -12800]);
  });

  it('a QIF file whose dates do not show their order: date_format, which QIF now reads too', async () => {
    const content = '!Type:Bank\nD09/05/2026\nT-12.80\nPPHARMACIE\n^\n';
    await works(content, advised(await refusal(content)));
  });
});
