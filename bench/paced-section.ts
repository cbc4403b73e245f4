// Issue #31's run at a realistic pace: every workflow of the side-by-side section again, for every server,
// with the fake behind bench/paced.ts (a fixed latency and bandwidth), where reading less and the replica
// show their worth as they would on a real network. Its own section of docs/performance.md.
import type { DemoPlan } from '../src/fake-ynab/model/plan-types.ts';
import type { BenchSetup } from './measure.ts';
import { paceText, pacedYnab, REALISTIC_PACE } from './paced.ts';
import { serverResult, type ServerResult } from './peers/figures.ts';
import { formatRatio, workflowTable } from './peers/report.ts';
import { newPeerRuns, peerRun, useContexts } from './peers/run-peers.ts';
import { SERVERS, WORKFLOWS } from './peers/workflows.ts';

/** Every server's results at the realistic pace, over `runs` runs. */
export async function pacedResults(
  setup: BenchSetup,
  plan: DemoPlan,
  runs: number,
  progress: (line: string) => void,
): Promise<ServerResult[]> {
  // The sections before may have changed the plan (writes, undo): every server starts from the generated one.
  setup.fake.reset();
  const proxy = await pacedYnab(setup.url, REALISTIC_PACE);
  try {
    const acc = newPeerRuns();
    const contexts = useContexts(plan, setup.today);
    for (let run = 0; run < runs; run++)
      await peerRun({ ...setup, url: proxy.url }, acc, run, contexts, (line) => progress(`paced: ${line}`));
    if (acc.violations.avenir.length > 0)
      throw new Error(`avenir-mcp sent requests outside YNAB's OpenAPI spec:\n${acc.violations.avenir.join('\n')}`);
    return SERVERS.map((s) => serverResult(s.id, s.label, acc.lists[s.id], acc.samples[s.id], acc.violations[s.id]));
  } finally {
    await proxy.close();
  }
}

/** avenir-mcp's first call (and first call after a restart) against the fastest peer's first call, per workflow. */
export function pacedRatios(servers: readonly ServerResult[]): string[] {
  const avenir = servers.find((s) => s.id === 'avenir');
  return WORKFLOWS.flatMap((w) => {
    const mine = avenir?.workflows[w.id];
    const peers = servers.filter((s) => s.id !== 'avenir').flatMap((s) => (s.workflows[w.id] === undefined ? [] : [s]));
    if (mine === undefined || peers.length === 0) return [];
    const best = peers.reduce((a, b) => (b.workflows[w.id]!.cold.median < a.workflows[w.id]!.cold.median ? b : a));
    const theirs = best.workflows[w.id]!.cold.median;
    const restart =
      mine.restart === undefined
        ? ''
        : `; after a restart ${formatRatio(mine.restart.median / theirs)} (${formatRatio(mine.restart.median / mine.cold.median)} its own first call)`;
    return [`- ${w.id} ${w.label}: avenir-mcp’s first call ${formatRatio(mine.cold.median / theirs)} ${best.label}’s${restart}.`];
  });
}

export function renderPaced(servers: readonly ServerResult[], runs: number): string {
  return [
    '## At a realistic pace (issue #31)',
    '',
    `The workflows of the section above again, ${runs} run(s), with the fake behind a proxy on loopback (bench/paced.ts): ${paceText(REALISTIC_PACE)}. ` +
      'On loopback the fake serves a year of transactions in a fraction of a second; over a real network YNAB takes seconds, and what a server ' +
      'reads, and what it keeps across a restart, then decides what a person waits for. Real YNAB’s own pace was not measured here.',
    '',
    workflowTable(servers),
    '',
    'avenir-mcp against the fastest peer with a tool for the workflow (first calls, medians of this section):',
    '',
    ...pacedRatios(servers),
    '',
  ].join('\n');
}
