// Builds what every server instance shares from the configuration: the YNAB client (real, or the
// in-process demo fake), today's date, the logger, the confirmation services, the journal and the
// secrets kept out of all of them. Used by src/server.ts, the docs generator and tests.
import { registry as defaultRegistry } from '../../generated/registry.ts';
import { VERSION } from '../../generated/version.ts';
import type { ServerDeps } from '../mcp/build-server.ts';
import type { Config } from '../config.ts';
import { ASK_TIMEOUT_MS } from '../confirm/ask.ts';
import { CodeStore, monotonic, type Clock, type CodeKeeper } from '../confirm/codes.ts';
import { RequestStates, type NonceKeeper } from '../confirm/request-state.ts';
import { Journal } from '../journal/journal.ts';
import { DEFAULT_LOCK_TIMEOUTS } from '../journal/lock.ts';
import type { JournalMedium } from '../journal/medium.ts';
import { todayFrom } from '../logic/core/calendar.ts';
import { Secrets } from '../logic/core/redact.ts';
import { withoutSecrets, type Logger } from '../log.ts';
import type { RegistryEntry } from '../mcp/tool-definition.ts';
import { MB } from '../ynab/answer-limits.ts';
import { YnabClient, type YnabClientOptions } from '../ynab/client.ts';
import { Pacer, type PaceKeeper } from '../ynab/pacing.ts';
import { FileRulesStore, rulesPath } from '../rules/file-store.ts';
import type { RulesStore } from '../rules/store.ts';

export const USER_AGENT = `avenir-mcp/${VERSION}`;

export interface DepsOptions {
  config: Config;
  log: Logger;
  /** The token, or why there is none (src/ynab/token.ts). */
  token: { token: string } | { problem: string };
  /** An in-process fetch (the demo fake); the global fetch otherwise. */
  fetch?: (request: Request) => Promise<Response>;
  registry?: readonly RegistryEntry[];
  now?: () => Date;
  /** The journal file (src/journal/path.ts resolves the configured one); unused for a hosted person. */
  journalPath: string;
  /** Monotonic clock of codes and request states; tests inject one to expire them. */
  clock?: Clock;
  /** Shorter YNAB timeouts, for tests of a YNAB that does not answer; no backoff (random 0), for tests of one that fails. */
  ynabTiming?: Pick<YnabClientOptions, 'timeoutMs' | 'deadlineMs' | 'minAttemptMs' | 'random'>;
  /** How long a 2025-era in-call question waits (ASK_TIMEOUT_MS, 600 s); tests shorten it. */
  askTimeoutMs?: number;
  /** The replica's file (src/server.ts names it when AVENIR_MCP_CACHE is on); none keeps the cache in memory. */
  replicaFile?: string;
  /** A hosted person's own stores, shared by every instance (src/hosted/people.ts); this process's memory and the journal file otherwise. */
  person?: PersonStores;
  /** A hosted person's: what YNAB's 401 says and does (src/hosted/people.ts). */
  unauthorized?: YnabClientOptions['unauthorized'];
}

export interface PersonStores {
  codes: CodeKeeper;
  nonces: NonceKeeper;
  /** The deployment's request-state key: a state sealed by one instance opens on another. */
  stateKey: Buffer;
  journal: JournalMedium;
  rules: RulesStore;
  /** The person's own hourly YNAB budget, shared by the deployment's instances. */
  pacer: PaceKeeper;
}

export function createDeps(options: DepsOptions): ServerDeps {
  const { config } = options;
  // The YNAB client adds its token; the HTTP transport adds its own (src/http/start.ts).
  const secrets = new Secrets();
  const log = withoutSecrets(options.log, secrets);
  const ynab = new YnabClient({
    baseUrl: config.ynabUrl,
    token: options.token,
    userAgent: USER_AGENT,
    log,
    maxAnswerBytes: config.maxAnswerMb * MB,
    freshMs: config.freshSeconds * 1000,
    ...(options.replicaFile === undefined ? {} : { replica: { file: options.replicaFile } }),
    ...options.ynabTiming,
    secrets,
    ...(options.unauthorized ? { unauthorized: options.unauthorized } : {}),
    // An in-process fake is not the user's YNAB quota: each server instance gets its own hourly window
    // (docs examples and tests build many in one process). The real token shares the process window.
    ...(options.fetch ? { fetch: options.fetch, pacer: new Pacer() } : {}),
    ...(options.person ? { pacer: options.person.pacer } : {}),
  });
  const now = options.now ?? (() => new Date());
  const clock = options.clock ?? monotonic;
  const confirm = {
    codes: options.person?.codes ?? new CodeStore(clock),
    states: options.person ? new RequestStates(clock, options.person.stateKey, options.person.nonces) : new RequestStates(clock),
    requireElicitation: config.requireElicitation,
    askTimeoutMs: options.askTimeoutMs ?? ASK_TIMEOUT_MS,
  };
  return {
    registry: options.registry ?? defaultRegistry,
    config,
    log,
    version: VERSION,
    context: {
      ynab,
      log,
      today: () => todayFrom(config.today, now()),
      confirm,
      journal: new Journal(options.person?.journal ?? options.journalPath, { log, secrets }),
      rules: options.person?.rules ?? new FileRulesStore(rulesPath(config.rulesPath, options.journalPath), log, DEFAULT_LOCK_TIMEOUTS),
      confidenceThreshold: config.confidenceThreshold,
      statementDirs: config.statementDirs,
      secrets,
    },
  };
}
