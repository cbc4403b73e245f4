// Resolving the `last-used` plan alias to a real id, once per process (ynab-client.md §8): the only plan
// of the directory, else the one plan holding every account `GET /plans/last-used/accounts` returns.
// Unresolvable: the call runs with `last-used` in its paths and without cache, and the next call retries.
import type { Logger } from '../log.ts';
import { InFlight } from './delta-cache.ts';
import type { PlanDirectory } from './plan-directory.ts';
import type { CallMemo } from './request-count.ts';
import type { Account, DeltaAnswer, PlanSummary } from './types.ts';

export const LAST_USED = 'last-used';
const CALL_KEY = 'last-used-resolution';

export interface LastUsedDeps {
  directory: PlanDirectory;
  /** GET /plans/last-used/accounts, a full read. */
  readLastUsedAccounts(): Promise<DeltaAnswer<Account>>;
  /** Keeps that answer: in the resolved plan's cache, or for this call only when unresolved. */
  keepAccounts(plan: string, answer: DeltaAnswer<Account>): void;
  memo: CallMemo;
  log?: Logger | undefined;
}

/** The plans whose account ids contain all of `ids` (every plan when `ids` is empty). */
export function plansHoldingAccounts(plans: readonly PlanSummary[], ids: readonly string[]): string[] {
  return plans
    .filter((plan) => {
      const own = new Set((plan.accounts ?? []).map((account) => account.id));
      return ids.every((id) => own.has(id));
    })
    .map((plan) => plan.id);
}

export class LastUsedResolver {
  readonly #deps: LastUsedDeps;
  readonly #inFlight = new InFlight();
  #resolved: string | undefined;

  constructor(deps: LastUsedDeps) {
    this.#deps = deps;
  }

  /** The real plan id, or `last-used` when it cannot be told (this call then runs uncached). */
  resolve(): Promise<string> {
    if (this.#resolved !== undefined) return Promise.resolve(this.#resolved);
    return this.#deps.memo.once(CALL_KEY, () => this.#inFlight.share(CALL_KEY, () => this.#attempt()));
  }

  /** Forgets the resolution (its plan answered 404), for the process and the current call. */
  drop(): void {
    this.#resolved = undefined;
    this.#deps.memo.forget(CALL_KEY);
  }

  async #attempt(): Promise<string> {
    const { directory } = this.#deps;
    const plans = await directory.get();
    const only = plans.length === 1 ? plans[0]?.id : undefined;
    if (only !== undefined) return this.#settle(only, 'only plan');
    const answer = await this.#deps.readLastUsedAccounts();
    const ids = answer.items.filter((account) => account.deleted !== true).map((account) => account.id);
    let holders = plansHoldingAccounts(plans, ids);
    // No plan holds them: an account created since the directory was loaded. One reload, unless this
    // call just loaded it. (Several holders, or no account at all, a reload would not settle.)
    if (holders.length === 0 && !directory.loadedInCall()) holders = plansHoldingAccounts(await directory.refresh(), ids);
    const plan = ids.length > 0 && holders.length === 1 ? holders[0] : undefined;
    this.#deps.keepAccounts(plan ?? LAST_USED, answer);
    if (plan === undefined) {
      this.#deps.log?.info('last-used plan not resolved: this call uses last-used without cache', { accounts: ids.length });
      return LAST_USED;
    }
    return this.#settle(plan, 'accounts');
  }

  #settle(plan: string, how: string): string {
    this.#resolved = plan;
    this.#deps.log?.info('last-used plan resolved', { plan, how });
    return plan;
  }
}
