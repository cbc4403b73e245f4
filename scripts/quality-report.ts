// The second half of `npm run mutate`: reads Stryker's JSON report and the coverage summary of
// `npm run test:coverage`, writes docs/quality.md (scripts/quality/report.ts renders it), prints one line,
// and exits 1 while a mutant survives or is not covered.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  coverageFigures,
  mutationFigures,
  renderQuality,
  summaryLine,
  type CoverageSummaryIn,
  type MutationReportIn,
} from './quality/report.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MUTATION = join(ROOT, '.tmp', 'mutation', 'mutation.json');
const COVERAGE = join(ROOT, '.tmp', 'coverage', 'coverage-summary.json');
const OUTPUT = join(ROOT, 'docs', 'quality.md');

function read<T>(path: string, makeIt: string): { data: T; written: string } {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    process.stderr.write(`${path} is missing: run ${makeIt} first.\n`);
    process.exit(1);
  }
  return { data: JSON.parse(text) as T, written: `${statSync(path).mtime.toISOString().slice(0, 16).replace('T', ' ')} UTC` };
}

const version = (pkg: string): string =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules', pkg, 'package.json'), 'utf8')) as { version: string }).version;

const mutation = read<MutationReportIn>(MUTATION, '`npx stryker run` (or `npm run mutate`)');
const coverage = read<CoverageSummaryIn>(COVERAGE, '`npm run test:coverage`');
const figures = mutationFigures(mutation.data);
const page = renderQuality({
  date: new Date().toISOString().slice(0, 10),
  mutationWritten: mutation.written,
  coverageWritten: coverage.written,
  versions: [
    { name: 'Node', version: process.version },
    ...['@stryker-mutator/core', '@stryker-mutator/vitest-runner', 'vitest', '@vitest/coverage-v8', 'fast-check'].map((name) => ({
      name,
      version: version(name),
    })),
  ],
  mutation: figures,
  coverage: coverageFigures(coverage.data, ROOT),
});
writeFileSync(OUTPUT, page);
process.stdout.write(`${summaryLine(figures)}\ndocs/quality.md written.\n`);
if (figures.open.length > 0) process.exitCode = 1;
