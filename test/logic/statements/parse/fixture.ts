// Reads a statement fixture of test/fixtures/statements/ as the tools will: its bytes decoded, then read.
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { decodeStatement, readStatement, type CsvMapping } from '../../../../src/logic/statements/parse/index.ts';
import type { ParseResult, Statement, StatementLine } from '../../../../src/logic/statements/statement.ts';

export const fixtureBytes = (name: string): Uint8Array => readFileSync(new URL(`../../../fixtures/statements/${name}`, import.meta.url));

/** The statement of a fixture, failing the test with the problem when it cannot be read. */
export function readFixture(name: string, mapping?: CsvMapping): Statement {
  const result = readStatement(decodeStatement(fixtureBytes(name)), mapping ? { mapping } : {});
  return statementOf(result);
}

/** A line as the CSV readers give it: no bank id. */
export const entry = (line: number, date: string, amount: number, payee: string, memo = ''): StatementLine => ({
  line,
  date,
  amount,
  payee,
  memo,
  bank_id: null,
});

export function statementOf(result: ParseResult): Statement {
  if (!result.ok) expect.fail(`${result.problem.what} ${result.problem.fix}`);
  return result.statement;
}

/** The most code points the tools show of a problem's `what` and of its `fix` (each is cleaned and cut to it). */
export const SHOWN = 80;

/** The problem of a result expected to fail; its what and fix each fit what the tools show, never cut (#27 item 6). */
export function problemOf(result: ParseResult) {
  if (result.ok) expect.fail('expected a problem, got a statement');
  const { what, fix } = result.problem;
  expect(Array.from(what).length, what).toBeLessThanOrEqual(SHOWN);
  expect(Array.from(fix).length, fix).toBeLessThanOrEqual(SHOWN);
  return result.problem;
}

/** The problem of a result expected to fail, pinned whole: its line (no column), what and fix. */
export function expectProblem(result: ParseResult, expected: { line: number; what: string; fix: string }) {
  const problem = problemOf(result);
  expect(problem).toEqual({ ...expected, column: null });
  return problem;
}
