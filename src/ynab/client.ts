// The YNAB client: what the tools call (ynab-client.md). Its requests go through YNAB's API as api.ts sends
// them (typed, paced, retried, every answer checked); collections are read as the delta-sync engine asks
// (delta-sync.ts decides which requests to send); it resolves `last-used` and returns YNAB's live objects in
// milliunits, every failure a YnabError.
import type { components } from '../../generated/ynab/schema.d.ts';
import type { Logger } from '../log.ts';
import { decimalDigits, sharedCurrency, type PlanCurrency } from '../logic/core/money.ts';
import { YnabApi, type Result } from './api.ts';
import type { YnabClientOptions } from './client-options.ts';
import { specOf, type Collection, type ViewOf } from './collections.ts';
import { ALL_HISTORY, DeltaSync, type Use } from './delta-sync.ts';
import { YnabError, afterSending, notDocumented } from './errors.ts';
import { LAST_USED, LastUsedResolver } from './last-used.ts';
import { derivedBy } from './write-effects.ts';
import { deepFreeze } from './merge.ts';
import { checkSegment } from './paths.ts';
import { PlanDirectory } from './plan-directory.ts';
import { CallMemo, untilSent } from './request-count.ts';
import type { Replica } from './replica/replica.ts';
import { withoutSqliteNotice } from './replica/quiet-load.ts';
import type {
  Account,
  Category,
  CategoryGroupWithCategories,
  MonthDetail,
  MonthSummary,
  Payee,
  PlanSummary,
  ScheduledTransactionDetail,
  TransactionDetail,
} from './types.ts';

export { ALL_HISTORY };
export type { YnabClientOptions };

export type * from './types.ts';

/** The fields of a category PATCH; only those present are sent. */
export interface CategoryUpdate {
  name?: string;
  category_group_id?: string;
  goal_target?: number | null;
  goal_target_date?: string | null;
  goal_needs_whole_amount?: boolean | null;
  /** Documented by YNAB from spec 1.86.0 (a repeating target's period); the 1.85.0 types lack it. */
  goal_frequency?: 'monthly' | 'weekly' | 'yearly';
}

/** One item of a bulk transaction update: the id and only the fields that change. */
export interface TransactionUpdate {
  id: string;
  category_id?: string | null;
  /** Makes a transaction a split (with category_id null); YNAB cannot edit an existing split's lines. */
  subtransactions?: components['schemas']['SaveSubTransaction'][];
  flag_color?: components['schemas']['TransactionFlagColor'];
  approved?: boolean;
  cleared?: components['schemas']['TransactionClearedStatus'];
  /** Milliunits: apply_statement sets a transaction to its statement's amount. */
  amount?: number;
  /** review_transactions sets it ("" for none), and its undo puts the previous one back. */
  memo?: string | null;
}

export class YnabClient {
  readonly #api: YnabApi;
  /** Plan and window (`<plan>:<since>`) whose last read ahead failed: the next call reads them itself. */
  readonly #aheadFailed = new Set<string>();
  readonly #http: YnabApi['http'];
  readonly #memo = new CallMemo();
  readonly #held: DeltaSync;
  readonly #replicaOptions: { file: string } | undefined;
  readonly #token: string | undefined;
  readonly #log: Logger | undefined;
  #replicaOpened: Promise<void> | undefined;
  #replica: Replica | undefined;
  readonly #directory: PlanDirectory;
  readonly #lastUsed: LastUsedResolver;

  constructor(options: YnabClientOptions) {
    this.#replicaOptions = options.replica;
    this.#token = 'token' in options.token ? options.token.token : undefined;
    this.#log = options.log;
    const api = (this.#api = new YnabApi(options));
    this.#http = api.http;
    this.#held = new DeltaSync({
      read: (collection, plan, knowledge, since, until) => api.read(collection, plan, knowledge, since, until),
      memo: this.#memo,
      now: options.now ?? (() => performance.now()),
      freshMs: options.freshMs ?? 0,
      ready: () => (this.#replicaOpened ??= this.#openReplica()),
    });
    this.#directory = new PlanDirectory(
      async () => {
        const data = await this.#api.call(() => this.#http.GET('/plans', { params: { query: { include_accounts: true } } }));
        if (!Array.isArray(data.data.plans)) throw notDocumented(200, 'no plans list');
        // Shared by every later call of the process: frozen like the delta cache's entities.
        return deepFreeze(data.data.plans);
      },
      this.#memo,
      {
        held: async () => {
          await (this.#replicaOpened ??= this.#openReplica());
          return this.#replica?.plans();
        },
        keep: (plans) => this.#replica?.keepPlans(plans),
      },
    );
    this.#lastUsed = new LastUsedResolver({
      directory: this.#directory,
      readLastUsedAccounts: () => api.read('accounts', LAST_USED),
      keepAccounts: (plan, answer) => this.#held.keepAccounts(plan, answer),
      memo: this.#memo,
      log: options.log,
    });
  }

  /** A hosted person's YNAB token was refreshed (src/hosted/people.ts): it is kept out of answers and sent from now on. */
  useToken(token: string): void {
    this.#api.useToken(token);
  }

  /** GET /plans?include_accounts=true: every plan the token can read. Refreshes the plan directory. */
  async listPlans(): Promise<PlanSummary[]> {
    return [...(await this.#directory.refresh())];
  }

  /**
   * The plan id to use in paths and caches: `planId` itself once its segment is checked, and for
   * `last-used` the real id (or `last-used` when it cannot be told, §8 step 3).
   */
  async planId(planId: string): Promise<string> {
    const plan = checkSegment(planId, 'Plan id');
    return plan === LAST_USED ? this.#lastUsed.resolve() : plan;
  }

  /** The plan's currency decimals (0..3, default 2) from the plan directory, loaded on first need. */
  currencyDigits(planId: string): Promise<number> {
    return this.#underPlan(planId, async (plan) => {
      if (plan === LAST_USED) return this.#lastUsedDigits();
      const entry = await this.#directory.find(plan);
      if (entry === undefined) {
        throw new YnabError(
          `Plan "${plan}" is not one of the plans YNAB lists for this token, so nothing more was sent. Use a plan id that list_plans returns.`,
          404,
          'refused',
        );
      }
      return decimalDigits(entry.currency_format);
    });
  }

  /**
   * The plan's currency for the views, from the plan directory (no request once it is held); null when the
   * directory does not tell it: a plan it lacks, or `last-used` unresolved across plans of different currencies.
   */
  currency(planId: string): Promise<PlanCurrency | null> {
    return this.#underPlan(planId, async (plan) => {
      const plans = await this.#directory.get();
      return sharedCurrency(
        (plan === LAST_USED ? plans : plans.filter((entry) => entry.id === plan)).map((entry) => entry.currency_format),
      );
    });
  }

  /** Live accounts (closed ones included), from the delta cache; `use: 'structure'` when no balance is read (DeltaSync.collection). */
  accounts(planId: string, use?: Use): Promise<readonly Account[]> {
    return this.#collection(planId, 'accounts', undefined, use);
  }

  /** Live category groups with their live categories (amounts of the current month, UTC); `use` as for accounts. */
  categoryGroups(planId: string, use?: Use): Promise<readonly CategoryGroupWithCategories[]> {
    return this.#collection(planId, 'categories', undefined, use);
  }

  payees(planId: string): Promise<readonly Payee[]> {
    return this.#collection(planId, 'payees');
  }

  /**
   * The live transactions dated `since` (YYYY-MM-DD) or later, deleted lines left out (pending ones are
   * never served by YNAB). The cache holds one window per plan and extends it backward when a call needs
   * older ones, reading only the older part.
   */
  transactions(planId: string, since: string = ALL_HISTORY): Promise<readonly TransactionDetail[]> {
    return this.#collection(planId, 'transactions', since);
  }

  /**
   * Whether a call should read the plan's transactions from `since` itself: they are held or being read (a
   * delta at most), or the last read ahead of them failed (the call then reports what fails, where a read
   * ahead would fail unseen).
   */
  historyAtHand(planId: string, since: string): Promise<boolean> {
    return this.#underPlan(
      planId,
      async (plan) => this.#aheadFailed.has(aheadKey(plan, since)) || this.#held.holdsTransactions(plan, since),
    );
  }

  /**
   * Starts reading the transactions from `since` for a later call, which then finds them held or joins
   * the read; resolves once its request is sent (this call's count holds it). A failure is the later call's.
   */
  readAhead(planId: string, since: string): Promise<void> {
    return untilSent(async () => {
      const key = aheadKey(await this.planId(planId), since);
      try {
        await this.transactions(planId, since);
        this.#aheadFailed.delete(key);
      } catch {
        this.#aheadFailed.add(key);
      }
    });
  }

  /**
   * The live transactions dated `since` or later that YNAB lists as needing a category: a first look at
   * a review before its history is at hand. Read in full and not kept (no delta form of it is held).
   */
  uncategorized(planId: string, since: string): Promise<readonly TransactionDetail[]> {
    return this.#underPlan(planId, async (plan) => {
      const spec = specOf('transactions');
      return spec.view(spec.merge(undefined, (await this.#api.uncategorized(plan, since)) as TransactionDetail[]));
    });
  }

  /**
   * The transactions dated `since` or later, and whether the plan has one before `since` that `counts`
   * (an analysis over recent months that must know whether the plan started earlier). The month before
   * `since` is read with them and nearly always answers; only a plan with none there is read back in full.
   * `start: 'directory'`, for a caller that reads the plan directory anyway (its currency): the plan's first
   * month, from the directory, lets a plan younger than the window be read once, in full, rather than twice.
   */
  transactionsSince(
    planId: string,
    since: string,
    start: 'directory' | 'read' = 'read',
  ): Promise<{ transactions: readonly TransactionDetail[]; earlier: (counts: (t: TransactionDetail) => boolean) => Promise<boolean> }> {
    return this.#underPlan(planId, async (plan) => {
      const planStart = start === 'directory' && plan !== LAST_USED ? (await this.#directory.find(plan))?.first_month : undefined;
      return this.#held.transactionsSince(plan, since, planStart);
    });
  }

  /**
   * The transactions a call names by id: those dated `since` or later, or whatever older window is held,
   * and all history when one of `ids` is not among them (an old transaction, or one YNAB does not have).
   */
  transactionsHolding(planId: string, ids: readonly string[], since: string): Promise<readonly TransactionDetail[]> {
    return this.#underPlan(planId, (plan) => this.#held.transactionsHolding(plan, ids, since));
  }

  scheduledTransactions(planId: string): Promise<readonly ScheduledTransactionDetail[]> {
    return this.#collection(planId, 'scheduled_transactions');
  }

  /** The month list (summaries, no categories). */
  months(planId: string): Promise<readonly MonthSummary[]> {
    return this.#collection(planId, 'months');
  }

  /** GET /plans/{plan_id}/months/{month}: one month with its live categories. No delta form: kept for freshMs only. */
  async month(planId: string, month: string): Promise<MonthDetail> {
    // Both checked before `last-used` is resolved, so a bad month sends nothing at all.
    checkSegment(planId, 'Plan id');
    checkSegment(month, 'Month');
    return this.#underPlan(planId, (plan_id) =>
      this.#held.month(plan_id, month, async () => {
        const data = await this.#api.call(() =>
          this.#http.GET('/plans/{plan_id}/months/{month}', { params: { path: { plan_id, month } } }),
        );
        const detail = data.data.month;
        if (typeof detail !== 'object' || detail === null || !Array.isArray(detail.categories))
          throw notDocumented(200, 'a month without categories');
        return { ...detail, categories: detail.categories.filter((category) => category.deleted !== true) };
      }),
    );
  }

  /**
   * PATCH /plans/{plan_id}/transactions: one bulk update (categories, flags, approval, cleared status).
   * Never retried once it may have reached YNAB (the Sender's write rule). When its effects are known
   * (write-effects.ts), the answer's transactions replace the held ones and only the figures YNAB derives
   * from them are stale: a second write right after costs its change check and itself (issue #31).
   */
  async updateTransactions(planId: string, transactions: TransactionUpdate[]): Promise<string[]> {
    for (const t of transactions) checkSegment(t.id, 'Transaction id');
    const plan_id = await this.planId(planId);
    const derived = derivedBy(transactions);
    const data = await this.#write(
      plan_id,
      () => this.#http.PATCH('/plans/{plan_id}/transactions', { params: { path: { plan_id } }, body: { transactions } }),
      derived === undefined ? undefined : (answer) => this.#held.wrote(plan_id, transactions, answer.data.transactions, derived),
    );
    return data.data.transaction_ids;
  }

  /** POST /plans/{plan_id}/transactions: new transactions; the ids created and the import ids YNAB saw twice. */
  async createTransactions(
    planId: string,
    transactions: components['schemas']['NewTransaction'][],
  ): Promise<{ ids: string[]; duplicateImportIds: string[] }> {
    for (const t of transactions) {
      if (t.account_id) checkSegment(t.account_id, 'Account id');
      if (t.category_id) checkSegment(t.category_id, 'Category id');
    }
    const plan_id = await this.planId(planId);
    const data = await this.#write(plan_id, () =>
      this.#http.POST('/plans/{plan_id}/transactions', { params: { path: { plan_id } }, body: { transactions } }),
    );
    return { ids: data.data.transaction_ids, duplicateImportIds: data.data.duplicate_import_ids ?? [] };
  }

  /** DELETE /plans/{plan_id}/transactions/{transaction_id} (undo of a creation or of a reconciliation adjustment). */
  async deleteTransaction(planId: string, transactionId: string): Promise<void> {
    const transaction_id = checkSegment(transactionId, 'Transaction id');
    const plan_id = await this.planId(planId);
    await this.#write(plan_id, () =>
      this.#http.DELETE('/plans/{plan_id}/transactions/{transaction_id}', { params: { path: { plan_id, transaction_id } } }),
    );
  }

  /** PATCH /plans/{plan_id}/months/{month}/categories/{category_id}: a category's assigned amount in a month. */
  async setMonthBudget(planId: string, month: string, categoryId: string, budgeted: number): Promise<Category> {
    checkSegment(month, 'Month');
    const category_id = checkSegment(categoryId, 'Category id');
    const plan_id = await this.planId(planId);
    const data = await this.#write(plan_id, () =>
      this.#http.PATCH('/plans/{plan_id}/months/{month}/categories/{category_id}', {
        params: { path: { plan_id, month, category_id } },
        body: { category: { budgeted } },
      }),
    );
    return data.data.category;
  }

  /** POST /plans/{plan_id}/categories: a new category in a group; YNAB's answer gives its id. */
  async createCategory(planId: string, category: { name: string; category_group_id: string }): Promise<Category> {
    checkSegment(category.category_group_id, 'Category group id');
    const plan_id = await this.planId(planId);
    const data = await this.#write(plan_id, () =>
      this.#http.POST('/plans/{plan_id}/categories', { params: { path: { plan_id } }, body: { category } }),
    );
    return data.data.category;
  }

  /** PATCH /plans/{plan_id}/categories/{category_id}: name, group, or target fields — only those given. */
  async updateCategory(planId: string, categoryId: string, fields: CategoryUpdate): Promise<Category> {
    const category_id = checkSegment(categoryId, 'Category id');
    if (fields.category_group_id !== undefined) checkSegment(fields.category_group_id, 'Category group id');
    const plan_id = await this.planId(planId);
    const data = await this.#write(plan_id, () =>
      this.#http.PATCH('/plans/{plan_id}/categories/{category_id}', {
        params: { path: { plan_id, category_id } },
        body: { category: { ...fields } },
      }),
    );
    return data.data.category;
  }

  /** PATCH /plans/{plan_id}/payees/{payee_id}: a new name. */
  async renamePayee(planId: string, payeeId: string, name: string): Promise<Payee> {
    const payee_id = checkSegment(payeeId, 'Payee id');
    const plan_id = await this.planId(planId);
    const data = await this.#write(plan_id, () =>
      this.#http.PATCH('/plans/{plan_id}/payees/{payee_id}', { params: { path: { plan_id, payee_id } }, body: { payee: { name } } }),
    );
    return data.data.payee;
  }

  /** POST /plans/{plan_id}/transactions/import: YNAB imports from the linked banks; the ids of what arrived. */
  async importTransactions(planId: string): Promise<string[]> {
    const plan_id = await this.planId(planId);
    const data = await this.#write(plan_id, () =>
      this.#http.POST('/plans/{plan_id}/transactions/import', { params: { path: { plan_id } } }),
    );
    return data.data.transaction_ids;
  }

  /** Runs `op` under the real plan id; a 404 under a resolved `last-used` redoes the resolution once (§8 step 4). */
  async #underPlan<T>(planId: string, op: (plan: string) => Promise<T>): Promise<T> {
    const plan = await this.planId(planId);
    try {
      return await op(plan);
    } catch (error) {
      if (planId !== LAST_USED || plan === LAST_USED || !(error instanceof YnabError) || error.status !== 404) throw error;
      this.#lastUsed.drop();
      this.#directory.drop();
      const again = await this.planId(planId);
      // Still the same plan: the 404 was about something else (a month YNAB does not have).
      if (again === plan) throw error;
      return op(again);
    }
  }

  /** A collection, fetched at most once per tool call, shared by concurrent calls, merged into the cache. */
  #collection<C extends Collection>(planId: string, collection: C, since?: string, use?: Use): Promise<readonly ViewOf<C>[]> {
    return this.#underPlan(planId, (plan) => this.#held.collection(plan, collection, since, use));
  }

  /** The replica, opened on the first collection read (node:sqlite loads only then), when one is configured. */
  async #openReplica(): Promise<void> {
    if (this.#replicaOptions === undefined || this.#token === undefined) return;
    const { Replica } = await withoutSqliteNotice(() => import('./replica/replica.ts'));
    this.#replica = Replica.open(this.#replicaOptions.file, this.#token, this.#log ?? QUIET);
    if (this.#replica !== undefined) this.#held.useReplica(this.#replica);
  }

  /** Writes what the replica has pending and closes it (the server's shutdown). */
  close(): void {
    this.#replica?.close();
    this.#replica = undefined;
  }

  async #lastUsedDigits(): Promise<number> {
    const digits = new Set((await this.#directory.get()).map((plan) => decimalDigits(plan.currency_format)));
    const [only] = digits;
    if (digits.size === 1 && only !== undefined) return only;
    throw new YnabError(
      "The plan behind 'last-used' could not be told apart from the user's other plans, and their currencies differ, " +
        'so amounts cannot be checked. Call again with an explicit plan_id from list_plans.',
    );
  }

  /**
   * A request that changes YNAB: a failure once it was sent, but a 4xx refusal, becomes `maybeApplied`
   * (errors.ts). Refused or unknown, or applied without `kept`: what is held of the plan may be out of date;
   * `kept` keeps what the applied write's answer says it changed.
   */
  async #write<T>(plan: string, send: () => Promise<Result<T>>, kept?: (answer: T) => void): Promise<T> {
    let answer: T;
    try {
      answer = await this.#api.call(send);
    } catch (error) {
      this.#held.stale(plan);
      throw afterSending(error);
    }
    if (kept === undefined) this.#held.stale(plan);
    else kept(answer);
    return answer;
  }
}

const QUIET: Logger = { debug: () => undefined, info: () => undefined, warning: () => undefined, error: () => undefined };

/** A plan's window in #aheadFailed. */
const aheadKey = (plan: string, since: string): string => `${plan}:${since}`;
