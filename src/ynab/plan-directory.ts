// The plan directory (ynab-client.md §8): `GET /plans?include_accounts=true`, loaded at most once per
// process and only when needed (from the replica when one holds it), refreshed by every list_plans call,
// reloaded once (per call) when a plan id is missing from it. It gives each plan's currency format and
// account ids.
import { InFlight } from './delta-cache.ts';
import type { CallMemo } from './request-count.ts';
import type { PlanSummary } from './types.ts';

const CALL_KEY = 'plan-directory';

/** Where a directory read before this process is kept (the replica), and how a new one is kept there. */
export interface HeldDirectory {
  held(): Promise<PlanSummary[] | undefined>;
  keep(plans: PlanSummary[]): void;
}

export class PlanDirectory {
  readonly #load: () => Promise<PlanSummary[]>;
  readonly #memo: CallMemo;
  readonly #inFlight = new InFlight();
  readonly #kept: HeldDirectory | undefined;
  #plans: PlanSummary[] | undefined;

  constructor(load: () => Promise<PlanSummary[]>, memo: CallMemo, kept?: HeldDirectory) {
    this.#load = load;
    this.#memo = memo;
    this.#kept = kept;
  }

  /** The directory, loading it if this process has not yet and no replica holds it. */
  async get(): Promise<PlanSummary[]> {
    if (this.#plans !== undefined) return this.#plans;
    const held = await this.#kept?.held();
    if (held !== undefined && this.#plans === undefined) this.#plans = held;
    return this.#plans ?? this.refresh();
  }

  /** A fresh directory, unless the current call already read it (one request per call at most). */
  refresh(): Promise<PlanSummary[]> {
    return this.#memo.once(CALL_KEY, () =>
      this.#inFlight.share(CALL_KEY, async () => {
        const plans = await this.#load();
        this.#plans = plans;
        this.#kept?.keep(plans);
        return plans;
      }),
    );
  }

  /** The plan's entry; when missing, the directory is reloaded once (unless this call just loaded it). */
  async find(planId: string): Promise<PlanSummary | undefined> {
    const found = (await this.get()).find((plan) => plan.id === planId);
    if (found !== undefined || this.#memo.has(CALL_KEY)) return found;
    return (await this.refresh()).find((plan) => plan.id === planId);
  }

  /** True when the current call already sent (or is sending) the directory request. */
  loadedInCall(): boolean {
    return this.#memo.has(CALL_KEY);
  }

  /** Forgotten, process-wide and for the current call, so the next use reloads it (§8 step 4). */
  drop(): void {
    this.#plans = undefined;
    this.#memo.forget(CALL_KEY);
  }
}
