// One run of the side-by-side measurements, called by bench/run.ts in each of its runs: a start with
// tools/list of every server, then every workflow on every server that has a tool for it, the servers'
// order alternating from run to run. Requests outside YNAB's spec are set aside per server (avenir's
// fail the bench; a peer's are reported), and the fake is restored after each write.
import type { DemoPlan } from '../../src/fake-ynab/model/plan-types.ts';
import { listSample, workflowSample, type ListSample, type PeerSetup, type WorkflowSample } from './measure.ts';
import { SERVERS, WORKFLOWS, type ServerId, type UseContext, type WorkflowId } from './workflows.ts';

export interface PeerRuns {
  lists: Record<ServerId, ListSample[]>;
  samples: Record<ServerId, Partial<Record<WorkflowId, WorkflowSample[]>>>;
  violations: Record<ServerId, string[]>;
}

const perServer = <T>(make: () => T): Record<ServerId, T> => Object.fromEntries(SERVERS.map((s) => [s.id, make()])) as Record<ServerId, T>;

export function newPeerRuns(): PeerRuns {
  return { lists: perServer(() => []), samples: perServer(() => ({})), violations: perServer(() => []) };
}

/** The three uses' contexts: the same year, month and payee; W5 the newest pending pair, then the next, then the one after. */
export function useContexts(plan: DemoPlan, today: string): [UseContext, UseContext, UseContext] {
  const pending = plan.transactions
    .filter((t) => !t.deleted && !t.approved && t.category_id === null && t.subtransactions.length === 0)
    .sort((a, b) => (a.date === b.date ? b.id.localeCompare(a.id) : b.date.localeCompare(a.date)));
  if (pending.length < 6) throw new Error('the plan has fewer than 6 pending transactions to categorise');
  const year = Number(today.slice(0, 4));
  const dayAfter = new Date(Date.parse(`${year - 1}${today.slice(4)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const newestPendingPayee = plan.payees.find((p) => p.id === pending[0]!.payee_id)?.name;
  if (newestPendingPayee === undefined) throw new Error('the newest pending transaction has no payee');
  const base = {
    planId: plan.id,
    since: dayAfter,
    until: today,
    month: `${today.slice(0, 7)}-01`,
    payee: 'market fresh',
    categoryId: 'cat-groceries',
    newestPendingPayee,
  };
  return [
    { ...base, pair: [pending[0]!.id, pending[1]!.id] },
    { ...base, pair: [pending[2]!.id, pending[3]!.id] },
    { ...base, pair: [pending[4]!.id, pending[5]!.id] },
  ];
}

export async function peerRun(
  setup: PeerSetup,
  acc: PeerRuns,
  run: number,
  contexts: [UseContext, UseContext, UseContext],
  progress: (line: string) => void,
): Promise<void> {
  const order = run % 2 === 0 ? SERVERS : [...SERVERS].reverse();
  const setAside = async <T>(id: ServerId, sample: () => Promise<T>): Promise<T> => {
    const before = setup.fake.specViolations.length;
    try {
      return await sample();
    } finally {
      acc.violations[id].push(...setup.fake.specViolations.splice(before));
    }
  };
  for (const server of order) {
    const list = await setAside(server.id, () => listSample(setup, server));
    acc.lists[server.id].push(list);
    progress(`run ${run + 1} ${server.id}: start ${list.startMs.toFixed(0)} ms, tools/list ${list.tools} tools, ${list.bytes} B`);
  }
  for (const w of WORKFLOWS) {
    for (const server of order) {
      if (w.calls[server.id] === undefined) continue;
      const sample = await setAside(server.id, () => workflowSample(setup, server, w, ...contexts));
      (acc.samples[server.id][w.id] ??= []).push(sample);
      if (w.writes) setup.fake.reset();
      progress(
        `run ${run + 1} ${server.id} ${w.id}: first ${sample.cold.ms.toFixed(0)} ms (${sample.cold.requests} req), again ${sample.warm.ms.toFixed(0)} ms (${sample.warm.requests} req)`,
      );
    }
  }
}
