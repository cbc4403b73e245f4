// What the report says around the numbers: for each missed target, what the measured value holds that the
// limit leaves out and whether it is ours to fix; requests a warm call sends beyond the collections; and
// the method. Numbers come from the same run.
import { LIMITS, mb, ms, spread, type BenchResults, type Check } from './report.ts';

const missed = (list: readonly Check[], target: string) => list.filter((c) => !c.pass && c.target.startsWith(target));

export function notes(r: BenchResults, list: readonly Check[]): string[] {
  const out: string[] = [];
  if (missed(list, 'cold start').length > 0) {
    const gap = r.coldStart.avenir.median - r.coldStart.minimal.median;
    const { avenir, minimal } = r.coldStart.modules;
    const loads =
      avenir === undefined || minimal === undefined
        ? 'more modules than the minimal server'
        : `${Object.values(avenir).reduce((a, b) => a + b, 0)} modules where the minimal server loads ${Object.values(minimal).reduce((a, b) => a + b, 0)}, ` +
          `${(avenir['dist/src'] ?? 0) + (avenir['dist/generated'] ?? 0)} of them its own code and the generated tool definitions (dist/src, dist/generated)`;
    out.push(
      `**Cold start** (${ms(gap)} more than the minimal server): before its first answer avenir-mcp loads ${loads}, and registers every tool ` +
        'with its schemas (their validators, compiled by codegen, imported on first use). TypeBox is not loaded at run time (the generated schemas are JSON ' +
        'literals), nor are the handlers’ logic, the YNAB client’s cache and replica, or the views; Node compiles them from the code kept ' +
        'at an earlier start. Measured and not taken: bundling the server into one file, as the fastest peer is (3 % off the start, a build ' +
        'step and a second way to ship the code), and loading Node’s fetch (undici) only on the first call (20 ms off the start, as much ' +
        'onto a first call that follows at once).',
    );
  }
  const warm = missed(list, 'warm call');
  if (warm.length > 0) {
    out.push(
      `**Warm calls** (${warm.map((c) => `${c.subject} ${c.measured}`).join('; ')}): a warm call still runs the tool's whole computation over ` +
        'the cached history; only the YNAB reads are saved (one delta request per collection, nothing changed). The floor is a single ' +
        'JSON.parse, so on a busy machine the comparison sits within the noise: compare the spreads.',
    );
  }
  const cold = missed(list, 'cold call ≤ 3×');
  if (cold.length > 0) {
    out.push(
      `**Cold calls** (${cold.map((c) => `${c.subject} ${c.measured}`).join('; ')}): besides the fake's serving time, a cold call holds the ` +
        'transfer of the answer, its decoding, one JSON.parse, the safe-integer check of every amount, the merge and freeze into the delta ' +
        'cache (one pass each over the answer), the plan list and the other collections the tool reads, the compilation of its schemas (on ' +
        'first use) and its computation; the 3× allowance is about what those passes cost on this plan.',
    );
  }
  const whole = missed(list, 'cold call ≤ 1.5 s');
  if (whole.length > 0) {
    out.push(
      `**Whole-history cold calls** (${whole.map((c) => `${c.subject} ${c.measured}`).join('; ')}): ${ms(r.serve.median)} of each is the fake ` +
        `serving the ${mb(r.plan.bytes)} transactions answer on this machine (the serving baseline), the rest reading it as it arrives, ` +
        'checking its amounts, keeping it in the cache and the tool’s own work. The tools need every transaction’s payee or cleared ' +
        'status, of any age; YNAB’s per-account and per-payee reads would carry less for `reconcile_account` and `rename_payee`, not done here.',
    );
  }
  if (missed(list, 'peak RSS').length > 0) {
    const bare = r.bareReadRss === undefined ? 'not measured' : mb(r.bareReadRss.median);
    const idle = r.coldStart.avenirIdleRss === undefined ? 'not measured' : mb(r.coldStart.avenirIdleRss.median);
    const over = r.tools
      .filter((t) => t.peakRss !== undefined && t.peakRss.median > LIMITS.peakRssBytes)
      .map((t) => `${t.tool} ${mb(t.peakRss!.median)}`);
    out.push(
      `**Peak RSS** (${over.join('; ') || 'the maximum of one run'}): the tools that still read the whole history — \`reconcile_account\` (uncleared ` +
        'transactions of any age), `list_payees` and `rename_payee` (each payee’s count), the undo of created or reconciled transactions — read ' +
        `the ${mb(r.plan.bytes)} transactions answer (a bare \`node\` that fetches and parses it in one piece peaks at ${bare}, same run); ` +
        `avenir-mcp starts at ${idle}. The answer is parsed while it arrives, one transaction at a time (src/ynab/json-elements.ts), so its ` +
        'bytes and text are never whole; what is left over the limit is the parsed history itself and V8’s young generation, which the ' +
        'parse fills with short-lived strings (a 2 MB semi-space, `node --max-semi-space-size=2`, took `list_payees` from about 200 MB to ' +
        '165 MB in one measurement; a server cannot set it for its own process). Every other tool reads only the dates its question needs ' +
        '(one year at most by default) and stays under the limit.',
    );
  }
  for (const t of r.tools) {
    if (t.next === undefined) continue;
    out.push(
      `**${t.tool}, its first look** (issue #31): the cold call (${ms(t.cold.median)}, ${t.coldRequests} requests) answers from YNAB's ` +
        'uncategorised list before the year of history is read, with no suggestion, and reads that year for the next call. The call after ' +
        `it, which has the suggestions, took ${ms(t.next.median)} (${spread(t.next)}, ${t.nextRequests} requests): it waits for the year ` +
        'still arriving and scores every pending transaction. The warm call is the one after that.',
    );
  }
  for (const t of r.tools) {
    const other = Object.entries(t.warmOther);
    if (other.length === 0) continue;
    out.push(
      `**${t.tool}** sends ${other.map(([k, n]) => `${n} × ${k}`).join(', ')} on a warm call besides its collections: YNAB's API offers no delta ` +
        'read of one month with its categories, so each month shown is read again (the tool says so: one request per month shown, plus one). ' +
        'Deriving monthly activity from the transactions collection would make it one delta request, at the cost of redoing YNAB’s activity rules.',
    );
  }
  return out;
}

export const METHOD = [
  '- The heavy plan is generated by `bench/heavy-plan.ts` (seed 1, today 2026-09-25) and served by the fake YNAB (`src/fake-ynab/`) on 127.0.0.1, ' +
    "in the benchmark process; every request is checked against YNAB's OpenAPI spec (none of avenir-mcp's may fail; the peers' are reported in their section).",
  '- Servers are spawned as `node dist/src/server.js` (after `npm run build`) and `node bench/minimal-server.mjs` (the SDK v2 with one trivial ' +
    "tool), both through the official client's `StdioClientTransport` in the 2025-era protocol (a pinned 2026-07-28 client spawns a second " +
    'process for its discovery probe). Cold start is the time from creating the transport to the initialize answer. One unmeasured start of ' +
    "each warms the disk cache; the two servers alternate which starts first. avenir-mcp's starts share one cache folder, as on a " +
    "person's machine: the unmeasured start leaves there the code Node compiled for its modules, which the measured ones reuse " +
    "(`AVENIR_MCP_CACHE`); the workflows' first calls below start with an empty folder.",
  '- Each tool run spawns a fresh server (empty delta cache): the first call is the cold time, the same call again on that process the warm ' +
    'time, both measured by the client around `callTool`. `reconcile_account` runs with `AVENIR_MCP_WRITE=1` and a bank balance 12.34 above ' +
    'the cleared balance, so it answers `difference_found` and writes nothing.',
  '- The floor is `JSON.parse` of the raw body of `GET /plans/heavy-plan/transactions?since_date=1970-01-01` (the read the server makes), in ' +
    "the benchmark process; the fake's serving time is that loopback GET alone, until the body is read. Both are measured in every run.",
  '- Peak RSS is `VmHWM` from `/proc/<pid>/status` of each server process after its calls (Linux only); 1 MB = 10⁶ bytes.',
  '- Requests per warm call come from `_meta["avenir-mcp/requests"]` and from the fake\'s log of that call, by collection.',
  '- Medians are reported with min–max and p10–p90 (linear interpolation). The machine line gives the load average at the start: on a ' +
    'shared machine the spreads matter as much as the medians.',
].join('\n');
