// `npm run check:conformance`: runs the MCP conformance suite's applicable scenarios against the loopback
// HTTP exposure of the server (scripts/conformance/), prints one line per scenario, writes
// docs/conformance.md and exits 1 when a scenario failed. Loopback only: it works offline after `npm ci`.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { VERSION } from '../generated/version.ts';
import { consoleLines, renderReport } from './conformance/report.ts';
import { ROOT, runConformance } from './conformance/run.ts';

const run = await runConformance();
process.stdout.write(`${consoleLines(run).join('\n')}\n`);
const date = new Date().toISOString().slice(0, 10);
writeFileSync(join(ROOT, 'docs', 'conformance.md'), renderReport(run, date, VERSION));
process.stdout.write('docs/conformance.md written.\n');
if (run.results.some((r) => r.verdict === 'failed')) process.exitCode = 1;
