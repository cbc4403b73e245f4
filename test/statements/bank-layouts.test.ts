// match_statement on the layouts #27 found refused or misread, as the banks export them: Bank of America's
// CSV (its summary block), Crédit Agricole's (windows-1252, "Solde au"), Monzo's (DD/MM with a decimal point),
// American Express's (charges positive), RBC's ("CAD$"), Fidelity's (a broker's table between blank rows and a
// disclaimer), Revolut's (pending rows), and a UTF-16 file; `path` and `content` answering alike, the answer
// saying how the dates and the signs were read. And a card export whose signs only YNAB's transactions tell.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeStatement } from '../../src/logic/statements/parse/decode.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';

const FIXTURES = new URL('../fixtures/statements/', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'avenir-layouts-'));
let s: InProcessSession;
beforeAll(async () => {
  s = await connectInProcess({ env: { AVENIR_MCP_STATEMENT_DIRS: `${FIXTURES.replace(/\/$/u, '')}:${dir}` } });
});
afterAll(async () => s.close());

async function match(source: { path: string } | { content: string }, mapping?: string) {
  const r = await s.client.callTool({
    name: 'match_statement',
    arguments: { plan_id: 'demo-budget', account_id: 'acc-checking', ...source, ...(mapping === undefined ? {} : { mapping }) },
  });
  expect(r.isError, textOf(r)).toBeFalsy();
  return r.structuredContent as {
    statement: Record<string, unknown>;
    counts: { missing: number; matched: number };
    missing: { amount: number }[];
  };
}

describe('match_statement reads the layouts as exported, by path and by content alike', () => {
  it.each([
    [
      'us-bofa-checking.csv',
      { from: '2026-09-01', to: '2026-09-30', opening_balance: 2315.4, closing_balance: 3447.13, date_format: 'MM/DD/YYYY' },
      7,
    ],
    [
      'fr-credit-agricole-cp1252.csv',
      { account: '04106119371', from: '2026-04-01', to: '2026-04-30', closing_balance: 917.01, date_format: 'DD/MM/YYYY' },
      58,
    ],
    [
      'uk-monzo.csv',
      {
        currency: 'GBP',
        from: '2026-09-01',
        to: '2026-09-12',
        date_format: 'DD/MM/YYYY',
        notes: ["Dates read as DD/MM/YYYY: the header is Monzo's, whose export writes them so."],
      },
      11,
    ],
    [
      'us-amex-card.csv',
      {
        from: '2026-09-03',
        to: '2026-09-14',
        notes: [
          expect.any(String),
          expect.stringMatching(/^Signs flipped, charges being printed positive: the header is American Express's/u),
        ],
      },
      4,
    ],
    ['ca-rbc-chequing.csv', { account: '06702-1234567', from: '2026-09-02', to: '2026-09-15', date_format: 'MM/DD/YYYY' }, 4],
    ['us-fidelity-cma.csv', { from: '2026-09-08', to: '2026-09-30', date_format: 'MM/DD/YYYY' }, 4],
    [
      'eu-revolut.csv',
      {
        currency: 'EUR',
        opening_balance: 500,
        closing_balance: 624.1,
        notes: [expect.any(String), expect.stringMatching(/^Lines 4, 6 left out: ‘State’ says ‘REVERTED’, ‘PENDING’/u)],
      },
      3,
    ],
  ])('%s', async (name, statement, lines) => {
    const byPath = await match({ path: name });
    const byContent = await match({ content: decodeStatement(readFileSync(join(FIXTURES, name))) });
    expect(byPath).toEqual(byContent);
    expect(byPath.statement).toMatchObject(statement);
    expect(byPath.counts.matched + byPath.counts.missing).toBe(lines);
  });

  it('a UTF-16 file with its byte-order mark', async () => {
    const text = 'Date;Libellé;Montant\n22/09/2026;CB PHARMACIE;-12,80\n';
    writeFileSync(join(dir, 'utf16.csv'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(await match({ path: join(dir, 'utf16.csv') })).toEqual(await match({ content: text }));
  });
});

describe("a card export whose signs only YNAB tells (Discover prints charges positive, its header is no one's alone)", () => {
  const card =
    'Trans. Date,Post Date,Description,Amount,Category\n09/15/2026,09/15/2026,STREAMFLIX,13.49,Services\n09/16/2026,09/16/2026,BOULANGERIE DU PORT,8.40,Restaurants\n09/18/2026,09/18/2026,RAIL CO,45.00,Travel\n09/20/2026,09/20/2026,TENNIS CLUB,22.00,Services\n';

  it('reads the charges as money out when Checking holds them so, and says how to keep the printed signs', async () => {
    const answer = await match({ content: card });
    expect(answer.statement.notes).toContain(
      'Signs flipped, charges being printed positive: 4 of 4 lines are in YNAB only so; mapping ‘invert=no’ keeps the printed signs.',
    );
    expect(answer.counts).toMatchObject({ matched: 4, missing: 0 });
  });

  it("keeps the printed signs when the note's advice is followed, or when the mapping inverts them itself", async () => {
    const printed = await match({ content: card }, 'invert=no');
    expect(printed.statement.notes).toHaveLength(1);
    expect(printed.missing.map((m) => m.amount)).toEqual([13.49, 8.4, 45, 22]);
    // invert=yes on a file printed YNAB's way flips it, as the mapping says, though YNAB holds it unflipped.
    const inverted = await match({ content: card.replace(/,(\d+\.\d+),/gu, ',-$1,') }, 'invert=yes');
    expect(inverted.statement.notes).toHaveLength(1);
    expect(inverted.missing.map((m) => m.amount)).toEqual([13.49, 8.4, 45, 22]);
  });
});
