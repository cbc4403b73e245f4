// What a tool handler receives besides its arguments: the YNAB client, today's date, the confirmation
// services and journal (process-wide), and what the client declared for this very call.
import type { CallChannel, ConfirmServices } from '../confirm/channel.ts';
import type { Journal } from '../journal/journal.ts';
import type { Logger } from '../log.ts';
import type { Secrets } from '../logic/core/redact.ts';
import type { RulesStore } from '../rules/store.ts';
import type { YnabClient } from '../ynab/client.ts';

/** Shared by every call of the process. */
export interface ServerContext {
  readonly ynab: YnabClient;
  /** Today as YYYY-MM-DD: AVENIR_MCP_TODAY, or the machine's local date. */
  today(): string;
  readonly log: Logger;
  readonly confirm: ConfirmServices;
  readonly journal: Journal;
  /** The person's rules (issue #32): their file, or their rows in hosted mode. */
  readonly rules: RulesStore;
  /** AVENIR_MCP_CONFIDENCE_THRESHOLD: the least confidence a suggestion needs. */
  readonly confidenceThreshold: number;
  /** AVENIR_MCP_STATEMENT_DIRS: the folders a statement's path may name (src/statements/read-source.ts). */
  readonly statementDirs: readonly string[];
  /** The YNAB and HTTP tokens: cut out of every result, resource and log line (src/logic/core/redact.ts). */
  readonly secrets: Secrets;
}

export interface ToolContext extends ServerContext {
  /** This call's client capabilities and answer (confirm.ask reads them). */
  readonly channel: CallChannel;
}
