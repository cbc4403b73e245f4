// What a tool handler receives besides its arguments: the YNAB client and today's date.
import type { Logger } from './log.ts';
import type { YnabClient } from './ynab/client.ts';

export interface ToolContext {
  readonly ynab: YnabClient;
  /** Today as YYYY-MM-DD: AVENIR_MCP_TODAY, or the machine's local date. */
  today(): string;
  readonly log: Logger;
}
