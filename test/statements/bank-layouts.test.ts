// match_statement on the layouts #27 found refused or misread, as the banks export them: Bank of America's
// CSV (its summary block), Crédit Agricole's (windows-1252, "Solde au"), Monzo's (DD/MM with a decimal point),
// and a UTF-16 file; `path` and `content` answering alike, the answer saying how the dates were read.
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

async function match(source: { path: string } | { content: string }) {
  const r = await s.client.callTool({ name: 'match_statement', arguments: { plan_id: 'demo-budget', account_id: 'acc-checking', ...source } });
  expect(r.isError, textOf(r)).toBeFalsy();
  return r.structuredContent as { statement: Record<string, unknown>; counts: { missing: number; matched: number } };
}

describe('match_statement reads the layouts as exported, by path and by content alike', () => {
  it.each([
    ['us-bofa-checking.csv', { from: '2026-09-01', to: '2026-09-30', opening_balance: 2315.4, closing_balance: 3447.13, date_format: 'MM/DD/YYYY' }, 7],
    ['fr-credit-agricole-cp1252.csv', { account: '04106119371', from: '2026-04-01', to: '2026-04-30', closing_balance: 917.01, date_format: 'DD/MM/YYYY' }, 58],
    ['uk-monzo.csv', { currency: 'GBP', from: '2026-09-01', to: '2026-09-12', date_format: 'DD/MM/YYYY', notes: ['Dates read as DD/MM/YYYY: the header is Monzo\'s, whose export writes them so.'] }, 11],
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
