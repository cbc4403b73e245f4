// Prints what one Node version's vitest run took, from its JSON report: the wall time and the 10 slowest
// files, so a slow test shows in CI's output before it slows every change (issue #30).
// Usage: node .ci/report.mjs <vitest-report.json> <root> [which run, when it is not the main one]
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

const [file, root, run] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
const files = report.testResults.map((t) => ({ name: relative(root, t.name), ms: t.endTime - t.startTime }));
const end = Math.max(...report.testResults.map((t) => t.endTime));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`vitest${run ? ` (${run})` : ''}: ${files.length} files in ${seconds(end - report.startTime)} of wall time; the 10 slowest:`);
for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`  ${seconds(f.ms).padStart(8)}  ${f.name}`);
