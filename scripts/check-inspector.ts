// `npm run check:inspector`: the MCP Inspector CLI against the stdio server in demo mode, in both protocol
// eras (scripts/inspector/). Prints PASS or FAIL per check and exits 1 on any failure. Offline: the
// Inspector is a devDependency and the demo plan lives in the server process. `--source` runs src/ through
// tsx instead of the compiled dist/ (which `npm run check:inspector` builds first).
import { ERAS, SERVERS, inspectorVersion, runAll } from './inspector/run.ts';

const server = process.argv.includes('--source') ? SERVERS.source : SERVERS.compiled;
process.stdout.write(`MCP Inspector ${inspectorVersion()} --cli against \`${server.join(' ')}\`, eras ${ERAS.join(' and ')}\n`);
const started = performance.now();
const outcomes = await runAll(server);
for (const o of outcomes) {
  process.stdout.write(`${o.ok ? 'PASS' : 'FAIL'} [${o.era}] ${o.check}: ${o.seen || 'no answer'} (${o.ms} ms)\n`);
  for (const problem of o.problems) process.stdout.write(`     ${problem}\n     reproduce: ${o.command}\n`);
}
const failed = outcomes.filter((o) => !o.ok).length;
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stdout.write(`${outcomes.length - failed} passed, ${failed} failed, in ${seconds} s\n`);
if (failed > 0) process.exitCode = 1;
