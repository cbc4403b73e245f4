// The quality gate's page: docs/quality.md rendered from Stryker's JSON report (mutation-testing-report-schema)
// and vitest's coverage summary (istanbul json-summary) of the pure logic and the confirmation path. Lists
// every surviving or uncovered mutant and every disabled one with its reason. Pure: no clock, no disk.

/** The parts of a mutation-testing-report-schema mutant read here. */
export interface MutantIn {
  mutatorName: string;
  replacement?: string | undefined;
  status: string;
  statusReason?: string | undefined;
  location: { start: { line: number; column: number } };
}

/** The parts of a mutation-testing-report-schema report read here. */
export interface MutationReportIn {
  files: Record<string, { mutants: readonly MutantIn[] }>;
}

/** One entry of istanbul's json-summary (each metric: covered of total). */
export type CoverageEntry = Record<'lines' | 'branches' | 'statements' | 'functions', { total: number; covered: number }>;

/** istanbul's json-summary: `total`, then one entry per file, keyed by absolute path. */
export type CoverageSummaryIn = Record<string, CoverageEntry>;

/** The folders the gate covers, as paths relative to the project root. */
export const FOLDERS = ['src/logic', 'src/confirm'] as const;

export interface MutationCounts {
  mutants: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  /** Mutants that did not compile or broke the test run before any test (neither killed nor survived). */
  errors: number;
}

const EMPTY: MutationCounts = { mutants: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, errors: 0 };

const COUNTED: Record<string, keyof MutationCounts> = {
  Killed: 'killed',
  Timeout: 'timeout',
  Survived: 'survived',
  NoCoverage: 'noCoverage',
  Ignored: 'ignored',
  CompileError: 'errors',
  RuntimeError: 'errors',
};

export function countMutants(mutants: readonly MutantIn[]): MutationCounts {
  const counts = { ...EMPTY };
  for (const m of mutants) {
    counts.mutants++;
    const key = COUNTED[m.status];
    if (key === undefined)
      throw new Error(
        `unknown mutant status ${JSON.stringify(m.status)}: mutation-testing-report-schema 1.x knows ${Object.keys(COUNTED).join(', ')} (and Pending, for a run that did not finish)`,
      );
    counts[key]++;
  }
  return counts;
}

export function addCounts(a: MutationCounts, b: MutationCounts): MutationCounts {
  const sum = { ...EMPTY };
  for (const key of Object.keys(EMPTY) as (keyof MutationCounts)[]) sum[key] = a[key] + b[key];
  return sum;
}

/** Stryker's mutation score: detected (killed or timed out) over the mutants that ran or should have; null when none. */
export function score(c: MutationCounts): number | null {
  const valid = c.killed + c.timeout + c.survived + c.noCoverage;
  return valid === 0 ? null : (100 * (c.killed + c.timeout)) / valid;
}

/** The folder of FOLDERS a file is in, or undefined. */
export function folderOf(path: string): string | undefined {
  return FOLDERS.find((f) => path.startsWith(`${f}/`));
}

export interface ListedMutant {
  file: string;
  line: number;
  column: number;
  mutator: string;
  replacement: string;
  status: string;
  reason: string;
}

export interface MutationFigures {
  total: MutationCounts;
  byFolder: { folder: string; counts: MutationCounts }[];
  byFile: { file: string; counts: MutationCounts }[];
  /** Survived and NoCoverage mutants: each is a missing test or an equivalent mutant to mark. */
  open: ListedMutant[];
  ignored: ListedMutant[];
}

const byPlace = (a: ListedMutant, b: ListedMutant) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column);

export function mutationFigures(report: MutationReportIn): MutationFigures {
  const byFile = Object.entries(report.files)
    .map(([file, { mutants }]) => ({ file, counts: countMutants(mutants) }))
    .sort((a, b) => (a.file < b.file ? -1 : 1));
  const byFolder = FOLDERS.map((folder) => ({
    folder,
    counts: byFile.filter((f) => folderOf(f.file) === folder).reduce((sum, f) => addCounts(sum, f.counts), EMPTY),
  }));
  const listed = (statuses: readonly string[]) =>
    Object.entries(report.files)
      .flatMap(([file, { mutants }]) =>
        mutants
          .filter((m) => statuses.includes(m.status))
          .map((m) => ({
            file,
            line: m.location.start.line,
            column: m.location.start.column,
            mutator: m.mutatorName,
            replacement: m.replacement ?? '',
            status: m.status,
            reason: m.statusReason ?? '',
          })),
      )
      .sort(byPlace);
  return {
    total: byFile.reduce((sum, f) => addCounts(sum, f.counts), EMPTY),
    byFolder,
    byFile,
    open: listed(['Survived', 'NoCoverage']),
    ignored: listed(['Ignored']),
  };
}

export interface CoverageFigures {
  folder: string;
  files: number;
  lines: { covered: number; total: number };
  branches: { covered: number; total: number };
  /** The files below 100 % of lines or branches, with their figures. */
  short: { file: string; lines: { covered: number; total: number }; branches: { covered: number; total: number } }[];
}

/** Lines and branches of each folder of FOLDERS, from a summary keyed by absolute paths under `root`. */
export function coverageFigures(summary: CoverageSummaryIn, root: string): CoverageFigures[] {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  const files = Object.entries(summary)
    .filter(([key]) => key.startsWith(prefix))
    .map(([key, entry]) => ({ file: key.slice(prefix.length), entry }));
  return FOLDERS.map((folder) => {
    const mine = files.filter((f) => folderOf(f.file) === folder).sort((a, b) => (a.file < b.file ? -1 : 1));
    const sum = (metric: 'lines' | 'branches') =>
      mine.reduce((s, f) => ({ covered: s.covered + f.entry[metric].covered, total: s.total + f.entry[metric].total }), {
        covered: 0,
        total: 0,
      });
    return {
      folder,
      files: mine.length,
      lines: sum('lines'),
      branches: sum('branches'),
      short: mine
        .filter((f) => f.entry.lines.covered < f.entry.lines.total || f.entry.branches.covered < f.entry.branches.total)
        .map((f) => ({ file: f.file, lines: f.entry.lines, branches: f.entry.branches })),
    };
  });
}

export interface QualityInputs {
  /** YYYY-MM-DD of the page. */
  date: string;
  /** When each input was written (YYYY-MM-DD HH:MM UTC). */
  mutationWritten: string;
  coverageWritten: string;
  /** Tool and version, in the order shown. */
  versions: readonly { name: string; version: string }[];
  mutation: MutationFigures;
  coverage: readonly CoverageFigures[];
}

export const COMMAND = 'npm run mutate';

const cell = (text: string): string => text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
/** Code in a table cell: one line, at most 100 characters, fenced so its own backticks cannot close it. */
function code(text: string): string {
  const one = cell(text);
  const short = one.length > 100 ? `${one.slice(0, 99)}…` : one;
  if (short === '') return '(empty)';
  return short.includes('`') ? `\`\` ${short} \`\`` : `\`${short}\``;
}
const pct = (covered: number, total: number): string => (total === 0 ? '–' : `${((100 * covered) / total).toFixed(2)} %`);
const shownScore = (c: MutationCounts): string => {
  const s = score(c);
  return s === null ? '–' : `${s.toFixed(2)} %`;
};
const countsRow = (label: string, c: MutationCounts): string =>
  `| ${label} | ${c.mutants} | ${c.killed} | ${c.timeout} | ${c.survived} | ${c.noCoverage} | ${c.ignored} | ${c.errors} | ${shownScore(c)} |`;
const COUNTS_HEAD = [
  '| | Mutants | Killed | Timeout | Survived | No coverage | Ignored | Errors | Score |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
];

export function renderQuality(q: QualityInputs): string {
  const { mutation: m } = q;
  const lines = [
    `<!-- Generated by \`${COMMAND}\` (scripts/quality-report.ts). Do not edit: run it again. -->`,
    '',
    '# Quality gate: coverage and mutation testing',
    '',
    `Generated by \`${COMMAND}\` on ${q.date}, from Stryker's report (.tmp/mutation/mutation.json, written ${q.mutationWritten}) and the coverage summary of \`npm run test:coverage\` (.tmp/coverage/coverage-summary.json, written ${q.coverageWritten}).`,
    '',
    `Versions: ${q.versions.map((v) => `${v.name} ${v.version}`).join(', ')}.`,
    '',
    '## How it is measured',
    '',
    '- The unit tests of `test/logic/` and `test/confirm/` alone (`vitest.quality.config.ts`) run against `src/logic/` and `src/confirm/`, the code with no network, disk or clock of its own.',
    '- Coverage (V8): every line and branch of those two folders, held at 100 % by the thresholds of `vitest.quality.config.ts`.',
    '- Mutation testing (Stryker, `stryker.config.mjs`): each mutant (a small change to the code, such as `<` for `<=` or an emptied string) runs against the tests that cover it; a test that fails kills it. The run is incremental: results of unchanged code and tests are reused (.tmp/mutation/incremental.json; the first run of a fresh clone tests every mutant, about 20 minutes on 2 cores). `npx stryker run --mutate <file>[,<file>…]` then `npx tsx scripts/quality-report.ts` measures some files; add `--force` after adding a test file, since static mutants otherwise keep their earlier result.',
    "- A surviving mutant is a missing test, or an equivalent mutant: one no test can tell from the code. An equivalent one is marked in the source with `// Stryker disable next-line <mutator>: <why>` and counts as ignored; Stryker can only disable a line's mutants by mutator, so a line's reason says when a killable mutant of the same mutator shares it.",
    '- Score: killed and timed-out mutants over killed, timed-out, surviving and uncovered ones. Errors (a mutant that does not compile, or breaks the test run before any test) are left out, as Stryker does.',
    '',
    '## Coverage',
    '',
    '| Folder | Files | Lines | Branches |',
    '| --- | --- | --- | --- |',
    ...q.coverage.map(
      (c) =>
        `| \`${c.folder}\` | ${c.files} | ${pct(c.lines.covered, c.lines.total)} (${c.lines.covered} of ${c.lines.total}) | ${pct(c.branches.covered, c.branches.total)} (${c.branches.covered} of ${c.branches.total}) |`,
    ),
    '',
  ];
  const short = q.coverage.flatMap((c) => c.short);
  if (short.length === 0) lines.push('Every file is at 100 % of lines and branches.', '');
  else {
    lines.push(
      `${short.length} file(s) below 100 %:`,
      '',
      '| File | Lines | Branches |',
      '| --- | --- | --- |',
      ...short.map((s) => `| \`${s.file}\` | ${pct(s.lines.covered, s.lines.total)} | ${pct(s.branches.covered, s.branches.total)} |`),
      '',
    );
  }
  lines.push(
    '## Mutation testing',
    '',
    ...COUNTS_HEAD,
    countsRow('**All**', m.total),
    ...m.byFolder.map((f) => countsRow(`\`${f.folder}\``, f.counts)),
    '',
    `${m.byFile.length} file(s) in this report:`,
    '',
    ...COUNTS_HEAD.map((l) => l.replace('| |', '| File |')),
    ...m.byFile.map((f) => countsRow(`\`${f.file}\``, f.counts)),
    '',
    '## Surviving and uncovered mutants',
    '',
  );
  if (m.open.length === 0) lines.push('None: every mutant that ran was killed, and every mutant is covered by a test.', '');
  else {
    lines.push(
      `${m.open.length} mutant(s) to kill with a test, or to mark as equivalent:`,
      '',
      '| Place | Status | Mutator | Mutated code |',
      '| --- | --- | --- | --- |',
      ...m.open.map((o) => `| \`${o.file}:${o.line}:${o.column}\` | ${o.status} | ${o.mutator} | ${code(o.replacement)} |`),
      '',
    );
  }
  lines.push('## Disabled mutants', '');
  if (m.ignored.length === 0) lines.push('None.', '');
  else {
    lines.push(
      `${m.ignored.length} mutant(s) disabled in the source, each with the reason written beside it: an equivalent mutant, and where Stryker cannot disable it alone (it disables a line's mutants by mutator), its twin of the same mutator, which the tests kill once the comment is removed.`,
      '',
      '| Place | Mutator | Mutated code | Reason |',
      '| --- | --- | --- | --- |',
      ...m.ignored.map(
        (i) => `| \`${i.file}:${i.line}\` | ${i.mutator} | ${code(i.replacement)} | ${cell(i.reason) || '(no reason given)'} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

/** The one line the command prints. */
export function summaryLine(m: MutationFigures): string {
  const t = m.total;
  return `${t.mutants} mutants: ${t.killed} killed, ${t.timeout} timed out, ${t.survived} survived, ${t.noCoverage} without coverage, ${t.ignored} ignored, ${t.errors} errors; score ${shownScore(t)}`;
}
