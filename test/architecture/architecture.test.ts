// The layering holds as a test: every import of src/, generated/ and views/ against the rules of rules.ts, all
// breaches listed at once with the file, the line, the import and the rule; and the checker itself shown
// to fail on a mini tree that breaks each rule.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/stdio-client.ts';
import { BREACHES, BREAKING, KEEPING } from './fixtures.ts';
import { sourceFiles } from './import-graph.ts';
import { ALLOWANCES, CONFIRM_BELOW, FILE_WRITERS, RULES, checkTree, describeViolation, treeOf } from './rules.ts';

const realTree = () =>
  treeOf(
    new Map(
      ['src', 'generated', 'views'].flatMap((folder) => sourceFiles(ROOT, folder)).map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]),
    ),
  );

const short = (v: { rule: string; file: string; line: number; what: string }) => ({
  rule: v.rule,
  file: v.file,
  line: v.line,
  what: v.what,
});
const order = (a: { rule: string; file: string; line: number }, b: { rule: string; file: string; line: number }) =>
  a.rule.localeCompare(b.rule) || a.file.localeCompare(b.file) || a.line - b.line;

describe('the import rules', () => {
  it('hold for every file of src/, generated/ and views/', () => {
    const { violations, unusedAllowances } = checkTree(realTree());
    expect(violations.map(describeViolation)).toEqual([]);
    // An allowance nothing needs any more is removed, so it cannot outlive its reason.
    expect(unusedAllowances).toEqual([]);
  });

  it('name the file, the line, the import and the rule of each breach in a tree that breaks them all', () => {
    const { violations } = checkTree(treeOf(BREAKING), RULES, []);
    expect(violations.map(short).sort(order)).toEqual([...BREACHES].sort(order));
    expect(new Set(violations.map((v) => v.rule))).toEqual(new Set(RULES.map((r) => r.name)));
    const confirm = violations.find((v) => v.rule === CONFIRM_BELOW)!;
    expect(describeViolation(confirm)).toBe(
      `src/confirm/ask.ts:3 imports '../mcp/tool-context.ts': breaks "${CONFIRM_BELOW}" (${confirm.why})`,
    );
  });

  it('see nothing wrong in reads, listening servers, types and properties named fetch', () => {
    expect(checkTree(treeOf(KEEPING), RULES, []).violations.map(describeViolation)).toEqual([]);
  });

  it('spare exactly what an allowance names, and report an allowance that matches nothing', () => {
    const allowance = { rule: CONFIRM_BELOW, file: 'src/confirm/ask.ts', what: "imports '../mcp/tool-context.ts'" };
    const stale = { rule: CONFIRM_BELOW, file: 'src/confirm/ask.ts', what: "imports '../mcp/build-server.ts'" };
    const { violations, unusedAllowances } = checkTree(treeOf(BREAKING), RULES, [allowance, stale]);
    expect(violations).toHaveLength(BREACHES.length - 1);
    expect(violations.some((v) => v.rule === CONFIRM_BELOW)).toBe(false);
    expect(unusedAllowances).toEqual([stale]);
    expect(ALLOWANCES.every((a) => RULES.some((r) => r.name === a.rule))).toBe(true);
  });

  it('let write files only the folders whose CONTRIBUTING row says they write one', () => {
    for (const [page, word] of [
      ['CONTRIBUTING.md', /\bwrites?\b/],
      ['CONTRIBUTING.es.md', /\bescribe\b/],
    ] as const) {
      const rows = readFileSync(join(ROOT, page), 'utf8').split('\n');
      for (const folder of FILE_WRITERS)
        expect(
          // A formatter pads a table's cells: one space or many before the bar.
          rows.find((line) => line.replace(/ +\|/g, ' |').startsWith(`| \`${folder}\` |`)),
          `${page}: ${folder}`,
        ).toMatch(word);
    }
  });
});
